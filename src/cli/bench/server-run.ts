// Server benchmarks as people load a server: the server runs in its own process (two for PostgreSQL,
// sharing the database), the clients in two other processes. For 1, 16, 64 and 256 concurrent games:
// moves per second over the seats' WebSockets (or the HTTP API, `--moves-over http`) with durable
// storage, move latency (request to answer), push
// latency (request to the WebSocket message of a spectator; on PostgreSQL the spectator is on the
// other node), the server's CPU time per move (every thread of its process), and the bytes of each
// answer and push. Each phase is followed by the raw anchor: the same clients on a plain `ws` room
// broadcast server, so that the server's rate reads as a share of what the machine gives a socket
// server doing nothing, measured in the same run.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { games as shippedGames } from '../../games/registry.ts';
import type { AnyGame } from '../../kernel/index.ts';
import { SERVER_NODE_FLAGS } from '../../server/node-flags.ts';
import { round } from '../simulate-core.ts';
import {
  startClients,
  startRawBroadcast,
  startServerProcess,
  totalCpuUsage,
  type ClientProcess,
  type ServerProcess,
} from './load/processes.ts';
import type { TableSpec } from './load/protocol.ts';
import { bytes, latency, merged } from './load/stats.ts';
import type { BenchContext } from './benchmark.ts';

export const BENCH_DATABASE_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
export const CONCURRENCY = [1, 16, 64, 256];
export const CLIENT_PROCESSES = 2;

/**
 * Node flags of the server processes: those of `npm start` (SERVER_NODE_FLAGS), or those of
 * BENCH_SERVER_NODE_FLAGS when it is set (space-separated; empty: Node's defaults), to compare flags;
 * BENCH_CPU_PROF_DIR profiles them (node --cpu-prof).
 */
export const serverNodeFlags = (): string[] => [
  ...(process.env.BENCH_SERVER_NODE_FLAGS === undefined
    ? SERVER_NODE_FLAGS
    : process.env.BENCH_SERVER_NODE_FLAGS.split(' ').filter((f) => f !== '')),
  ...(process.env.BENCH_CPU_PROF_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF_DIR}`]
    : []),
];

/** Runs the tables of one phase, spread over the client processes, and merges what they measured. */
async function runTables(
  clients: ClientProcess[],
  mode: 'server' | 'raw',
  game: AnyGame,
  tables: TableSpec[],
  ctx: BenchContext,
) {
  const shares = clients.map((_, c) => tables.filter((_, i) => i % clients.length === c));
  const busy = clients.filter((_, c) => shares[c].length > 0);
  await Promise.all(
    busy.map((client, c) =>
      client.ask({
        type: 'prepare',
        mode,
        game: game.id,
        players: game.minPlayers,
        tables: shares[c],
        movesOver: ctx.movesOver ?? 'socket',
      }),
    ),
  );
  const t0 = performance.now();
  const reports = await Promise.all(
    busy.map((client) =>
      client.ask({ type: 'go', seconds: ctx.seconds, movesPerGame: ctx.movesPerGame ?? 1e9 }),
    ),
  );
  const seconds = (performance.now() - t0) / 1000;
  await Promise.all(busy.map((client) => client.ask({ type: 'release' })));
  return { report: merged(reports), seconds };
}

// On two nodes a table moves on one and is watched from the other, so pushes cross nodes.
const tablesOn = (bases: string[], n: number, name: string): TableSpec[] =>
  Array.from({ length: n }, (_, i) => ({
    seed: `bench-server:${name}:${n}:${i}`,
    moveBase: bases[i % bases.length],
    pushBase: bases[(i + 1) % bases.length],
  }));

/**
 * The unmeasured warm-up before a game's phases: WARM_UP_TABLES tables of WARM_UP_MOVES moves each on
 * the servers, then on the raw broadcast, so that the phases measure a running server's compiled code
 * rather than the JIT compiling it. With one second of 4 tables (before 29 November 2026, evening)
 * V8's compiler thread was still busy through the 64-game phase, and a third 64-game phase cost about
 * half the CPU a move of the first (docs/performance.md, "Where a move's CPU goes across the
 * processes"). Bounded by moves, so that a slow machine warms as much as a fast one; WARM_UP_SECONDS
 * caps it.
 */
export const WARM_UP_TABLES = 16;
export const WARM_UP_MOVES = 600;
export const WARM_UP_SECONDS = 30;

async function warmUp(
  servers: ServerProcess[],
  raw: ServerProcess,
  clients: ClientProcess[],
  game: AnyGame,
  ctx: BenchContext,
) {
  const warm = { ...ctx, seconds: WARM_UP_SECONDS, movesPerGame: WARM_UP_MOVES };
  const tables = (bases: string[]) => tablesOn(bases, WARM_UP_TABLES, 'warm-up');
  await runTables(clients, 'server', game, tables(servers.map((s) => s.base)), warm);
  await runTables(clients, 'raw', game, tables([raw.base]), warm);
}

async function phase(
  servers: ServerProcess[],
  raw: ServerProcess,
  clients: ClientProcess[],
  game: AnyGame,
  n: number,
  ctx: BenchContext,
) {
  const tables = (bases: string[]) => tablesOn(bases, n, game.id);
  const cpu0 = await totalCpuUsage(servers);
  const { report, seconds } = await runTables(
    clients,
    'server',
    game,
    tables(servers.map((s) => s.base)),
    ctx,
  );
  const cpu1 = await totalCpuUsage(servers);
  const rawCpu0 = await raw.cpuMicros();
  const anchor = await runTables(clients, 'raw', game, tables([raw.base]), ctx);
  const rawCpu1 = await raw.cpuMicros();
  const movesPerSecond = report.moves / seconds;
  const rawBroadcastMovesPerSecond = anchor.report.moves / anchor.seconds;
  return {
    concurrentGames: n,
    moves: report.moves,
    gamesFinished: report.finished,
    seconds: round(seconds, 2),
    movesPerSecond: round(movesPerSecond, 0),
    moveLatencyMs: latency(report.moveMs),
    pushLatencyMs: latency(report.pushMs),
    /** Everything the server processes spent (games created in the phase included), per move. */
    serverCpuMicrosPerMove: report.moves ? round((cpu1.micros - cpu0.micros) / report.moves, 0) : 0,
    /** Its system part: the kernel's work for the server processes (sockets read and written, waits). */
    serverSystemCpuMicrosPerMove: report.moves ? round((cpu1.system - cpu0.system) / report.moves, 0) : 0,
    pushBytes: bytes(report.pushBytes),
    moveAnswerBytes: bytes(report.answerBytes),
    rawBroadcastMovesPerSecond: round(rawBroadcastMovesPerSecond, 0),
    shareOfRawBroadcast: rawBroadcastMovesPerSecond
      ? round(movesPerSecond / rawBroadcastMovesPerSecond, 3)
      : 0,
    rawBroadcast: {
      moves: anchor.report.moves,
      moveLatencyMs: latency(anchor.report.moveMs),
      pushLatencyMs: latency(anchor.report.pushMs),
      cpuMicrosPerMove: anchor.report.moves ? round((rawCpu1 - rawCpu0) / anchor.report.moves, 0) : 0,
    },
  };
}

async function postgresReachable(): Promise<boolean> {
  const c = new pg.Client({ connectionString: BENCH_DATABASE_URL, connectionTimeoutMillis: 1500 });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
}

/** Fresh storage for one game's phases: a temporary SQLite folder or a PostgreSQL schema. */
function freshDatabase(kind: 'sqlite' | 'postgres'): {
  env: Record<string, string>;
  drop: () => Promise<void>;
} {
  if (kind === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'externalities-bench-'));
    return { env: { DATA_DIR: dir }, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const schema = `bench_${process.pid}_${Date.now().toString(36)}`;
  return {
    env: { DATABASE_URL: BENCH_DATABASE_URL, DATABASE_SCHEMA: schema },
    drop: async () => {
      const c = new pg.Client({ connectionString: BENCH_DATABASE_URL });
      await c.connect();
      await c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await c.end();
    },
  };
}

/** How the report names the clients' transport. */
export const transportOf = (ctx: BenchContext): string =>
  `${(ctx.movesOver ?? 'socket') === 'socket' ? "moves over the seat's WebSocket" : 'HTTP moves'}, WebSocket pushes, loopback; clients in their own processes`;

/** The shipped games among those the benchmark was given (server processes load the shipped ones). */
export const benchGames = (ctx: BenchContext): AnyGame[] =>
  Object.values(ctx.games).filter((g) => shippedGames[g.id] === g);

/**
 * Server processes on PostgreSQL: 2, or BENCH_POSTGRES_NODES (1-4). With one, a table moves and is watched
 * on the same node, as on SQLite, so that the database's path can be told from the split over processes.
 */
export const postgresNodes = (): number => {
  const n = Number(process.env.BENCH_POSTGRES_NODES ?? 2);
  if (!Number.isInteger(n) || n < 1 || n > 4) throw new Error('BENCH_POSTGRES_NODES is 1, 2, 3 or 4');
  return n;
};

export async function runServerBenchmark(
  ctx: BenchContext,
  kind: 'sqlite' | 'postgres',
): Promise<Record<string, unknown>> {
  const games = benchGames(ctx);
  if (games.length === 0) return { skipped: 'none of the shipped games is among the games given' };
  if (kind === 'postgres' && !(await postgresReachable()))
    return { skipped: `PostgreSQL is not reachable at ${BENCH_DATABASE_URL} (set BENCH_DATABASE_URL)` };
  const nodes = kind === 'postgres' ? postgresNodes() : 1;
  const loadBefore = loadavg()[0];
  const results: Record<string, unknown> = {};
  const clients = await startClients(CLIENT_PROCESSES);
  const raw = await startRawBroadcast();
  try {
    for (const game of games) {
      const db = freshDatabase(kind);
      const servers: ServerProcess[] = [];
      try {
        // One after the other: the first migrates the database, the second finds it ready.
        for (let i = 0; i < nodes; i++) servers.push(await startServerProcess(db.env, serverNodeFlags()));
        await warmUp(servers, raw, clients, game, ctx);
        const phases = [];
        for (const n of ctx.concurrency ?? CONCURRENCY)
          phases.push(await phase(servers, raw, clients, game, n, ctx));
        results[game.id] = { players: game.minPlayers, phases };
      } finally {
        await Promise.all(servers.map((s) => s.stop()));
        await db.drop();
      }
    }
  } finally {
    await raw.stop();
    for (const c of clients) c.stop();
  }
  return {
    storage: kind,
    durable: true,
    serverProcesses: nodes,
    clientProcesses: CLIENT_PROCESSES,
    transport: transportOf(ctx),
    secondsPerPhase: ctx.seconds,
    loadAverage: { before: round(loadBefore, 2), after: round(loadavg()[0], 2) },
    games: results,
  };
}
