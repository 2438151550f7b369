// The report's figures by seat, country and round read as the state's lists say, over random games for 2
// to 4 players: a plain reading of the state's figures, written here with maps and sums, against the view
// built as the server builds it (view-build.ts, with loops of its own), member for member and in order.
import { describe, expect, it } from 'vitest';
import { randomInt, rngFromSeed, SPECTATOR } from '../../src/kernel/index.ts';
import type { CostState } from '../../src/games/the-cost/index.ts';
import { game } from './support.ts';

const range = (n: number) => [...Array(n).keys()];

/** The figures as the state's lists hold them: seat-major rows of `R` rounds, -1 for a figure not known yet. */
function figures(s: CostState, ids: string[]) {
  const r = s.rep;
  const np = s.np;
  const R = r.safe.length / np;
  const bySeatRound = (xs: number[]) => range(np).map((seat) => range(R).map((k) => xs[seat * R + k]));
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  const deaths = Object.fromEntries(
    ids.map((id, c) => [
      id,
      range(np).map((seat) => range(R).map((k) => r.deaths[(c * np + seat) * R + k] ?? 0)),
    ]),
  );
  return {
    deaths,
    deathsBySeat: range(np).map((seat) => sum(ids.map((id) => sum(deaths[id][seat])))),
    deathsByCountry: Object.fromEntries(ids.map((id) => [id, sum(deaths[id].flat())])),
    deathsTotal: sum(ids.map((id) => sum(deaths[id].flat()))),
    safeWork: bySeatRound(r.safe),
    unsafeWork: bySeatRound(r.unsafe),
    safetyResources: bySeatRound(r.safetyResources),
    demandAtRoundEnd: Object.fromEntries(
      ids.map((id, c) => [
        id,
        range(R).map((k) => (r.demandEnd[c * R + k] >= 0 ? r.demandEnd[c * R + k] : null)),
      ]),
    ),
    money: range(R).map((k) =>
      range(4).map((ph) => {
        const at = (k * 4 + ph) * np;
        return r.money[at] >= 0 ? r.money.slice(at, at + np) : null;
      }),
    ),
  };
}

describe("the report's figures", () => {
  it.each([2, 3, 4])('read as the state holds them, %i players', (players) => {
    const rng = rngFromSeed(`report-figures:${players}`);
    let s: CostState = game.setup({ players }, `report-figures:${players}`);
    let deaths = 0;
    for (let i = 0; i < 400 && game.outcome(s) === null; i++) {
      const v = game.view(s, SPECTATOR);
      const want = figures(s, Object.keys(v.countries));
      const got = Object.fromEntries(Object.keys(want).map((k) => [k, v.report[k as keyof typeof want]]));
      expect(JSON.stringify(got)).toBe(JSON.stringify(want));
      deaths = v.report.deathsTotal;
      const seat = game.activeSeats(s)[0];
      const legal = game.legalMoves(s, seat);
      s = game.apply(s, seat, legal[randomInt(rng, legal.length)]);
    }
    // The games reach deaths, so that the sums are read on more than zeros.
    expect(deaths).toBeGreaterThan(0);
  });
});
