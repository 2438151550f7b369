import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Match, RecordError, RuleError, pick, rngFromSeed } from '../../src/kernel/index.ts';
import { ticTacToe } from '../support/tictactoe.ts';

function playRandom(seed: string): Match {
  const m = Match.create(ticTacToe, { players: 2 }, seed);
  const rng = rngFromSeed(`bot-${seed}`);
  while (!m.outcome()) {
    const seat = m.activeSeats()[0];
    m.move(seat, pick(rng, m.legalMoves(seat)));
  }
  return m;
}

describe('Match', () => {
  it('replays a record to the same state hash', () => {
    fc.assert(
      fc.property(fc.string(), (seed) => {
        const m = playRandom(seed);
        const again = Match.replay(ticTacToe, JSON.parse(JSON.stringify(m.record())));
        expect(again.hash()).toBe(m.hash());
        expect(again.outcome()).toEqual(m.outcome());
      }),
      { numRuns: 200 },
    );
  });

  it('refuses an illegal move with a code and a sentence, and leaves the state hash unchanged', () => {
    const m = Match.create(ticTacToe, { players: 2, firstPlayer: 0 }, 'x');
    m.move(0, { type: 'MARK', cell: 4 });
    const before = m.hash();
    const tries: [number, unknown, string][] = [
      [1, { type: 'MARK', cell: 4 }, 'CELL_TAKEN'],
      [0, { type: 'MARK', cell: 0 }, 'NOT_YOUR_TURN'],
      [1, { type: 'MARK', cell: 9 }, 'NO_SUCH_CELL'],
      [1, { type: 'JUMP' }, 'MALFORMED_MOVE'],
      [1, 'nonsense', 'MALFORMED_MOVE'],
      [2, { type: 'MARK', cell: 1 }, 'NO_SUCH_SEAT'],
      [-1, { type: 'MARK', cell: 1 }, 'NO_SUCH_SEAT'],
    ];
    for (const [seat, move, code] of tries) {
      let error: unknown;
      try {
        m.move(seat, move);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(RuleError);
      expect((error as RuleError).code).toBe(code);
      expect((error as RuleError).message.length).toBeGreaterThan(10);
      expect(m.hash()).toBe(before);
      expect(m.moveCount).toBe(1);
    }
  });

  it('refuses moves once the game is over', () => {
    const m = playRandom('over');
    expect(() => m.move(0, { type: 'MARK', cell: 0 })).toThrow(
      expect.objectContaining({ code: 'GAME_OVER' }),
    );
  });

  it('undo restores the previous state', () => {
    const m = Match.create(ticTacToe, { players: 2 }, 's');
    const h0 = m.hash();
    const seat = m.activeSeats()[0];
    m.move(seat, { type: 'MARK', cell: 0 });
    expect(m.undo()).toEqual({ seat, move: { type: 'MARK', cell: 0 } });
    expect(m.hash()).toBe(h0);
    expect(m.undo()).toBeNull();
  });

  it('the same seed gives the same game', () => {
    expect(Match.create(ticTacToe, { players: 2 }, 'seed').hash()).toBe(
      Match.create(ticTacToe, { players: 2 }, 'seed').hash(),
    );
  });

  it('refuses a record of another rules version or game with a clear message', () => {
    const rec = playRandom('v').record();
    expect(() => Match.replay(ticTacToe, { ...rec, rulesVersion: 99 })).toThrow(/rules version 99/);
    expect(() => Match.replay(ticTacToe, { ...rec, game: 'chess' })).toThrow(RecordError);
    const broken = { ...rec, moves: [...rec.moves, rec.moves[0]] };
    expect(() => Match.replay(ticTacToe, broken)).toThrow(/Move \d+ \(seat \d\) cannot be replayed/);
  });

  it('validates options and starts from positions', () => {
    expect(() => Match.create(ticTacToe, { players: 3 }, 's')).toThrow(/2 to 2 players/);
    expect(() => Match.create(ticTacToe, { players: 2, colour: 'red' }, 's')).toThrow(
      expect.objectContaining({ code: 'BAD_OPTIONS' }),
    );
    const m = Match.create(ticTacToe, { players: 2, firstPlayer: 1 }, 's');
    m.move(1, { type: 'MARK', cell: 8 });
    const p = Match.fromPosition(ticTacToe, ticTacToe.position.write(m.state as never));
    expect(p.hash()).toBe(m.hash());
    expect(() =>
      Match.fromPosition(ticTacToe, {
        cells: [0, 0, 0, null, null, null, null, null, null],
        toMove: 1,
        rng: { a: 1, b: 2, c: 3, d: 4 },
      }),
    ).toThrow(/cells: 3 marks of seat 0/);
    const r = Match.replay(ticTacToe, {
      ...p.record(),
      moves: [{ seat: 0, move: { type: 'MARK', cell: 0 } }],
    });
    expect(r.moveCount).toBe(1);
  });
});
