import { describe, expect, it } from 'vitest';
import { botTurn, createBot } from '../../src/bots/index.ts';
import { DEFAULT_EVAL, evalConstantsOf, TUNED_EVAL } from '../../src/bots/the-cost/eval-constants.ts';
import { seatValues } from '../../src/bots/the-cost/evaluate.ts';
import { tableOf } from '../../src/bots/the-cost/reader.ts';
import { theCost, type CostState, type CostView } from '../../src/games/the-cost/index.ts';
import { heuristicGame } from '../support/the-cost-heuristic-game.ts';
import type { Bot, BotTuning } from '../../src/bots/types.ts';

const game = theCost;

/** How many of seat 0's decisions with at least three moves, every third state, two bots decide otherwise. */
function differingDecisions(a: Bot, b: Bot, states: readonly CostState[]): number {
  let differ = 0;
  for (const s of states.filter((_, i) => i % 3 === 0)) {
    const seat = game.activeSeats(s)[0];
    const legal = game.legalMoves(s, seat);
    if (seat !== 0 || legal.length < 3) continue;
    const turn = botTurn(game, s, seat, legal);
    if (JSON.stringify(a.decide(turn)) !== JSON.stringify(b.decide(turn))) differ++;
  }
  return differ;
}

describe('The Cost evaluation constants', () => {
  it('by default are today’s, and settings choose the tuned set or change single constants', () => {
    expect(evalConstantsOf()).toBeUndefined();
    expect(evalConstantsOf({ eval: 0 })).toBeUndefined();
    expect(evalConstantsOf({ eval: 1 })).toBe(TUNED_EVAL);
    expect(TUNED_EVAL).not.toEqual(DEFAULT_EVAL);
    const changed = evalConstantsOf({ future: 0.9, safety2: 0.3 })!;
    expect(changed.future).toBe(0.9);
    expect(changed.safety).toEqual([0, 0.15, 0.3, 0.65, 0.85, 1]);
    expect(DEFAULT_EVAL.safety[2]).toBe(0.4);
    expect(() => evalConstantsOf({ eval: 2 })).toThrow(RangeError);
  });

  it('change the evaluation only when handed over, and the default set gives the same values as none', () => {
    const { states } = heuristicGame(undefined, 'tc-eval-values');
    const s = states[Math.floor(states.length / 2)];
    const view = game.view(s, 0) as CostView;
    const plain = seatValues(s, tableOf(view));
    expect(seatValues(s, tableOf(view, DEFAULT_EVAL))).toEqual(plain);
    expect(seatValues(s, tableOf(view, { ...DEFAULT_EVAL, future: 0.2, toll: 2 }))).not.toEqual(plain);
  });

  it('heuristic[eval=1] plays otherwise than heuristic', () => {
    const plain = heuristicGame(undefined, 'tc-eval-game');
    expect(heuristicGame({ eval: 0 }, 'tc-eval-game').moves).toEqual(plain.moves);
    expect(heuristicGame({ eval: 1 }, 'tc-eval-game').moves).not.toEqual(plain.moves);
  });

  it('tycoon hands its constants to the heuristic of its rollouts', { timeout: 120_000 }, () => {
    // Short rollouts judged by the evaluation keep the test quick.
    const { states } = heuristicGame(undefined, 'tc-eval-tycoon');
    const base = { rollouts: 3, rolloutMax: 3, rolloutDepth: 2 };
    const bot = (tuning: BotTuning) => createBot('tycoon', { game, seat: 0, seed: 'tc-eval', tuning });
    const plain = bot(base);
    const changed = bot({ ...base, future: 0.2, toll: 2, market: 0.4 });
    expect(differingDecisions(plain, changed, states)).toBeGreaterThan(0);
  });

  it(
    'with rolloutOthers, tycoon’s rollouts let the other seat play by the default constants',
    { timeout: 120_000 },
    () => {
      const { states } = heuristicGame(undefined, 'tc-eval-others');
      const base = { rollouts: 3, rolloutMax: 3, rolloutDepth: 8, future: 0.2, toll: 2, market: 0.4 };
      const bot = (tuning: BotTuning) => createBot('tycoon', { game, seat: 0, seed: 'tc-eval', tuning });
      const same = bot(base);
      const others = bot({ ...base, rolloutOthers: 1 });
      expect(differingDecisions(same, others, states)).toBeGreaterThan(0);
      // Without constants of its own the setting changes nothing: every seat already plays by the defaults.
      const plain = bot({ rollouts: 3, rolloutMax: 3, rolloutDepth: 8 });
      const plainOthers = bot({ rollouts: 3, rolloutMax: 3, rolloutDepth: 8, rolloutOthers: 1 });
      for (const s of states.filter((_, i) => i % 9 === 0)) {
        const seat = game.activeSeats(s)[0];
        const turn = botTurn(game, s, seat, game.legalMoves(s, seat));
        expect(plainOthers.decide(turn)).toEqual(plain.decide(turn));
      }
    },
  );
});
