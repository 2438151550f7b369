// The CPU one move's write costs the database and the node, on PostgreSQL: one game, moves written one
// after the other through the server's storage (a pool of one connection, a node's listener open), the
// database's share read from its connection's process (/proc/<pid>/stat, so only with the database on
// this machine). CPU time rather than speed, so a busy machine moves it less than it moves the benchmarks.
// It also says the write-ahead log written a move (the whole server's), and how many updates of the
// game's row and of its clocks' row were HOT (heap-only: written beside the old row, no index touched),
// from pg_stat_user_tables once the connection has closed.
//   npx tsx scripts/postgres-move-cpu.ts [moves]      (BENCH_DATABASE_URL, default the test database)
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { initialClocks } from '../src/server/clocks/seat-clocks.ts';
import { openPostgresStorage } from '../src/server/storage/postgres.ts';
import type { StoredGame } from '../src/server/storage/game-record.ts';
import type { SeatInfo } from '../src/shared/api.ts';

const url =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const moves = Number(process.argv[2] ?? 2000);
/** User and system CPU of a process, in microseconds (the kernel counts in hundredths of a second). */
const cpuOf = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
};
const schema = `move_cpu_${process.pid}`;
// The application name finds this storage's connection among the database's.
const storage = openPostgresStorage({
  connectionString: `${url}?application_name=${schema}`,
  schema,
  poolSize: 1,
});
const probe = new pg.Client({ connectionString: url });
await probe.connect();
let closed = false;
/** Updates and HOT updates of each table of the schema (as far as the database has counted them). */
const updates = async () =>
  Object.fromEntries(
    (
      await probe.query<{ relname: string; n: string; hot: string }>(
        `SELECT relname, n_tup_upd AS n, n_tup_hot_upd AS hot FROM pg_stat_user_tables
          WHERE schemaname = $1 AND relname IN ('games', 'game_clocks')`,
        [schema],
      )
    ).rows.map((r) => [r.relname, { updates: Number(r.n), hot: Number(r.hot) }]),
  );
try {
  await storage.init();
  await storage.listen('move-cpu', () => {});
  const seats: SeatInfo[] = [
    { seat: 0, kind: 'human', name: 'Ada' },
    { seat: 1, kind: 'human', name: 'Bea' },
  ];
  const at = new Date().toISOString();
  const game: StoredGame = {
    id: 'g',
    game: 'the-cost',
    rulesVersion: 1,
    options: { players: 2 },
    seed: 'g',
    seats,
    tokens: [{ hash: 'g'.padEnd(64, '0'), seats: [0, 1] }],
    hotSeat: true,
    status: 'running',
    moveCount: 0,
    outcome: null,
    botToMove: false,
    createdAt: at,
    updatedAt: at,
  };
  let clocks = initialClocks(null, 'random', seats, [0], Date.now());
  await storage.createGame(game, clocks);
  const write = (seq: number) => {
    clocks = { ...clocks, rev: clocks.rev + 1 };
    return storage.appendMove({
      gameId: 'g',
      seq,
      seat: (seq + 1) % 2,
      move: { type: 'SHIP', from: 'mill-3', to: 'port-1', units: 2 },
      log: { spectator: [{ id: 'the-cost.shipped', params: { seat: seq % 2, units: 2, port: 'port-1' } }] },
      status: 'running',
      outcome: null,
      botToMove: false,
      at: new Date().toISOString(),
      clocks,
    });
  };
  const warmUp = 50;
  for (let seq = 1; seq <= warmUp; seq++) await write(seq);
  const pids = (
    await probe.query<{ pid: number }>(
      "SELECT pid FROM pg_stat_activity WHERE application_name = $1 AND query NOT LIKE 'LISTEN%'",
      [schema],
    )
  ).rows.map((r) => r.pid);
  const wal = async () =>
    (await probe.query<{ lsn: string }>('SELECT pg_current_wal_insert_lsn()::text AS lsn')).rows[0].lsn;
  const wal0 = await wal();
  const database0 = pids.reduce((sum, pid) => sum + cpuOf(pid), 0);
  const node0 = process.cpuUsage();
  const t0 = performance.now();
  for (let seq = warmUp + 1; seq <= warmUp + moves; seq++) await write(seq);
  const ms = performance.now() - t0;
  const node = process.cpuUsage(node0);
  const database = pids.reduce((sum, pid) => sum + cpuOf(pid), 0) - database0;
  const walBytes = Number(
    (await probe.query<{ n: string }>('SELECT pg_wal_lsn_diff($1, $2) AS n', [await wal(), wal0])).rows[0].n,
  );
  // A connection's counts reach the statistics when it ends (or up to 10 s later while it idles).
  await storage.close();
  closed = true;
  let rows = await updates();
  for (let i = 0; i < 50 && (rows.games?.updates ?? 0) < warmUp + moves; i++) {
    await new Promise((r) => setTimeout(r, 200));
    rows = await updates();
  }
  console.log(
    JSON.stringify({
      moves,
      databaseMicrosPerMove: Math.round(database / moves),
      nodeMicrosPerMove: Math.round((node.user + node.system) / moves),
      // The kernel's part (the socket's reads and writes, the waits for them) apart from the process's own.
      nodeSystemMicrosPerMove: Math.round(node.system / moves),
      msPerMove: Number((ms / moves).toFixed(2)),
      // The whole server's write-ahead log, so other work on the same database server counts too.
      walBytesPerMove: Math.round(walBytes / moves),
      rowUpdates: rows,
    }),
  );
} finally {
  if (!closed) await storage.close();
  await probe.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await probe.end();
}
