// Two server processes on one PostgreSQL database: an undo is an entry of the game's log like a move,
// so an undo on one node and a move (or another undo) on the other race for the same move number and
// exactly one of them is stored; both nodes then agree.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresDatabase, type TestDatabase } from '../support/databases.ts';
import { call, startTestServer, type TestServer } from '../support/server.ts';

describe('undo racing on two nodes of one PostgreSQL database', () => {
  let db: TestDatabase;
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    db = postgresDatabase();
    a = await startTestServer(db);
    b = await startTestServer(db);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await db.drop();
  });

  const create = async () => {
    const r = await call(`${a.url}/api/games`, {
      body: {
        game: 'tic-tac-toe',
        players: 2,
        seats: [
          { kind: 'human', name: 'Ann' },
          { kind: 'human', name: 'Ben' },
        ],
        options: { firstPlayer: 0 },
        customSetup: true,
      },
    });
    expect(r.status).toBe(201);
    return r.body;
  };
  const mark = (on: TestServer, id: string, token: string, seat: number, cell: number, count: number) =>
    call(`${on.url}/api/games/${id}/moves`, {
      body: { seat, move: { type: 'MARK', cell }, expectedMoveCount: count },
      token,
    });
  const undo = (on: TestServer, id: string, token: string, seat: number) =>
    call(`${on.url}/api/games/${id}/undo`, { body: { seat }, token });

  it('stores exactly one of an undo and the next move sent at once', async () => {
    const winners: string[] = [];
    for (let round = 0; round < 8; round++) {
      const g = await create();
      const [ann, ben] = g.seats.map((s: { token: string }) => s.token);
      expect((await mark(a, g.gameId, ann, 0, 4, 0)).status).toBe(200);
      // Both nodes hold the game with Ann's move before the race.
      await call(`${a.url}/api/games/${g.gameId}`);
      await call(`${b.url}/api/games/${g.gameId}`);
      const [undone, moved] = await Promise.all([
        undo(round % 2 ? a : b, g.gameId, ann, 0),
        mark(round % 2 ? b : a, g.gameId, ben, 1, 0, 1),
      ]);
      expect([undone.status, moved.status].sort()).toEqual([200, 409]);
      const stored = await a.storage.loadMoves(g.gameId);
      expect(stored).toHaveLength(2);
      if (undone.status === 200) {
        winners.push('undo');
        expect(stored[1]).toMatchObject({ seq: 2, seat: 0, undoes: 1 });
        expect(moved.body.error.code).toBe('STALE_MOVE_COUNT');
        expect(undone.body.view.cells).toEqual(Array(9).fill(null));
      } else {
        winners.push('move');
        expect(stored[1]).toMatchObject({ seq: 2, seat: 1, move: { type: 'MARK', cell: 0 } });
        expect(stored[1].undoes).toBeUndefined();
        expect(['UNDO_NOT_ALLOWED', 'STALE_MOVE_COUNT']).toContain(undone.body.error.code);
        expect(undone.body.current.moveCount).toBe(2);
      }
      // Both nodes agree on the board and on who may take back what.
      const views = await Promise.all(
        [a, b].map(async (node) => (await call(`${node.url}/api/games/${g.gameId}?token=${ann}`)).body),
      );
      expect(views[0].view).toEqual(views[1].view);
      expect(views[0].canUndo).toEqual(views[1].canUndo);
      expect(views[0].moveCount).toBe(2);
    }
    expect(winners).toHaveLength(8);
  });

  it('stores one undo when the same undo is sent to both nodes at once', async () => {
    for (let round = 0; round < 5; round++) {
      const g = await create();
      const ann = g.seats[0].token;
      expect((await mark(b, g.gameId, ann, 0, 4, 0)).status).toBe(200);
      await call(`${a.url}/api/games/${g.gameId}`);
      await call(`${b.url}/api/games/${g.gameId}`);
      const results = await Promise.all([undo(a, g.gameId, ann, 0), undo(b, g.gameId, ann, 0)]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      const stored = await a.storage.loadMoves(g.gameId);
      expect(stored.map((m) => m.undoes)).toEqual([undefined, 1]);
      for (const node of [a, b]) {
        const seen = (await call(`${node.url}/api/games/${g.gameId}?token=${ann}`)).body;
        expect(seen.view.cells).toEqual(Array(9).fill(null));
        expect(seen.canUndo).toEqual({ '0': false });
      }
    }
  });
});
