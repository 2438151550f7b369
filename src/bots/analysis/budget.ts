// The search iterations spent on each position of an analysis and on each hint. Iterations, never
// time: the same position gets the same estimate on a fast machine and on a loaded one.
import { hashState, type AnyGame } from '../../kernel/index.ts';

const ANALYSIS_ITERATIONS: Record<string, number> = { 'the-cost': 100, 'industrial-waste': 200 };
const HINT_ITERATIONS: Record<string, number> = { 'the-cost': 1500, 'industrial-waste': 1500 };
const DEFAULT_ITERATIONS = 100;

export const analysisIterations = (game: AnyGame): number =>
  ANALYSIS_ITERATIONS[game.id] ?? DEFAULT_ITERATIONS;
export const hintIterations = (game: AnyGame): number => HINT_ITERATIONS[game.id] ?? DEFAULT_ITERATIONS;

/**
 * The seed of a position's estimate: the game's seed and the position as the spectator sees it, not its
 * number. The server numbers positions by log entry (undos included) and a match record by the moves in
 * effect; seeded by the position, the same position gets the same figures under either number, and a
 * position an undo came back to gets the figures it had before.
 */
export const positionSeed = (gameSeed: string, spectatorView: unknown): string =>
  `${gameSeed}:${hashState(spectatorView)}`;
