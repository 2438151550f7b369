// Leaving a seat to its stand-in and taking it back, as the table and the lists of my games ask for
// them; a refusal comes back in the page's language.
import type { GameSnapshot, Texts } from '../../shared/api.ts';
import { ApiRefusal, request } from '../api/http.ts';
import { fill } from '../ui/i18n.ts';
import { CLOCKS } from './texts.ts';

export type SeatAction = 'leave' | 'reclaim';

export const seatAction = (gameId: string, token: string | null, seat: number, action: SeatAction) =>
  request<GameSnapshot>('POST', `/api/games/${encodeURIComponent(gameId)}/seats/${seat}/${action}`, token);

/**
 * A refusal in the page's language: the known ones in our words (they name no seat number), any other
 * in the server's texts, or with its sentence.
 */
export function refusalText(e: unknown): Texts {
  const code = e instanceof ApiRefusal ? e.code : 'NETWORK';
  if (code === 'TOKEN_REQUIRED') return CLOCKS.NOT_YOUR_SEAT;
  if (code in CLOCKS && /^[A-Z_]+$/.test(code)) return CLOCKS[code as keyof typeof CLOCKS];
  if (e instanceof ApiRefusal && e.text) return e.text;
  const message = e instanceof Error ? e.message : String(e);
  return { en: fill(CLOCKS.otherRefusal.en, { message }), it: fill(CLOCKS.otherRefusal.it, { message }) };
}
