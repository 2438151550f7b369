// A seat token arrives once, in the link's fragment (`#token=`; the server sends an older `?token=` link
// on to that form, so a token in the query is not taken), and then lives in
// this tab's sessionStorage under the game's id: the address bar, the history, bookmarks and the
// Referer header never show it, and requests send it in a header. sessionStorage rather than a cookie:
// a cookie would travel with every request to the game's path, socket included, where the server
// would have to prefer it to the header; a tab's storage travels nowhere by itself. A reload keeps it;
// another tab opens its game from "my games" (localStorage), which passes the token the same way.

const KEY = 'externalities.seatToken.';

/** The token a link carries in its fragment (`#token=`). */
export function tokenInLink(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') || null;
}

export function storedSeatToken(gameId: string): string | null {
  try {
    return sessionStorage.getItem(KEY + gameId);
  } catch {
    return null;
  }
}

/** Keeps `token` as this tab's token for the game (null: this tab watches it as a spectator). */
export function keepSeatToken(gameId: string, token: string | null): void {
  try {
    if (token) sessionStorage.setItem(KEY + gameId, token);
    else sessionStorage.removeItem(KEY + gameId);
  } catch {
    // Storage disabled: the token lasts as long as the page (the address bar is cleaned all the same).
  }
}

/** The address without its token, the rest of the query and fragment kept. */
export function withoutToken(pathname: string, search: string, hash: string): string {
  const query = new URLSearchParams(search);
  query.delete('token');
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  fragment.delete('token');
  const q = query.toString();
  const f = hash.includes('=') ? fragment.toString() : hash.replace(/^#/, '');
  return `${pathname}${q ? `?${q}` : ''}${f ? `#${f}` : ''}`;
}

/**
 * The token of the game page at this address: taken from the link once (kept, and removed from the
 * address bar without a new history entry), else the one this tab kept for the game.
 */
export function adoptSeatToken(gameId: string): string | null {
  const fromLink = tokenInLink(location.hash);
  if (fromLink === null) return storedSeatToken(gameId);
  keepSeatToken(gameId, fromLink);
  history.replaceState(history.state, '', withoutToken(location.pathname, location.search, location.hash));
  return fromLink;
}

/** The path that opens a game with a token (a seat link, the token in the fragment) or as a spectator. */
export function playPath(gameId: string, token: string | null, query = ''): string {
  const path = `/play/${encodeURIComponent(gameId)}${query ? `?${query}` : ''}`;
  return token ? `${path}#token=${encodeURIComponent(token)}` : path;
}
