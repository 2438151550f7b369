// Log lines about who plays a seat (the server's, not a game's): a stand-in taking over when a person's
// time runs out or they leave, and the person taking the seat back. Each is the first entry of the next
// move made for that seat, so the log tells it once, in order, on every node.
import type { Lang } from '../../kernel/index.ts';
import type { GameSnapshot } from '../../shared/api.ts';
import { levelWord } from '../../shared/seat-names.ts';
import { refusal } from '../http/errors.ts';
import type { SeatNote } from './seat-clocks.ts';

export const SEAT_NOTE_IDS: Record<SeatNote, string> = {
  timeout: 'STAND_IN_TIMEOUT',
  left: 'STAND_IN_LEFT',
  back: 'SEAT_RECLAIMED',
};

export const seatMessages: Record<Lang, Record<string, string>> = {
  en: {
    STAND_IN_TIMEOUT: "{name}'s time ran out: the {level} bot plays for {name}.",
    STAND_IN_LEFT: '{name} left the table: the {level} bot plays for {name}.',
    SEAT_RECLAIMED: '{name} is back and plays again.',
  },
  it: {
    STAND_IN_TIMEOUT: 'Il tempo di {name} è scaduto: il bot {level} gioca per {name}.',
    STAND_IN_LEFT: '{name} ha lasciato il tavolo: il bot {level} gioca per {name}.',
    SEAT_RECLAIMED: '{name} riprende il suo posto e gioca di nuovo.',
  },
};

/**
 * A person's move or undo while a stand-in plays their seat: a seat is played by its person or by a
 * bot, never by both, so the person takes the seat back first (the sentence says how).
 */
export function stoodInRefusal(gameId: string, seat: number, level: string, current?: GameSnapshot) {
  const reclaim = `POST /api/games/${gameId}/seats/${seat}/reclaim`;
  const text = {
    en: `A ${levelWord(level, 'en')} bot plays for this seat now; take the seat back first.`,
    it: `Ora un bot ${levelWord(level, 'it')} gioca per questo posto; prima riprendi il posto.`,
  };
  return refusal(409, 'STOOD_IN', text, {
    current,
    message: `A ${level} bot plays for seat ${seat} now; take the seat back first (${reclaim}).`,
  });
}
