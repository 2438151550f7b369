// Server benchmarks (run in server-run.ts and players-run.ts, loaded only when they run so that other
// commands do not load the server): throughput and latency with the server in its own process(es) and
// the clients in others, against a raw broadcast anchor; and how many connected players one process
// serves with move p99 under 100 ms.
import type { Benchmark, BenchContext } from './benchmark.ts';

export const serverBenchmarks: Benchmark[] = [
  ...(['sqlite', 'postgres'] as const).map((kind) => ({
    name: `server/${kind}`,
    description: `Server on ${kind === 'sqlite' ? 'SQLite (WAL, synchronous=FULL), one process' : 'PostgreSQL, two processes sharing the database, pushes watched from the other node'}: moves/s over the seats' WebSockets (--moves-over http: the HTTP API) with durable storage, move and WebSocket push p50/p99, server CPU per move, bytes per answer and push, for 1, 16, 64 and 256 concurrent games (--games-at-once), clients in other processes; each phase with rawBroadcastMovesPerSecond, a plain ws room broadcast measured in the same run; --seconds is per phase`,
    run: async (ctx: BenchContext) => (await import('./server-run.ts')).runServerBenchmark(ctx, kind),
  })),
  {
    name: 'server/players',
    description:
      'Connected players on one SQLite server process: N people (--players, stepped), each with a socket on their own game and a move over it every 5 s (--interval, --moves-over); the largest N with move p99 under 100 ms; --seconds is per step (at least two intervals)',
    run: async (ctx: BenchContext) => (await import('./players-run.ts')).runPlayersBenchmark(ctx),
  },
  {
    name: 'server/positions',
    description:
      "The server's main-thread work per position, in memory (no sockets, storage or other processes): a move checked, described and taken, and the compact pushes of a hot-seat screen (its viewer follows the seat to act: the lines from the first that reads otherwise for it) and a spectator (the new lines) built and turned to text; the same again in passes of their own with the patches as the web page's sockets ask for them (asThePageAsks: legal moves as runs, a log kept per viewer, short operations, lines in English); next to it the engine's legal moves, blocked moves and three views on their own; CPU µs per position, median of passes over three random 2-player games of at most 300 moves per title",
    run: async (ctx: BenchContext) => (await import('./positions.ts')).runPositionsBenchmark(ctx),
  },
  {
    name: 'storage/sqlite-moves',
    description:
      "The SQLite storage of moves alone, in this process (no server, sockets or rules): 1, 16 and 64 games (--games-at-once) each append their next move at once, round after round, as the server writes a move (its log, the seats' clocks, a snapshot every 25 moves; writer thread, group commit, fsync), in a file holding 2,000 older games; rounds bounded by --moves (1,000) and --seconds; moves/s, CPU µs per move of every thread, round p50/p99",
    run: async (ctx: BenchContext) => (await import('./storage-moves.ts')).runStorageMovesBenchmark(ctx),
  },
  {
    name: 'storage/postgres-moves',
    description:
      "The PostgreSQL storage of moves alone, in this process (no server, sockets or rules), as storage/sqlite-moves: 1, 16 and 64 games (--games-at-once) each append their next move at once, round after round, as the server writes a move (its one statement and notice; every 25th move its snapshot after it), through a pool of 10 connections and with a node's listener, in a fresh schema holding 2,000 older games (BENCH_DATABASE_URL, default the test database); rounds bounded by --moves (1,000) and --seconds; moves/s, CPU µs per move of this process, round p50/p99",
    run: async (ctx: BenchContext) =>
      (await import('./storage-moves.ts')).runStorageMovesBenchmark(ctx, 'postgres'),
  },
];
