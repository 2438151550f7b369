// "What if": a new game played on from a position of another game (POST /api/games/:id/fork) or of an
// uploaded match record (POST /api/games/import). Types only; docs/api.md explains them.
import type { MatchRecord } from '../kernel/types.ts';
import type { CreateGameResponse, SeatSpec } from './api.ts';

/** The seats of the new game: one per seat of the old one (people, bots, one screen). */
export interface PlayOnSeats {
  seats: SeatSpec[];
  /** One token acting for every human seat (a game played on one screen). */
  hotSeat?: boolean;
  /** Seats may ask for hints (default false). */
  hints?: boolean;
}

/** POST /api/games/:id/fork: play on from the position after entry `at` (0 = the setup). */
export interface ForkRequest extends PlayOnSeats {
  at: number;
}

/** POST /api/games/import: play on from the position after move `at` of a record (default: its end). */
export interface ImportRequest extends PlayOnSeats {
  record: MatchRecord;
  at?: number;
}

export interface ForkResponse extends CreateGameResponse {
  /** The game and move played on from; absent for an uploaded record. */
  from?: { gameId: string; at: number };
  /** The order of the cards still face down (and later chance) was drawn anew. */
  redrawn: boolean;
}
