// Who a request speaks for: a token (from `?token=` or `Authorization: Bearer`) names the seats it may
// move for; no token means a spectator. A wrong token is refused, never downgraded to a spectator.
import { SPECTATOR, type Seat, type Viewer } from '../../kernel/index.ts';
import { ACCESS_TEXTS } from './access-texts.ts';
import { refusal } from '../http/errors.ts';
import type { LiveGame } from '../game/live-game.ts';
import { hashToken, sameHash } from './tokens.ts';

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

/** The seats a token controls in this game; throws 403 for a token of no seat here. */
export function controlsOf(live: LiveGame, token: string | undefined): Seat[] {
  if (token === undefined) return [];
  const hash = hashToken(token);
  const grant = live.meta.tokens.find((g) => sameHash(g.hash, hash));
  if (!grant) throw refusal(403, 'BAD_TOKEN', ACCESS_TEXTS.badToken);
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
