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
}

export type WorkerMessage =
  | { type: 'ready'; games: string[] }
  | { type: 'decided'; id: number; move: unknown }
  | { type: 'failed'; id: number; message: string };

export interface WorkerData {
  /** Module URLs whose exports provide the games: a `games` record, or game objects. */
  gameModules: string[];
}
