// On small screens the decision is a sheet fixed at the bottom of the screen. Its height, kept in the
// CSS variable --sheet-h, lets the page leave room under the board for it and lets the move toasts sit
// just above it (never over the status at the top); 0 when the decision is not a sheet.
import { useLayoutEffect, type RefObject } from 'react';

export function useSheetHeight(sheet: RefObject<HTMLElement | null>): void {
  // Before the first paint with the sheet, so a toast is never drawn over it for a frame.
  useLayoutEffect(() => {
    const el = sheet.current;
    if (!el) return;
    const root = document.documentElement;
    const update = () => {
      const fixed = getComputedStyle(el).position === 'fixed';
      root.style.setProperty(
        '--sheet-h',
        fixed ? `${Math.ceil(el.getBoundingClientRect().height)}px` : '0px',
      );
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(el);
    window.addEventListener('resize', update);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', update);
      root.style.setProperty('--sheet-h', '0px');
    };
  }, [sheet]);
}
