// The storage of moves on its own, in this process (no server, sockets or rules): games append their
// next move all at once, round after round, through the storage the server uses (SQLite: its writer
// thread, group commit and fsync; PostgreSQL: its pool, the move's statement and notice, a listener as
// a node has), with what the server writes with a move (the move's log, the seats' clocks, a snapshot
// every 25 moves). It isolates what a change to the move's write costs, which the server benchmarks,
// whose per-move CPU is a hundred times larger, cannot see. Numbers only.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { initialClocks } from '../../server/clocks/seat-clocks.ts';
import { openPostgresStorage } from '../../server/storage/postgres.ts';
import { openSqliteStorage } from '../../server/storage/sqlite.ts';
import type { Storage } from '../../server/storage/types.ts';
import type { StoredGame } from '../../server/storage/game-record.ts';
import type { SeatInfo } from '../../shared/api.ts';
import { round } from '../simulate-core.ts';
import { percentile, type BenchContext } from './benchmark.ts';

const CONCURRENCY = [1, 16, 64];
/** Rounds per phase at most (each game one move a round), unless --moves says otherwise. */
const ROUNDS = 1000;
/** Finished games already in the file, so that the games table and its indexes are not tiny. */
const OLDER_GAMES = 2000;
const SNAPSHOT_EVERY = 25;
/** About the size of a stored state of The Cost early in a game. */
const SNAPSHOT = { board: 'x'.repeat(20_000) };
const SEATS: SeatInfo[] = [
  { seat: 0, kind: 'human', name: 'Ada' },
  { seat: 1, kind: 'human', name: 'Bea' },
];

const stored = (id: string, at: string, status: StoredGame['status']): StoredGame => ({
  id,
  game: 'the-cost',
  rulesVersion: 1,
  options: { players: 2 },
  seed: id,
  seats: SEATS,
  tokens: [{ hash: id.padEnd(64, '0'), seats: [0, 1] }],
  hotSeat: true,
  status,
  moveCount: 0,
  outcome: null,
  botToMove: false,
  createdAt: at,
  updatedAt: at,
});

const cpuMicros = (from: NodeJS.CpuUsage) => {
  const c = process.cpuUsage(from);
  return c.user + c.system;
};

export type StorageKind = 'sqlite' | 'postgres';

/** The database of the PostgreSQL storage benchmark (as server/postgres's). */
const databaseUrl = () =>
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';

/** Fresh storage for one phase: a temporary SQLite folder, or a PostgreSQL schema listened to as a node. */
async function freshStorage(kind: StorageKind): Promise<{ storage: Storage; drop: () => Promise<void> }> {
  if (kind === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'externalities-bench-storage-'));
    const storage = openSqliteStorage(dir);
    return { storage, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const schema = `bench_moves_${process.pid}_${Date.now().toString(36)}`;
  const storage = openPostgresStorage({ connectionString: databaseUrl(), schema });
  const drop = async () => {
    const c = new pg.Client({ connectionString: databaseUrl() });
    await c.connect();
    try {
      await c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    } finally {
      await c.end();
    }
  };
  return { storage, drop };
}

async function phase(kind: StorageKind, gamesAtOnce: number, rounds: number, seconds: number) {
  const { storage, drop } = await freshStorage(kind);
  try {
    await storage.init();
    // A node hears every notice, as the server's processes do (its own moves' dropped unparsed).
    if (kind === 'postgres') await storage.listen('bench', () => {});
    const at = new Date().toISOString();
    for (let i = 0; i < OLDER_GAMES; i += 500)
      await Promise.all(
        Array.from({ length: Math.min(500, OLDER_GAMES - i) }, (_, j) =>
          storage.createGame(stored(`old-${i + j}`, at, 'finished')),
        ),
      );
    const ids = Array.from({ length: gamesAtOnce }, (_, i) => `game-${i}`);
    const clocks = new Map(ids.map((id) => [id, initialClocks(null, 'random', SEATS, [0], Date.now())]));
    await Promise.all(ids.map((id) => storage.createGame(stored(id, at, 'running'), clocks.get(id))));
    const roundMs: number[] = [];
    const cpu = process.cpuUsage();
    const start = performance.now();
    const end = start + seconds * 1000;
    let seq = 0;
    while (seq < rounds && (seq === 0 || performance.now() < end)) {
      seq++;
      const t = performance.now();
      await Promise.all(
        ids.map((id) => {
          const c = clocks.get(id)!;
          const next = { ...c, rev: c.rev + 1 };
          clocks.set(id, next);
          return storage.appendMove({
            gameId: id,
            seq,
            seat: (seq + 1) % 2,
            move: { type: 'SHIP', from: 'mill-3', to: 'port-1', units: 2 },
            log: {
              spectator: [{ id: 'the-cost.shipped', params: { seat: seq % 2, units: 2, port: 'port-1' } }],
            },
            status: 'running',
            outcome: null,
            botToMove: false,
            at: new Date().toISOString(),
            clocks: next,
            ...(seq % SNAPSHOT_EVERY === 0 ? { snapshot: SNAPSHOT } : {}),
          });
        }),
      );
      roundMs.push(performance.now() - t);
    }
    const wall = performance.now() - start;
    const micros = cpuMicros(cpu);
    const moves = seq * gamesAtOnce;
    roundMs.sort((a, b) => a - b);
    return {
      concurrentGames: gamesAtOnce,
      moves,
      seconds: round(wall / 1000, 2),
      movesPerSecond: round(moves / (wall / 1000), 0),
      cpuMicrosPerMove: round(micros / moves, 1),
      roundMs: { p50: round(percentile(roundMs, 50), 2), p99: round(percentile(roundMs, 99), 2) },
    };
  } finally {
    await storage.close();
    await drop();
  }
}

export async function runStorageMovesBenchmark(
  ctx: BenchContext,
  kind: StorageKind = 'sqlite',
): Promise<Record<string, unknown>> {
  const rounds = ctx.movesPerGame ?? ROUNDS;
  const phases = [];
  for (const n of ctx.concurrency ?? CONCURRENCY) phases.push(await phase(kind, n, rounds, ctx.seconds));
  return {
    storage: kind,
    durable: true,
    olderGames: OLDER_GAMES,
    snapshotEvery: SNAPSHOT_EVERY,
    cpu:
      kind === 'sqlite'
        ? 'this process, every thread (the storage writer included)'
        : 'this process only (not the database server)',
    phases,
  };
}
