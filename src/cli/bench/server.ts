// Server benchmarks (run in server-run.ts, loaded only when they run so that other commands do not load
// the server): moves per second through the HTTP API with durable storage, and move and push latency,
// for 1 and 16 concurrent games on loopback, on SQLite and on PostgreSQL.
// Types only: registry.ts lists these benchmarks, so a value import back from it would be circular.
import type { Benchmark, BenchContext } from './registry.ts';

export const serverBenchmarks: Benchmark[] = (['sqlite', 'postgres'] as const).map((kind) => ({
  name: `server/${kind}`,
  description: `Server on ${kind === 'sqlite' ? 'SQLite (WAL, synchronous=FULL)' : 'PostgreSQL'}: moves/s through the HTTP API with durable storage, p50/p99 move and WebSocket push latency, bytes per push and per move answer, for 1 and 16 concurrent games on loopback`,
  run: async (ctx: BenchContext) => (await import('./server-run.ts')).runServerBenchmark(ctx, kind),
}));
