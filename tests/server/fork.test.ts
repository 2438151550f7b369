// "Play from here" through the API with the shipped games, on SQLite and PostgreSQL: a new game played on
// from a position of another game (or of an uploaded record) starts with every view equal to that
// position's, is an ordinary game that replays and survives a restart, and gives a record that replays
// from its start. Industrial Waste's running games are played on only by their classroom's teacher, with
// the face-down cards drawn anew; a finished one by anyone, as it was. Bad requests change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Match, type AnyGame } from '../../src/kernel/index.ts';
import { games } from '../../src/games/registry.ts';
import { registryModule } from '../../src/server/bots/load-games.ts';
import { databases, type TestDatabase } from '../support/databases.ts';
import { driveRandom } from '../support/drive.ts';
import { call, startTestServer, type TestServer } from '../support/server.ts';

const people = [
  { kind: 'human', name: 'Cy' },
  { kind: 'human', name: 'Di' },
];

/** The source's position `n` and the new game's start, as each seat and a spectator see them. */
async function sameStart(
  t: TestServer,
  source: { id: string; n: number; token?: string; seats: number[] },
  fork: { id: string; token: string },
): Promise<void> {
  for (const seat of [...source.seats, undefined]) {
    const q = seat === undefined ? '' : `?seat=${seat}`;
    const was = await call(`${t.url}/api/games/${source.id}/positions/${source.n}${q}`, {
      token: seat === undefined ? undefined : source.token,
    });
    expect(was.status).toBe(200);
    const now = await call(`${t.url}/api/games/${fork.id}${q}`, {
      token: seat === undefined ? undefined : fork.token,
    });
    const start = await call(`${t.url}/api/games/${fork.id}/positions/0${q}`, {
      token: seat === undefined ? undefined : fork.token,
    });
    expect(now.body.view, `seat ${seat}`).toEqual(was.body.view);
    expect(start.body.view).toEqual(was.body.view);
    expect(now.body.activeSeats).toEqual(was.body.activeSeats);
    expect(now.body.moveCount).toBe(0);
  }
}

/** The state after the first `n` moves of a stored game, replayed from its setup with the kernel. */
async function storedState(t: TestServer, game: AnyGame, id: string, n: number): Promise<unknown> {
  const meta = (await t.storage.loadGame(id))!;
  const moves = await t.storage.loadMoves(id);
  expect(moves.some((m) => m.undoes !== undefined)).toBe(false);
  const m = Match.create(game, meta.options, meta.seed);
  for (const x of moves.slice(0, n)) m.move(x.seat, x.move);
  return m.state;
}

const gamesCount = async (t: TestServer) => {
  const c = await t.storage.countGames();
  return c.running + c.finished;
};

describe.each(databases)('play from here on $name', { timeout: 300_000 }, ({ make }) => {
  let db: TestDatabase;
  let t: TestServer;
  beforeAll(async () => {
    db = make();
    t = await startTestServer(db, {}, games, [registryModule]);
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await db.drop();
  }, 60_000);

  it('the-cost: plays on from a move of a running game, replays and survives a restart', async () => {
    const src = (
      await call(`${t.url}/api/games`, {
        body: { game: 'the-cost', players: 2, seats: people, hotSeat: true },
      })
    ).body;
    const hot = src.hotSeatToken;
    await driveRandom({
      url: t.url,
      gameId: src.gameId,
      tokens: { 0: hot, 1: hot },
      seed: 'fork',
      maxMoves: 14,
    });
    // The Cost hides nothing after its setup: anyone who may watch may play on from a running game.
    const r = await call(`${t.url}/api/games/${src.gameId}/fork`, {
      body: {
        at: 9,
        seats: [
          { kind: 'human', name: 'Eve' },
          { kind: 'bot', level: 'random' },
        ],
      },
    });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ game: 'the-cost', from: { gameId: src.gameId, at: 9 }, redrawn: false });
    expect(r.body.seats.map((s: { kind: string }) => s.kind)).toEqual(['human', 'bot']);
    const twin = (
      await call(`${t.url}/api/games/${src.gameId}/fork`, { body: { at: 9, seats: people, hotSeat: true } })
    ).body;
    await sameStart(
      t,
      { id: src.gameId, n: 9, token: hot, seats: [0, 1] },
      { id: twin.gameId, token: twin.hotSeatToken },
    );
    const snap = (await call(`${t.url}/api/games/${twin.gameId}`, { token: twin.hotSeatToken })).body;
    expect(snap.customSetup).toBe(true);
    expect(snap.seats.map((s: { name: string }) => s.name)).toEqual(['Cy', 'Di']);

    // Moves in the new game leave the old one as it was; both come back after a restart.
    await driveRandom({
      url: t.url,
      gameId: twin.gameId,
      tokens: { 0: twin.hotSeatToken, 1: twin.hotSeatToken },
      seed: 'twin',
      maxMoves: 3,
    });
    const before = (await call(`${t.url}/api/games/${twin.gameId}?seat=0`, { token: twin.hotSeatToken }))
      .body;
    expect((await call(`${t.url}/api/games/${src.gameId}`)).body.moveCount).toBe(14);
    await t.close();
    t = await startTestServer(db, {}, games, [registryModule]);
    const after = (await call(`${t.url}/api/games/${twin.gameId}?seat=0`, { token: twin.hotSeatToken })).body;
    expect(after.moveCount).toBe(3);
    expect(after.view).toEqual(before.view);
    // Its start is still the old game's position 9, replayed from what was stored.
    for (const seat of [0, 1]) {
      const was = await call(`${t.url}/api/games/${src.gameId}/positions/9?seat=${seat}`, { token: hot });
      const start = await call(`${t.url}/api/games/${twin.gameId}/positions/0?seat=${seat}`, {
        token: twin.hotSeatToken,
      });
      expect(start.body.view).toEqual(was.body.view);
    }

    // A game played on from a game played on from another.
    const again = await call(`${t.url}/api/games/${twin.gameId}/fork`, {
      body: { at: 2, seats: people, hotSeat: true },
      token: twin.hotSeatToken,
    });
    expect(again.status).toBe(201);
    await sameStart(
      t,
      { id: twin.gameId, n: 2, token: twin.hotSeatToken, seats: [0, 1] },
      { id: again.body.gameId, token: again.body.hotSeatToken },
    );
  });

  it('refuses bad requests with a clear error in both languages, creating nothing', async () => {
    const src = (
      await call(`${t.url}/api/games`, {
        body: { game: 'the-cost', players: 2, seats: people, hotSeat: true },
      })
    ).body;
    await driveRandom({
      url: t.url,
      gameId: src.gameId,
      tokens: { 0: src.hotSeatToken, 1: src.hotSeatToken },
      seed: 'bad',
      maxMoves: 3,
    });
    const count = await gamesCount(t);
    const fork = (body: unknown, token?: string, id = src.gameId) =>
      call(`${t.url}/api/games/${id}/fork`, { body, token });
    const cases: [Awaited<ReturnType<typeof fork>>, number, string][] = [
      [await fork({ at: 4, seats: people }), 400, 'NO_SUCH_MOVE'],
      [await fork({ at: 1, seats: [people[0]] }), 400, 'BAD_SEATS'],
      [await fork({ at: 1, seats: [people[0], { kind: 'bot', level: 'genius' }] }), 400, 'BAD_SEATS'],
      [await fork({ at: 1, seats: people }, 'not-a-token'), 403, 'BAD_TOKEN'],
      [await fork({ at: 1, seats: people }, undefined, 'NoSuchGame00'), 404, 'NO_SUCH_GAME'],
    ];
    for (const [r, status, code] of cases) {
      expect([r.status, r.body.error.code]).toEqual([status, code]);
      expect(r.body.error.text.it).toBeTruthy();
      expect(r.body.error.text.it).not.toBe(r.body.error.text.en);
    }
    expect(cases[0][0].body.error.text.en).toBe(
      'This game has 3 moves: it can be played on from move 0 (the setup) to 3, not from 4.',
    );
    for (const body of [
      { at: -1, seats: people },
      { at: 1.5, seats: people },
      { seats: people },
      { at: 1, seats: people, x: 1 },
    ])
      expect((await fork(body)).status).toBe(400);
    // An upload may be larger than a move, up to its own limit.
    const huge = await call(`${t.url}/api/games/import`, {
      raw: JSON.stringify({ record: { pad: 'x'.repeat(1_100_000) }, seats: people }),
    });
    expect([huge.status, huge.body.error.code]).toEqual([413, 'BODY_TOO_LARGE']);
    expect(huge.body.error.message).toBe('The request body is larger than 1048576 bytes.');
    const big = await call(`${t.url}/api/games/import`, {
      raw: JSON.stringify({ record: { pad: 'x'.repeat(100_000) }, seats: people }),
    });
    expect([big.status, big.body.error.code]).toEqual([400, 'BAD_RECORD']);
    expect(await gamesCount(t)).toBe(count);

    const doc = (await call(`${t.url}/api/openapi.json`)).body;
    expect(doc.paths['/api/games/{id}/fork'].post.responses['201']).toBeDefined();
    expect(doc.paths['/api/games/import'].post.responses['201']).toBeDefined();
    expect(doc.components.schemas.ForkRequest.required).toEqual(['at', 'seats']);
    expect(doc.components.schemas.ForkResponse.required).toContain('redrawn');
  });

  it('industrial-waste: a running table only for its teacher, with the deck drawn anew', async () => {
    const iw = games['industrial-waste'];
    const c = (
      await call(`${t.url}/api/classrooms`, {
        body: { game: 'industrial-waste', tables: 1, players: 2, humansPerTable: 1, botLevel: 'random' },
      })
    ).body;
    const ada = (await call(`${t.url}/api/join/${c.joinCode}`, { body: { name: 'Ada' } })).body;
    const table = ada.gameId as string;
    const end = await driveRandom({
      url: t.url,
      gameId: table,
      tokens: { [ada.seat]: ada.token },
      seed: 'iw',
      maxMoves: 8,
    });
    const at = end.moveCount - 2;
    const body = { at, seats: people, hotSeat: true };
    for (const token of [undefined, ada.token]) {
      const r = await call(`${t.url}/api/games/${table}/fork`, { body, token });
      expect([r.status, r.body.error.code]).toEqual([403, 'HIDDEN_WHILE_RUNNING']);
      expect(r.body.error.text.it).toContain('Industrial Waste nasconde');
    }
    const r = await call(`${t.url}/api/games/${table}/fork`, { body, token: c.teacherToken });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ from: { gameId: table, at }, redrawn: true });
    await sameStart(
      t,
      { id: table, n: at, token: ada.token, seats: [ada.seat] },
      { id: r.body.gameId, token: r.body.hotSeatToken },
    );
    // The same cards face down, in another order: the new game cannot tell the table's future.
    const was = iw.position.write(await storedState(t, iw, table, at)) as { deck: string[] };
    const now = (await t.storage.loadGame(r.body.gameId))!.start!.position as { deck: string[] };
    expect([...now.deck].sort()).toEqual([...was.deck].sort());
    expect(now.deck).not.toEqual(was.deck);
    // The class log says so, and deleting the classroom takes the new game with it.
    const log = (await call(`${t.url}/api/classrooms/${c.classroomId}`, { token: c.teacherToken })).body.log;
    expect(log.at(-1)).toMatchObject({ kind: 'played-on', params: { table: 1, at } });
    expect(
      (await call(`${t.url}/api/classrooms/${c.classroomId}`, { method: 'DELETE', token: c.teacherToken }))
        .status,
    ).toBeLessThan(300);
    expect((await call(`${t.url}/api/games/${r.body.gameId}`)).status).toBe(404);
  });

  it('industrial-waste: a finished game for anyone, as it was; its record uploaded and played on', async () => {
    const iw = games['industrial-waste'];
    const src = (
      await call(`${t.url}/api/games`, {
        body: { game: 'industrial-waste', players: 2, seats: people, hotSeat: true },
      })
    ).body;
    const hot = src.hotSeatToken;
    const end = await driveRandom({
      url: t.url,
      gameId: src.gameId,
      tokens: { 0: hot, 1: hot },
      seed: 'iw-end',
      maxMoves: 3000,
    });
    expect(end.status).toBe('finished');
    const at = Math.floor(end.moveCount / 2);
    const r = await call(`${t.url}/api/games/${src.gameId}/fork`, {
      body: { at, seats: people, hotSeat: true },
    });
    expect(r.status).toBe(201);
    expect(r.body.redrawn).toBe(false);
    await sameStart(
      t,
      { id: src.gameId, n: at, token: hot, seats: [0, 1] },
      { id: r.body.gameId, token: r.body.hotSeatToken },
    );
    expect((await t.storage.loadGame(r.body.gameId))!.start!.position).toEqual(
      JSON.parse(JSON.stringify(iw.position.write(await storedState(t, iw, src.gameId, at)))),
    );
    const over = await call(`${t.url}/api/games/${src.gameId}/fork`, {
      body: { at: end.moveCount, seats: people },
    });
    expect([over.status, over.body.error.code]).toEqual([409, 'NOTHING_TO_PLAY']);

    // The new game played to its end gives a record that replays from its start to the same end.
    const fork = r.body;
    const done = await driveRandom({
      url: t.url,
      gameId: fork.gameId,
      tokens: { 0: fork.hotSeatToken, 1: fork.hotSeatToken },
      seed: 'fork-end',
      maxMoves: 3000,
    });
    const rec = (await call(`${t.url}/api/games/${fork.gameId}/record`)).body;
    expect(rec.position).toBeDefined();
    expect(Match.replay(iw, rec).outcome()).toEqual(done.outcome);

    // The source's record, uploaded: a new game from any of its moves.
    const record = (await call(`${t.url}/api/games/${src.gameId}/record`)).body;
    const up = await call(`${t.url}/api/games/import`, {
      body: { record, at, seats: people, hotSeat: true },
    });
    expect(up.status).toBe(201);
    expect(up.body.from).toBeUndefined();
    await sameStart(
      t,
      { id: src.gameId, n: at, token: hot, seats: [0, 1] },
      { id: up.body.gameId, token: up.body.hotSeatToken },
    );

    // A record that is not one, or does not replay, is refused whole and creates nothing.
    const count = await gamesCount(t);
    const broken = structuredClone(record);
    // A move no seat can ever make, so the record breaks at move 6 whatever the random players chose.
    broken.moves[5] = { ...broken.moves[5], move: { type: 'NO_SUCH_MOVE' } };
    const refusals: [unknown, string][] = [
      [{ record: broken, seats: people }, 'BAD_RECORD'],
      [{ record: { ...record, rulesVersion: 99 }, seats: people }, 'BAD_RECORD'],
      [{ record: { ...record, moves: 'many' }, seats: people }, 'BAD_RECORD'],
      [{ record: { ...record, options: { players: 9 } }, seats: people }, 'BAD_RECORD'],
      [{ record: { ...record, game: 'chess' }, seats: people }, 'UNKNOWN_GAME'],
      [{ record, at: record.moves.length + 1, seats: people }, 'NO_SUCH_MOVE'],
      [{ record, seats: people }, 'NOTHING_TO_PLAY'],
      [{ record, at: 1, seats: [people[0]] }, 'BAD_SEATS'],
    ];
    for (const [body, code] of refusals) {
      const x = await call(`${t.url}/api/games/import`, { body });
      expect(x.body.error?.code, JSON.stringify(x.body).slice(0, 300)).toBe(code);
      expect(x.body.error.text.it).toBeTruthy();
    }
    const bad = await call(`${t.url}/api/games/import`, { body: { record: broken, seats: people } });
    expect(bad.body.error.text.en).toMatch(
      /^This record cannot be used: move 6 \(seat \d\) cannot be made there: /,
    );
    expect(bad.body.error.text.it).toMatch(/^Questa registrazione non si può usare: la mossa 6/);
    expect(await gamesCount(t)).toBe(count);
  });
});
