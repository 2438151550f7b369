// Brings the choices on the board into view when a decision starts, unless one is visible already, so a
// player never has to hunt for what to click. The decision sheet of small screens is not "visible".
import { useEffect, type RefObject } from 'react';

export function useRevealTargets(area: RefObject<HTMLElement | null>, key: string): void {
  useEffect(() => {
    const el = area.current;
    if (!el || !key) return;
    const timer = setTimeout(() => {
      const targets = [...el.querySelectorAll('[data-target]')];
      if (targets.length === 0) return;
      const sheet = document.querySelector('.decision');
      const sheetTop =
        sheet && getComputedStyle(sheet).position === 'fixed'
          ? sheet.getBoundingClientRect().top
          : window.innerHeight;
      const box = el.getBoundingClientRect();
      const barBottom = document.querySelector('.topbar')?.getBoundingClientRect().bottom ?? 0;
      const visible = targets.some((t) => {
        const r = t.getBoundingClientRect();
        return (
          r.width > 0 &&
          r.bottom > Math.max(box.top, barBottom) &&
          r.top < Math.min(box.bottom, sheetTop) - 10
        );
      });
      if (visible) return;
      const first = targets[0];
      if (sheetTop >= window.innerHeight) {
        first.scrollIntoView({ block: 'center', behavior: 'smooth' });
        return;
      }
      // Under a sheet the page itself scrolls: the target goes to the middle of the part of the screen
      // between the top bar and the sheet, where it can be seen and tapped.
      const r = first.getBoundingClientRect();
      window.scrollBy({ top: r.top + r.height / 2 - (barBottom + sheetTop) / 2, behavior: 'smooth' });
    }, 50);
    return () => clearTimeout(timer);
  }, [area, key]);
}
