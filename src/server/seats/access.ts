// Who a request speaks for: a token (from `?token=` or `Authorization: Bearer`) names the seats it may
// move for; no token means a spectator. A wrong token is refused, never downgraded to a spectator.
import { SPECTATOR, type Seat, type Viewer } from '../../kernel/index.ts';
import { ACCESS_TEXTS } from './access-texts.ts';
import { refusal } from '../http/errors.ts';
import type { LiveGame } from '../game/live-game.ts';
import { hashToken, sameHash } from './tokens.ts';
import type { TokenGrant } from '../storage/game-record.ts';

export interface Access {
  viewer: Viewer;
  controls: Seat[];
}

export function tokenFrom(query: unknown, authorization: string | undefined): string | undefined {
  const q = (query as { token?: unknown } | undefined)?.token;
  if (typeof q === 'string' && q !== '') return q;
  const m = authorization?.match(/^Bearer\s+(\S+)\s*$/i);
  return m ? m[1] : undefined;
}

/**
 * The seats each token opened, per list of a game's grants: every move and every push to a seat's socket
 * asks again, and comparing the token's hash with each grant's (two buffers made from hex each time) was
 * about 1% of the server's main thread at 64 games. A game's grants are never changed in place (a seat
 * given to someone else, a claim, a rematch: a new list), so a new list asks afresh and an old token
 * opens nothing from then on. Only tokens that open seats are kept, at most a few per list.
 */
const opened = new WeakMap<readonly TokenGrant[], Map<string, Seat[]>>();
const OPENED_PER_LIST = 16;

/** The seats a token controls in this game; throws 403 for a token of no seat here. */
export function controlsOf(live: LiveGame, token: string | undefined): Seat[] {
  if (token === undefined) return [];
  const grants = live.meta.tokens;
  const known = opened.get(grants);
  const seats = known?.get(token);
  if (seats) return seats;
  const hash = hashToken(token);
  const grant = grants.find((g) => sameHash(g.hash, hash));
  if (!grant) throw refusal(403, 'BAD_TOKEN', ACCESS_TEXTS.badToken);
  if (!known) opened.set(grants, new Map([[token, grant.seats]]));
  else if (known.size < OPENED_PER_LIST) known.set(token, grant.seats);
  return grant.seats;
}

/**
 * A seat token sees its seat. A hot-seat token sees the seat asked for (`seat`), else the human seat
 * that is to act, else what a spectator sees (so no one's secrets show while a bot thinks).
 */
export function accessOf(live: LiveGame, token: string | undefined, seat?: number): Access {
  const controls = controlsOf(live, token);
  if (controls.length === 0) return { viewer: SPECTATOR, controls };
  if (controls.length === 1) return { viewer: controls[0], controls };
  if (seat !== undefined) {
    if (!controls.includes(seat))
      throw refusal(403, 'NOT_YOUR_SEAT', ACCESS_TEXTS.notYourSeat(seat, live.meta.seats));
    return { viewer: seat, controls };
  }
  const active = live.activeSeats().find((s) => controls.includes(s));
  return { viewer: active ?? SPECTATOR, controls };
}
