// A class at full size, on SQLite and PostgreSQL: twelve tables of two, ten students playing through
// their seat links round by round, two absent ones whose seats the teacher hands to the stand-in, and
// a bot at every table. The teacher's console and the big screen follow over the classroom's socket:
// each round of moves reaches them as tables in progress, each table's count of moves only grows, and
// the last messages show every table over with the class report of all twelve. Bounded by moves (a
// table of tic-tac-toe ends within nine), never by the clock.
import { describe, expect, it } from 'vitest';
import type { GameSnapshot } from '../../src/shared/api.ts';
import type {
  ClassroomResponse,
  ClassroomServerMessage,
  PlainClassReport,
  ScreenResponse,
} from '../../src/shared/classroom.ts';
import { joinClassroom, newClassroom } from '../support/classrooms.ts';
import { databases } from '../support/databases.ts';
import { driveRandom } from '../support/drive.ts';
import { call, suiteServer } from '../support/server.ts';
import { SocketClient } from '../support/socket-client.ts';

const TABLES = 12;
const ABSENT = new Set([5, 11]);

const consoleOf = (m: unknown): ClassroomResponse | null => {
  const x = m as ClassroomServerMessage;
  return x.type === 'classroom' ? x.classroom : null;
};
const screenOf = (m: unknown): ScreenResponse | null => {
  const x = m as ClassroomServerMessage;
  return x.type === 'screen' ? x.screen : null;
};
const tokenOf = (link: string) => new URLSearchParams(link.split('#')[1]).get('token')!;

describe.each(databases)('a class of twelve tables on $name', { timeout: 600_000 }, ({ make }) => {
  const t = suiteServer(make, {}, { each: true });

  it('plays out with the console and the big screen live over the socket', async () => {
    const c = await newClassroom(t, { tables: TABLES, humansPerTable: 1, options: { firstPlayer: 0 } });
    const url = `${t.ws}/api/classrooms/${c.classroomId}/socket`;
    const teacher = await SocketClient.open(url, { token: c.teacherToken });
    const screen = await SocketClient.open(url);
    const opening = consoleOf(await teacher.waitFor((m) => consoleOf(m) !== null));
    expect(opening!.tables.map((x) => [x.table, x.status, x.moveCount])).toEqual(
      Array.from({ length: TABLES }, (_, i) => [i + 1, 'running', 0]),
    );

    // Ten students join by the code; the teacher lets the stand-in play the two empty seats.
    const tokens = new Map<number, string>();
    for (let table = 1; table <= TABLES; table++) {
      if (ABSENT.has(table)) continue;
      const r = await joinClassroom(t, c.joinCode, { name: `Student ${table}`, table, seat: 0 });
      expect(r.status).toBe(201);
      tokens.set(table, r.body.token as string);
    }
    for (const table of ABSENT) {
      const link = c.tables[table - 1].seats[0].link!;
      const r = await call(`${t.url}/api/games/${c.tables[table - 1].gameId}/seats/0/leave`, {
        method: 'POST',
        token: tokenOf(link),
      });
      expect(r.status).toBe(200);
    }
    // A join names the seat, then writes its line in the class log: a message may come between the
    // two, so the console is awaited until it shows both for all ten.
    const joined = consoleOf(
      await teacher.waitFor((m) => {
        const x = consoleOf(m);
        return (
          x?.tables.filter((y) => y.seats[0].name).length === 10 &&
          x.log.filter((l) => l.kind === 'joined').length === 10
        );
      }),
    )!;
    expect(joined.tables.map((x) => x.seats[0].name)).toEqual(
      joined.tables.map((x) => (ABSENT.has(x.table) ? null : `Student ${x.table}`)),
    );

    // Round by round, every student still playing makes one move (the bot's reply is awaited before
    // the next); after each round the console shows each table at least where its student left it.
    const moved = new Map<number, GameSnapshot>();
    for (let round = 0; round < 5; round++) {
      const playing = [...tokens].filter(([table]) => moved.get(table)?.status !== 'finished');
      if (playing.length === 0) break;
      const from = teacher.messages.length;
      await Promise.all(
        playing.map(async ([table, token]) => {
          const end = await driveRandom({
            url: t.url,
            gameId: c.tables[table - 1].gameId,
            tokens: { 0: token },
            seed: `${table}:${round}`,
            maxMoves: 1,
          });
          moved.set(table, end);
        }),
      );
      const seen = consoleOf(
        await teacher.waitFor(
          (m) =>
            playing.every(([table]) => {
              const x = consoleOf(m)?.tables[table - 1];
              return x !== undefined && x.moveCount >= moved.get(table)!.moveCount;
            }),
          from,
        ),
      )!;
      if (round === 0)
        for (const [table] of playing) {
          expect(seen.tables[table - 1].status).toBe('running');
          expect(seen.tables[table - 1].moveCount).toBeGreaterThan(0);
        }
    }

    // Every table is over: the console says so with the class report, and so does the big screen.
    const last = consoleOf(await teacher.waitFor((m) => consoleOf(m)?.status === 'finished'))!;
    const report = last.report as PlainClassReport;
    expect(report.finishedTables).toBe(TABLES);
    expect(report.byTable.map((x) => x.status)).toEqual(Array(TABLES).fill('finished'));
    for (const x of last.tables) {
      const game = (await call(`${t.url}/api/games/${x.gameId}`)).body as GameSnapshot;
      expect([x.table, x.status, x.moveCount]).toEqual([x.table, 'finished', game.moveCount]);
      expect(x.moveCount).toBeGreaterThanOrEqual(5);
    }
    expect(last.waiting).toEqual([]);
    for (const table of ABSENT) expect(last.tables[table - 1].seats[0].name).toBeNull();
    const big = screenOf(await screen.waitFor((m) => screenOf(m)?.status === 'finished'))!;
    expect(big.tables.map((x) => [x.status, x.moveCount])).toEqual(
      last.tables.map((x) => ['finished', x.moveCount]),
    );

    // Along the way each table's count of moves only grew on the console, and it was seen in
    // progress (running, some moves made) before it was seen over.
    const states = teacher.messages.map(consoleOf).filter((x) => x !== null);
    for (let i = 0; i < TABLES; i++) {
      const counts = states.map((s) => s.tables[i].moveCount);
      expect(counts).toEqual([...counts].sort((a, b) => a - b));
      const firstOver = states.findIndex((s) => s.tables[i].status === 'finished');
      const inPlay = states.findIndex((s) => s.tables[i].status === 'running' && s.tables[i].moveCount > 0);
      if (!ABSENT.has(i + 1)) expect(inPlay).toBeGreaterThanOrEqual(0);
      expect(firstOver).toBeGreaterThan(inPlay);
      expect(states.slice(firstOver).every((s) => s.tables[i].status === 'finished')).toBe(true);
    }
    // The screen never carried a secret, all the way through.
    for (const raw of screen.raw) expect(raw).not.toMatch(/token|link/i);
    await teacher.close();
    await screen.close();
  });
});
