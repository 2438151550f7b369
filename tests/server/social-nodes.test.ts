// Remote play with two server processes on one PostgreSQL database: a rematch asked for on both nodes
// at once is one game, a seat claimed on both at once goes to one person, a seat taken on one node
// opens on the other, and a chat message written on one node reaches a socket held by the other.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresDatabase, type TestDatabase } from '../support/databases.ts';
import { call, startTestServer, type TestServer } from '../support/server.ts';
import { SocketClient } from '../support/socket-client.ts';

describe('remote play on two nodes sharing PostgreSQL', { timeout: 60_000 }, () => {
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

  const create = async (seats: object[], extra: object = {}) =>
    (
      await call(`${a.url}/api/games`, {
        body: {
          game: 'tic-tac-toe',
          players: 2,
          seats,
          options: { firstPlayer: 0 },
          customSetup: true,
          ...extra,
        },
      })
    ).body;

  it('makes one rematch when both nodes are asked at once, and both nodes show it', async () => {
    for (let round = 0; round < 5; round++) {
      const g = await create([
        { kind: 'human', name: 'Ann' },
        { kind: 'human', name: 'Ben' },
      ]);
      const tokens = g.seats.map((s: { token: string }) => s.token);
      // B loads the game before it ends, so it holds it in memory.
      expect((await call(`${b.url}/api/games/${g.gameId}`)).status).toBe(200);
      for (const [i, cell] of [0, 3, 1, 4, 2].entries())
        await call(`${(i % 2 ? b : a).url}/api/games/${g.gameId}/moves`, {
          body: { seat: i % 2, move: { type: 'MARK', cell }, expectedMoveCount: i },
          token: tokens[i % 2],
        });
      const [onA, onB] = await Promise.all([
        call(`${a.url}/api/games/${g.gameId}/rematch`, { body: {}, token: tokens[0] }),
        call(`${b.url}/api/games/${g.gameId}/rematch`, { body: {}, token: tokens[1] }),
      ]);
      expect(onA.body.gameId).toBe(onB.body.gameId);
      expect([onA.status, onB.status].sort()).toEqual([200, 201]);
      // The seat whose call made the game is the one both nodes name.
      const by = onA.status === 201 ? { seat: 0, name: 'Ann' } : { seat: 1, name: 'Ben' };
      for (const node of [a, b])
        expect((await call(`${node.url}/api/games/${g.gameId}`)).body.rematch).toEqual({
          gameId: onA.body.gameId,
          by,
        });
      const seen = await call(`${b.url}/api/games/${onA.body.gameId}?token=${tokens[0]}`);
      expect(seen.body).toMatchObject({ viewer: 0, status: 'running', moveCount: 0 });
    }
  });

  it('makes the rematch on a node that never heard of the last move (its notices lost)', async () => {
    // A node whose database notices never arrive: what it holds of a game is only what it read itself.
    const deaf = await startTestServer({
      ...db,
      open: () => ({ ...db.open(), listen: async () => {} }),
    });
    try {
      const g = await create([
        { kind: 'human', name: 'Ann' },
        { kind: 'human', name: 'Ben' },
      ]);
      const tokens = g.seats.map((s: { token: string }) => s.token);
      expect((await call(`${deaf.url}/api/games/${g.gameId}`)).body.moveCount).toBe(0);
      for (const [i, cell] of [0, 3, 1, 4, 2].entries())
        await call(`${a.url}/api/games/${g.gameId}/moves`, {
          body: { seat: i % 2, move: { type: 'MARK', cell }, expectedMoveCount: i },
          token: tokens[i % 2],
        });
      const made = await call(`${deaf.url}/api/games/${g.gameId}/rematch`, { body: {}, token: tokens[1] });
      expect(made.status).toBe(201);
      const again = await call(`${a.url}/api/games/${g.gameId}/rematch`, { body: {}, token: tokens[0] });
      expect(again).toMatchObject({ status: 200, body: { gameId: made.body.gameId } });
      // The node that did not make it names the seat that did.
      expect((await call(`${a.url}/api/games/${g.gameId}`)).body.rematch.by).toEqual({
        seat: 1,
        name: 'Ben',
      });
    } finally {
      await deaf.close();
    }
  });

  it('gives a seat claimed on both nodes at once to one person; the seat opens on either node', async () => {
    for (let round = 0; round < 5; round++) {
      const g = await create([{ kind: 'human', name: 'Ann' }, { kind: 'open' }], { listed: true });
      // Both nodes hold the game with its seat open.
      expect((await call(`${b.url}/api/games/${g.gameId}`)).body.seats[1].kind).toBe('open');
      const [c1, c2] = await Promise.all([
        call(`${a.url}/api/games/${g.gameId}/seats/1/claim`, { body: { name: 'Cy' } }),
        call(`${b.url}/api/games/${g.gameId}/seats/1/claim`, { body: { name: 'Di' } }),
      ]);
      expect([c1.status, c2.status].sort()).toEqual([201, 409]);
      const won = c1.status === 201 ? c1.body : c2.body;
      for (const node of [a, b]) {
        const s = await call(`${node.url}/api/games/${g.gameId}?token=${won.token}`);
        expect(s.body).toMatchObject({
          viewer: 1,
          seats: [{ name: 'Ann' }, { kind: 'human', name: won.name }],
        });
      }
      const move = await call(`${b.url}/api/games/${g.gameId}/moves`, {
        body: { seat: 0, move: { type: 'MARK', cell: 4 }, expectedMoveCount: 0 },
        token: g.seats[0].token,
      });
      expect(move.status).toBe(200);
    }
  });

  it('pushes a chat message written on one node to a socket on the other', async () => {
    const g = await create([
      { kind: 'human', name: 'Ann' },
      { kind: 'human', name: 'Ben' },
    ]);
    const onB = await SocketClient.open(`${b.ws}/api/games/${g.gameId}/socket`);
    try {
      await onB.waitFor((m) => m.type === 'state');
      const sent = await call(`${a.url}/api/games/${g.gameId}/chat`, {
        body: { text: 'hello from A' },
        token: g.seats[0].token,
      });
      expect(sent.status).toBe(201);
      expect(await onB.waitFor((m) => m.type === 'chat')).toEqual({ type: 'chat', message: sent.body });
    } finally {
      await onB.close();
    }
  });
});
