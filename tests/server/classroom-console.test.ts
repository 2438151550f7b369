// The teacher's console, on SQLite and PostgreSQL: a message to every table (every table's snapshot
// carries it and each table's socket gets it at once), the decision clock for the whole class (a stand-in
// plays for a student whose time ran out, the student takes the seat back), the seats being waited for
// with how long, the class log, the console's socket (live, no polling) and the big screen's (public
// figures only, no secret).
import { describe, expect, it } from 'vitest';
import type {
  ClassroomResponse,
  ClassroomServerMessage,
  ScreenResponse,
} from '../../src/shared/classroom.ts';
import { joinClassroom, newClassroom, teacherView } from '../support/classrooms.ts';
import { databases } from '../support/databases.ts';
import { call, suiteServer } from '../support/server.ts';
import { SocketClient } from '../support/socket-client.ts';

const message = (m: unknown) => m as ClassroomServerMessage;
/** The classroom a console message carries, or null for any other message. */
const consoleOf = (m: unknown): ClassroomResponse | null => {
  const x = message(m);
  return x.type === 'classroom' ? x.classroom : null;
};
const screenOf = (m: unknown): ScreenResponse | null => {
  const x = message(m);
  return x.type === 'screen' ? x.screen : null;
};

async function until<T>(what: () => Promise<T>, done: (x: T) => boolean): Promise<T> {
  for (let i = 0; i < 600; i++) {
    const x = await what();
    if (done(x)) return x;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('never got there');
}

describe.each(databases)('the classroom console on $name', { timeout: 120_000 }, ({ make }) => {
  const t = suiteServer(make, { clockSweepMs: 100 }, { each: true });

  it('shows a message at every table at once, and keeps it in each snapshot and the class log', async () => {
    const c = await newClassroom(t, { tables: 2, humansPerTable: 1 });
    const ada = (await joinClassroom(t, c.joinCode, { name: 'Ada' })).body;
    const sockets = await Promise.all([
      SocketClient.open(`${t.ws}/api/games/${ada.gameId}/socket`, { token: ada.token }),
      SocketClient.open(`${t.ws}/api/games/${c.tables[1].gameId}/socket`),
    ]);
    for (const s of sockets) await s.waitFor((m) => m.type === 'state');
    const path = `${t.url}/api/classrooms/${c.classroomId}/broadcast`;
    expect((await call(path, { body: { text: 'Hi' } })).status).toBe(403);
    for (const text of ['', '   ', '\u200b', 'x'.repeat(501)]) {
      const r = await call(path, { body: { text }, token: c.teacherToken });
      expect([r.status, r.body.error.code], JSON.stringify(text)).toEqual([400, 'BAD_TEXT']);
      expect(r.body.error.text.it).toBeTruthy();
    }
    expect((await call(path, { body: { txt: 'x' }, token: c.teacherToken })).status).toBe(400);
    const r = await call(path, { body: { text: '  Two minutes left!  ' }, token: c.teacherToken });
    expect(r.status).toBe(200);
    expect(r.body.notice.text).toBe('Two minutes left!');
    for (const s of sockets) {
      const m = await s.waitFor((x) => x.type === 'state' && x.snapshot.classroomNotice !== undefined);
      expect(m.type === 'state' && m.snapshot.classroomNotice).toEqual(r.body.notice);
    }
    for (const table of c.tables)
      expect((await call(`${t.url}/api/games/${table.gameId}`)).body.classroomNotice).toEqual(r.body.notice);
    const line = r.body.log.at(-1);
    expect(line).toMatchObject({ kind: 'broadcast', params: { text: 'Two minutes left!' } });
    expect(line.text.it).toBe('L’insegnante a tutti i tavoli: «Two minutes left!»');
    // A game that is no classroom's table carries none, and a restart keeps the message.
    const plain = (
      await call(`${t.url}/api/games`, {
        body: { game: 'tic-tac-toe', players: 2, seats: [{ kind: 'human' }, { kind: 'human' }] },
      })
    ).body;
    expect((await call(`${t.url}/api/games/${plain.gameId}`)).body.classroomNotice).toBeUndefined();
    await t.restart();
    expect((await call(`${t.url}/api/games/${ada.gameId}`)).body.classroomNotice).toEqual(r.body.notice);
  });

  it('sets a decision clock for the whole class: a stand-in plays for an absent student, who comes back', async () => {
    const c = await newClassroom(t, { tables: 2, humansPerTable: 1, options: { firstPlayer: 0 } });
    const path = `${t.url}/api/classrooms/${c.classroomId}/clock`;
    const bad = await call(path, { body: { clock: { moveSeconds: 1 } }, token: c.teacherToken });
    expect([bad.status, bad.body.error.code]).toEqual([400, 'BAD_CLOCK']);
    const set = await call(path, { body: { clock: { moveSeconds: 5 } }, token: c.teacherToken });
    expect(set.status).toBe(200);
    expect(set.body.clock).toEqual({ moveSeconds: 5 });
    // Both tables wait for their student, each with a deadline 5 s away.
    expect(set.body.waiting.map((w: { table: number; deadline: string }) => w.table).sort()).toEqual([1, 2]);
    for (const w of set.body.waiting) expect(Date.parse(w.deadline) - Date.now()).toBeLessThanOrEqual(5000);
    expect(set.body.log.at(-1).text.en).toBe('The teacher set the decision clock: 5 s for each decision.');
    const ada = (await joinClassroom(t, c.joinCode, { name: 'Ada', table: 1, seat: 0 })).body;
    // Ada plays in time.
    expect(
      (
        await call(`${t.url}/api/games/${ada.gameId}/moves`, {
          body: { seat: 0, move: { type: 'MARK', cell: 4 }, expectedMoveCount: 0 },
          token: ada.token,
        })
      ).status,
    ).toBe(200);
    for (const table of c.tables)
      expect((await call(`${t.url}/api/games/${table.gameId}`)).body.clock).toEqual({ moveSeconds: 5 });
    // Nobody plays table 2: when the time runs out the stand-in does, and the game goes on.
    const absent = c.tables[1].gameId;
    const stood = await until(
      () => call(`${t.url}/api/games/${absent}`),
      (g) => g.body.moveCount >= 2,
    );
    // The game's stand-in level (the test game's bots are random ones).
    expect(stood.body.seats[0].standIn).toBe(stood.body.standInLevel);
    expect(stood.body.log[0].entries[0].text.en).toMatch(/time ran out/);
    const console = await teacherView(t, c);
    expect(console.tables[1].seats[0].standIn).toBe(stood.body.standInLevel);
    expect(console.waiting.map((w) => w.table)).not.toContain(2);
    // Ada takes her seat back with her link (after leaving it, if her own time has not run out yet).
    const mine = (await call(`${t.url}/api/games/${ada.gameId}`, { token: ada.token })).body;
    if (!mine.seats[0].standIn)
      await call(`${t.url}/api/games/${ada.gameId}/seats/0/leave`, { method: 'POST', token: ada.token });
    const back = await call(`${t.url}/api/games/${ada.gameId}/seats/0/reclaim`, {
      method: 'POST',
      token: ada.token,
    });
    expect(back.status).toBe(200);
    expect(back.body.seats[0].standIn).toBeUndefined();
    // No clock again.
    const off = await call(path, { body: { clock: null }, token: c.teacherToken });
    expect(off.body.clock).toBeNull();
    expect((await call(`${t.url}/api/games/${ada.gameId}`)).body.clock).toBeNull();
  });

  it('lists the seats being waited for, the longest wait first', async () => {
    const c = await newClassroom(t, { tables: 2, humansPerTable: 1, options: { firstPlayer: 0 } });
    const first = await teacherView(t, c);
    expect(first.waiting.map((w) => [w.table, w.seat, w.name, w.deadline])).toEqual([
      [1, 0, null, null],
      [2, 0, null, null],
    ]);
    // Nobody has moved: each table has waited since its game began.
    const game = (await call(`${t.url}/api/games/${c.tables[0].gameId}`)).body;
    expect(first.waiting[0].since).toBe(game.createdAt);
    const bea = (await joinClassroom(t, c.joinCode, { name: 'Bea', table: 2, seat: 0 })).body;
    await call(`${t.url}/api/games/${bea.gameId}/moves`, {
      body: { seat: 0, move: { type: 'MARK', cell: 0 }, expectedMoveCount: 0 },
      token: bea.token,
    });
    // The bot answers; table 2 waits for Bea again, from its move on.
    const later = await until(
      () => teacherView(t, c),
      (x) => x.tables[1].moveCount === 2,
    );
    expect(later.waiting.map((w) => [w.table, w.name])).toEqual([
      [1, null],
      [2, 'Bea'],
    ]);
    expect(Date.parse(later.waiting[1].since)).toBeGreaterThan(Date.parse(later.waiting[0].since));
  });

  it('is live over its socket, and the big screen shows public figures without a secret', async () => {
    const c = await newClassroom(t, { tables: 2, humansPerTable: 1 });
    const url = `${t.ws}/api/classrooms/${c.classroomId}/socket`;
    const wrong = await SocketClient.open(url, { token: 'not-the-teacher' });
    await wrong.waitFor((m) => m.type === 'error').catch(() => undefined);
    expect(wrong.messages[0]).toMatchObject({ type: 'error', error: { code: 'BAD_TEACHER_TOKEN' } });
    await expect(SocketClient.open(`${t.ws}/api/classrooms/nope/socket`)).rejects.toThrow(/404/);

    const teacher = await SocketClient.open(url, { token: c.teacherToken });
    const screen = await SocketClient.open(url);
    const first = message(await teacher.waitFor((m) => (m.type as string) === 'classroom'));
    expect(first.type === 'classroom' && first.classroom.tables[0].seats[0].link).toBeTruthy();
    await screen.waitFor((m) => (m.type as string) === 'screen');
    const seen = teacher.messages.length;
    await joinClassroom(t, c.joinCode, { name: 'Ada', table: 1, seat: 0 });
    const joined = message(
      await teacher.waitFor((m) => consoleOf(m)?.tables[0].seats[0].name === 'Ada', seen),
    );
    expect(joined.type).toBe('classroom');
    const shown = message(await screen.waitFor((m) => screenOf(m)?.tables[0].names[0] === 'Ada'));
    // The screen's messages hold no link and no token, and nothing of the seats' secrets.
    const raw = JSON.stringify(shown);
    for (const table of c.tables)
      for (const s of table.seats) if (s.link) expect(raw).not.toContain(s.link.split('#token=')[1]);
    expect(raw).not.toContain(c.teacherToken);
    expect(raw).not.toMatch(/token|link/i);
    const screenHttp = await call(`${t.url}/api/classrooms/${c.classroomId}/screen`);
    expect(screenHttp.status).toBe(200);
    expect(screenHttp.body).toMatchObject({
      classroomId: c.classroomId,
      joinCode: c.joinCode,
      tables: [{}, {}],
    });
    expect(JSON.stringify(screenHttp.body)).not.toMatch(/token|link/i);
    // A message reaches the console as a new state with the line in the log.
    await call(`${t.url}/api/classrooms/${c.classroomId}/broadcast`, {
      body: { text: 'Look up' },
      token: c.teacherToken,
    });
    await teacher.waitFor((m) => consoleOf(m)?.notice?.text === 'Look up');
    await screen.waitFor((m) => screenOf(m)?.notice?.text === 'Look up');
  });
});
