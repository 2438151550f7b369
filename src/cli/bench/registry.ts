// Benchmarks of `npm run bench`. Each measures for a bounded time and reports numbers (medians and
// percentiles, never pass/fail): speed is measured here, not asserted in tests.
import type { Benchmark } from './benchmark.ts';
import { industrialWasteBenchmarks } from './industrial-waste.ts';
import { serverBenchmarks } from './server.ts';
import { theCostBenchmarks } from './the-cost.ts';

/** Benchmarks added by games, bots and the server. */
export const benchmarks: Benchmark[] = [
  ...serverBenchmarks,
  ...industrialWasteBenchmarks,
  ...theCostBenchmarks,
];
