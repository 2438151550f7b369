// A classroom keeps only the names students type, for a time the teacher chooses, and the teacher can
// delete it at any time. On SQLite and PostgreSQL: deleting takes every row of the classroom and of its
// games (tables, a rematch of one, chat, analyses, seats, the class log) from the database, every link of
// it answers 404 afterwards and its sockets close, while another classroom is untouched; the retention
// is checked, answered as `deleteAfter`, moved on by activity, and acted on by the sweep; the join page
// offers made-up names in both languages.
import { describe, expect, it } from 'vitest';
import { allPseudonyms } from '../../src/server/classroom/pseudonyms.ts';
import { DAY_MS } from '../../src/server/classroom/lifetime.ts';
import { nameSchema } from '../../src/server/seats/names.ts';
import { createClassroom, joinClassroom, teacherView } from '../support/classrooms.ts';
import { databases } from '../support/databases.ts';
import { rowsMentioning } from '../support/rows.ts';
import { call, suiteServer, type TestServer } from '../support/server.ts';
import { SocketClient } from '../support/socket-client.ts';

async function until<T>(what: () => Promise<T>, done: (x: T) => boolean): Promise<T> {
  for (let i = 0; i < 600; i++) {
    const x = await what();
    if (done(x)) return x;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('never got there');
}

/** Plays seat 0 of a game to its end, its first legal move each time (a bot plays the other seat). */
async function playOut(t: TestServer, gameId: string, token: string): Promise<void> {
  for (let i = 0; i < 400; i++) {
    const g = (await call(`${t.url}/api/games/${gameId}?texts=full`, { token })).body;
    if (g.status === 'finished') return;
    const moves = g.legalMoves['0'] ?? [];
    if (g.activeSeats.includes(0) && moves.length > 0)
      await call(`${t.url}/api/games/${gameId}/moves`, {
        body: { seat: 0, move: moves[0].move, expectedMoveCount: g.moveCount },
        token,
      });
    else await new Promise((r) => setTimeout(r, 30));
  }
  throw new Error('the game did not end');
}

describe.each(databases)('classroom privacy on $name', { timeout: 120_000 }, ({ make }) => {
  const t = suiteServer(make, {}, { each: true });

  it('deletes a classroom with every row of its games, and every link of it answers 404', async () => {
    // Table 1: a student who chats; table 2: bots only, played to the end, analysed and rematched.
    const c = (
      await createClassroom(t, { tables: 2, humansPerTable: 1, students: 1, options: { firstPlayer: 0 } })
    ).body;
    const other = (await createClassroom(t, { tables: 1, humansPerTable: 1 })).body;
    const ada = (await joinClassroom(t, c.joinCode, { name: 'Ada Quintessa' })).body;
    const kept = (await joinClassroom(t, other.joinCode, { name: 'Bea Keepsake' })).body;
    expect(
      (
        await call(`${t.url}/api/games/${ada.gameId}/chat`, {
          body: { text: 'hello table' },
          token: ada.token,
        })
      ).status,
    ).toBe(201);
    await playOut(t, ada.gameId, ada.token);
    await call(`${t.url}/api/classrooms/${c.classroomId}/broadcast`, {
      body: { text: 'two minutes left' },
      token: c.teacherToken,
    });
    const botTable = c.tables[1].gameId;
    await until(
      () => call(`${t.url}/api/games/${botTable}`),
      (r) => r.body.status === 'finished',
    );
    await until(
      () => call(`${t.url}/api/games/${botTable}/analysis`),
      (r) => r.body.status === 'ready',
    );
    const rematch = await call(`${t.url}/api/games/${ada.gameId}/rematch`, {
      method: 'POST',
      token: ada.token,
    });
    expect(rematch.status).toBe(201);
    const socket = await SocketClient.open(`${t.ws}/api/games/${ada.gameId}/socket`, { token: ada.token });
    await socket.waitFor((m) => m.type === 'state');
    const console = await SocketClient.open(`${t.ws}/api/classrooms/${c.classroomId}/socket`, {
      token: c.teacherToken,
    });
    await console.waitFor((m) => (m.type as string) === 'classroom');

    const games = [...c.tables.map((x: { gameId: string }) => x.gameId), rematch.body.gameId];
    const needles = [c.classroomId, c.joinCode, ...games, 'Ada Quintessa', 'hello table', 'two minutes left'];
    // Everything is there before.
    const before = await rowsMentioning(t.db, needles);
    for (const table of ['games', 'moves', 'classrooms', 'classroom_seats', 'chat_messages', 'analyses'])
      expect(before[table], table).toBeGreaterThan(0);

    expect((await call(`${t.url}/api/classrooms/${c.classroomId}`, { method: 'DELETE' })).status).toBe(403);
    expect(
      (
        await call(`${t.url}/api/classrooms/${c.classroomId}`, {
          method: 'DELETE',
          token: other.teacherToken,
        })
      ).status,
    ).toBe(403);
    const gone = await call(`${t.url}/api/classrooms/${c.classroomId}`, {
      method: 'DELETE',
      token: c.teacherToken,
    });
    expect(gone.status).toBe(200);
    expect(gone.body).toEqual({ deleted: true });

    // Every link of it answers 404, and its sockets are told and closed.
    for (const path of [
      `/api/classrooms/${c.classroomId}`,
      `/api/classrooms/${c.classroomId}/screen`,
      `/api/join/${c.joinCode}`,
      ...games.flatMap((g) => [`/api/games/${g}`, `/api/games/${g}/record`, `/api/games/${g}/positions/0`]),
    ])
      expect((await call(`${t.url}${path}`, { token: c.teacherToken })).status, path).toBe(404);
    expect((await call(`${t.url}/api/games/${ada.gameId}`, { token: ada.token })).status).toBe(404);
    await until(
      async () => socket.closed && console.closed,
      (x) => x,
    );
    expect(socket.messages.at(-1)).toMatchObject({ type: 'error', error: { code: 'NO_SUCH_GAME' } });
    expect(console.messages.at(-1)).toMatchObject({ type: 'error', error: { code: 'NO_SUCH_CLASSROOM' } });
    // No row of it is left in any table (a lease the bots held goes when they let go of it).
    expect(
      await until(
        () => rowsMentioning(t.db, needles),
        (r) => Object.keys(r).length === 0,
      ),
    ).toEqual({});
    // The other classroom is whole.
    expect(
      (await call(`${t.url}/api/classrooms/${other.classroomId}`, { token: other.teacherToken })).status,
    ).toBe(200);
    expect((await call(`${t.url}/api/games/${kept.gameId}`, { token: kept.token })).status).toBe(200);
    expect(Object.keys(await rowsMentioning(t.db, ['Bea Keepsake']))).toEqual(
      expect.arrayContaining(['games', 'classroom_seats']),
    );
    // A second deletion finds nothing.
    expect(
      (await call(`${t.url}/api/classrooms/${c.classroomId}`, { method: 'DELETE', token: c.teacherToken }))
        .status,
    ).toBe(404);
  });

  it('keeps a classroom for retentionDays after its last activity, then deletes it', async () => {
    for (const bad of [0, 366, 1.5, '30'])
      expect(
        (await createClassroom(t, { tables: 1, humansPerTable: 1, retentionDays: bad })).status,
        String(bad),
      ).toBe(400);
    const r = await createClassroom(t, { tables: 1, humansPerTable: 1, retentionDays: 2 });
    expect(r.status).toBe(201);
    const c = r.body;
    expect(c.retentionDays).toBe(2);
    const first = await teacherView(t, c);
    expect(first.retentionDays).toBe(2);
    expect(Date.parse(first.deleteAfter) - Date.parse(first.updatedAt)).toBe(2 * DAY_MS);
    const join = (await call(`${t.url}/api/join/${c.joinCode}`)).body;
    expect(join).toMatchObject({ retentionDays: 2, deleteAfter: first.deleteAfter });
    // The default is 30 days.
    const plain = (await createClassroom(t, { tables: 1, humansPerTable: 1 })).body;
    expect(plain.retentionDays).toBe(30);

    // Activity moves the date on: a move at a table counts.
    await new Promise((res) => setTimeout(res, 20));
    const ada = (await joinClassroom(t, c.joinCode, { name: 'Ada' })).body;
    await call(`${t.url}/api/games/${ada.gameId}/moves`, {
      body: { seat: 0, move: { type: 'MARK', cell: 0 }, expectedMoveCount: 0 },
      token: ada.token,
    });
    const later = await teacherView(t, c);
    expect(Date.parse(later.deleteAfter)).toBeGreaterThan(Date.parse(first.deleteAfter));

    // A day later nothing goes; three days later the 2-day classroom does, the 30-day one stays.
    const lifetime = t.server.classrooms.lifetime;
    expect(await lifetime.sweep(Date.now() + DAY_MS)).toBe(0);
    expect(await lifetime.sweep(Date.now() + 3 * DAY_MS)).toBe(1);
    expect((await call(`${t.url}/api/classrooms/${c.classroomId}`, { token: c.teacherToken })).status).toBe(
      404,
    );
    expect((await call(`${t.url}/api/games/${ada.gameId}`)).status).toBe(404);
    expect(
      (await call(`${t.url}/api/classrooms/${plain.classroomId}`, { token: plain.teacherToken })).status,
    ).toBe(200);
    expect(
      await until(
        () => rowsMentioning(t.db, [c.classroomId, ada.gameId, 'Ada']),
        (x) => !x.games,
      ),
    ).toEqual({});
  });

  it('offers made-up names in both languages, none already taken, each one a valid name', async () => {
    const c = (await createClassroom(t, { tables: 1, humansPerTable: 2 })).body;
    const info = (await call(`${t.url}/api/join/${c.joinCode}`)).body;
    for (const lang of ['en', 'it'] as const) {
      expect(info.suggestions[lang]).toHaveLength(3);
      expect(new Set(info.suggestions[lang]).size).toBe(3);
      for (const name of info.suggestions[lang]) expect(allPseudonyms(lang)).toContain(name);
    }
    const taken = info.suggestions.it[0];
    expect((await joinClassroom(t, c.joinCode, { name: taken })).status).toBe(201);
    for (let i = 0; i < 20; i++) {
      const again = (await call(`${t.url}/api/join/${c.joinCode}`)).body;
      expect(again.suggestions.it).not.toContain(taken);
    }
  });
});

describe('made-up names', () => {
  it('all pass the name rules and read as names in both languages', () => {
    const schema = nameSchema(40);
    for (const lang of ['en', 'it'] as const) {
      const names = allPseudonyms(lang);
      expect(new Set(names.map((n) => n.toLowerCase())).size).toBe(names.length);
      for (const n of names) expect(schema.safeParse(n).success, n).toBe(true);
    }
    expect(allPseudonyms('it')).toContain('Lontra curiosa');
    expect(allPseudonyms('it')).toContain('Gufo curioso');
    expect(allPseudonyms('en')).toContain('Curious Otter');
  });
});
