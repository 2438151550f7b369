// Messages between the server and its bot worker threads.
import type { Seat } from '../../kernel/index.ts';

export interface BotJob {
  id: number;
  game: string;
  bot: string;
  seat: Seat;
  seed: string;
  budgetMs: number;
  /** The seat's view and legal moves: all a bot may know. */
  view: unknown;
  legalMoves: unknown[];
  /**
   * Absent: a bot's decision. 'estimate': every seat's chance to win from a spectator's view (`view`;
   * `seat` is the seat to move). 'hint': the search's choice for `seat` with its chances (see
   * bots/analysis). Both search `iterations` times; `budgetMs` is then only the limit before the
   * worker is stopped.
   */
  task?: 'estimate' | 'hint';
  iterations?: number;
  players?: number;
  /** A hint's public money (each seat's, counted along the public log) where the game counts it. */
  money?: number[];
}

export type WorkerMessage =
  | { type: 'ready'; games: string[] }
  | { type: 'decided'; id: number; move: unknown }
  | { type: 'failed'; id: number; message: string };

export interface WorkerData {
  /** Module URLs whose exports provide the games: a `games` record, or game objects. */
  gameModules: string[];
}
