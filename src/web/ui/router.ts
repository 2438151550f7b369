// A two-route router on the History API (home, /play/:id): small enough that a library is not needed.
import { useEffect, useState } from 'react';

export interface Route {
  name: 'home' | 'play' | 'unknown';
  gameId?: string;
  token: string | null;
  /** `?replay=n` opens a game at the position after move n. */
  replay: number | null;
}

export function parseRoute(pathname: string, search: string): Route {
  const params = new URLSearchParams(search);
  const token = params.get('token');
  const replayParam = params.get('replay');
  const replay = replayParam !== null && /^\d+$/.test(replayParam) ? Number(replayParam) : null;
  if (pathname === '/' || pathname === '') return { name: 'home', token, replay };
  const m = /^\/play\/([^/]+)\/?$/.exec(pathname);
  if (m) return { name: 'play', gameId: decodeURIComponent(m[1]), token, replay };
  return { name: 'unknown', token, replay };
}

const listeners = new Set<() => void>();

export function navigate(to: string): void {
  if (to === location.pathname + location.search) return;
  history.pushState(null, '', to);
  for (const l of listeners) l();
}

export function useRoute(): Route {
  const [route, setRoute] = useState(() => parseRoute(location.pathname, location.search));
  useEffect(() => {
    const update = () => setRoute(parseRoute(location.pathname, location.search));
    listeners.add(update);
    window.addEventListener('popstate', update);
    return () => {
      listeners.delete(update);
      window.removeEventListener('popstate', update);
    };
  }, []);
  return route;
}

/** Plain links that navigate without reloading the page. */
export function onLinkClick(to: string) {
  return (e: { preventDefault(): void; metaKey: boolean; ctrlKey: boolean; button?: number }) => {
    if (e.metaKey || e.ctrlKey || (e.button !== undefined && e.button !== 0)) return;
    e.preventDefault();
    navigate(to);
  };
}
