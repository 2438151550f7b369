// The bots read The Cost's states through a few restated encodings (src/bots/the-cost/reader.ts): every
// reading is checked here against the engine's own view of the same positions.
import { describe, expect, it } from 'vitest';
import { theCost, type CostState, type CostView } from '../../src/games/the-cost/index.ts';
import { TRACKS } from '../../src/games/the-cost/moves.ts';
import { randomInt, rngFromSeed } from '../../src/kernel/index.ts';
import {
  BUILT_PORT,
  BUILT_RAIL,
  builtKind,
  builtOwner,
  dieCode,
  dieValueOf,
  isRefinedDie,
  LAST_SPACE,
  levelOf,
  STEP_OVER,
  STEP_SELECT_COUNTRY,
  STEP_TAKE_ACTION,
  tableOf,
  TRACK_ORDER,
} from '../../src/bots/the-cost/reader.ts';

/** Positions along random games, with a bias towards building so that dice and facilities appear. */
function positions(games: number): CostState[] {
  const out: CostState[] = [];
  const rng = rngFromSeed('reader');
  for (let g = 0; g < games; g++) {
    let s = theCost.setup({ players: 2 + (g % 3) }, `reader:${g}`);
    while (!theCost.outcome(s)) {
      out.push(s);
      const seat = theCost.activeSeats(s)[0];
      const legal = theCost.legalMoves(s, seat);
      const builds = legal.filter((m) => /BUILD_M|MINE|MILL|MOVE|SUBSIDY/.test(m.type));
      const pool = builds.length && randomInt(rng, 4) > 0 ? builds : legal;
      s = theCost.apply(s, seat, pool[randomInt(rng, pool.length)]);
    }
    out.push(s);
  }
  return out;
}

describe('The Cost state readings of the bots', () => {
  const all = positions(12);

  it(
    'meet dice, facilities, levels, supplies and built triangles as the view shows them',
    { timeout: 120_000 },
    () => {
      let dice = 0;
      for (const s of all) {
        const view = theCost.view(s, 0) as CostView;
        const t = tableOf(view);
        expect(t.countries).toHaveLength(s.c.length);
        s.c.forEach((cs, i) => {
          const cv = view.countries[t.countries[i]];
          expect(cs.demand).toBe(cv.demandSpace);
          expect(cs.sold.length).toBe(cv.sold.length);
          expect(cs.regulated === null).toBe(cv.regulated === null);
        });
        s.p.forEach((p, seat) => {
          const pv = view.players[seat];
          expect(p.money).toBe(pv.money);
          expect(p.sup).toEqual([pv.supply.mine, pv.supply.mill]);
          TRACKS.forEach((track, i) => expect(levelOf(p.inv[i])).toBe(pv.levels[track]));
          p.fac.forEach((f, col) => {
            const fv = pv.facilities.find((x) => x.column === col + 1);
            if (f === null) return expect(fv).toBeUndefined();
            expect(fv).toMatchObject({
              country: t.countries[f.c],
              type: f.mill ? 'mill' : 'mine',
              living: f.living,
            });
            const code = dieCode(s, f);
            const die = view.countries[fv!.country].dice[fv!.site];
            if (code === 0) expect(die).toBeUndefined();
            else {
              dice++;
              expect(die).toEqual({ color: isRefinedDie(code) ? 'refined' : 'raw', value: dieValueOf(code) });
            }
          });
          const counted = { rail: 0, port: 0 };
          for (const cs of s.c)
            for (const code of cs.built) {
              if (code === 0 || builtOwner(code) !== seat) continue;
              if (builtKind(code) === BUILT_RAIL) counted.rail++;
              if (builtKind(code) === BUILT_PORT) counted.port++;
            }
          const shown = { rail: 0, port: 0 };
          for (const cv of Object.values(view.countries))
            for (const b of Object.values(cv.built))
              if (b.owner === seat && (b.type === 'rail' || b.type === 'port')) shown[b.type]++;
          expect(counted).toEqual(shown);
        });
        expect(s.step === STEP_OVER).toBe(view.over);
        expect(s.step === STEP_SELECT_COUNTRY).toBe(view.pending?.decision === 'SELECT_COUNTRY');
        expect(s.step === STEP_TAKE_ACTION).toBe(view.pending?.decision === 'TAKE_ACTION');
      }
      expect(dice).toBeGreaterThan(20);
    },
  );

  it('meet the investment levels of every track space, which random games rarely reach', () => {
    const s = theCost.setup({ players: 2 }, 'reader:levels');
    for (let space = 0; space <= LAST_SPACE; space++) {
      const inv = TRACKS.map(() => space);
      const pv = (theCost.view({ ...s, p: [{ ...s.p[0], inv }, s.p[1]] }, 0) as CostView).players[0];
      TRACKS.forEach((track) => {
        expect(pv.investments[track]).toBe(space);
        expect(levelOf(space)).toBe(pv.levels[track]);
      });
    }
    expect(theCost.board.investments.spaces).toBe(LAST_SPACE);
    expect(TRACK_ORDER).toEqual([...TRACKS]);
  });
});
