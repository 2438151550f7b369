// The server's CPU for opening a table, two checkouts side by side: a server of each tree forked as the
// load benchmarks fork theirs (src/cli/bench/load/server-process.ts, with the server's Node flags), and
// tables opened against each in rounds alternating A B / B A, 8 at a time, then closed. What a round
// opens, per `what`:
//   table   the benchmark's table (load/tables.ts): the game created, a spectator socket, the seat's
//           socket, each sent its first state (the default)
//   create  POST /api/games alone
//   socket  a spectator socket on one game of the round: opened, its first state read, closed
//   get     GET /api/meta on a kept-alive connection (a request's floor)
// The CPU is the server process's (every thread, the SQLite writer included), asked over IPC, a round's
// divided by the tables it opened. A game of The Cost lasts about 68 moves in `server/sqlite`, so what a
// table costs is paid again every 68 moves there.
//   npx tsx scripts/table-open-ab.ts <tree A> <tree B> [rounds=10] [tables a round=100] [what=table]
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type WebSocket from 'ws';
import { freshMeasures, ServerTable } from '../src/cli/bench/load/tables.ts';
import { openSocket, post } from '../src/cli/bench/load/wire.ts';
import { SERVER_NODE_FLAGS } from '../src/server/node-flags.ts';

const [treeA, treeB, roundsArg, perRoundArg, whatArg] = process.argv.slice(2);
if (!treeA || !treeB) {
  console.error('usage: npx tsx scripts/table-open-ab.ts <tree A> <tree B> [rounds] [tables a round] [what]');
  process.exit(1);
}
const rounds = Number(roundsArg ?? 10);
const perRound = Number(perRoundArg ?? 100);
const what = whatArg ?? 'table';
const GAME = 'the-cost';
const AT_ONCE = 8;

interface Server {
  child: ChildProcess;
  base: string;
  dataDir: string;
  /** The game the `socket` rounds watch. */
  gameId?: string;
}

async function start(tree: string): Promise<Server> {
  const dataDir = mkdtempSync(join(tmpdir(), 'table-open-ab-'));
  const child = fork(resolve(tree, 'src/cli/bench/load/server-process.ts'), [], {
    cwd: tree,
    execArgv: [...SERVER_NODE_FLAGS, '--import', 'tsx'],
    env: { ...process.env, DATA_DIR: dataDir },
  });
  const base = await new Promise<string>((done) =>
    child.on('message', (m: { type: string; base?: string }) => {
      if (m.type === 'listening') done(m.base!);
    }),
  );
  return { child, base, dataDir };
}

const cpuMicros = (s: Server) =>
  new Promise<number>((done) => {
    const on = (m: { type: string; usage?: NodeJS.CpuUsage }) => {
      if (m.type !== 'cpu') return;
      s.child.off('message', on);
      done(m.usage!.user + m.usage!.system);
    };
    s.child.on('message', on);
    s.child.send({ type: 'cpu' });
  });

const newGame = { game: GAME, players: 2, seats: [{ kind: 'human' }, { kind: 'human' }], hotSeat: true };

let seed = 0;
async function openOne(s: Server): Promise<void> {
  if (what === 'create') {
    await post(`${s.base}/api/games`, newGame);
  } else if (what === 'get') {
    await (await fetch(`${s.base}/api/meta`)).text();
  } else if (what === 'socket') {
    s.gameId ??= (await post(`${s.base}/api/games`, newGame)).body.gameId as string;
    const ws: WebSocket = await openSocket(`${s.base.replace(/^http/, 'ws')}/api/games/${s.gameId}/socket`, {
      type: 'auth',
    });
    await new Promise((done) => ws.once('message', done));
    ws.close();
    await new Promise((done) => ws.once('close', done));
  } else {
    const spec = { seed: `table-open-ab:${seed++}`, moveBase: s.base, pushBase: s.base };
    const table = new ServerTable(spec, GAME, 2, freshMeasures(), 'socket');
    await table.open();
    table.close();
  }
}

async function round(s: Server): Promise<number> {
  const from = await cpuMicros(s);
  let left = perRound;
  await Promise.all(
    Array.from({ length: AT_ONCE }, async () => {
      while (left-- > 0) await openOne(s);
    }),
  );
  // The closes' last frames and the writer's last group settle before the CPU is read.
  await new Promise((done) => setTimeout(done, 50));
  return ((await cpuMicros(s)) - from) / perRound;
}

const a = await start(treeA);
const b = await start(treeB);
for (let i = 0; i < 2; i++) {
  await round(a);
  await round(b);
}
const timesA: number[] = [];
const timesB: number[] = [];
for (let r = 0; r < rounds; r++)
  if (r % 2 === 0) {
    timesA.push(await round(a));
    timesB.push(await round(b));
  } else {
    timesB.push(await round(b));
    timesA.push(await round(a));
  }
const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[xs.length >> 1];
const ratios = timesA.map((x, i) => timesB[i] / x);
console.log(
  `${what}: server CPU µs a ${what === 'table' ? 'table' : 'request'}: A ${median(timesA).toFixed(0)} / B ${median(timesB).toFixed(0)}, ` +
    `paired B/A ${median(ratios).toFixed(3)} (B lower in ${ratios.filter((x) => x < 1).length} of ${rounds})`,
);
console.log(`A ${timesA.map((x) => x.toFixed(0)).join(' ')}\nB ${timesB.map((x) => x.toFixed(0)).join(' ')}`);
for (const s of [a, b]) {
  await new Promise<void>((done) => {
    s.child.once('exit', () => done());
    s.child.send({ type: 'stop' });
  });
  rmSync(s.dataDir, { recursive: true, force: true });
}
