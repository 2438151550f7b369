// A client process of the load benchmarks: plays its share of the tables as people would, through
// the seats' WebSockets (moves, or the HTTP API with `--moves-over http`) and spectators' sockets (pushes), or against the raw broadcast server with the same
// shape, and reports every latency and size it saw. Clients run outside the server's process so
// that the server's figures are its own.
import WebSocket from 'ws';
import { randomInt, rngFromSeed, type RngState } from '../../../kernel/index.ts';
import type { ClientCommand, ClientReport, TableSpec } from './protocol.ts';
import { freshMeasures, RawTable, ServerTable, type Measures } from './tables.ts';
import { Person } from './person.ts';

let measures: Measures = freshMeasures();
let tables: (ServerTable | RawTable)[] = [];
let people: Person[] = [];

const send = (m: unknown) => process.send!(m);

/** Runs `work` on every item, at most `width` at a time. */
async function inBatches<T>(items: T[], width: number, work: (t: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) await work(items[next++]);
    }),
  );
}

async function prepare(c: Extract<ClientCommand, { type: 'prepare' }>): Promise<void> {
  measures = freshMeasures();
  tables = c.tables.map((t: TableSpec) =>
    c.mode === 'raw'
      ? new RawTable(t, measures)
      : new ServerTable(t, c.game, c.players, measures, c.movesOver),
  );
  await inBatches(tables, 16, (t) => t.open());
}

async function go(seconds: number, movesPerGame: number): Promise<void> {
  const until = performance.now() + seconds * 1000;
  await Promise.all(tables.map((t) => t.play(until, movesPerGame)));
}

async function meet(c: Extract<ClientCommand, { type: 'people' }>): Promise<void> {
  measures = freshMeasures();
  while (people.length > c.count) people.pop()!.leave();
  const rng: RngState = rngFromSeed(`${c.seed}:${people.length}`);
  const joining = Array.from(
    { length: c.count - people.length },
    (_, i) =>
      new Person(
        c.base,
        c.game,
        c.players,
        `${c.seed}:${people.length + i}`,
        randomInt(rng, 1000),
        c.movesOver,
      ),
  );
  await inBatches(joining, 16, (p) => p.join());
  people.push(...joining);
}

async function pace(seconds: number, intervalSeconds: number): Promise<void> {
  for (const p of people) p.measures = measures;
  const until = performance.now() + seconds * 1000;
  await Promise.all(people.map((p) => p.live(until, intervalSeconds * 1000)));
}

function release(): void {
  for (const t of tables) t.close();
  tables = [];
  for (const p of people) p.leave();
  people = [];
}

process.on('message', (c: ClientCommand) => {
  const work =
    c.type === 'prepare'
      ? prepare(c).then(() => send({ type: 'ready' }))
      : c.type === 'go'
        ? go(c.seconds, c.movesPerGame).then(() => send({ type: 'report', ...measures } as ClientReport))
        : c.type === 'people'
          ? meet(c).then(() => send({ type: 'ready' }))
          : c.type === 'pace'
            ? pace(c.seconds, c.intervalSeconds).then(() =>
                send({ type: 'report', ...measures } as ClientReport),
              )
            : Promise.resolve(release()).then(() => send({ type: 'ready' }));
  work.catch((e: Error) => send({ type: 'failed', message: e.stack ?? e.message }));
});
// The socket library is loaded before the first command, so that no phase pays for it.
void WebSocket;
send({ type: 'ready' });
// Stopped by its parent: exit as a process does at its end, so that a CPU profile (--cpu-prof) is written.
process.on('SIGTERM', () => process.exit(0));
