// On PostgreSQL a finished game held in memory reads its row again when asked for (another node may
// have made its rematch). While the database is away that read fails: the game is still shown as held,
// as every other game in memory is, rather than refused with 503.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresDatabase, type TestDatabase } from '../support/databases.ts';
import { call, startTestServer, type TestServer } from '../support/server.ts';

describe('a finished game held in memory while PostgreSQL is away', () => {
  let db: TestDatabase;
  let t: TestServer;
  beforeAll(async () => {
    db = postgresDatabase();
    t = await startTestServer(db);
  });
  afterAll(async () => {
    await t.close();
    await db.drop();
  });

  it('is shown as held', async () => {
    const g = (
      await call(`${t.url}/api/games`, {
        body: {
          game: 'tic-tac-toe',
          players: 2,
          seats: [{ kind: 'human' }, { kind: 'human' }],
          options: { firstPlayer: 0 },
          customSetup: true,
          hotSeat: true,
        },
      })
    ).body;
    // Seat 0 takes the top row.
    const cells = [0, 3, 1, 4, 2];
    for (let i = 0; i < cells.length; i++) {
      const r = await call(`${t.url}/api/games/${g.gameId}/moves`, {
        body: { seat: i % 2, move: { type: 'MARK', cell: cells[i] }, expectedMoveCount: i },
        token: g.hotSeatToken,
      });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
    }
    const before = (await call(`${t.url}/api/games/${g.gameId}`)).body;
    expect(before.status).toBe('finished');

    const down = () =>
      Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }));
    const { loadGame } = t.storage;
    const { settings } = t.storage.social;
    t.storage.loadGame = down;
    t.storage.social.settings = down;
    try {
      const held = await call(`${t.url}/api/games/${g.gameId}`);
      expect(held.status).toBe(200);
      expect(held.body.view).toEqual(before.view);
      expect(held.body.status).toBe('finished');
    } finally {
      t.storage.loadGame = loadGame;
      t.storage.social.settings = settings;
    }
  });
});
