// A banner pinned under the top bar, whose height changes (it wraps onto two rows on a phone): measure
// both and publish them as CSS variables the layout reads (`--<name>-top`, `--<name>-h`; the guide's
// by default).
import { useEffect, type RefObject } from 'react';

export function usePinBelowTopbar(banner: RefObject<HTMLElement | null>, name = 'guide'): void {
  useEffect(() => {
    const el = banner.current;
    const bar = document.querySelector('.topbar');
    if (!el || !bar) return;
    const root = document.documentElement.style;
    const measure = () => {
      root.setProperty(`--${name}-top`, `${Math.round(bar.getBoundingClientRect().height)}px`);
      root.setProperty(`--${name}-h`, `${Math.round(el.getBoundingClientRect().height)}px`);
    };
    measure();
    const watch = new ResizeObserver(measure);
    watch.observe(el);
    watch.observe(bar);
    return () => {
      watch.disconnect();
      root.removeProperty(`--${name}-top`);
      root.removeProperty(`--${name}-h`);
    };
  });
}
