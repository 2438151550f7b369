// On small screens the decision is a sheet fixed at the bottom of the screen. Its height, kept in the
// CSS variable --sheet-h, lets the page leave room under the board for it and lets the move toasts sit
// just above it (never over the status at the top); 0 when the decision is not a sheet.
//
// The height is the sheet's border box, measured again as soon as anything in the sheet changes. A
// ResizeObserver alone is not enough: it reports in the next frame's rendering step, after that frame's
// animation callbacks, so a move arriving between two frames (the sheet grows with the new question and
// a toast comes in the same render) left the old, smaller height in place for everything that looked at
// the page before the observer ran. A MutationObserver answers right after the change, before any frame.
import { useLayoutEffect, type RefObject } from 'react';

export function useSheetHeight(sheet: RefObject<HTMLElement | null>): void {
  // Before the first paint with the sheet, so a toast is never drawn over it for a frame.
  useLayoutEffect(() => {
    const el = sheet.current;
    if (!el) return;
    const root = document.documentElement;
    const update = () => {
      const fixed = getComputedStyle(el).position === 'fixed';
      const height = fixed ? `${Math.ceil(el.getBoundingClientRect().height)}px` : '0px';
      if (root.style.getPropertyValue('--sheet-h') !== height) root.style.setProperty('--sheet-h', height);
    };
    update();
    // Content, classes and styles of the sheet: measured right after the change.
    const changed = new MutationObserver(update);
    changed.observe(el, { subtree: true, childList: true, attributes: true, characterData: true });
    // What moves the sheet without a change in it (fonts arriving, the window's width): its border box,
    // so padding and borders count too.
    const resized = new ResizeObserver(update);
    resized.observe(el, { box: 'border-box' });
    window.addEventListener('resize', update);
    return () => {
      changed.disconnect();
      resized.disconnect();
      window.removeEventListener('resize', update);
      root.style.setProperty('--sheet-h', '0px');
    };
  }, [sheet]);
}
