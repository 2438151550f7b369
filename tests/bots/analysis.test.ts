import { describe, expect, it } from 'vitest';
import { estimateState } from '../../src/bots/analysis/analyse-record.ts';
import { searchEstimator } from '../../src/bots/analysis/estimator.ts';
import { hintFor } from '../../src/bots/analysis/hint.ts';
import { analysisChancesOfView } from '../../src/bots/value/chances.ts';
import { botTurn, createBot } from '../../src/bots/index.ts';
import { industrialWaste, type IwState } from '../../src/games/industrial-waste/index.ts';
import { theCost } from '../../src/games/the-cost/index.ts';
import {
  hashState,
  rngFromSeed,
  sameJson,
  shuffle,
  SPECTATOR,
  type AnyGame,
  type Viewer,
} from '../../src/kernel/index.ts';

import { heuristicGameMoves, publicMoneyOf } from '../support/bot-games.ts';

const typeOf = (id: string) => id.slice(0, id.lastIndexOf('-'));

/** Every position of a game between heuristic bots (the last is finished). */
function heuristicGame(game: AnyGame, players: number, seed: string): unknown[] {
  let s = game.setup({ players }, seed);
  const bots = [...Array(players).keys()].map((seat) =>
    createBot('heuristic', { game, seat, seed: `${seed}:${seat}` }),
  );
  const states = [s];
  while (!game.outcome(s)) {
    const seat = game.activeSeats(s)[0];
    const legal = game.legalMoves(s, seat);
    s = game.apply(s, seat, bots[seat].decide(botTurn(game, s, seat, legal)));
    states.push(s);
  }
  return states;
}

/**
 * The same Industrial Waste position with everything `viewer` cannot see changed: cash and kept cards
 * of every seat but the viewer's (swapped with deck cards of another type), and the deck order.
 */
function withHiddenChanged(s: IwState, viewer: Viewer, salt: string): IwState {
  const t = structuredClone(s);
  const rng = rngFromSeed(salt);
  t.seats.forEach((p, o) => {
    if (o === viewer) return;
    p.cash = p.cash + 7 + o * 11;
    if (p.kept !== null) {
      const i = t.deck.findIndex((c) => typeOf(c) !== typeOf(p.kept!) && typeOf(c) !== 'accident');
      if (i >= 0) [p.kept, t.deck[i]] = [t.deck[i], p.kept];
    }
  });
  t.deck = shuffle(rng, t.deck);
  t.rng = rngFromSeed(`${salt}:future`);
  return t;
}

const sumsToOne = (p: number[]) => Math.abs(p.reduce((a, b) => a + b, 0) - 1) < 1e-9;

describe('win probabilities', () => {
  for (const [game, players] of [
    [theCost, 2],
    [industrialWaste, 3],
  ] as [AnyGame, number][]) {
    it(`${game.id}: every position's chances are in [0, 1] and sum to 1; the end gives the winners all`, () => {
      const states = heuristicGame(game, players, `analysis:${game.id}`);
      const estimates = states.map((state, n) =>
        estimateState({ game, state, n, gameSeed: 'g', estimator: searchEstimator(12) }),
      );
      for (const e of estimates) {
        expect(e.winProbability).toHaveLength(players);
        for (const p of e.winProbability) expect(p >= 0 && p <= 1).toBe(true);
        expect(sumsToOne(e.winProbability)).toBe(true);
      }
      const outcome = game.outcome(states.at(-1))!;
      const last = estimates.at(-1)!.winProbability;
      for (const w of outcome.winners) expect(last[w]).toBeCloseTo(1 / outcome.winners.length);
      // The estimates are not all the same: the search tells positions apart.
      expect(new Set(estimates.map((e) => e.winProbability.join())).size).toBeGreaterThan(states.length / 4);
    });
  }

  it('an estimate is the same on every run (an iteration budget, never time)', () => {
    const states = heuristicGame(theCost, 3, 'again');
    const at = states[Math.floor(states.length / 2)];
    const once = () =>
      estimateState({ game: theCost, state: at, n: 5, gameSeed: 's', estimator: searchEstimator(40) });
    expect(once()).toEqual(once());
  });
});

describe('Industrial Waste: estimates and hints reveal no secret', () => {
  const game = industrialWaste;
  const states = heuristicGame(game, 3, 'secrets') as IwState[];
  const running = states.filter((s) => !game.outcome(s));

  it('an estimate does not change when any hidden value changes (it reads the spectator view only)', () => {
    let checked = 0;
    for (const [i, state] of running.entries()) {
      if (i % 9 !== 0) continue;
      const other = withHiddenChanged(state, SPECTATOR, `spectator:${i}`);
      expect(hashState(other)).not.toBe(hashState(state));
      expect(sameJson(game.view(other, SPECTATOR), game.view(state, SPECTATOR))).toBe(true);
      const estimate = (s: IwState) =>
        estimateState({ game, state: s, n: i, gameSeed: 'x', estimator: searchEstimator(40) });
      expect(estimate(other)).toEqual(estimate(state));
      checked++;
    }
    expect(checked).toBeGreaterThan(8);
  });

  it("the model's estimate reads the public money, not the cash: changing the cash with the same log changes nothing", () => {
    const played = heuristicGameMoves(game, 3, 'secrets-money');
    const all = played.states as IwState[];
    const money = publicMoneyOf(game, all, played.moves);
    let checked = 0;
    for (const [i, state] of all.entries()) {
      if (i % 9 !== 0 || game.outcome(state)) continue;
      const other = withHiddenChanged(state, SPECTATOR, `model:${i}`);
      expect(other.seats.map((p) => p.cash)).not.toEqual(state.seats.map((p) => p.cash));
      const estimate = (s: IwState) =>
        estimateState({ game, state: s, n: i, gameSeed: 'x', money: money[i] });
      expect(estimate(other)).toEqual(estimate(state));
      checked++;
    }
    expect(checked).toBeGreaterThan(8);
    // Without the public money the model's analysis refuses rather than read another model.
    expect(() => estimateState({ game, state: all[9], n: 9, gameSeed: 'x' })).toThrow(/public money/);
  });

  it(
    'a hint is a legal move and does not change when what its seat cannot see changes',
    () => {
      let checked = 0;
      let differentMoves = 0;
      for (const [i, state] of running.entries()) {
        if (i % 14 !== 0) continue;
        const seat = game.activeSeats(state)[0];
        const other = withHiddenChanged(state, seat, `seat:${i}`);
        expect(sameJson(game.view(other, seat), game.view(state, seat))).toBe(true);
        const hint = (s: IwState) =>
          hintFor({
            game,
            view: game.view(s, seat),
            seat,
            legalMoves: game.legalMoves(s, seat),
            seed: `h:${i}`,
            iterations: 1,
          });
        const h = hint(state);
        expect(game.legalMoves(state, seat)).toContainEqual(h.best.move);
        expect(h.best.chance >= 0 && h.best.chance <= 1).toBe(true);
        if (h.next) expect(h.next.move).not.toEqual(h.best.move);
        expect(hint(other)).toEqual(h);
        if (game.legalMoves(state, seat).length > 1) differentMoves++;
        checked++;
      }
      expect(checked).toBeGreaterThan(4);
      expect(differentMoves).toBeGreaterThan(3);
      // Each hint plays the strongest level's rollouts over 48 draws, twice per position: close to a
      // minute of a free core in all, several when the suite loads both cores.
    },
    8 * 60_000,
  );

  it('the changed positions differ in what a reader of the state would see, so the tests above can fail', () => {
    const state = running[Math.floor(running.length / 2)];
    const other = withHiddenChanged(state, SPECTATOR, 'check');
    expect(other.deck).not.toEqual(state.deck);
    expect(sameJson(game.view(other, 0), game.view(state, 0))).toBe(false);
  });
});

describe('hints in The Cost', () => {
  it('are legal moves of the asking seat, with a chance in [0, 1]', () => {
    const game: AnyGame = theCost;
    const states = heuristicGame(game, 2, 'hints');
    let checked = 0;
    for (const [i, state] of states.entries()) {
      if (i % 11 !== 0 || game.outcome(state)) continue;
      const seat = game.activeSeats(state)[0];
      const legal = game.legalMoves(state, seat);
      const h = hintFor({
        game,
        view: game.view(state, seat),
        seat,
        legalMoves: legal,
        seed: `c:${i}`,
        iterations: 30,
      });
      expect(legal).toContainEqual(h.best.move);
      expect(h.best.chance >= 0 && h.best.chance <= 1).toBe(true);
      // The chance now is the trained model's, from the seat's view, as the chart of chances has it.
      expect(h.before).toBeCloseTo(analysisChancesOfView(game, game.view(state, seat), seat)[seat], 12);
      checked++;
    }
    expect(checked).toBeGreaterThan(4);
  });

  it('come from the strongest level: its own move, and the same hint for the same position', () => {
    const game: AnyGame = theCost;
    const states = heuristicGame(game, 2, 'hints');
    let checked = 0;
    for (const [i, state] of states.entries()) {
      if (i % 25 !== 0 || game.outcome(state)) continue;
      const seat = game.activeSeats(state)[0];
      const legal = game.legalMoves(state, seat);
      if (legal.length < 2) continue;
      const ask = () =>
        hintFor({
          game,
          view: game.view(state, seat),
          seat,
          legalMoves: legal,
          seed: `s:${i}`,
          iterations: 1,
        });
      const h = ask();
      expect(ask()).toEqual(h);
      const tycoon = createBot('tycoon', { game, seat, seed: `t:${i}` });
      expect(tycoon.decide(botTurn(game, state, seat, legal))).toEqual(h.best.move);
      checked++;
    }
    expect(checked).toBeGreaterThan(2);
  });
});
