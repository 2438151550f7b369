// This browser's personal key (docs/api.md "My games on every device"): kept in localStorage like the
// seat links of "my games", which it gathers on the server so that another device finds them. Seats
// already sent are remembered, so each is sent once.
import { loadMyGames } from '../api/my-games.ts';
import { socialApi } from './api.ts';

const KEY = 'externalities.playerKey';
const SENT = 'externalities.playerKeySent';

export function storedPlayerKey(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function keepPlayerKey(key: string): void {
  try {
    if (localStorage.getItem(KEY) !== key) localStorage.setItem(SENT, '[]');
    localStorage.setItem(KEY, key);
  } catch {
    // Storage disabled: the key works for this page only.
  }
}

function sent(): Set<string> {
  try {
    const list = JSON.parse(localStorage.getItem(SENT) ?? '[]') as unknown;
    return new Set(Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : []);
  } catch {
    return new Set();
  }
}

/** The page that opens the key's games: the key in the fragment, which browsers never send to a server. */
export const personalLink = (key: string) => `${location.origin}/me#key=${encodeURIComponent(key)}`;

/** The key from the page's address (`#key=`, or `?key=` as older links have it), taken out of it. */
export function adoptKeyFromAddress(): string | null {
  const key =
    new URLSearchParams(location.hash.replace(/^#/, '')).get('key') ??
    new URLSearchParams(location.search).get('key');
  if (key) {
    keepPlayerKey(key);
    history.replaceState(history.state, '', location.pathname);
  }
  return key;
}

/** Sends the server every seat link of "my games" not sent yet; answers how many the key keeps. */
export async function keepSeatsUnder(key: string): Promise<number | null> {
  const done = sent();
  let kept: number | null = null;
  for (const g of loadMyGames()) {
    if (!g.token || done.has(`${g.gameId}|${g.token}`)) continue;
    try {
      kept = (await socialApi.keep(key, g.gameId, g.token)).kept;
      done.add(`${g.gameId}|${g.token}`);
    } catch {
      // A game the server no longer has, or a full key: the others are still sent.
    }
  }
  try {
    localStorage.setItem(SENT, JSON.stringify([...done]));
  } catch {
    // Sent again next time: the server keeps each seat once.
  }
  return kept;
}
