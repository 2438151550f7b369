// The swings marked on the chances chart: the moves that changed a seat's chance most, in move order.
import { describe, expect, it } from 'vitest';
import { biggestSwings } from '../../src/shared/swings.ts';

const at = (n: number, a: number) => ({ n, winProbability: [a, 1 - a] });

describe('biggest swings', () => {
  it('keeps the largest changes, names the seat that moved most, and lists them by move', () => {
    const moves = [at(0, 0.5), at(1, 0.52), at(2, 0.2), at(3, 0.25), at(4, 0.9), at(5, 0.88), at(6, 1)];
    // Changes for seat 0: +2, -32, +5, +65, -2, +12 (seat 1 mirrors them; the first seat wins ties).
    expect(biggestSwings(moves)).toEqual([
      { n: 2, seat: 0, delta: -32 },
      { n: 4, seat: 0, delta: 65 },
      { n: 6, seat: 0, delta: 12 },
    ]);
  });

  it('ignores changes under the minimum and games without moves', () => {
    expect(biggestSwings([at(0, 0.5), at(1, 0.53), at(2, 0.5)])).toEqual([]);
    expect(biggestSwings([])).toEqual([]);
  });

  it('finds the seat that moved most among three', () => {
    const moves = [
      { n: 0, winProbability: [0.4, 0.3, 0.3] },
      { n: 1, winProbability: [0.35, 0.1, 0.55] },
    ];
    expect(biggestSwings(moves)).toEqual([{ n: 1, seat: 2, delta: 25 }]);
  });
});
