// The games this browser created or joined, kept in localStorage so that a player finds them again
// (with their seat tokens) days later. Nothing here is trusted by the server: a token is just a link.
import type { GameStatus, SeatInfo } from '../../shared/api.ts';

export interface MyGame {
  gameId: string;
  game: string;
  /** The token this browser plays with (a seat's, or the hot-seat token); null when only watching. */
  token: string | null;
  /** Seat links handed out at creation, so they can be copied again later. */
  links?: { seat: number; name: string; link: string }[];
  spectatorLink?: string;
  seats: SeatInfo[];
  /** The seats the token acts for, once the server said (older entries lack it). */
  controls?: number[];
  hotSeat: boolean;
  createdAt: string;
  status: GameStatus;
  moveCount: number;
  /** Winners' names, once known (in English for default names; `winners` says them in any language). */
  result?: string;
  /** The winning seats, once known. */
  winners?: number[];
  updatedAt: string;
}

const KEY = 'externalities.myGames';

export function loadMyGames(): MyGame[] {
  try {
    const raw = localStorage.getItem(KEY);
    const list = raw ? (JSON.parse(raw) as unknown) : [];
    return Array.isArray(list) ? (list as MyGame[]).filter((g) => g && typeof g.gameId === 'string') : [];
  } catch {
    return [];
  }
}

function save(list: MyGame[]): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(list));
  } catch {
    // A full or disabled storage only loses the list, never a game: the server keeps games.
  }
}

/** Adds or updates a game (matched by id and token), newest first. */
export function rememberGame(entry: MyGame): void {
  const list = loadMyGames().filter((g) => !(g.gameId === entry.gameId && g.token === entry.token));
  save([entry, ...list]);
}

export function updateMyGame(gameId: string, token: string | null, patch: Partial<MyGame>): void {
  const list = loadMyGames();
  let changed = false;
  const next = list.map((g) => {
    if (g.gameId !== gameId || g.token !== token) return g;
    changed = true;
    return { ...g, ...patch };
  });
  if (changed) save(next);
}

export function forgetGame(gameId: string, token: string | null): void {
  save(loadMyGames().filter((g) => !(g.gameId === gameId && g.token === token)));
}
