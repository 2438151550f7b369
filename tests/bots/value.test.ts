// The model of the chances to win: it reads only public information (the view and the full state give
// the same features; changing what nobody may see changes nothing), its chances are proper, and a model
// made for other rules is refused with a reason.
import { describe, expect, it } from 'vitest';
import { analysisChances, analysisChancesOfView, playsOutView } from '../../src/bots/value/chances.ts';
import {
  analysisReadsPublicMoney,
  featureSetOf,
  spectatorChances,
  valueModelStatus,
  winChancesOfState,
  winChancesOfView,
} from '../../src/bots/value/index.ts';
import { industrialWaste, type IwState } from '../../src/games/industrial-waste/index.ts';
import { theCost } from '../../src/games/the-cost/index.ts';
import { hashState, rngFromSeed, sameJson, SPECTATOR, type AnyGame } from '../../src/kernel/index.ts';
import { heuristicGame, heuristicGameMoves, publicMoneyOf, withHiddenChanged } from '../support/bot-games.ts';

const sumsToOne = (p: number[]) => Math.abs(p.reduce((a, b) => a + b, 0) - 1) < 1e-9;

describe.each([
  { name: 'The Cost', game: theCost as AnyGame, players: 3 },
  { name: 'Industrial Waste', game: industrialWaste as AnyGame, players: 3 },
])('the chances to win in $name', ({ game, players }) => {
  const states = heuristicGame(game, players, `value:${game.id}`);
  const running = states.filter((s) => !game.outcome(s));
  const features = featureSetOf(game)!;

  it('come from a trained model of the current rules', () => {
    const status = valueModelStatus(game);
    expect(status.reason).toBeNull();
    expect(status.ready).toBe(true);
    expect(status.model?.rulesVersion).toBe(game.rulesVersion);
  });

  it('read the same features from the spectator view as from the full state', () => {
    for (const [i, state] of running.entries()) {
      if (i % 5 !== 0) continue;
      const view = game.view(state, SPECTATOR);
      const fromView = features.ofState(game.determinize(view, 0, rngFromSeed(`d${i}`)));
      const fromState = features.ofState(state);
      expect(fromView.progress).toBe(fromState.progress);
      expect(Array.from(fromView.x)).toEqual(Array.from(fromState.x));
      expect(winChancesOfView(game, view)).toEqual(winChancesOfState(game, state));
      // Late positions of a model with playouts blend them in; the others are the model's alone.
      if (!playsOutView(game, view))
        expect(analysisChancesOfView(game, view)).toEqual(winChancesOfState(game, state));
    }
  });

  it('split evenly where nothing tells the seats apart but the turn order', () => {
    const setup = featureSetOf(game)!.ofState(states[0]);
    const F = features.names.length;
    const order = features.names.indexOf('turnOrder');
    for (let s = 1; s < players; s++)
      for (let j = 0; j < F; j++) if (j !== order) expect(setup.x[s * F + j]).toBe(setup.x[j]);
    expect(winChancesOfState(game, states[0])).toEqual(new Array(players).fill(1 / players));
    expect(spectatorChances(game, states[0])).toEqual(new Array(players).fill(1 / players));
  });

  it('refuse a model whose late playouts are set wrong, saying why', () => {
    const model = valueModelStatus(game).model!;
    const rollout = { from: 0.9, full: 0.8, weight: 0.5, playouts: 4, explore: 0, level: 'heuristic' };
    expect(valueModelStatus(game, { ...model, rollout }).reason).toMatch(/rollout: 0 <= from <= full <= 1/);
    const none = { ...rollout, from: 0.8, full: 0.9, playouts: 0 };
    expect(valueModelStatus(game, { ...model, rollout: none }).reason).toMatch(/rollout: playouts/);
  });

  it('are in [0, 1], sum to 1, move with the game and give the winners everything at the end', () => {
    const chances = states.map((s) => winChancesOfState(game, s));
    for (const c of chances) {
      expect(c).toHaveLength(players);
      for (const p of c) expect(p >= 0 && p <= 1).toBe(true);
      expect(sumsToOne(c)).toBe(true);
    }
    expect(new Set(chances.map((c) => c.join())).size).toBeGreaterThan(states.length / 4);
    const outcome = game.outcome(states.at(-1))!;
    for (const w of outcome.winners) expect(chances.at(-1)![w]).toBeCloseTo(1 / outcome.winners.length);
    expect(spectatorChances(game, running[10])).toEqual(chances[10]);
  });

  it('refuse a model trained under other rules, saying why', () => {
    const other = { ...game, rulesVersion: game.rulesVersion + 1 } as AnyGame;
    const status = valueModelStatus(other);
    expect(status.ready).toBe(false);
    expect(status.reason).toMatch(/rules version/);
    expect(() => winChancesOfState(other, running[0])).toThrow(/rules version/);
  });
});

describe('Industrial Waste: the chances reveal no secret', () => {
  const game = industrialWaste;
  const states = heuristicGame(game, 3, 'value-secrets') as IwState[];
  const running = states.filter((s) => !game.outcome(s));
  const features = featureSetOf(game)!;

  it("do not change when another seat's cash, kept card, the deck order or the PRNG change", () => {
    let checked = 0;
    for (const [i, state] of running.entries()) {
      if (i % 4 !== 0) continue;
      const other = withHiddenChanged(state, SPECTATOR, `hidden:${i}`);
      expect(hashState(other)).not.toBe(hashState(state));
      expect(sameJson(game.view(other, SPECTATOR), game.view(state, SPECTATOR))).toBe(true);
      expect(Array.from(features.ofState(other).x)).toEqual(Array.from(features.ofState(state).x));
      expect(winChancesOfState(game, other)).toEqual(winChancesOfState(game, state));
      expect(spectatorChances(game, other)).toEqual(spectatorChances(game, state));
      expect(analysisChances(game, other)).toEqual(analysisChances(game, state));
      // A seat's own view shows its cash and kept card: the chances from it are still the public ones.
      const seat = i % 3;
      expect(winChancesOfView(game, game.view(state, seat), seat)).toEqual(winChancesOfState(game, state));
      checked++;
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('the changed positions differ in every hidden part, so the test above can fail', () => {
    const state = running[Math.floor(running.length / 2)];
    const other = withHiddenChanged(state, SPECTATOR, 'check');
    expect(other.deck).not.toEqual(state.deck);
    expect(other.seats.map((p) => p.cash)).not.toEqual(state.seats.map((p) => p.cash));
    expect(other.rng).not.toEqual(state.rng);
  });
});

describe("Industrial Waste: the analysis's model reads the public money, never the cash", () => {
  const game = industrialWaste;
  const played = heuristicGameMoves(game, 3, 'value-money');
  const states = played.states as IwState[];
  const money = publicMoneyOf(game, states, played.moves);
  const features = featureSetOf(game, true)!;

  it('is a trained model of the current rules, and the analysis uses it', () => {
    expect(valueModelStatus(game, undefined, true).reason).toBeNull();
    expect(analysisReadsPublicMoney(game)).toBe(true);
    expect(analysisReadsPublicMoney(theCost)).toBe(false);
    expect(featureSetOf(theCost, true)).toBeNull();
  });

  it("counts from the spectator's log every transaction: the public money is each seat's cash", () => {
    // The only place the cash is read: to check that every transaction is in the public log.
    states.forEach((s, i) => expect(money[i]).toEqual(s.seats.map((p) => p.cash)));
    expect(new Set(money.map((m) => m.join())).size).toBeGreaterThan(20);
  });

  it('does not change when the cash field, kept cards, the deck or the PRNG change and the log does not', () => {
    let checked = 0;
    let moved = 0;
    for (const [i, state] of states.entries()) {
      if (i % 4 !== 0 || game.outcome(state)) continue;
      const other = withHiddenChanged(state, SPECTATOR, `money:${i}`);
      expect(other.seats.map((p) => p.cash)).not.toEqual(state.seats.map((p) => p.cash));
      expect(Array.from(features.ofState(other, money[i]).x)).toEqual(
        Array.from(features.ofState(state, money[i]).x),
      );
      const chances = analysisChances(game, state, undefined, money[i]);
      expect(analysisChances(game, other, undefined, money[i])).toEqual(chances);
      expect(winChancesOfState(game, other, undefined, money[i])).toEqual(chances);
      // A seat's own view (its cash shown) gives the same chances with the same public money.
      const seat = i % 3;
      expect(analysisChancesOfView(game, game.view(state, seat), seat, undefined, money[i])).toEqual(chances);
      expect(sumsToOne(chances)).toBe(true);
      if (chances.join() !== analysisChances(game, state).join()) moved++;
      checked++;
    }
    expect(checked).toBeGreaterThan(20);
    // The money is read: the chances differ from those of the model without it.
    expect(moved).toBeGreaterThan(checked / 2);
  });

  it('is refused without the public money, saying why', () => {
    expect(() => features.ofState(states[5])).toThrow(/public money/);
  });
});

describe('The Cost: late in the game the chances blend playouts', () => {
  const game = theCost as AnyGame;
  const states = heuristicGame(game, 3, 'value-playouts');
  const late = states.filter((s) => !game.outcome(s) && playsOutView(game, game.view(s, SPECTATOR)));

  it('from the last round on, the same every time and from every view, and not the model alone', () => {
    const model = valueModelStatus(game).model!;
    expect(model.rollout?.weight).toBeGreaterThan(0);
    expect(late.length).toBeGreaterThan(5);
    // The earlier positions are the model's alone.
    const first = states.indexOf(late[0]);
    expect(states.slice(0, first).every((s) => !playsOutView(game, game.view(s, SPECTATOR)))).toBe(true);
    let differs = 0;
    for (const state of late.filter((_, i) => i % 3 === 0)) {
      const chances = analysisChances(game, state);
      expect(sumsToOne(chances)).toBe(true);
      expect(analysisChances(game, state)).toEqual(chances);
      expect(analysisChancesOfView(game, game.view(state, 1), 1)).toEqual(chances);
      if (chances.some((c, s) => Math.abs(c - winChancesOfState(game, state)[s]) > 1e-9)) differs++;
    }
    expect(differs).toBeGreaterThan(0);
  });
});
