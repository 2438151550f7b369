// A small router on the History API (home, /play/:id, /rules/:game, /learn/:game, the classroom
// pages, /lobby, /me): no library needed.
import { useEffect, useState } from 'react';
import { adoptSeatToken, tokenInLink } from '../api/seat-token.ts';

export interface Route {
  name: 'home' | 'play' | 'rules' | 'learn' | 'classroom' | 'lobby' | 'me' | 'unknown';
  gameId?: string;
  /** The game of a rules page or a guided first game. */
  game?: string;
  /** `?guide=1`: the game is a guided first game, its steps shown at the table. */
  guide?: boolean;
  /** The classroom pages read the rest of the path themselves (/classroom/..., /join/...). */
  path?: string;
  token: string | null;
  /** `?replay=n` opens a game at the position after move n. */
  replay: number | null;
}

/** The route of an address; `token` is the one the link itself carries in its fragment (`#token=`). */
export function parseRoute(pathname: string, search: string, hash = ''): Route {
  const params = new URLSearchParams(search);
  const token = tokenInLink(hash);
  const replayParam = params.get('replay');
  const replay = replayParam !== null && /^\d+$/.test(replayParam) ? Number(replayParam) : null;
  if (pathname === '/' || pathname === '') return { name: 'home', token, replay };
  if (/^\/(classroom|join)(\/|$)/.test(pathname)) return { name: 'classroom', path: pathname, token, replay };
  if (pathname === '/lobby' || pathname === '/me')
    return { name: pathname.slice(1) as 'lobby' | 'me', token, replay };
  const m = /^\/play\/([^/]+)\/?$/.exec(pathname);
  if (m)
    return {
      name: 'play',
      gameId: decodeURIComponent(m[1]),
      token,
      replay,
      guide: params.get('guide') === '1',
    };
  const page = /^\/(rules|learn)\/([^/]+)\/?$/.exec(pathname);
  if (page) return { name: page[1] as 'rules' | 'learn', game: decodeURIComponent(page[2]), token, replay };
  return { name: 'unknown', token, replay };
}

const listeners = new Set<() => void>();

/** The route of the page's address; a game page takes its seat token out of the address (seat-token.ts). */
function currentRoute(): Route {
  const route = parseRoute(location.pathname, location.search, location.hash);
  if (route.name === 'play' && route.gameId) route.token = adoptSeatToken(route.gameId);
  return route;
}

export function navigate(to: string, replace = false): void {
  if (to === location.pathname + location.search + location.hash) return;
  if (replace) history.replaceState(null, '', to);
  else history.pushState(null, '', to);
  for (const l of listeners) l();
}

export function useRoute(): Route {
  const [route, setRoute] = useState(currentRoute);
  useEffect(() => {
    const update = () => setRoute(currentRoute());
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

/** Seat links may be absolute; the page navigates within its own origin. */
export function localPath(link: string): string {
  const url = new URL(link, location.origin);
  return url.pathname + url.search + url.hash;
}
