// A game that reached the length limit takes no more moves; its bots used to be woken by every sweep
// all the same, think, and be refused (a warning in the log each time). Such a game is now stored with
// no bot to move and the sweep leaves it alone. Bounded by sweeps counted, not by time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, type TestDatabase } from '../support/databases.ts';
import { call, startTestServer, type TestServer } from '../support/server.ts';

const LIMIT = 4;

const metric = async (url: string, name: string) => {
  const text = (await call(`${url}/metrics`)).body as string;
  return Number(
    text
      .split('\n')
      .find((l) => l.startsWith(`${name} `))
      ?.split(' ')[1] ?? NaN,
  );
};

describe.each(databases)('a game of bots at the length limit on $name', ({ make }) => {
  let db: TestDatabase;
  let t: TestServer;
  beforeAll(async () => {
    db = make();
    t = await startTestServer(db, {
      botSweepMs: 100,
      turnLimits: { offTurnPerMinute: 100, offTurnPerGame: 100, maxGameMoves: LIMIT, undosPerDecision: 3 },
    });
  });
  afterAll(async () => {
    await t.close();
    await db.drop();
  });

  it('stops there, and no sweep wakes its bots again', { timeout: 60_000 }, async () => {
    // Three bots, three rounds: nine moves unless the limit stops the game first.
    const g = (
      await call(`${t.url}/api/games`, {
        body: { game: 'secrets', players: 3, seats: [{ kind: 'bot' }, { kind: 'bot' }, { kind: 'bot' }] },
      })
    ).body;
    while ((await call(`${t.url}/api/games/${g.gameId}`)).body.moveCount < LIMIT)
      await new Promise((r) => setTimeout(r, 20));
    const sweeps = await metric(t.url, 'externalities_bot_sweeps_total');
    while ((await metric(t.url, 'externalities_bot_sweeps_total')) < sweeps + 5)
      await new Promise((r) => setTimeout(r, 50));
    const snap = (await call(`${t.url}/api/games/${g.gameId}`)).body;
    expect([snap.status, snap.moveCount]).toEqual(['running', LIMIT]);
    expect(await metric(t.url, 'externalities_bot_failures_total')).toBe(0);
    expect((await t.storage.loadGame(g.gameId))?.botToMove).toBe(false);
    expect(await t.storage.gamesWithBotToMove(10)).toEqual([]);
  });
});
