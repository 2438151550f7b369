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
      const visible = targets.some((t) => {
        const r = t.getBoundingClientRect();
        return r.width > 0 && r.bottom > Math.max(box.top, 50) && r.top < Math.min(box.bottom, sheetTop) - 10;
      });
      if (!visible) targets[0].scrollIntoView({ block: 'center', behavior: 'smooth' });
    }, 50);
    return () => clearTimeout(timer);
  }, [area, key]);
}
