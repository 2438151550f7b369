// What a benchmark is and the helpers every benchmark shares. Kept apart from registry.ts, which
// imports every benchmark to list them: the benchmarks import this file, never the list.
import type { AnyGame } from '../../kernel/index.ts';

export interface BenchContext {
  games: Record<string, AnyGame>;
  /** Time budget per benchmark, in seconds (per phase or step for the server benchmarks). */
  seconds: number;
  /** Server benchmarks: the numbers of concurrent games, one phase each. */
  concurrency?: number[];
  /** Server benchmarks: at most this many moves per game in a phase (bounds a run by counts). */
  movesPerGame?: number;
  /** Players benchmark: the numbers of connected players tried, in order. */
  players?: number[];
  /** Players benchmark: seconds between two moves of a person. */
  intervalSeconds?: number;
  /** Server benchmarks: how the clients send their moves (the seat's WebSocket by default). */
  movesOver?: 'socket' | 'http';
}

export interface Benchmark {
  name: string;
  description: string;
  run(ctx: BenchContext): Promise<Record<string, unknown>> | Record<string, unknown>;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
}
