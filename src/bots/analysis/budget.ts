// The search iterations spent on each position of an analysis and on each hint. Iterations, never
// time: the same position gets the same estimate on a fast machine and on a loaded one.
import type { AnyGame } from '../../kernel/index.ts';

const ANALYSIS_ITERATIONS: Record<string, number> = { 'the-cost': 100, 'industrial-waste': 200 };
const HINT_ITERATIONS: Record<string, number> = { 'the-cost': 400, 'industrial-waste': 600 };
const DEFAULT_ITERATIONS = 100;

export const analysisIterations = (game: AnyGame): number =>
  ANALYSIS_ITERATIONS[game.id] ?? DEFAULT_ITERATIONS;
export const hintIterations = (game: AnyGame): number => HINT_ITERATIONS[game.id] ?? DEFAULT_ITERATIONS;

/** The seed of the estimate of position n: the game's seed and n, so a record and its game agree. */
export const positionSeed = (gameSeed: string, n: number): string => `${gameSeed}:${n}`;
