// The HTTP API on the test game, against real SQLite and real PostgreSQL: every endpoint and every
// refusal, and that a refusal changes nothing.
import { describe, expect, it, vi } from 'vitest';
import { Match, hashState } from '../../src/kernel/index.ts';
import { ticTacToe } from '../support/tictactoe.ts';
import { databases } from '../support/databases.ts';
import { call, suiteServer } from '../support/server.ts';

const twoHumans = {
  game: 'tic-tac-toe',
  players: 2,
  seats: [{ kind: 'human' }, { kind: 'human' }],
  options: { firstPlayer: 0 },
  seed: 'api',
  customSetup: true,
};

describe.each(databases)('API on $name', ({ make }) => {
  const t = suiteServer(make);

  const create = async (body: unknown = twoHumans) => {
    const r = await call(`${t.url}/api/games`, { body });
    expect(r.status).toBe(201);
    return r.body;
  };
  const move = (
    id: string,
    token: string | undefined,
    seat: number,
    cell: number,
    expectedMoveCount: number,
  ) =>
    call(`${t.url}/api/games/${id}/moves`, {
      body: { seat, move: { type: 'MARK', cell }, expectedMoveCount },
      token,
    });
  /** Everything observable about a game: its snapshot and its stored moves. */
  const observe = async (id: string, token?: string) => ({
    snapshot: (await call(`${t.url}/api/games/${id}${token ? `?token=${token}` : ''}`)).body,
    stored: await t.storage.loadMoves(id),
  });

  it('lists the games it plays with their bot levels', async () => {
    const r = await call(`${t.url}/api/meta`);
    expect(r.status).toBe(200);
    expect(r.body.games).toContainEqual({
      id: 'tic-tac-toe',
      title: 'Tic-tac-toe',
      minPlayers: 2,
      maxPlayers: 2,
      rulesVersion: 1,
      botLevels: expect.arrayContaining(['random']),
      board: false,
    });
    expect((await call(`${t.url}/api/meta/tic-tac-toe/board`)).body.error.code).toBe('NO_BOARD');
    expect((await call(`${t.url}/api/meta/chess/board`)).body.error.code).toBe('UNKNOWN_GAME');
    expect(r.body.games.find((g: { id: string }) => g.id === 'secrets').board).toBe(true);
    expect((await call(`${t.url}/api/meta/secrets/board`)).body).toEqual({ words: ['secret'] });
  });

  it('creates a game with a secret link per human seat and a spectator link', async () => {
    const g = await create();
    expect(g.gameId).toMatch(/^[\w-]{8,}$/);
    expect(g.seats).toHaveLength(2);
    for (const s of g.seats) {
      expect(s.token).toMatch(/^[\w-]{20,}$/);
      expect(s.link).toBe(`/play/${g.gameId}#token=${s.token}`);
      expect(s.name).toBe(`Player ${s.seat + 1}`);
    }
    expect(g.seats[0].token).not.toBe(g.seats[1].token);
    expect(g.spectatorLink).toBe(`/play/${g.gameId}`);
    expect(g.hotSeatToken).toBeUndefined();
  });

  it('refuses a bad creation request with 400 and a sentence', async () => {
    const cases: [unknown, string][] = [
      [{ ...twoHumans, game: 'chess' }, 'UNKNOWN_GAME'],
      [{ ...twoHumans, seats: [{ kind: 'human' }] }, 'BAD_SEATS'],
      [{ ...twoHumans, seats: [{ kind: 'human' }, { kind: 'bot', level: 'genius' }] }, 'BAD_SEATS'],
      [{ ...twoHumans, options: { firstPlayer: 5 } }, 'BAD_OPTIONS'],
      [
        { ...twoHumans, players: 3, seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'human' }] },
        'BAD_OPTIONS',
      ],
      [{ ...twoHumans, colour: 'red' }, 'BAD_REQUEST'],
      [{ game: 'tic-tac-toe' }, 'BAD_REQUEST'],
    ];
    const before = await call(`${t.url}/api/games`);
    for (const [body, code] of cases) {
      const r = await call(`${t.url}/api/games`, { body });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.error.code).toBe(code);
      expect(r.body.error.message).toMatch(/\w+ \w+/);
    }
    const notJson = await call(`${t.url}/api/games`, { raw: '{"game": ' });
    expect(notJson.status).toBe(400);
    expect(notJson.body.error.code).toBe('MALFORMED_BODY');
    const huge = await call(`${t.url}/api/games`, {
      raw: JSON.stringify({ ...twoHumans, seed: 'x'.repeat(100_000) }),
    });
    expect(huge.status).toBe(413);
    expect(huge.body.error.code).toBe('BODY_TOO_LARGE');
    expect((await call(`${t.url}/api/games`)).body.total).toBe(before.body.total);
  });

  it('shows each seat its own view and legal moves, and spectators theirs', async () => {
    const g = await create();
    const seat0 = await call(`${t.url}/api/games/${g.gameId}?token=${g.seats[0].token}`);
    expect(seat0.status).toBe(200);
    expect(seat0.body).toMatchObject({
      gameId: g.gameId,
      viewer: 0,
      controls: [0],
      moveCount: 0,
      activeSeats: [0],
      status: 'running',
    });
    expect(seat0.body.legalMoves['0']).toHaveLength(9);
    // Compact by default: the moves alone; their texts with ?texts=full or from GET .../decision.
    expect(seat0.body.texts).toBe('compact');
    // A mark of tic-tac-toe can be taken back: no chance, nothing hidden, the game goes on.
    expect(seat0.body.legalMoves['0'][4]).toEqual({ move: { type: 'MARK', cell: 4 }, final: false });
    const full = await call(`${t.url}/api/games/${g.gameId}?texts=full`, { token: g.seats[0].token });
    expect(full.body).not.toHaveProperty('texts');
    // Nor the blocked moves, which GET .../decision gives with the texts.
    expect(seat0.body).not.toHaveProperty('blockedMoves');
    expect({
      ...full.body,
      legalMoves: seat0.body.legalMoves,
      blockedMoves: undefined,
      texts: 'compact',
    }).toEqual(seat0.body);
    const labelled = {
      move: { type: 'MARK', cell: 4 },
      final: false,
      label: { en: 'mark 4', it: 'segna 4' },
    };
    expect(full.body.legalMoves['0'][4]).toEqual(labelled);
    const decision = await call(`${t.url}/api/games/${g.gameId}/decision`, { token: g.seats[0].token });
    expect(decision.body).toEqual({
      gameId: g.gameId,
      moveCount: 0,
      viewer: 0,
      legalMoves: full.body.legalMoves,
      blockedMoves: full.body.blockedMoves,
    });
    expect(decision.body.legalMoves['0'][4]).toEqual(labelled);
    const badTexts = await call(`${t.url}/api/games/${g.gameId}?texts=some`, { token: g.seats[0].token });
    expect(badTexts.status).toBe(400);
    expect(badTexts.body.error.code).toBe('BAD_REQUEST');
    const seat1 = await call(`${t.url}/api/games/${g.gameId}`, { token: g.seats[1].token });
    expect(seat1.body).toMatchObject({ viewer: 1, controls: [1], legalMoves: { 1: [] } });
    const spectator = await call(`${t.url}/api/games/${g.gameId}`);
    expect(spectator.body).toMatchObject({ viewer: 'spectator', controls: [], legalMoves: {} });
    const wrong = await call(`${t.url}/api/games/${g.gameId}?token=nope`);
    expect(wrong.status).toBe(403);
    expect(wrong.body.error.code).toBe('BAD_TOKEN');
    const missing = await call(`${t.url}/api/games/nosuchgame`);
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('NO_SUCH_GAME');
  });

  it('takes a legal move, renders the log in every language, and acknowledges the new state', async () => {
    const g = await create();
    const r = await move(g.gameId, g.seats[0].token, 0, 4, 0);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ moveCount: 1, viewer: 0, activeSeats: [1] });
    expect(r.body.log).toEqual([
      {
        n: 1,
        seat: 0,
        entries: [
          {
            id: 'MARKED',
            params: { player: 1, cell: 4 },
            text: { en: 'Player 1 marks cell 4.', it: 'Giocatore 1 segna la casella 4.' },
          },
        ],
      },
    ]);
    expect(await t.storage.loadMoves(g.gameId)).toHaveLength(1);
  });

  it('answers ?answer=ack with what the move or undo did, a resend as a duplicate, refusals as ever', async () => {
    const g = await create();
    const url = `${t.url}/api/games/${g.gameId}`;
    const mark = { seat: 0, move: { type: 'MARK', cell: 4 }, expectedMoveCount: 0, moveId: 'a1' };
    const r = await call(`${url}/moves?answer=ack`, { body: mark, token: g.seats[0].token });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ answer: 'ack', gameId: g.gameId, n: 1, moveCount: 1 });
    const again = await call(`${url}/moves?answer=ack`, { body: mark, token: g.seats[0].token });
    expect(again.body).toEqual({ answer: 'ack', gameId: g.gameId, n: 1, moveCount: 1, duplicate: true });
    const stale = await call(`${url}/moves?answer=ack`, {
      body: { seat: 1, move: { type: 'MARK', cell: 0 }, expectedMoveCount: 0 },
      token: g.seats[1].token,
    });
    // A refusal is as without it: a 409 with the mover's snapshot.
    expect([stale.status, stale.body.error.code, stale.body.current?.moveCount]).toEqual([
      409,
      'STALE_MOVE_COUNT',
      1,
    ]);
    const second = await call(`${url}/moves?answer=ack`, {
      body: { seat: 1, move: { type: 'MARK', cell: 0 }, expectedMoveCount: 1 },
      token: g.seats[1].token,
    });
    expect(second.body).toEqual({ answer: 'ack', gameId: g.gameId, n: 2, moveCount: 2 });
    const undo = await call(`${url}/undo?answer=ack`, {
      body: { seat: 1, expectedMoveCount: 2 },
      token: g.seats[1].token,
    });
    expect(undo.body).toEqual({ answer: 'ack', gameId: g.gameId, n: 3, moveCount: 3 });
    const illegal = await call(`${url}/moves?answer=ack`, {
      body: { seat: 1, move: { type: 'MARK', cell: 4 }, expectedMoveCount: 3 },
      token: g.seats[1].token,
    });
    expect(illegal.status).toBe(422);
    // The whole snapshot stays the default, and is asked for by name.
    const full = await call(`${url}/moves?answer=full`, {
      body: { seat: 1, move: { type: 'MARK', cell: 1 }, expectedMoveCount: 3 },
      token: g.seats[1].token,
    });
    expect(full.body).toMatchObject({ moveCount: 4, viewer: 1, texts: 'compact' });
    const bad = await call(`${url}/moves?answer=some`, { body: mark, token: g.seats[0].token });
    expect([bad.status, bad.body.error.code]).toEqual([400, 'BAD_REQUEST']);
  });

  it('refuses a wrong token, a stale count, a malformed body and an illegal move, changing nothing', async () => {
    const g = await create();
    await move(g.gameId, g.seats[0].token, 0, 4, 0);
    const before = await observe(g.gameId, g.seats[1].token);

    const noToken = await move(g.gameId, undefined, 1, 0, 1);
    expect([noToken.status, noToken.body.error.code]).toEqual([403, 'TOKEN_REQUIRED']);
    const wrongToken = await move(g.gameId, 'not-a-token', 1, 0, 1);
    expect([wrongToken.status, wrongToken.body.error.code]).toEqual([403, 'BAD_TOKEN']);
    const otherSeat = await move(g.gameId, g.seats[0].token, 1, 0, 1);
    expect([otherSeat.status, otherSeat.body.error.code]).toEqual([403, 'NOT_YOUR_SEAT']);

    const stale = await move(g.gameId, g.seats[1].token, 1, 0, 0);
    expect([stale.status, stale.body.error.code]).toEqual([409, 'STALE_MOVE_COUNT']);
    expect(stale.body.current).toMatchObject({ moveCount: 1, viewer: 1, controls: [1] });
    expect(stale.body.current.legalMoves['1']).toHaveLength(8);

    const taken = await move(g.gameId, g.seats[1].token, 1, 4, 1);
    expect(taken.status).toBe(422);
    expect(taken.body.error).toEqual({ code: 'CELL_TAKEN', message: 'Cell 4 is already marked.' });
    const notYourTurn = await move(g.gameId, g.seats[0].token, 0, 0, 1);
    expect([notYourTurn.status, notYourTurn.body.error.code]).toEqual([422, 'NOT_YOUR_TURN']);
    const badShape = await call(`${t.url}/api/games/${g.gameId}/moves`, {
      body: { seat: 1, move: { type: 'MARK', cell: 'centre' }, expectedMoveCount: 1 },
      token: g.seats[1].token,
    });
    expect([badShape.status, badShape.body.error.code]).toEqual([422, 'MALFORMED_MOVE']);

    const noCount = await call(`${t.url}/api/games/${g.gameId}/moves`, {
      body: { seat: 1, move: { type: 'MARK', cell: 0 } },
      token: g.seats[1].token,
    });
    expect([noCount.status, noCount.body.error.code]).toEqual([400, 'BAD_REQUEST']);
    expect(noCount.body.error.message).toContain('expectedMoveCount');
    const notJson = await call(`${t.url}/api/games/${g.gameId}/moves`, {
      raw: 'seat=1',
      token: g.seats[1].token,
    });
    expect(notJson.status).toBe(400);
    const noGame = await move('nosuchgame', g.seats[1].token, 1, 0, 1);
    expect(noGame.status).toBe(404);

    expect(await observe(g.gameId, g.seats[1].token)).toEqual(before);
    // And the game goes on normally afterwards.
    expect((await move(g.gameId, g.seats[1].token, 1, 0, 1)).status).toBe(200);
  });

  it('lets a hot-seat token act for every human seat, showing the seat to act', async () => {
    const g = await create({ ...twoHumans, hotSeat: true });
    expect(g.seats.every((s: { token?: string }) => s.token === undefined)).toBe(true);
    expect(g.hotSeatLink).toBe(`/play/${g.gameId}#token=${g.hotSeatToken}`);
    const first = await move(g.gameId, g.hotSeatToken, 0, 0, 0);
    expect(first.body).toMatchObject({ viewer: 1, controls: [0, 1] });
    const second = await move(g.gameId, g.hotSeatToken, 1, 1, 1);
    expect(second.body).toMatchObject({ viewer: 0, moveCount: 2 });
    const pinned = await call(`${t.url}/api/games/${g.gameId}?token=${g.hotSeatToken}&seat=1`);
    expect(pinned.body.viewer).toBe(1);
  });

  it('lists games without secrets, filters by status, and pages', async () => {
    const g = await create();
    const r = await call(`${t.url}/api/games?limit=200&token=${g.seats[1].token}`);
    expect(r.status).toBe(200);
    const mine = r.body.games.find((x: { gameId: string }) => x.gameId === g.gameId);
    expect(mine).toMatchObject({ game: 'tic-tac-toe', players: 2, status: 'running', moveCount: 0 });
    const text = JSON.stringify(r.body);
    expect(text).not.toContain(g.seats[0].token);
    expect(text).not.toContain('token');
    expect(text).not.toContain('"api"'); // the seed
    const page = await call(`${t.url}/api/games?limit=1&offset=0&token=${g.seats[1].token}`);
    expect(page.body.games).toHaveLength(1);
    expect(page.body.total).toBe(r.body.total);
    expect((await call(`${t.url}/api/games?status=over`)).status).toBe(400);
  });

  it('gives the match record once the game is over, and it replays to the same game', async () => {
    const g = await create();
    const tokens = g.seats.map((s: { token: string }) => s.token);
    expect((await call(`${t.url}/api/games/${g.gameId}/record`)).status).toBe(409);
    // Seat 0 takes the top row.
    const cells = [0, 3, 1, 4, 2];
    for (const [i, cell] of cells.entries())
      expect((await move(g.gameId, tokens[i % 2], i % 2, cell, i)).status).toBe(200);
    const snap = await call(`${t.url}/api/games/${g.gameId}`);
    expect(snap.body).toMatchObject({ status: 'finished', outcome: { winners: [0] }, activeSeats: [] });
    const after = await move(g.gameId, tokens[1], 1, 5, 5);
    expect([after.status, after.body.error.code]).toEqual([422, 'GAME_OVER']);
    const record = await call(`${t.url}/api/games/${g.gameId}/record`);
    expect(record.status).toBe(200);
    expect(record.body).toMatchObject({
      game: 'tic-tac-toe',
      rulesVersion: 1,
      seed: 'api',
      options: { players: 2, firstPlayer: 0 },
    });
    const replayed = Match.replay(ticTacToe, record.body);
    expect(replayed.outcome()).toEqual(snap.body.outcome);
    expect(hashState(replayed.view())).toBe(hashState(snap.body.view));
    expect(
      (await call(`${t.url}/api/games?status=finished&limit=200&token=${tokens[0]}`)).body.games.map(
        (x: { gameId: string }) => x.gameId,
      ),
    ).toContain(g.gameId);
  });

  it('shows past positions for replays', async () => {
    const g = await create();
    await move(g.gameId, g.seats[0].token, 0, 8, 0);
    await move(g.gameId, g.seats[1].token, 1, 2, 1);
    const p0 = await call(`${t.url}/api/games/${g.gameId}/positions/0?token=${g.seats[0].token}`);
    expect(p0.status).toBe(200);
    expect(p0.body).toMatchObject({ n: 0, moveCount: 2, viewer: 0, activeSeats: [0] });
    expect(p0.body.view.cells.every((c: unknown) => c === null)).toBe(true);
    const p1 = await call(`${t.url}/api/games/${g.gameId}/positions/1`);
    expect(p1.body.view.cells[8]).toBe(0);
    expect(p1.body.view.cells[2]).toBeNull();
    expect(p1.body.viewer).toBe('spectator');
    expect((await call(`${t.url}/api/games/${g.gameId}/positions/3`)).status).toBe(404);
    expect((await call(`${t.url}/api/games/${g.gameId}/positions/-1`)).status).toBe(400);
    expect((await call(`${t.url}/api/games/${g.gameId}/positions/1?token=bad`)).status).toBe(403);
  });

  it('sends only the log lines after ?logSince=, saying where they start', async () => {
    const g = await create();
    await move(g.gameId, g.seats[0].token, 0, 4, 0);
    await move(g.gameId, g.seats[1].token, 1, 0, 1);
    await move(g.gameId, g.seats[0].token, 0, 8, 2);
    const get = (query = '') => call(`${t.url}/api/games/${g.gameId}?token=${g.seats[1].token}${query}`);
    const whole = (await get()).body;
    expect(whole.logFrom).toBe(0);
    expect(whole.log.map((l: { n: number }) => l.n)).toEqual([1, 2, 3]);
    expect((await get('&logSince=1')).body).toEqual({ ...whole, logFrom: 2, log: whole.log.slice(1) });
    expect((await get('&logSince=0')).body).toEqual({ ...whole, logFrom: 1 });
    expect((await get('&logSince=3')).body).toEqual({ ...whole, logFrom: 4, log: [] });
    expect((await get('&logSince=1000')).body).toEqual({ ...whole, logFrom: 4, log: [] });
    for (const bad of ['-1', '1.5', 'two', '', '1e2', '0x1', '1&logSince=2']) {
      const r = await get(`&logSince=${bad}`);
      expect([r.status, r.body.error.code]).toEqual([400, 'BAD_REQUEST']);
      expect(r.body.error.message).toContain('logSince');
    }
    // A move's answer and a stale move's `current` take it too.
    const answer = await call(`${t.url}/api/games/${g.gameId}/moves?logSince=3`, {
      body: { seat: 1, move: { type: 'MARK', cell: 1 }, expectedMoveCount: 3 },
      token: g.seats[1].token,
    });
    expect(answer.body).toMatchObject({ moveCount: 4, logFrom: 4, log: [{ n: 4, seat: 1 }] });
    const stale = await call(`${t.url}/api/games/${g.gameId}/moves?logSince=2`, {
      body: { seat: 0, move: { type: 'MARK', cell: 2 }, expectedMoveCount: 3 },
      token: g.seats[0].token,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({ moveCount: 4, viewer: 0, logFrom: 3 });
    expect(stale.body.current.log.map((l: { n: number }) => l.n)).toEqual([3, 4]);
  });

  it('plays a bot-only game to the end by itself, in worker threads', async () => {
    const g = await create({
      game: 'tic-tac-toe',
      players: 2,
      seats: [{ kind: 'bot', level: 'random' }, { kind: 'bot' }],
    });
    expect(g.seats.map((s: { name: string }) => s.name)).toEqual(['Bot 1 (random)', 'Bot 2 (random)']);
    await vi.waitFor(
      async () => expect((await call(`${t.url}/api/games/${g.gameId}`)).body.status).toBe('finished'),
      { timeout: 100_000, interval: 50 },
    );
    const moves = await t.storage.loadMoves(g.gameId);
    expect(moves.length).toBeGreaterThanOrEqual(5);
    expect(t.server.metrics.counters.botMoves).toBeGreaterThanOrEqual(5);
  });

  it('answers a human with its bot', async () => {
    const g = await create({ ...twoHumans, seats: [{ kind: 'human' }, { kind: 'bot' }] });
    expect((await move(g.gameId, g.seats[0].token, 0, 4, 0)).status).toBe(200);
    await vi.waitFor(
      async () => expect((await call(`${t.url}/api/games/${g.gameId}`)).body.moveCount).toBe(2),
      { timeout: 100_000, interval: 50 },
    );
  });

  it('serves health, metrics and the OpenAPI document', async () => {
    const health = await call(`${t.url}/healthz`);
    expect(health.body).toMatchObject({ status: 'ok', storage: t.db.kind });
    const metrics = await call(`${t.url}/metrics`);
    expect(metrics.headers.get('content-type')).toContain('text/plain');
    for (const name of [
      'externalities_games{status="running"}',
      'externalities_moves_total',
      'externalities_move_latency_seconds_bucket{le="0.1"}',
      'externalities_sockets_connected',
    ])
      expect(metrics.body).toContain(name);
    const doc = await call(`${t.url}/api/openapi.json`);
    expect(doc.body.openapi).toBe('3.1.0');
    expect(Object.keys(doc.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/games',
        '/api/games/{id}',
        '/api/games/{id}/moves',
        '/api/games/{id}/record',
      ]),
    );
    expect(doc.body.components.schemas.MoveRequest.required).toEqual(['seat', 'move', 'expectedMoveCount']);
    const notFound = await call(`${t.url}/api/nothing`);
    expect([notFound.status, notFound.body.error.code]).toEqual([404, 'NOT_FOUND']);
  });
});
