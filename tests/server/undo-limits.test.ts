// Undos do not let one seat end a game for everyone: the length limit counts moves in effect (an undo and
// the move it took back do not count), and a seat may take moves back to one point of the game only a
// few times, so the log cannot grow for ever either. Small limits, bounded by moves, never by time.
import { describe, expect, it } from 'vitest';
import { databases } from '../support/databases.ts';
import { call, suiteServer } from '../support/server.ts';

const MAX = 4;
const UNDOS = 3;

describe.each(databases)('undos and the length limit on $name', ({ make }) => {
  const t = suiteServer(make, {
    turnLimits: { offTurnPerMinute: 100, offTurnPerGame: 100, maxGameMoves: MAX, undosPerDecision: UNDOS },
  });

  it('a seat alternating move and undo cannot use up the game; its undos to one point are limited', async () => {
    const g = (
      await call(`${t.url}/api/games`, {
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
      })
    ).body;
    const tokens: string[] = g.seats.map((s: { token: string }) => s.token);
    let count = 0;
    const mark = async (seat: number, cell: number) => {
      const r = await call(`${t.url}/api/games/${g.gameId}/moves`, {
        body: { seat, move: { type: 'MARK', cell }, expectedMoveCount: count },
        token: tokens[seat],
      });
      if (r.status === 200) count = r.body.moveCount;
      return r;
    };
    const undo = async (seat: number) => {
      const r = await call(`${t.url}/api/games/${g.gameId}/undo`, { body: { seat }, token: tokens[seat] });
      if (r.status === 200) count = r.body.moveCount;
      return r;
    };

    for (const [seat, cell] of [
      [0, 4],
      [1, 0],
    ]) {
      for (let i = 0; i < UNDOS; i++) {
        expect((await mark(seat, cell)).status).toBe(200);
        const back = await undo(seat);
        expect(back.status).toBe(200);
        expect(back.body.canUndo).toEqual({ [seat]: false });
      }
      const moved = await mark(seat, cell);
      expect(moved.status).toBe(200);
      // The seat has taken moves back to this point as often as allowed: no Undo offered, and refused.
      expect(moved.body.canUndo).toEqual({ [seat]: false });
      const refused = await undo(seat);
      expect(refused.status).toBe(422);
      expect(refused.body.error.code).toBe('UNDO_LIMIT');
      expect(refused.body.error.message).toContain(`${UNDOS} times`);
      expect(refused.body.error.text.it).toContain(`${UNDOS} volte`);
    }
    // 14 entries in the log, 2 moves in effect: the game goes on to its limit of 4 moves in effect.
    expect(count).toBe(2 * (2 * UNDOS + 1));
    expect((await mark(0, 8)).status).toBe(200);
    expect((await mark(1, 2)).status).toBe(200);
    const over = await mark(0, 6);
    expect([over.status, over.body.error.code]).toEqual([422, 'GAME_TOO_LONG']);
    expect(over.body.error.message).toContain('moves taken back do not count');
    // At the limit a seat may still take back its own last move, and make another in its place.
    expect((await undo(1)).status).toBe(200);
    expect((await mark(1, 6)).status).toBe(200);
    const snap = (await call(`${t.url}/api/games/${g.gameId}?token=${tokens[0]}`)).body;
    expect(snap.view.cells.filter((c: unknown) => c !== null)).toHaveLength(MAX);
  });
});
