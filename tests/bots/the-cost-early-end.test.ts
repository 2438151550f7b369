import { describe, expect, it } from 'vitest';
import { createBot } from '../../src/bots/index.ts';
import { DEFAULT_EVAL, evalConstantsOf } from '../../src/bots/the-cost/eval-constants.ts';
import { gameLife, outlookOf, seatValues } from '../../src/bots/the-cost/evaluate.ts';
import { tableOf } from '../../src/bots/the-cost/reader.ts';
import { theCost, type CostState, type CostView } from '../../src/games/the-cost/index.ts';
import { heuristicGame } from '../support/the-cost-heuristic-game.ts';

const game = theCost;

const facilitiesIn = (s: CostState): number[] => {
  const n = new Array<number>(s.c.length).fill(0);
  for (const p of s.p) for (const f of p.fac) if (f !== null) n[f.c]++;
  return n;
};

/** `s` with each country's demand tracker moved to `spaces[c]`. */
const withDemand = (s: CostState, spaces: number[]): CostState => ({
  ...s,
  c: s.c.map((c, i) => ({ ...c, demand: spaces[i] })),
});

/** A game whose two countries are both regulated out in its third round. */
const SEED = 'tc-early-end-6';
const { states } = heuristicGame(undefined, SEED);
/** The first position of a phase 1 where both countries are in play and have facilities. */
const both = states.find(
  (s) => s.phase === 1 && facilitiesIn(s).every((n, c) => n > 0 && s.c[c].regulated === null),
);

describe('The Cost evaluation aware of an early end (earlyEnd)', () => {
  it('is off by default, and a setting of the heuristic and tycoon', () => {
    expect(DEFAULT_EVAL.earlyEnd).toBe(0);
    expect(evalConstantsOf({ earlyEnd: 1 })!.earlyEnd).toBe(1);
    expect(createBot('heuristic', { game, seat: 0, seed: 'x', tuning: { earlyEnd: 1 } }).name).toBe(
      'heuristic',
    );
    expect(createBot('tycoon', { game, seat: 0, seed: 'x', tuning: { earlyEnd: 1 } }).name).toBe('tycoon');
  });

  it('without it every position is taken to last four rounds', () => {
    for (const s of states) {
      const plain = outlookOf(s);
      expect(outlookOf(s, 0)).toEqual(plain);
      expect(plain.productionLeft).toBe(4 - s.round + (s.phase <= 3 ? 1 : 0));
    }
  });

  it('sees no early end while a country in play has no facility', () => {
    const first = states[0];
    expect(facilitiesIn(first).every((n) => n === 0)).toBe(true);
    expect(gameLife(first, 1)).toBe(Infinity);
    expect(outlookOf(first, 1)).toEqual(outlookOf(first));
  });

  it('counts the longest country life as the productions left', () => {
    expect(both).toBeDefined();
    const s = both!;
    const n = facilitiesIn(s);
    // One death left in each country: each lasts 1/n of a production, the game the longest of them.
    const near = withDemand(s, [1, 1]);
    const life = Math.max(...n.map((k) => 1 / (0.5 * k)));
    expect(gameLife(near, 0.5)).toBeCloseTo(life, 12);
    const outlook = outlookOf(near, 0.5);
    const four = outlookOf(near);
    const left = 5 - s.round;
    expect(four).toEqual({ productionLeft: left, buildingLeft: left });
    expect(life).toBeLessThan(left);
    expect(outlook.productionLeft).toBeCloseTo(life, 12);
    expect(outlook.buildingLeft).toBeCloseTo(life, 12);
    // Far from regulation the four rounds stand.
    expect(outlookOf(withDemand(s, [60, 60]), 0.5)).toEqual(four);
  });

  it('reads only the countries still in play', () => {
    const s = both!;
    const n = facilitiesIn(s);
    const gone = {
      ...s,
      c: s.c.map((c, i) => (i === 0 ? { ...c, regulated: { round: 1, phase: 3, by: 0 } } : c)),
    };
    expect(gameLife(withDemand(gone as CostState, [1, 2]), 1)).toBeCloseTo(2 / n[1], 12);
  });

  it('values a game about to end at little more than the money', () => {
    const s = withDemand(both!, [1, 1]);
    const view = game.view(s, 0) as CostView;
    const plain = seatValues(s, tableOf(view));
    const aware = seatValues(s, tableOf(view, { ...DEFAULT_EVAL, earlyEnd: 1 }));
    expect(seatValues(s, tableOf(view, { ...DEFAULT_EVAL, earlyEnd: 0 }))).toEqual(plain);
    for (let seat = 0; seat < 2; seat++) {
      const money = s.p[seat].money;
      expect(aware[seat]).toBeGreaterThanOrEqual(money);
      expect(aware[seat] - money).toBeLessThan(plain[seat] - money);
    }
  });

  it('heuristic[earlyEnd=1] plays otherwise than heuristic', () => {
    const plain = heuristicGame(undefined, SEED);
    expect(states[states.length - 1].round).toBe(3);
    expect(heuristicGame({ earlyEnd: 0 }, SEED).moves).toEqual(plain.moves);
    expect(heuristicGame({ earlyEnd: 1 }, SEED).moves).not.toEqual(plain.moves);
  });
});
