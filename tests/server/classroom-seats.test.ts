// Who holds a classroom's seats, on SQLite and PostgreSQL: the name a student joins with is the seat's
// name in the game (its seats, its log, what every viewer sees); the teacher frees or reassigns a seat
// and its old link stops at once (HTTP and an open socket), the new one works, the class log says so;
// two students share a seat once none is free; a student follows a table without playing; and names are
// not taken twice. On two nodes sharing PostgreSQL, a seat freed on one stops its old link on the other.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joinClassroom, newClassroom, teacherView } from '../support/classrooms.ts';
import { databases, postgresDatabase, type TestDatabase } from '../support/databases.ts';
import { call, startTestServer, suiteServer, type TestServer } from '../support/server.ts';
import { SocketClient } from '../support/socket-client.ts';

describe.each(databases)('classroom seats on $name', { timeout: 120_000 }, ({ make }) => {
  const t = suiteServer(make, {}, { each: true });

  it('calls a student’s seat by the name they joined with, in the game, its log and every view', async () => {
    const c = await newClassroom(t, { tables: 1, humansPerTable: 1, options: { firstPlayer: 0 } });
    const gameId = c.tables[0].gameId;
    const spectator = await SocketClient.open(`${t.ws}/api/games/${gameId}/socket`);
    await spectator.waitFor((m) => m.type === 'state');
    const ada = (await joinClassroom(t, c.joinCode, { name: 'Ada' })).body;
    // A spectator's socket is told at once.
    await spectator.waitFor((m) => m.type === 'state' && m.snapshot.seats[0].name === 'Ada');
    await call(`${t.url}/api/games/${gameId}/moves`, {
      body: { seat: 0, move: { type: 'MARK', cell: 4 }, expectedMoveCount: 0 },
      token: ada.token,
    });
    for (const token of [undefined, ada.token]) {
      const g = (await call(`${t.url}/api/games/${gameId}`, { token })).body;
      expect(g.seats[0].name).toBe('Ada');
      expect(g.log[0].entries[0].text.en).toMatch(/^Ada /);
      expect(g.log[0].entries[0].text.it).toMatch(/^Ada /);
    }
    const list = (await call(`${t.url}/api/games?token=${ada.token}`)).body;
    expect(list.games[0].seats[0].name).toBe('Ada');
    const console = await teacherView(t, c);
    expect(console.tables[0].seats[0].name).toBe('Ada');
    expect(console.log.map((l) => l.kind)).toEqual(['created', 'joined']);
    expect(console.log[1].text.en).toBe('Ada joined and took seat 1 at table 1.');
    expect(console.log[1].text.it).toBe('Ada prende il posto 1 al tavolo 1.');
  });

  it('frees a seat: its old link stops at once, over HTTP and on an open socket', async () => {
    const c = await newClassroom(t, { tables: 1, humansPerTable: 2 });
    const gameId = c.tables[0].gameId;
    const ada = (await joinClassroom(t, c.joinCode, { name: 'Ada', table: 1, seat: 0 })).body;
    const socket = await SocketClient.open(`${t.ws}/api/games/${gameId}/socket`, { token: ada.token });
    await socket.waitFor((m) => m.type === 'state');
    const path = `${t.url}/api/classrooms/${c.classroomId}/seats/1/0/free`;
    expect((await call(path, { method: 'POST' })).status).toBe(403);
    expect((await call(path, { method: 'POST', token: ada.token })).status).toBe(403);
    const freed = await call(path, { method: 'POST', token: c.teacherToken });
    expect(freed.status).toBe(200);
    expect(freed.body.tables[0].seats[0]).toMatchObject({ name: null, partner: null });
    // The old link opens nothing from now on.
    const old = await call(`${t.url}/api/games/${gameId}`, { token: ada.token });
    expect(old.status).toBe(403);
    expect(old.body.error.code).toBe('BAD_TOKEN');
    const move = await call(`${t.url}/api/games/${gameId}/moves`, {
      body: { seat: 0, move: { type: 'MARK', cell: 0 }, expectedMoveCount: 0 },
      token: ada.token,
    });
    expect(move.status).toBe(403);
    await socket.waitFor((m) => m.type === 'error');
    expect(socket.messages.at(-1)).toMatchObject({ type: 'error', error: { code: 'BAD_TOKEN' } });
    // The seat is free again, under its default name, and its new link is the console's.
    const g = (await call(`${t.url}/api/games/${gameId}`)).body;
    expect(g.seats[0].name).toBe('Player 1');
    const console = await teacherView(t, c);
    expect(console.tables[0].seats[0].link).not.toBe(ada.link);
    expect(console.log.at(-1)?.text.en).toBe(
      'The teacher freed seat 1 at table 1 (held by Ada); its old link no longer works.',
    );
    expect((await call(`${t.url}/api/join/${c.joinCode}`)).body.free).toBe(2);
    const bea = (await joinClassroom(t, c.joinCode, { name: 'Bea', table: 1, seat: 0 })).body;
    expect(bea.link).toBe(console.tables[0].seats[0].link);
    expect((await call(`${t.url}/api/games/${gameId}`, { token: bea.token })).body.controls).toEqual([0]);
    // Freeing a free seat, or a seat of no table, is refused and changes nothing.
    const again = await call(`${t.url}/api/classrooms/${c.classroomId}/seats/1/1/free`, {
      method: 'POST',
      token: c.teacherToken,
    });
    expect([again.status, again.body.error.code]).toEqual([409, 'SEAT_FREE']);
    const nowhere = await call(`${t.url}/api/classrooms/${c.classroomId}/seats/5/0/free`, {
      method: 'POST',
      token: c.teacherToken,
    });
    expect(nowhere.status).toBe(404);
    const bad = await call(`${t.url}/api/classrooms/${c.classroomId}/seats/x/0/free`, {
      method: 'POST',
      token: c.teacherToken,
    });
    expect(bad.status).toBe(400);
  });

  it('names a freed seat in the debrief by who held it, in the classroom’s language', async () => {
    for (const lang of ['en', 'it'] as const) {
      const c = await newClassroom(t, { tables: 1, humansPerTable: 2, options: { firstPlayer: 0 }, lang });
      const gameId = c.tables[0].gameId;
      const join = (name: string, seat: number) =>
        joinClassroom(t, c.joinCode, { name, table: 1, seat }).then((r) => r.body);
      const ada = await join('Ada', 0);
      const bob = await join('Bob', 1);
      // Ada wins on the top row.
      const marks: [number, string][] = [
        [0, ada.token],
        [3, bob.token],
        [1, ada.token],
        [4, bob.token],
        [2, ada.token],
      ];
      for (const [n, [cell, token]] of marks.entries()) {
        const seat = n % 2;
        const r = await call(`${t.url}/api/games/${gameId}/moves`, {
          body: { seat, move: { type: 'MARK', cell }, expectedMoveCount: n },
          token,
        });
        expect(r.status).toBe(200);
      }
      const debrief = () =>
        call(`${t.url}/api/classrooms/${c.classroomId}/debrief`, { token: c.teacherToken }).then(
          (r) => r.body,
        );
      expect((await debrief()).report.byTable[0].winners).toEqual(['Ada']);
      const freed = await call(`${t.url}/api/classrooms/${c.classroomId}/seats/1/0/free`, {
        method: 'POST',
        token: c.teacherToken,
      });
      expect(freed.status).toBe(200);
      // The game has gone back to its default name; the debrief still says who played.
      expect((await call(`${t.url}/api/games/${gameId}`)).body.seats[0].name).toBe('Player 1');
      expect((await debrief()).report.byTable[0].winners).toEqual([
        lang === 'it' ? 'Ada (posto liberato)' : 'Ada (seat freed)',
      ]);
      // Taken again, the seat carries its new holder's name.
      await join('Cy', 0);
      expect((await debrief()).report.byTable[0].winners).toEqual(['Cy']);
    }
  });

  it('reassigns a seat to another student under a new link, and a stand-in hands it over', async () => {
    const c = await newClassroom(t, { tables: 1, humansPerTable: 1, options: { firstPlayer: 0 } });
    const gameId = c.tables[0].gameId;
    const ada = (await joinClassroom(t, c.joinCode, { name: 'Ada' })).body;
    // Ada leaves: the stand-in plays her seat.
    await call(`${t.url}/api/games/${gameId}/seats/0/leave`, { method: 'POST', token: ada.token });
    const path = `${t.url}/api/classrooms/${c.classroomId}/seats/1/0/reassign`;
    expect((await call(path, { body: { name: '  ' }, token: c.teacherToken })).status).toBe(400);
    const r = await call(path, { body: { name: 'Cy' }, token: c.teacherToken });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ role: 'player', table: 1, seat: 0, gameId, name: 'Cy' });
    expect(r.body.token).not.toBe(ada.token);
    expect((await call(`${t.url}/api/games/${gameId}`, { token: ada.token })).status).toBe(403);
    const cy = (await call(`${t.url}/api/games/${gameId}`, { token: r.body.token })).body;
    expect(cy.controls).toEqual([0]);
    expect(cy.seats[0]).toEqual({ seat: 0, kind: 'human', name: 'Cy' });
    // Cy plays the seat: no stand-in any more.
    expect(cy.seats[0].standIn).toBeUndefined();
    const log = (await teacherView(t, c)).log.at(-1)!;
    expect(log.kind).toBe('reassigned');
    expect(log.text.en).toBe(
      'The teacher gave seat 1 at table 1 to Cy instead of Ada; its old link no longer works.',
    );
  });

  it('lets two students share a seat once none is free, and a student follow a table', async () => {
    const c = await newClassroom(t, { tables: 2, humansPerTable: 1 });
    const ada = (await joinClassroom(t, c.joinCode, { name: 'Ada' })).body;
    const early = await joinClassroom(t, c.joinCode, { name: 'Bea', as: 'partner' });
    expect([early.status, early.body.error.code]).toEqual([409, 'SEATS_STILL_FREE']);
    await joinClassroom(t, c.joinCode, { name: 'Cy' });
    const dup = await joinClassroom(t, c.joinCode, { name: 'ada', as: 'partner' });
    expect([dup.status, dup.body.error.code]).toEqual([409, 'NAME_TAKEN']);
    const bea = await joinClassroom(t, c.joinCode, { name: 'Bea', as: 'partner' });
    expect(bea.status).toBe(201);
    expect(bea.body).toMatchObject({ role: 'partner', table: 1, seat: 0, token: ada.token });
    expect((await call(`${t.url}/api/games/${ada.gameId}`)).body.seats[0].name).toBe('Ada & Bea');
    // The next partner goes to the other table.
    const dan = (await joinClassroom(t, c.joinCode, { name: 'Dan', as: 'partner' })).body;
    expect(dan.table).toBe(2);
    const full = await joinClassroom(t, c.joinCode, { name: 'Eve', as: 'partner' });
    expect([full.status, full.body.error.code]).toEqual([409, 'CLASSROOM_FULL']);
    const info = (await call(`${t.url}/api/join/${c.joinCode}`)).body;
    expect(info).toMatchObject({ free: 0, shareable: 0 });
    expect(info.tables[0].seats[0]).toMatchObject({ name: 'Ada', partner: 'Bea' });

    const eve = await call(`${t.url}/api/join/${c.joinCode}`, {
      body: { name: 'Eve', as: 'observer', table: 2 },
    });
    expect(eve.status).toBe(201);
    expect(eve.body).toEqual({
      classroomId: c.classroomId,
      role: 'observer',
      table: 2,
      gameId: c.tables[1].gameId,
      name: 'Eve',
      link: `/play/${c.tables[1].gameId}`,
    });
    const nowhere = await call(`${t.url}/api/join/${c.joinCode}`, {
      body: { name: 'Fay', as: 'observer', table: 3 },
    });
    expect([nowhere.status, nowhere.body.error.code]).toEqual([404, 'NO_SUCH_TABLE']);
    const console = await teacherView(t, c);
    expect(console.observers).toEqual([{ n: 1, table: 2, name: 'Eve' }]);
    expect(console.tables[0].seats[0]).toMatchObject({ name: 'Ada', partner: 'Bea' });
    expect(console.log.map((l) => l.kind)).toEqual([
      'created',
      'joined',
      'joined',
      'shared',
      'shared',
      'watching',
    ]);
    // The teacher takes Eve off, then shares a seat by hand.
    const off = await call(`${t.url}/api/classrooms/${c.classroomId}/observers/1`, {
      method: 'DELETE',
      token: c.teacherToken,
    });
    expect(off.status).toBe(200);
    expect(off.body.observers).toEqual([]);
    expect(
      (
        await call(`${t.url}/api/classrooms/${c.classroomId}/observers/1`, {
          method: 'DELETE',
          token: c.teacherToken,
        })
      ).status,
    ).toBe(404);
    // Freeing a shared seat frees it for both.
    await call(`${t.url}/api/classrooms/${c.classroomId}/seats/1/0/free`, {
      method: 'POST',
      token: c.teacherToken,
    });
    expect((await call(`${t.url}/api/games/${ada.gameId}`, { token: bea.body.token })).status).toBe(403);
    const assign = (body: object) =>
      call(`${t.url}/api/classrooms/${c.classroomId}/seats`, { body, token: c.teacherToken });
    const twice = await assign({ table: 2, seat: 0, name: 'Gil', share: true });
    expect([twice.status, twice.body.error.code]).toEqual([409, 'SEAT_SHARED']);
    const nobody = await assign({ table: 1, seat: 0, name: 'Gil', share: true });
    expect([nobody.status, nobody.body.error.code]).toEqual([409, 'SEAT_FREE']);
    expect((await assign({ table: 1, seat: 0, name: 'Gil' })).status).toBe(201);
    const hal = await assign({ table: 1, seat: 0, name: 'Hal', share: true });
    expect(hal.status).toBe(201);
    expect(hal.body).toMatchObject({ role: 'partner', name: 'Hal' });
    expect((await call(`${t.url}/api/games/${ada.gameId}`)).body.seats[0].name).toBe('Gil & Hal');
  });
});

describe('classroom seats on two nodes sharing PostgreSQL', { timeout: 120_000 }, () => {
  let db: TestDatabase;
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    db = postgresDatabase();
    a = await startTestServer(db);
    b = await startTestServer(db);
  }, 60_000);
  afterAll(async () => {
    await a.close();
    await b.close();
    await db.drop();
  }, 60_000);

  it('stops a freed seat’s old link on the other node too, and its sockets there', async () => {
    const c = await newClassroom(a, { tables: 1, humansPerTable: 1 });
    const gameId = c.tables[0].gameId;
    const ada = (await joinClassroom(a, c.joinCode, { name: 'Ada' })).body;
    // B holds the game in memory, with Ada's socket on it.
    expect((await call(`${b.url}/api/games/${gameId}`, { token: ada.token })).body.seats[0].name).toBe('Ada');
    const socket = await SocketClient.open(`${b.ws}/api/games/${gameId}/socket`, { token: ada.token });
    await socket.waitFor((m) => m.type === 'state');
    await call(`${a.url}/api/classrooms/${c.classroomId}/seats/1/0/free`, {
      method: 'POST',
      token: c.teacherToken,
    });
    // The very next request on B is refused: B reads a classroom table's grants again before using them.
    expect((await call(`${b.url}/api/games/${gameId}`, { token: ada.token })).status).toBe(403);
    await socket.waitFor((m) => m.type === 'error');
    expect((await call(`${b.url}/api/games/${gameId}`)).body.seats[0].name).toBe('Player 1');
  });
});
