// A pinned setup is known before and after: the lobby lists each game's `customSetup`, so whoever claims
// a seat knows it first; a rematch keeps the options that pinned the setup (and says so), while a seed
// chosen for the old game is drawn anew (and the rematch says it is not custom).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sqliteDatabase, type TestDatabase } from '../support/databases.ts';
import { call, startTestServer, type TestServer } from '../support/server.ts';

const people = { game: 'tic-tac-toe', players: 2, customSetup: true };

describe('customSetup in the lobby and in rematches', { timeout: 60_000 }, () => {
  let db: TestDatabase;
  let t: TestServer;
  beforeEach(async () => {
    db = sqliteDatabase();
    t = await startTestServer(db);
  });
  afterEach(async () => {
    await t.close();
    await db.drop();
  });

  const create = async (body: object) => {
    const r = await call(`${t.url}/api/games`, { body });
    expect(r.status).toBe(201);
    return r.body;
  };

  it('lists customSetup in the lobby', async () => {
    const open = [{ kind: 'human', name: 'Ann' }, { kind: 'open' }];
    const pinned = await create({ ...people, seats: open, options: { firstPlayer: 1 }, listed: true });
    const plain = await create({ game: 'tic-tac-toe', players: 2, seats: open, listed: true });
    const games = (await call(`${t.url}/api/lobby`)).body.games as { gameId: string; customSetup: boolean }[];
    const of = (id: string) => games.find((g) => g.gameId === id)?.customSetup;
    expect([of(pinned.gameId), of(plain.gameId)]).toEqual([true, false]);
  });

  it('keeps a setup pinned by options in a rematch, and draws a chosen seed anew', async () => {
    const seats = [{ kind: 'human' }, { kind: 'human' }];
    const finish = async (g: { gameId: string; seats: { token: string }[] }) => {
      // Whoever moves first (the seed may choose) takes the top row; the other the middle one.
      for (const [i, cell] of [0, 3, 1, 4, 2].entries()) {
        const now = (await call(`${t.url}/api/games/${g.gameId}`)).body;
        const seat = now.activeSeats[0] as number;
        const r = await call(`${t.url}/api/games/${g.gameId}/moves`, {
          body: { seat, move: { type: 'MARK', cell }, expectedMoveCount: i },
          token: g.seats[seat]!.token,
        });
        expect(r.status).toBe(200);
      }
      const again = await call(`${t.url}/api/games/${g.gameId}/rematch`, {
        body: {},
        token: g.seats[0]!.token,
      });
      expect(again.status).toBe(201);
      return (await call(`${t.url}/api/games/${again.body.gameId}`)).body.customSetup;
    };
    const pinned = await create({ ...people, seats, options: { firstPlayer: 1 } });
    const seeded = await create({ ...people, seats, seed: 'chosen' });
    expect((await call(`${t.url}/api/games/${pinned.gameId}`)).body.customSetup).toBe(true);
    expect((await call(`${t.url}/api/games/${seeded.gameId}`)).body.customSetup).toBe(true);
    expect(await finish(pinned)).toBe(true);
    expect(await finish(seeded)).toBe(false);
  });
});
