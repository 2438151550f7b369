// What the classroom reads of one table: the spectator snapshot the server hands anyone (view, log,
// outcome with the game's own report), and the names the classroom gives its seats.
import type { GameSnapshot, Texts } from '../../shared/api.ts';

export interface TableInput {
  table: number;
  snapshot: GameSnapshot;
  /** Seat names in the classroom's language: a student's chosen name, the bot's, or "Seat n (free)". */
  names: string[];
  /** The same names in every language, for what a page shows in its own (the debrief's key moments). */
  namesIn: Texts[];
}

/** Winners' names of a finished table (none while it runs). */
export const winnerNames = (t: TableInput): string[] =>
  t.snapshot.outcome ? t.snapshot.outcome.winners.map((s) => t.names[s]) : [];

export const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);
