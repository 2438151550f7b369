// Movement priorities, ports and payments: the rulebook's movement examples EX14–EX19 (spec §8) with their
// exact outcomes, plus the routing rules one by one.
import { describe, expect, it } from 'vitest';
import type { MoveAsbestos } from '../../src/games/the-cost/index.ts';
import { nicoleExport, rutlandStory } from './stories.ts';
import { fromView, movesOf, play } from './support.ts';

const outcomes = (moves: MoveAsbestos[]) =>
  moves.map((m) => ({
    exit: m.exit,
    entry: m.entry,
    payments: m.payments,
    path: [m.path.join(' '), m.entryPath.join(' ')].filter(Boolean).join(' ~ '),
  }));

describe('movement examples of the rulebook (spec §8)', () => {
  it('EX14: Angelika S2 → MK is forced onto Marion’s class-1 rails, then two outcomes', () => {
    const s = fromView(rutlandStory(1));
    const toMarket = movesOf(s, 1, 'MOVE').filter(
      (m) => m.destination === 'MARKET' && m.toCountry === 'rutland',
    );
    expect(outcomes(toMarket)).toEqual(
      expect.arrayContaining([
        { exit: null, entry: null, payments: [2, 7], path: 'S2 R13 R14 R15 P4 S4 R10 MK' },
        { exit: null, entry: null, payments: [2, 6], path: 'S2 R13 R14 R15 R9 MK' },
      ]),
    );
    expect(toMarket).toHaveLength(2);
  });

  it('EX15: without Marion’s rail authority the route over Angelika’s own rails appears', () => {
    const v = rutlandStory(1);
    v.players[0].investments.RAIL_AUTHORITY = 0;
    const toMarket = movesOf(fromView(v), 1, 'MOVE').filter(
      (m) => m.destination === 'MARKET' && m.toCountry === 'rutland',
    );
    expect(outcomes(toMarket)).toHaveLength(3);
    expect(outcomes(toMarket)).toEqual(
      expect.arrayContaining([
        { exit: null, entry: null, payments: [0, 8], path: 'S2 R8 R1 S3 R2 MK' },
        { exit: null, entry: null, payments: [2, 7], path: 'S2 R13 R14 R15 P4 S4 R10 MK' },
        { exit: null, entry: null, payments: [2, 6], path: 'S2 R13 R14 R15 R9 MK' },
      ]),
    );
  });

  it('EX16: Nicole UGL S5 → her mill in Pecora S5, entering by P2 or P3', () => {
    const s = fromView(nicoleExport());
    const toMill = movesOf(s, 0, 'MOVE').filter((m) => m.toCountry === 'pecora' && m.target === 'S5');
    expect(outcomes(toMill)).toEqual(
      expect.arrayContaining([
        { exit: 'P3', entry: 'P2', payments: [7, 3], path: 'S5 R9 P3 ~ P2 R11 R10 R9 R8 S5' },
        { exit: 'P3', entry: 'P3', payments: [5, 1], path: 'S5 R9 P3 ~ P3 R12 R8 S5' },
      ]),
    );
    expect(toMill).toHaveLength(2);
  });

  it('EX17: Nicole → Angelika’s mill in Pecora S4', () => {
    const s = fromView(nicoleExport());
    const toMill = movesOf(s, 0, 'MOVE').filter((m) => m.toCountry === 'pecora' && m.target === 'S4');
    expect(outcomes(toMill)).toEqual(
      expect.arrayContaining([
        { exit: 'P3', entry: 'P3', payments: [6, 1], path: 'S5 R9 P3 ~ P3 R12 R8 R9 S4' },
        {
          exit: 'P3',
          entry: 'P2',
          payments: [8, 3],
          path: 'S5 R9 P3 ~ P2 R11 R10 R9 R8 R12 P3 S6 R7 R6 S3 R3 R4 MK S4',
        },
      ]),
    );
    expect(toMill).toHaveLength(2);
  });

  it('EX18: Marion S5 → emerging market must leave by Angelika’s port (port authority 1)', () => {
    const s = fromView(rutlandStory(0));
    const toEm = movesOf(s, 0, 'MOVE').filter((m) => m.destination === 'EMERGING_MARKET');
    expect(outcomes(toEm)).toEqual([
      { exit: 'P1', entry: null, payments: [5, 2], path: 'S5 R11 R5 R4 R3 P1' },
    ]);
  });

  it('EX19: without Angelika’s port authority the national port P2 is as good', () => {
    const v = rutlandStory(0);
    v.players[1].investments.PORT_AUTHORITY = 0;
    const toEm = movesOf(fromView(v), 0, 'MOVE').filter((m) => m.destination === 'EMERGING_MARKET');
    expect(outcomes(toEm)).toEqual(
      expect.arrayContaining([
        { exit: 'P1', entry: null, payments: [5, 2], path: 'S5 R11 R5 R4 R3 P1' },
        { exit: 'P2', entry: null, payments: [6, 0], path: 'S5 R11 R5 R6 P2' },
      ]),
    );
    expect(toEm).toHaveLength(2);
  });

  it('applies a move: payments, the die on the demand track, the next player', () => {
    const s = fromView(rutlandStory(1));
    const move = movesOf(s, 1, 'MOVE').find((m) => m.destination === 'MARKET' && m.payments[1] === 7)!;
    const after = play(s, [1, move]);
    expect(after.p[0].money - s.p[0].money).toBe(2);
    expect(after.p[1].money - s.p[1].money).toBe(7);
  });
});
