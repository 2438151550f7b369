// Moves and undos over the socket, against real SQLite: the same refusals as over HTTP (status, code,
// message, texts, a 409's snapshot), a resent move (same id) answered as made and not made twice, and
// an answer that says what the move did while the position comes as the socket's own push.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerMessage } from '../../src/shared/api.ts';
import { sqliteDatabase, type TestDatabase } from '../support/databases.ts';
import { call, startTestServer, type TestServer } from '../support/server.ts';
import { SocketClient } from '../support/socket-client.ts';

type Answer = Extract<ServerMessage, { type: 'ack' | 'refused' }>;

describe('moves over the socket', () => {
  let db: TestDatabase;
  let t: TestServer;
  const clients: SocketClient[] = [];
  beforeAll(async () => {
    db = sqliteDatabase();
    t = await startTestServer(db);
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await t.close();
    await db.drop();
  });

  const ttt = {
    game: 'tic-tac-toe',
    players: 2,
    seats: [{ kind: 'human' }, { kind: 'human' }],
    options: { firstPlayer: 0 },
    customSetup: true,
  };
  const create = async () => (await call(`${t.url}/api/games`, { body: ttt })).body;
  const open = async (gameId: string, token?: string) => {
    const c = await SocketClient.open(`${t.ws}/api/games/${gameId}/socket`, { token });
    clients.push(c);
    await c.state(0);
    return c;
  };
  /** Sends a request and waits for the answer naming its id. */
  const ask = async (c: SocketClient, request: Record<string, unknown> & { id: string }) => {
    const from = c.messages.length;
    c.send(request);
    return (await c.waitFor(
      (m) => (m.type === 'ack' || m.type === 'refused') && m.id === request.id,
      from,
    )) as Answer;
  };

  it('pushes compact snapshots (moves without texts), and whole ones to a socket opened with texts=full', async () => {
    const g = await create();
    const compact = await open(g.gameId, g.seats[0].token);
    const whole = await SocketClient.open(`${t.ws}/api/games/${g.gameId}/socket?texts=full`, {
      token: g.seats[0].token,
    });
    clients.push(whole);
    const first = await compact.state(0);
    expect(first.texts).toBe('compact');
    expect(first.legalMoves['0'][4]).toEqual({ move: { type: 'MARK', cell: 4 }, final: false });
    const full = await whole.state(0);
    expect(full.texts).toBeUndefined();
    expect(full.legalMoves['0'][4]).toEqual({
      move: { type: 'MARK', cell: 4 },
      final: false,
      label: { en: 'mark 4', it: 'segna 4' },
    });
    // A stale move's 409 snapshot is as compact as the socket's pushes.
    /** Seat 0 marks `cell`, having seen `expectedMoveCount` moves. */
    const mark = (id: string, cell: number, expectedMoveCount: number) =>
      ask(compact, { type: 'move', id, seat: 0, move: { type: 'MARK', cell }, expectedMoveCount });
    await mark('c1', 0, 0);
    const stale = await mark('c2', 1, 0);
    expect(stale).toMatchObject({ type: 'refused', status: 409, current: { texts: 'compact' } });
  });

  it('makes a move, pushes the position before the answer, and makes a resent move only once', async () => {
    const g = await create();
    const ann = await open(g.gameId, g.seats[0].token);
    const ben = await open(g.gameId, g.seats[1].token);
    const from = ann.messages.length;
    const ack = await ask(ann, {
      type: 'move',
      id: 'a1',
      seat: 0,
      move: { type: 'MARK', cell: 4 },
      expectedMoveCount: 0,
    });
    expect(ack).toEqual({ type: 'ack', id: 'a1', n: 1, moveCount: 1 });
    const after = ann.messages.slice(from).map((m) => m.type);
    expect(after.indexOf('state')).toBeLessThan(after.indexOf('ack'));
    expect((await ben.state(1)).legalMoves['1'].length).toBe(8);
    // The answer was lost, say: the same id again is answered as made, and nothing more is made.
    const again = await ask(ann, {
      type: 'move',
      id: 'a1',
      seat: 0,
      move: { type: 'MARK', cell: 4 },
      expectedMoveCount: 0,
    });
    expect(again).toEqual({ type: 'ack', id: 'a1', n: 1, moveCount: 1, duplicate: true });
    expect((await call(`${t.url}/api/games/${g.gameId}`)).body.moveCount).toBe(1);
    // Without an id's memory (another id), the expected move count still keeps it from being made twice.
    const stale = await ask(ann, {
      type: 'move',
      id: 'a2',
      seat: 0,
      move: { type: 'MARK', cell: 0 },
      expectedMoveCount: 0,
    });
    expect(stale).toMatchObject({ type: 'refused', status: 409, error: { code: 'STALE_MOVE_COUNT' } });
    expect((stale as { current?: { moveCount: number; viewer: number } }).current).toMatchObject({
      moveCount: 1,
      viewer: 0,
    });
  });

  it('refuses as HTTP does: the same status, code, message and texts', async () => {
    const g = await create();
    const ann = await open(g.gameId, g.seats[0].token);
    const watcher = await open(g.gameId);
    const cases: { body: Record<string, unknown>; token?: string; via: SocketClient }[] = [
      {
        body: { seat: 1, move: { type: 'MARK', cell: 1 }, expectedMoveCount: 0 },
        token: g.seats[0].token,
        via: ann,
      },
      {
        body: { seat: 0, move: { type: 'MARK', cell: 9 }, expectedMoveCount: 0 },
        token: g.seats[0].token,
        via: ann,
      },
      { body: { seat: 0, move: { type: 'JUMP' }, expectedMoveCount: 0 }, token: g.seats[0].token, via: ann },
      { body: { seat: 0, expectedMoveCount: 0 }, token: g.seats[0].token, via: ann },
      { body: { seat: 0, move: { type: 'MARK', cell: 1 }, expectedMoveCount: 0 }, via: watcher },
    ];
    for (const [i, c] of cases.entries()) {
      const http = await call(`${t.url}/api/games/${g.gameId}/moves`, { body: c.body, token: c.token });
      const socket = await ask(c.via, { type: 'move', id: `r${i}`, ...c.body });
      expect(http.status).toBeGreaterThanOrEqual(400);
      expect(socket).toEqual({ type: 'refused', id: `r${i}`, status: http.status, error: http.body.error });
    }
    expect((await call(`${t.url}/api/games/${g.gameId}`)).body.moveCount).toBe(0);
    // A message without an id is not a request: the socket says what it takes.
    ann.send({ type: 'move', seat: 0, move: { type: 'MARK', cell: 1 }, expectedMoveCount: 0 });
    expect(await ann.waitFor((m) => m.type === 'error')).toMatchObject({ error: { code: 'BAD_MESSAGE' } });
  });

  it('takes a move back over the socket, and refuses an undo the rule does not allow with its texts', async () => {
    const g = await create();
    const ann = await open(g.gameId, g.seats[0].token);
    const ben = await open(g.gameId, g.seats[1].token);
    await ask(ann, {
      type: 'move',
      id: 'm1',
      seat: 0,
      move: { type: 'MARK', cell: 0 },
      expectedMoveCount: 0,
    });
    const undo = await ask(ann, { type: 'undo', id: 'u1', seat: 0, expectedMoveCount: 1 });
    expect(undo).toEqual({ type: 'ack', id: 'u1', n: 2, moveCount: 2 });
    expect((await ann.state(2)).legalMoves['0'].length).toBe(9);
    expect((await ask(ann, { type: 'undo', id: 'u1', seat: 0, expectedMoveCount: 1 })).type).toBe('ack');
    await ask(ann, {
      type: 'move',
      id: 'm2',
      seat: 0,
      move: { type: 'MARK', cell: 0 },
      expectedMoveCount: 2,
    });
    await ask(ben, {
      type: 'move',
      id: 'm3',
      seat: 1,
      move: { type: 'MARK', cell: 1 },
      expectedMoveCount: 3,
    });
    const http = await call(`${t.url}/api/games/${g.gameId}/undo`, {
      body: { seat: 0 },
      token: g.seats[0].token,
    });
    const socket = await ask(ann, { type: 'undo', id: 'u2', seat: 0 });
    expect(http.status).toBe(409);
    expect(socket).toMatchObject({ type: 'refused', status: 409, error: http.body.error });
    expect((socket as { error: { text?: unknown } }).error.text).toBeDefined();
  });

  it('makes an HTTP move with an id once, however often it is sent', async () => {
    const g = await create();
    const body = { seat: 0, move: { type: 'MARK', cell: 2 }, expectedMoveCount: 0, moveId: 'h1' };
    const first = await call(`${t.url}/api/games/${g.gameId}/moves`, { body, token: g.seats[0].token });
    const second = await call(`${t.url}/api/games/${g.gameId}/moves`, { body, token: g.seats[0].token });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect([first.body.moveCount, second.body.moveCount]).toEqual([1, 1]);
    const bad = await call(`${t.url}/api/games/${g.gameId}/moves`, {
      body: { ...body, moveId: 'x'.repeat(65) },
      token: g.seats[0].token,
    });
    expect([bad.status, bad.body.error.code]).toEqual([400, 'BAD_REQUEST']);
  });
});
