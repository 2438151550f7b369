// On a phone the guide banner is pinned under the top bar, whose height changes (it wraps onto two rows
// there): measure both and publish them as CSS variables the layout reads (--guide-top, --guide-h).
import { useEffect, type RefObject } from 'react';

export function usePinBelowTopbar(banner: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const el = banner.current;
    const bar = document.querySelector('.topbar');
    if (!el || !bar) return;
    const root = document.documentElement.style;
    const measure = () => {
      root.setProperty('--guide-top', `${Math.round(bar.getBoundingClientRect().height)}px`);
      root.setProperty('--guide-h', `${Math.round(el.getBoundingClientRect().height)}px`);
    };
    measure();
    const watch = new ResizeObserver(measure);
    watch.observe(el);
    watch.observe(bar);
    return () => {
      watch.disconnect();
      root.removeProperty('--guide-top');
      root.removeProperty('--guide-h');
    };
  });
}
