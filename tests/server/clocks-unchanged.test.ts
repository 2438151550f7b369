// On SQLite a move that leaves the seats' clocks as they were (a game without a time control, no
// stand-in coming or going) writes no clocks: their stored revision stays. The clocks' later changes are
// still written over the revision held in memory, which is the stored one, and read back the same.
import { describe, expect, it } from 'vitest';
import { sqliteDatabase } from '../support/databases.ts';
import { call, suiteServer } from '../support/server.ts';
import { createClockedGame, waitFor } from '../support/clocks.ts';

describe('clocks a move leaves unchanged, on SQLite', () => {
  const t = suiteServer(sqliteDatabase);

  it('are not written again, and a stand-in taking the seat afterwards is written and read back', async () => {
    const g = await createClockedGame(t.url, undefined);
    const created = await t.storage.loadClocks(g.gameId);
    expect(created).not.toBeNull();
    for (const [seat, expected] of [
      [0, 0],
      [1, 1],
    ]) {
      const snap = (await call(`${t.url}/api/games/${g.gameId}?token=${g.tokens[seat]}`)).body;
      const r = await call(`${t.url}/api/games/${g.gameId}/moves`, {
        token: g.tokens[seat],
        body: { seat, move: snap.legalMoves[String(seat)][0].move, expectedMoveCount: expected },
      });
      expect(r.status).toBe(200);
    }
    expect(await t.storage.loadClocks(g.gameId)).toEqual(created);
    const left = await call(`${t.url}/api/games/${g.gameId}/seats/0/leave`, {
      method: 'POST',
      token: g.tokens[0],
    });
    expect(left.status).toBe(200);
    expect(left.body.seats[0].standIn).toBe('random');
    const stored = await t.storage.loadClocks(g.gameId);
    expect(stored!.rev).toBe(created!.rev + 1);
    expect(stored!.seats[0].standIn).toBe('random');
    // The stand-in's first move says it in the log and clears the note: a change, written.
    await waitFor(t.url, g.gameId, (s) => s.moveCount >= 3);
    const noted = await t.storage.loadClocks(g.gameId);
    expect(noted!.rev).toBe(stored!.rev + 1);
    expect(noted!.seats[0]).toMatchObject({ standIn: 'random', note: null });
    // Seat 1's move and the stand-in's reply leave the clocks as they were: nothing written.
    const snap = (await call(`${t.url}/api/games/${g.gameId}?token=${g.tokens[1]}`)).body;
    const r = await call(`${t.url}/api/games/${g.gameId}/moves`, {
      token: g.tokens[1],
      body: { seat: 1, move: snap.legalMoves['1'][0].move, expectedMoveCount: 3 },
    });
    expect(r.status).toBe(200);
    await waitFor(t.url, g.gameId, (s) => s.moveCount >= 5 || s.status === 'finished');
    expect(await t.storage.loadClocks(g.gameId)).toEqual(noted);
    // A server started again reads the same clocks, the stand-in still in the seat.
    await t.restart();
    const again = (await call(`${t.url}/api/games/${g.gameId}`)).body;
    expect(again.seats[0].standIn).toBe('random');
    expect(await t.storage.loadClocks(g.gameId)).toEqual(noted);
  });
});
