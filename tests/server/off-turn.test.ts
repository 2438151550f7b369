// A seat that moves out of turn (a loan in Industrial Waste is legal at any time) used to change the
// move count under the pending player, whose move then failed with 409 (6 of 6 tries), and could do so
// without end (3,000 loans in one game). A move is now checked against its player's own decision, and
// moves out of turn have a pace, a number per game, and every game a length limit.
import { afterEach, describe, expect, it } from 'vitest';
import { games } from '../../src/games/registry.ts';
import { registryModule } from '../../src/server/bots/load-games.ts';
import type { ServerConfig } from '../../src/server/config.ts';
import { sqliteDatabase, type TestDatabase } from '../support/databases.ts';
import { call, startTestServer, type TestServer } from '../support/server.ts';

const LOAN = { type: 'TAKE_LOAN', count: 1 };

describe('moves out of turn', () => {
  let db: TestDatabase;
  let t: TestServer;
  afterEach(async () => {
    await t.close();
    await db.drop();
  });

  const start = async (turnLimits: Partial<ServerConfig['turnLimits']> = {}) => {
    db = sqliteDatabase();
    t = await startTestServer(
      db,
      {
        turnLimits: {
          offTurnPerMinute: 100_000,
          offTurnPerGame: 100_000,
          maxGameMoves: 100_000,
          undosPerDecision: 100_000,
          ...turnLimits,
        },
      },
      games,
      [registryModule],
    );
    const g = (
      await call(`${t.url}/api/games`, {
        body: { game: 'industrial-waste', players: 2, seats: [{ kind: 'human' }, { kind: 'human' }] },
      })
    ).body;
    const tokens: string[] = g.seats.map((s: { token: string }) => s.token);
    const look = async (seat: number) =>
      (await call(`${t.url}/api/games/${g.gameId}`, { token: tokens[seat] })).body;
    const move = (seat: number, move: unknown, expectedMoveCount: number) =>
      call(`${t.url}/api/games/${g.gameId}/moves`, {
        token: tokens[seat],
        body: { seat, move, expectedMoveCount },
      });
    return { look, move };
  };

  it('takes the pending player’s move although the other seat took a loan since it looked', async () => {
    const { look, move } = await start();
    for (let round = 0; round < 6; round++) {
      const seen = await look(0);
      const pending = seen.activeSeats[0] as number;
      const other = 1 - pending;
      const mine = await look(pending);
      const loan = await move(other, LOAN, mine.moveCount);
      expect(loan.status).toBe(200);
      // The pending player chose before the loan; its decision is unchanged, so its move stands.
      const choice = mine.legalMoves[String(pending)].find(
        (m: { move: { type: string } }) => m.move.type !== 'TAKE_LOAN',
      ).move;
      const r = await move(pending, choice, mine.moveCount);
      expect(r.status, JSON.stringify(r.body.error)).toBe(200);
      expect(r.body.moveCount).toBe(mine.moveCount + 2);
    }
  });

  it('still refuses with 409 a move whose player’s own decision changed', async () => {
    const { look, move } = await start();
    const s = await look(0);
    const pending = s.activeSeats[0] as number;
    const other = 1 - pending;
    const before = await look(other);
    const choice = (await look(pending)).legalMoves[String(pending)].find(
      (m: { move: { type: string } }) => m.move.type !== 'TAKE_LOAN',
    ).move;
    expect((await move(pending, choice, s.moveCount)).status).toBe(200);
    // The turn passed to the other seat since it looked: its decision is not the same.
    const stale = await move(other, LOAN, before.moveCount);
    expect([stale.status, stale.body.error.code]).toEqual([409, 'STALE_MOVE_COUNT']);
    expect(stale.body.current).toMatchObject({ moveCount: before.moveCount + 1, viewer: other });
    expect(stale.body.current.activeSeats).toEqual([other]);
    // Nor is it after its own loan, which changed its money.
    expect((await move(other, LOAN, before.moveCount + 1)).status).toBe(200);
    const again = await move(other, LOAN, before.moveCount + 1);
    expect([again.status, again.body.error.code]).toEqual([409, 'STALE_MOVE_COUNT']);
  });

  it('limits moves out of turn per game, with the seat still free to move on its turn', async () => {
    const { look, move } = await start({ offTurnPerGame: 5 });
    const s = await look(0);
    const pending = s.activeSeats[0] as number;
    const other = 1 - pending;
    let count = s.moveCount;
    for (let i = 0; i < 5; i++) {
      const r = await move(other, LOAN, count);
      expect(r.status).toBe(200);
      count = r.body.moveCount;
    }
    const sixth = await move(other, LOAN, count);
    expect([sixth.status, sixth.body.error.code]).toEqual([422, 'OFF_TURN_LIMIT']);
    expect((await look(other)).moveCount).toBe(count);
    // The pending player is not limited.
    expect((await move(pending, LOAN, count)).status).toBe(200);
  });

  it('limits the pace of moves out of turn, saying when to try again', async () => {
    const { look, move } = await start({ offTurnPerMinute: 1 });
    const s = await look(0);
    const other = 1 - (s.activeSeats[0] as number);
    expect((await move(other, LOAN, s.moveCount)).status).toBe(200);
    const fast = await move(other, LOAN, s.moveCount + 1);
    expect([fast.status, fast.body.error.code]).toEqual([429, 'OFF_TURN_RATE_LIMITED']);
    expect(Number(fast.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('stops a game at its length limit', async () => {
    const { look, move } = await start({ maxGameMoves: 10 });
    let count = 0;
    for (let i = 0; i < 10; i++) {
      const seat = (await look(0)).activeSeats[0] as number;
      const r = await move(seat, LOAN, count);
      expect(r.status).toBe(200);
      count = r.body.moveCount;
    }
    const seat = (await look(0)).activeSeats[0] as number;
    const over = await move(seat, LOAN, count);
    expect([over.status, over.body.error.code]).toEqual([422, 'GAME_TOO_LONG']);
  });
});
