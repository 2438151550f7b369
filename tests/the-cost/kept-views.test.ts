// A view keeps the parts of the last view a move did not touch (view-build.ts): over random games for
// 2 to 4 players, every view reads as one built afresh from a copy of its state (which shares nothing
// with earlier states), parts are shared with the previous view where their figures are the same, and no
// view read earlier changed since.
import { describe, expect, it } from 'vitest';
import { randomInt, rngFromSeed, SPECTATOR } from '../../src/kernel/index.ts';
import type { CostState, CostView } from '../../src/games/the-cost/index.ts';
import { game } from './support.ts';

describe('kept views', () => {
  it.each([2, 3, 4])('read as fresh ones and never change, %i players', (players) => {
    const rng = rngFromSeed(`kept-views:${players}`);
    let s: CostState = game.setup({ players }, `kept-views:${players}`);
    const seen: [CostView, string][] = [];
    let shared = 0;
    for (let i = 0; i < 400 && game.outcome(s) === null; i++) {
      const v = game.view(s, SPECTATOR);
      expect(v).toEqual(game.view(structuredClone(s), SPECTATOR));
      const last = seen.at(-1)?.[0];
      if (last && Object.values(v.countries).some((c) => Object.values(last.countries).includes(c))) shared++;
      seen.push([v, JSON.stringify(v)]);
      const seat = game.activeSeats(s)[0];
      const legal = game.legalMoves(s, seat);
      s = game.apply(s, seat, legal[randomInt(rng, legal.length)]);
    }
    for (const [v, json] of seen) expect(JSON.stringify(v)).toBe(json);
    expect(shared).toBeGreaterThan(seen.length / 2);
  });
});
