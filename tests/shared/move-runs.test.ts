// A seat's legal moves as runs (`?legalMoves=runs`): read back, they are the very moves, in their order,
// with whether each is final; moves of the shipped games' random positions, and odd ones.
import { describe, expect, it } from 'vitest';
import { games } from '../../src/games/registry.ts';
import { randomInt, rngFromSeed } from '../../src/kernel/index.ts';
import type { CompactMove } from '../../src/shared/api.ts';
import { fromRuns, toRuns } from '../../src/shared/move-runs.ts';

const roundTrip = (moves: CompactMove[]) =>
  JSON.parse(JSON.stringify(fromRuns(JSON.parse(JSON.stringify(toRuns(moves))))));

describe('legal moves as runs', () => {
  it('reads back every list of odd moves as it was', () => {
    const lists: CompactMove[][] = [
      [],
      [{ move: { type: 'END_TURN' }, final: false }],
      [
        { move: { type: 'A', hex: 'I', take: 'MONEY' }, final: false },
        { move: { type: 'A', hex: 'I', take: 'WOOD' }, final: true },
        { move: { type: 'B', hex: 'I' }, final: false },
        { move: { type: 'A', hex: 'M', take: 'WOOD' }, final: false },
        { move: { type: 'A', hex: 'M', take: ['x', { y: 1 }] }, final: false },
        { move: 'PASS', final: true },
        { move: null, final: false },
        { move: { '': 1, __proto__: 2 } as unknown, final: false },
        { move: { '': 1, __proto__: 3 } as unknown, final: false },
      ],
    ];
    // A member named __proto__ is one of the move's own, as JSON.parse makes it.
    lists.push(
      JSON.parse(
        '[{"move":{"__proto__":1,"a":2},"final":false},{"move":{"__proto__":2,"a":2},"final":false}]',
      ),
    );
    for (const moves of lists) expect(roundTrip(moves)).toEqual(JSON.parse(JSON.stringify(moves)));
  });

  it('writes runs by member names in order and by values as JSON reads them', () => {
    const moves: CompactMove[] = [
      { move: { type: 'A', hex: 'I', take: 'MONEY', n: 1 }, final: false },
      { move: { type: 'A', hex: 'I', take: 'WOOD', n: 1 }, final: true },
      { move: { type: 'A', hex: 'I', take: ['x', { y: 1 }], n: NaN }, final: false },
      { move: { type: 'A', hex: 'I', take: ['x', { y: 1 }], n: null }, final: false },
      { move: { type: 'B', hex: 'I' }, final: false },
      { move: { hex: 'I', type: 'B' }, final: false },
      { move: 'PASS', final: true },
    ];
    expect(JSON.stringify(toRuns(moves))).toBe(
      '[{"same":{"type":"A","hex":"I"},"keys":["take","n"],"rows":[["MONEY",1],["WOOD",1],[["x",{"y":1}],null],[["x",{"y":1}],null]],"final":[false,true,false,false]},{"same":{"type":"B","hex":"I"}},{"same":{"hex":"I","type":"B"}},{"move":"PASS","final":true}]',
    );
  });

  it('reads numbers that JSON writes alike as the same, and others as different', () => {
    const moves: CompactMove[] = [
      { move: { n: NaN, f: true, s: 'a', z: 0 }, final: false },
      { move: { n: Infinity, f: true, s: 'a', z: -0 }, final: false },
      { move: { n: null, f: true, s: 'a', z: 0 }, final: false },
    ];
    expect(JSON.stringify(toRuns(moves))).toBe(
      '[{"same":{"n":null,"f":true,"s":"a","z":0},"keys":[],"rows":[[],[],[]]}]',
    );
    moves.push({ move: { n: 1, f: false, s: 'b', z: 1 }, final: false });
    expect(JSON.stringify(toRuns(moves))).toBe(
      '[{"same":{},"keys":["n","f","s","z"],"rows":[[null,true,"a",0],[null,true,"a",0],[null,true,"a",0],[1,false,"b",1]]}]',
    );
  });

  it.each(['the-cost', 'industrial-waste'] as const)(
    '%s: reads back the legal moves of random positions, in a fraction of their bytes',
    (id) => {
      const game = games[id];
      if (!game) return;
      const rng = rngFromSeed(`runs-${id}`);
      let state = game.setup(game.optionsSchema.parse({ players: 2 }), `runs-${id}`);
      let bytes = 0;
      let runBytes = 0;
      for (let i = 0; i < 300 && !game.outcome(state); i++) {
        const seat = game.activeSeats(state)[0];
        const moves = game.legalMoves(state, seat);
        const listed = moves.map((move, k) => ({ move, final: k % 7 === 0 }));
        expect(roundTrip(listed)).toEqual(JSON.parse(JSON.stringify(listed)));
        bytes += JSON.stringify(listed).length;
        runBytes += JSON.stringify(toRuns(listed)).length;
        state = game.apply(state, seat, moves[randomInt(rng, moves.length)]);
      }
      expect(runBytes).toBeLessThan(bytes * 0.7);
    },
  );
});
