import { describe, expect, it } from 'vitest';
import { createBot } from '../../src/bots/index.ts';
import { DEFAULT_EVAL, evalConstantsOf } from '../../src/bots/the-cost/eval-constants.ts';
import { gameLife, outlookOf, seatValues } from '../../src/bots/the-cost/evaluate.ts';
import { tableOf } from '../../src/bots/the-cost/reader.ts';
import { rolloutRanking } from '../../src/bots/the-cost/rollout.ts';
import { theCost, type CostMove, type CostState, type CostView } from '../../src/games/the-cost/index.ts';
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

  it('with earlyEndWithin counts the early end only where the life is shorter than that', () => {
    expect(DEFAULT_EVAL.earlyEndWithin).toBe(0);
    expect(evalConstantsOf({ earlyEnd: 1, earlyEndWithin: 1 })!.earlyEndWithin).toBe(1);
    const near = withDemand(both!, [1, 1]);
    const life = gameLife(near, 1);
    const four = outlookOf(near);
    expect(life).toBeLessThan(four.productionLeft);
    const cut = outlookOf(near, 1);
    expect(outlookOf(near, 1, life + 0.01)).toEqual(cut);
    expect(outlookOf(near, 1, life)).toEqual(four);
    expect(outlookOf(near, 1, life / 2)).toEqual(four);
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

  it('earlyEndWithin: far below any country life plays as the default, far above as earlyEnd alone', () => {
    const plain = heuristicGame(undefined, SEED);
    expect(heuristicGame({ earlyEnd: 1, earlyEndWithin: 0.01 }, SEED).moves).toEqual(plain.moves);
    expect(heuristicGame({ earlyEnd: 1, earlyEndWithin: 100 }, SEED).moves).toEqual(
      heuristicGame({ earlyEnd: 1 }, SEED).moves,
    );
  });
});

describe('The Cost strongest level with the early end at its own decision only (earlyEndRoot)', () => {
  const key = (m: CostMove) => JSON.stringify(m);
  /** Positions of the heuristic game with a choice of at least four moves from the first phase of round 2 on. */
  const late = states.filter(
    (s) =>
      s.round >= 2 &&
      game.activeSeats(s).length > 0 &&
      game.legalMoves(s, game.activeSeats(s)[0]).length >= 4,
  );

  it('rank orders the moves played out, each rollout ending as it does without it', () => {
    let reordered = 0;
    for (const s of late.filter((_, i) => i % 6 === 0).slice(0, 6)) {
      const seat = game.activeSeats(s)[0];
      const legal = game.legalMoves(s, seat) as CostMove[];
      const view = game.view(s, seat) as CostView;
      const t = tableOf(view);
      const settings = { width: 3, maxWidth: 3, work: 0, depth: 0 };
      const plain = rolloutRanking(game, s, seat, legal, t, settings);
      expect(rolloutRanking(game, s, seat, legal, t, { ...settings, rank: t })).toEqual(plain);
      const early = rolloutRanking(game, s, seat, legal, t, {
        ...settings,
        rank: tableOf(view, { ...DEFAULT_EVAL, earlyEnd: 1 }),
      });
      for (const r of early) {
        const same = plain.find((q) => key(q.move) === key(r.move));
        if (same) expect(r.end).toEqual(same.end);
      }
      if (early.map((r) => key(r.move)).join() !== plain.map((r) => key(r.move)).join()) reordered++;
    }
    expect(reordered).toBeGreaterThan(0);
  });

  it('the level reads earlyEndRoot only with earlyEnd, and 0 is earlyEnd everywhere', () => {
    const s = late[0];
    const seat = game.activeSeats(s)[0];
    const turn = { seat, legalMoves: game.legalMoves(s, seat), view: game.view(s, seat) };
    const decide = (tuning: Record<string, number>) =>
      key(
        createBot('tycoon', { game, seat, seed: 't', budget: { iterations: 1000 }, tuning }).decide(
          turn,
        ) as CostMove,
      );
    expect(decide({ earlyEndRoot: 1 })).toBe(decide({}));
    expect(decide({ earlyEnd: 1, earlyEndRoot: 0 })).toBe(decide({ earlyEnd: 1 }));
  });
});
