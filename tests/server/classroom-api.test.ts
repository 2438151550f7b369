// Classrooms through the API on a small test game, on SQLite and PostgreSQL: creating one, the teacher's
// token (403 without it), students joining by code until the classroom is full, the teacher assigning
// a seat, pausing (people's and bots' moves refused, nothing changed) and resuming, the CSV export, a
// restart keeping everything, and every bad input answered with a sentence and no change.
import { describe, expect, it } from 'vitest';
import { classroomWhen, createClassroom, joinClassroom, teacherView } from '../support/classrooms.ts';
import { databases } from '../support/databases.ts';
import { call, suiteServer, type TestServer } from '../support/server.ts';

/** Every game stored (the public list shows only listed games to a caller without tokens). */
async function gameCount(t: TestServer): Promise<number> {
  const n = await t.storage.countGames();
  return n.running + n.finished;
}

// Generous: under load each request can take a while; nothing here asserts on time.
describe.each(databases)('classrooms on $name', { timeout: 60_000 }, ({ make }) => {
  const t = suiteServer(make, {}, { each: true });

  it('creates tables with people and bots, and opens only with the teacher’s token', async () => {
    const r = await createClassroom(t, {
      tables: 3,
      humansPerTable: 1,
      botLevel: 'random',
      options: { firstPlayer: 0 },
    });
    expect(r.status).toBe(201);
    const c = r.body;
    expect(c.teacherLink).toBe(`/classroom/${c.classroomId}#token=${c.teacherToken}`);
    expect(c.joinLink).toBe(`/join/${c.joinCode}`);
    expect(c.joinCode).toMatch(/^[A-Z2-9]{6}$/);
    expect(c.tables).toHaveLength(3);
    for (const table of c.tables) {
      expect(table.seats.map((s: { kind: string }) => s.kind)).toEqual(['human', 'bot']);
      expect(table.seats[0].link).toMatch(new RegExp(`^/play/${table.gameId}#token=`));
      expect((await call(`${t.url}/api/games/${table.gameId}`)).status).toBe(200);
    }

    const none = await call(`${t.url}/api/classrooms/${c.classroomId}`);
    expect(none.status).toBe(403);
    expect(none.body.error.code).toBe('TEACHER_TOKEN_REQUIRED');
    const wrong = await call(`${t.url}/api/classrooms/${c.classroomId}`, { token: 'nope' });
    expect(wrong.status).toBe(403);
    expect(wrong.body.error.message).toMatch(/teacher/);
    const missing = await call(`${t.url}/api/classrooms/nope`, { token: c.teacherToken });
    expect(missing.status).toBe(404);

    const ok = await call(`${t.url}/api/classrooms/${c.classroomId}?token=${c.teacherToken}`);
    expect(ok.status).toBe(200);
    expect(ok.body.tables.map((x: { gameId: string; status: string }) => [x.gameId, x.status])).toEqual(
      c.tables.map((x: { gameId: string }) => [x.gameId, 'running']),
    );
    expect(ok.body.tables[0].toAct).toEqual(['Seat 1 (free)']);
    expect(ok.body.report.byTable).toHaveLength(3);
    expect(ok.body.prompts[0].en).toBeTruthy();
    expect(ok.body.prompts[0].it).toBeTruthy();
  });

  it('names its seats in its own language, and leaves a student’s seat unnamed in the game', async () => {
    const r = await createClassroom(t, {
      tables: 1,
      humansPerTable: 1,
      botLevel: 'random',
      options: { firstPlayer: 0 },
      lang: 'it',
    });
    expect(r.status).toBe(201);
    const c = r.body;
    const ok = await call(`${t.url}/api/classrooms/${c.classroomId}`, { token: c.teacherToken });
    expect(ok.body.tables[0].toAct).toEqual(['Posto 1 (libero)']);
    // The game itself calls a student's seat by the default name every page says in its language.
    const game = await call(`${t.url}/api/games/${c.tables[0].gameId}`);
    expect(game.body.seats.map((s: { name: string }) => s.name)).toEqual(['Player 1', 'Bot 2 (random)']);
  });

  it('documents the classroom endpoints in the OpenAPI document', async () => {
    const doc = (await call(`${t.url}/api/openapi.json`)).body;
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/classrooms', '/api/classrooms/{id}', '/api/join/{code}']),
    );
    expect(doc.components.schemas.CreateClassroomRequest.required).toEqual([
      'game',
      'tables',
      'players',
      'humansPerTable',
    ]);
  });

  it('spreads the students evenly over the tables, bots taking the other seats', async () => {
    const r = await call(`${t.url}/api/classrooms`, {
      body: { game: 'secrets', tables: 3, players: 3, humansPerTable: 2, students: 4 },
    });
    expect(r.status).toBe(201);
    expect(
      r.body.tables.map((x: { seats: { kind: string }[] }) => x.seats.map((s) => s.kind).join(' ')),
    ).toEqual(['human human bot', 'human bot bot', 'human bot bot']);
    const c = (await call(`${t.url}/api/classrooms/${r.body.classroomId}`, { token: r.body.teacherToken }))
      .body;
    expect(c.settings).toMatchObject({ tables: 3, players: 3, humansPerTable: 2, students: 4 });
    expect((await call(`${t.url}/api/join/${r.body.joinCode}`)).body.free).toBe(4);
  });

  it('lets students join by code until the classroom is full, each seat once', async () => {
    const c = (await createClassroom(t, { tables: 2, humansPerTable: 1 })).body;
    const info = await call(`${t.url}/api/join/${c.joinCode.toLowerCase()}`);
    expect(info.status).toBe(200);
    expect(info.body.free).toBe(2);
    expect(info.body.tables[1].seats).toEqual([
      { seat: 0, kind: 'human', name: null, partner: null },
      { seat: 1, kind: 'bot', name: 'Bot 2 (random)' },
    ]);

    const ada = await joinClassroom(t, c.joinCode, { name: 'Ada', table: 2, seat: 0 });
    expect(ada.status).toBe(201);
    expect(ada.body).toMatchObject({ table: 2, seat: 0, gameId: c.tables[1].gameId, name: 'Ada' });
    expect(ada.body.link).toBe(c.tables[1].seats[0].link);
    // The link acts for the seat.
    expect(
      (await call(`${t.url}/api/games/${ada.body.gameId}`, { token: ada.body.token })).body.controls,
    ).toEqual([0]);

    const taken = await joinClassroom(t, c.joinCode, { name: 'Bea', table: 2, seat: 0 });
    expect(taken.status).toBe(409);
    expect(taken.body.error.code).toBe('SEAT_TAKEN');
    const bot = await joinClassroom(t, c.joinCode, { name: 'Bea', table: 1, seat: 1 });
    expect(bot.status).toBe(409);
    expect(bot.body.error.code).toBe('SEAT_IS_A_BOT');
    const nowhere = await call(`${t.url}/api/join/${c.joinCode}`, {
      body: { name: 'Bea', table: 9, seat: 0 },
    });
    expect(nowhere.status).toBe(404);

    const bea = await joinClassroom(t, c.joinCode, { name: 'Bea' });
    expect(bea.status).toBe(201);
    expect([bea.body.table, bea.body.seat]).toEqual([1, 0]);
    const full = await joinClassroom(t, c.joinCode, { name: 'Cy' });
    expect(full.status).toBe(409);
    expect(full.body.error).toEqual({
      code: 'CLASSROOM_FULL',
      message: 'Every seat of this classroom is taken; ask your teacher.',
      text: {
        en: 'Every seat of this classroom is taken; ask your teacher.',
        it: 'Tutti i posti di questa classe sono occupati; chiedi all’insegnante.',
      },
    });
    const after = await teacherView(t, c);
    expect(after.tables.map((x) => x.seats[0].name)).toEqual(['Bea', 'Ada']);
    expect((await call(`${t.url}/api/join/NOCODE`)).status).toBe(404);
  });

  it('lets the teacher assign a seat, and no one else', async () => {
    const c = (await createClassroom(t, { tables: 1, humansPerTable: 2 })).body;
    const body = { table: 1, seat: 1, name: 'Dan' };
    const refused = await call(`${t.url}/api/classrooms/${c.classroomId}/seats`, { body });
    expect(refused.status).toBe(403);
    const wrong = await call(`${t.url}/api/classrooms/${c.classroomId}/seats`, { body, token: 'x' });
    expect(wrong.status).toBe(403);
    expect((await call(`${t.url}/api/join/${c.joinCode}`)).body.free).toBe(2);
    const ok = await call(`${t.url}/api/classrooms/${c.classroomId}/seats`, { body, token: c.teacherToken });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ table: 1, seat: 1, name: 'Dan', link: c.tables[0].seats[1].link });
    const again = await call(`${t.url}/api/classrooms/${c.classroomId}/seats`, {
      body: { ...body, name: 'Eve' },
      token: c.teacherToken,
    });
    expect(again.status).toBe(409);
  });

  it('refuses bad classrooms with a sentence and creates nothing', async () => {
    const before = await gameCount(t);
    const cases: [Record<string, unknown>, number, string, RegExp][] = [
      [{ tables: 13, humansPerTable: 1 }, 400, 'CLASSROOM_TOO_LARGE', /at most 12 tables/],
      [{ tables: 0, humansPerTable: 1 }, 400, 'BAD_REQUEST', /tables/],
      [{ tables: 2, players: 3, humansPerTable: 1 }, 400, 'BAD_PLAYERS', /2 to 2 players/],
      [{ tables: 2, humansPerTable: 3 }, 400, 'BAD_SEATS', /no room for 3 people/],
      [{ tables: 2, humansPerTable: 1, students: 3 }, 400, 'BAD_SEATS', /seat 2 students, not 3/],
      [{ tables: 2, humansPerTable: 1, botLevel: 'genius' }, 400, 'BAD_SEATS', /no "genius" bot/],
      [{ tables: 2, humansPerTable: 1, game: 'chess' }, 400, 'UNKNOWN_GAME', /no game "chess"/],
      [{ tables: 2, humansPerTable: 1, options: { firstPlayer: 7 } }, 400, 'BAD_OPTIONS', /./],
      [{ tables: 2, humansPerTable: 1, colour: 'red' }, 400, 'BAD_REQUEST', /colour/],
    ];
    for (const [body, status, code, message] of cases) {
      const r = await createClassroom(t, body);
      expect([r.status, r.body.error.code], JSON.stringify(body)).toEqual([status, code]);
      expect(r.body.error.message).toMatch(message);
    }
    expect(await gameCount(t)).toBe(before);
  });

  it('counts seats over all tables against the limit', async () => {
    const r = await call(`${t.url}/api/classrooms`, {
      body: { game: 'secrets', tables: 12, players: 3, humansPerTable: 0 },
    });
    expect(r.status).toBe(400);
    expect(r.body.error).toEqual({
      code: 'CLASSROOM_TOO_LARGE',
      message: 'A classroom has at most 32 seats in all; 12 tables of 3 make 36.',
      text: {
        en: 'A classroom has at most 32 seats in all; 12 tables of 3 make 36.',
        it: 'Una classe ha al massimo 32 posti in tutto; 12 tavoli da 3 fanno 36.',
      },
    });
  });

  it('refuses a join without a name, and a join that is not JSON', async () => {
    const c = (await createClassroom(t, { tables: 1, humansPerTable: 1 })).body;
    const empty = await joinClassroom(t, c.joinCode, { name: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toMatch(/name/);
    const half = await joinClassroom(t, c.joinCode, { name: 'Ada', table: 1 });
    expect(half.status).toBe(400);
    const bad = await call(`${t.url}/api/join/${c.joinCode}`, { raw: '{"name":' });
    expect(bad.status).toBe(400);
    expect((await call(`${t.url}/api/join/${c.joinCode}`)).body.free).toBe(1);
  });

  it('pauses every table: people’s and bots’ moves are refused until the teacher resumes', async () => {
    const c = (await createClassroom(t, { tables: 2, humansPerTable: 1, options: { firstPlayer: 0 } })).body;
    const seat = await joinClassroom(t, c.joinCode, { name: 'Ada', table: 1, seat: 0 });
    const noToken = await call(`${t.url}/api/classrooms/${c.classroomId}/pause`, { method: 'POST' });
    expect(noToken.status).toBe(403);
    const paused = await call(`${t.url}/api/classrooms/${c.classroomId}/pause`, {
      method: 'POST',
      token: c.teacherToken,
    });
    expect(paused.status).toBe(200);
    expect(paused.body.paused).toBe(true);

    const move = { seat: 0, move: { type: 'MARK', cell: 4 }, expectedMoveCount: 0 };
    const refused = await call(`${t.url}/api/games/${seat.body.gameId}/moves`, {
      body: move,
      token: seat.body.token,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('CLASSROOM_PAUSED');
    expect(refused.body.error.message).toMatch(/paused/);
    // A bot's move goes through the same check.
    expect(await t.server.service.botMove(c.tables[1].gameId, 0, { type: 'MARK', cell: 4 }, 0)).toBe('stale');
    for (const table of c.tables)
      expect((await call(`${t.url}/api/games/${table.gameId}`)).body.moveCount).toBe(0);

    const resumed = await call(`${t.url}/api/classrooms/${c.classroomId}/resume`, {
      method: 'POST',
      token: c.teacherToken,
    });
    expect(resumed.body.paused).toBe(false);
    const played = await call(`${t.url}/api/games/${seat.body.gameId}/moves`, {
      body: move,
      token: seat.body.token,
    });
    expect(played.status).toBe(200);
    // The bot answers once play resumed.
    await classroomWhen(t, c, (x) => x.tables[0].moveCount >= 2);
  });

  it('keeps a classroom, its seats and its pause across a restart', async () => {
    const c = (await createClassroom(t, { tables: 2, humansPerTable: 1 })).body;
    await joinClassroom(t, c.joinCode, { name: 'Ada' });
    await call(`${t.url}/api/classrooms/${c.classroomId}/pause`, { method: 'POST', token: c.teacherToken });
    const before = await teacherView(t, c);
    await t.restart();
    const after = await call(`${t.url}/api/classrooms/${c.classroomId}`, { token: c.teacherToken });
    expect(after.status).toBe(200);
    expect(after.body.paused).toBe(true);
    expect(after.body.tables).toEqual(before.tables);
    expect((await call(`${t.url}/api/join/${c.joinCode}`)).body.free).toBe(1);
  });
});

describe('bots of a paused classroom', { timeout: 120_000 }, () => {
  const t = suiteServer(databases[0].make, { botDelayMs: 300, botSweepMs: 100 }, { each: true });

  it(
    'stop while the classroom is paused and play to the end after it resumes',
    { timeout: 60_000 },
    async () => {
      const c = (await createClassroom(t, { tables: 3, humansPerTable: 0 })).body;
      await call(`${t.url}/api/classrooms/${c.classroomId}/pause`, { method: 'POST', token: c.teacherToken });
      const counts = async () =>
        (
          (await teacherView(t, c)).tables as {
            moveCount: number;
            status: string;
          }[]
        ).map((x) => `${x.moveCount}:${x.status}`);
      const atPause = await counts();
      // Several sweeps wake the bots meanwhile; every one of their moves is refused.
      await new Promise((r) => setTimeout(r, 1500));
      expect(await counts()).toEqual(atPause);
      expect(atPause.some((x) => x.endsWith('running'))).toBe(true);
      await call(`${t.url}/api/classrooms/${c.classroomId}/resume`, {
        method: 'POST',
        token: c.teacherToken,
      });
      const end = await classroomWhen(t, c, (x) => x.status === 'finished');
      expect(end.report.finishedTables).toBe(3);
      const csv = await fetch(`${t.url}/api/classrooms/${c.classroomId}/report.csv?token=${c.teacherToken}`);
      expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
      const rows = (await csv.text()).trim().split('\r\n');
      expect(rows[0]).toBe('table,status,scores,winners');
      expect(rows).toHaveLength(4);
      expect((await fetch(`${t.url}/api/classrooms/${c.classroomId}/report.csv`)).status).toBe(403);
    },
  );
});
