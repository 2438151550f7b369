// Properties over random legal games for 2, 3 and 4 players: every game ends without an error, and the
// invariants of the spec hold after every move.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hashState, Match, randomInt, rngFromSeed, RuleError, SPECTATOR } from '../../src/kernel/index.ts';
import type { CostMove, CostState, CostView } from '../../src/games/the-cost/index.ts';
import { game } from './support.ts';

function invariants(before: CostState | null, s: CostState, v: CostView): void {
  const r = v.report;
  for (const p of v.players) {
    expect(p.money).toBeGreaterThanOrEqual(0);
    for (const n of Object.values(p.resources)) expect(n).toBeGreaterThanOrEqual(0);
    // Facility limits: mines and mills never exceed the markers, columns hold one facility each.
    const mines = p.facilities.filter((f) => f.type === 'mine').length;
    const mills = p.facilities.filter((f) => f.type === 'mill').length;
    expect(mines + p.supply.mine).toBeLessThanOrEqual(6);
    expect(mills + p.supply.mill).toBeLessThanOrEqual(5);
    expect(new Set(p.facilities.map((f) => f.column)).size).toBe(p.facilities.length);
    for (const f of p.facilities) if (f.firstMine) expect(f.column).toBe(1);
    // Only mines and mills are counted in supply: player rails and ports are unlimited.
    expect(Object.keys(p.supply).sort()).toEqual(['mill', 'mine']);
    const onMaps = (type: string) =>
      Object.values(v.countries).reduce(
        (n, c) => n + Object.values(c.built).filter((b) => b.type === type && b.owner === p.seat).length,
        0,
      );
    expect(onMaps('mine')).toBe(mines);
    expect(onMaps('mill')).toBe(mills);
    // Workers: hired = living + dead + sent home.
    const living = p.facilities.reduce((a, f) => a + f.living, 0);
    const dead =
      p.facilities.reduce((a, f) => a + f.dead, 0) +
      r.regulations
        .flatMap((x) => x.facilitiesLost)
        .reduce((a, f) => a + (f.seat === p.seat ? f.dead : 0), 0);
    expect(r.workersHired[p.seat]).toBe(living + dead + r.workersSentHome[p.seat]);
    expect(r.deathsBySeat[p.seat]).toBe(dead);
  }
  // Deaths per facility add up to the deaths per player and country.
  expect(r.deathsByFacility.reduce((a, f) => a + f.deaths, 0)).toBe(r.deathsTotal);
  // Every die is in exactly one place: on a mine or mill of the map, sold, or lost.
  let onMap = 0;
  for (const c of Object.values(v.countries))
    for (const [t, d] of Object.entries(c.dice)) {
      onMap++;
      const b = c.built[t];
      expect(b && (b.type === 'mill' || (b.type === 'mine' && d.color === 'raw'))).toBeTruthy();
    }
  expect(r.dice.mined).toBe(onMap + r.dice.toMarkets + r.dice.toEmergingMarket + r.dice.lost);
  // Demand trackers only move right (the space number only goes down).
  if (before)
    before.c.forEach((cs, i) => {
      expect(s.c[i].demand).toBeLessThanOrEqual(cs.demand);
      expect(s.c[i].demand).toBeGreaterThanOrEqual(0);
    });
}

/** Plays one random game with every check; returns the record's moves. */
function randomGame(
  players: number,
  seed: number,
): { moves: { seat: number; move: CostMove }[]; state: CostState } {
  const rng = rngFromSeed(`prop:${seed}`);
  let s = game.setup({ players }, `prop:${seed}`);
  const moves: { seat: number; move: CostMove }[] = [];
  invariants(null, s, game.view(s, SPECTATOR));
  for (let n = 0; game.outcome(s) === null; n++) {
    if (n > 3000) throw new Error('the game does not end');
    const [seat] = game.activeSeats(s);
    const legal = game.legalMoves(s, seat);
    expect(legal.length).toBeGreaterThan(0);
    const move = legal[randomInt(rng, legal.length)];
    // A refused move changes nothing, also on the fast path.
    if (n % 7 === 0) {
      const wrong = {
        ...move,
        ...(move.type === 'MOVE' ? { payments: move.payments.map((x) => x + 1) } : {}),
      };
      const other = (seat + 1) % players;
      const copy = game.fast!.clone(s);
      const h = hashState(copy);
      for (const [who, m] of [
        [other, move],
        [seat, wrong],
      ] as const) {
        try {
          game.fast!.applyInPlace(copy, who, m as CostMove);
        } catch (e) {
          expect(e).toBeInstanceOf(RuleError);
          expect(hashState(copy)).toBe(h);
        }
      }
    }
    const next = game.apply(s, seat, move);
    // apply == clone + applyInPlace, and the input is untouched.
    const h0 = hashState(s);
    const fast = game.fast!.clone(s);
    game.fast!.applyInPlace(fast, seat, move);
    expect(hashState(fast)).toBe(hashState(next));
    expect(hashState(s)).toBe(h0);
    invariants(s, next, game.view(next, SPECTATOR));
    // The position format round-trips.
    if (n % 11 === 0) expect(hashState(game.position.read(game.position.write(next)))).toBe(hashState(next));
    moves.push({ seat, move });
    s = next;
  }
  return { moves, state: s };
}

describe('random legal games', () => {
  for (const players of [2, 3, 4]) {
    it(`${players} players: no error, invariants hold, replay gives the same hash`, () => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 1_000_000 }), (seed) => {
          const { moves, state } = randomGame(players, seed);
          const record = {
            game: 'the-cost',
            rulesVersion: game.rulesVersion,
            options: { players },
            seed: `prop:${seed}`,
            moves,
          };
          expect(Match.replay(game, record).hash()).toBe(hashState(state));
          const out = game.outcome(state)!;
          expect(out.scores).toEqual(state.p.map((p) => p.money));
          expect(out.winners.every((w) => out.scores[w] === Math.max(...out.scores))).toBe(true);
        }),
        { numRuns: Number(process.env.THE_COST_PROPERTY_RUNS ?? 12), seed: 42 + players },
      );
    }, 600_000);
  }
});
