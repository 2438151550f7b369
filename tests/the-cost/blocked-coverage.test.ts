// Every refusal a player of The Cost can meet by choosing among what the table shows is listed in advance:
// over random games, every well-formed move of the pending decision within small bounds (each slot's
// actions with every site, column and hire up to the largest capacity + 1, every triangle and pair of
// triangles, every die to every mill, market and the emerging market, hires 0..capacity + 1, every amount
// up to the money + 1, every place) that `apply` refuses is covered by a blocked move for the same option
// with the same code.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { randomInt, rngFromSeed, type BlockedMove } from '../../src/kernel/index.ts';
import { shippedEdition, theCost } from '../../src/games/the-cost/index.ts';
import { B_MILL, builtType, K_INDUSTRIAL, K_RAIL } from '../../src/games/the-cost/codes.ts';
import { TRACKS, type CostMove } from '../../src/games/the-cost/moves.ts';
import { effectiveIcon } from '../../src/games/the-cost/rules/phase1.ts';
import { capacity } from '../../src/games/the-cost/rules/common.ts';
import { canWork } from '../../src/games/the-cost/rules/flow.ts';
import { STEP, type CostState } from '../../src/games/the-cost/state.ts';
import { END, summary, uncovered, type Coverage, type Miss } from '../support/blocked-coverage.ts';

const e = shippedEdition;
const MOVES_PER_GAME = 260;
const TYPE_OF = ['SUBSIDY', 'BUILD_MINE', 'BUILD_MILL', 'BUILD_RAILS', 'BUILD_PORT'] as const;
const k = e.capacity;
const MAX_HIRE = Math.max(k.mine + k.firstMineBonus, k.mill) + k.highDemandBonus + 1;

const mapOf = (s: CostState, c: number) => e.countries[s.c[c].d].map;
const countryOf = (s: CostState, c: number) => e.countries[s.c[c].d].id;

/** Every triangle of the given kinds alone, and every ordered pair of them. */
function triangleLists(s: CostState, kinds: number[]): string[][] {
  const map = mapOf(s, s.tc);
  const ids = map.ids.filter((_, t) => kinds.includes(map.kind[t]));
  return [...ids.map((a) => [a]), ...ids.flatMap((a) => ids.filter((b) => b !== a).map((b) => [a, b]))];
}

function actionCandidates(s: CostState, seat: number): CostMove[] {
  const legal = theCost.legalMoves(s, seat);
  const out: CostMove[] = [{ type: 'END_TURN' }];
  const map = mapOf(s, s.tc);
  const hexes = e.board.cornerHexes[s.tcorner];
  for (let i = 0; i < 3; i++) {
    if (s.tused & (1 << i)) continue;
    const hex = e.board.hexIds[hexes[i]];
    const own = effectiveIcon(e, s, hexes[i]);
    for (let a = 0; a < TYPE_OF.length; a++) {
      const slot = { hex, swap: a !== own };
      const type = TYPE_OF[a];
      if (type === 'SUBSIDY')
        for (const take of ['MONEY', 'RESOURCES'] as const) out.push({ type, ...slot, take });
      else if (type === 'BUILD_MINE' || type === 'BUILD_MILL')
        out.push(...buildCandidates(s, seat, legal, type, slot));
      else if (type === 'BUILD_RAILS')
        for (const triangles of triangleLists(s, [K_RAIL, K_INDUSTRIAL]))
          out.push({ type, ...slot, triangles });
      else for (const t of map.ports) out.push({ type, ...slot, triangle: map.ids[t] });
    }
  }
  return out;
}

/**
 * A mine or mill: every site, every column and every hire from 0 to the largest legal one + 1, each
 * along one axis from a legal build (a site's refusal does not depend on the column, nor a column's on
 * the site, so the axes meet every refusal the full product would).
 */
function buildCandidates(
  s: CostState,
  seat: number,
  legal: CostMove[],
  type: 'BUILD_MINE' | 'BUILD_MILL',
  slot: { hex: string; swap: boolean },
): CostMove[] {
  const map = mapOf(s, s.tc);
  const here = legal.filter((m) => m.type === type && m.hex === slot.hex) as Extract<
    CostMove,
    { column: number }
  >[];
  const base = here[0] ?? { site: map.ids[map.industrial[0]], column: 1, hire: 1 };
  const same = here.filter((m) => m.site === base.site && m.column === base.column);
  const top = same.length ? Math.max(...same.map((m) => m.hire)) + 1 : MAX_HIRE;
  const out: CostMove[] = [];
  const at = (site: string, column: number, hire: number) => out.push({ type, ...slot, site, column, hire });
  for (const t of map.industrial) at(map.ids[t], base.column, base.hire);
  for (let column = 1; column <= s.p[seat].fac.length; column++) at(base.site, column, base.hire);
  for (let hire = 0; hire <= top; hire++) at(base.site, base.column, hire);
  return out;
}

/** Every die of the seat to every mill, market and the emerging market, with no route chosen yet. */
function dieCandidates(s: CostState, seat: number): CostMove[] {
  const out: CostMove[] = [];
  const route = { exit: null, entry: null, path: [], entryPath: [], payments: [] };
  for (const f of s.p[seat].fac) {
    if (f === null || s.c[f.c].die[f.t] === 0) continue;
    const from = { type: 'MOVE' as const, country: countryOf(s, f.c), site: mapOf(s, f.c).ids[f.t] };
    out.push({ ...from, destination: 'EMERGING_MARKET', toCountry: null, target: null, ...route });
    for (let c = 0; c < s.c.length; c++) {
      const map = mapOf(s, c);
      const toCountry = countryOf(s, c);
      out.push({ ...from, destination: 'MARKET', toCountry, target: 'MK', ...route });
      for (const t of map.industrial)
        if (s.c[c].built[t] !== 0 && builtType(s.c[c].built[t]) === B_MILL)
          out.push({ ...from, destination: 'MILL', toCountry, target: map.ids[t], ...route });
    }
  }
  return out;
}

function candidates(s: CostState, seat: number): CostMove[] {
  const countries = s.c.map((_, c) => countryOf(s, c));
  switch (s.step) {
    case STEP.SELECT_COUNTRY:
      return countries.map((country) => ({ type: 'SELECT_COUNTRY', country }));
    case STEP.PLACE_EVENT_MARKER:
      return e.board.cornerIds.map((corner) => ({ type: 'PLACE_EVENT_MARKER', corner }));
    case STEP.NATIONAL_RAILS:
      return triangleLists(s, [K_RAIL, K_INDUSTRIAL]).map((triangles) => ({
        type: 'NATIONAL_RAILS',
        triangles,
      }));
    case STEP.NATIONAL_PORT:
      return mapOf(s, s.tc).ports.map((t) => ({ type: 'NATIONAL_PORT', triangle: mapOf(s, s.tc).ids[t] }));
    case STEP.TAKE_ACTION:
      return actionCandidates(s, seat);
    case STEP.CONVERT: {
      const out: CostMove[] = [{ type: 'DONE' }];
      for (const country of countries)
        for (let dollars = 1; dollars <= s.p[seat].money + 1; dollars++)
          out.push({ type: 'CONVERT', country, dollars });
      return out;
    }
    case STEP.CYCLE_TURN: {
      const out: CostMove[] = [{ type: 'PASS' }];
      for (const track of TRACKS)
        for (const spaces of [1, 2] as const) out.push({ type: 'INVEST', track, spaces });
      if (!canWork(s, seat)) return out;
      for (const f of s.p[seat].fac) {
        if (f === null) continue;
        const where = { country: countryOf(s, f.c), site: mapOf(s, f.c).ids[f.t] };
        const top = capacity(e, s, f) - f.living + 1;
        for (let hire = 0; hire <= top; hire++)
          for (const safe of [false, true])
            out.push({ type: f.mill ? 'MILL' : 'MINE', ...where, hire, safe });
      }
      return [...out, ...dieCandidates(s, seat)];
    }
    case STEP.CHOOSE_TURN_POSITION:
      return s.pos.map((_, i) => ({ type: 'CHOOSE_TURN_POSITION', position: i + 1 }));
    default:
      return [];
  }
}

/** The fields naming the option, in the order the table asks for them. */
function path(m: CostMove): unknown[] {
  switch (m.type) {
    case 'SUBSIDY':
      return [m.hex, m.type, m.swap, m.take];
    case 'BUILD_MINE':
    case 'BUILD_MILL':
      return [m.hex, m.type, m.swap, m.site, m.column, m.hire];
    case 'BUILD_RAILS':
      return [m.hex, m.type, m.swap, ...[...m.triangles].sort(), END];
    case 'BUILD_PORT':
      return [m.hex, m.type, m.swap, m.triangle];
    case 'NATIONAL_RAILS':
      return [m.type, ...[...m.triangles].sort(), END];
    case 'MINE':
    case 'MILL':
      return [m.type, m.country, m.site, m.hire, m.safe];
    case 'MOVE':
      return [m.type, m.country, m.site, m.destination, m.toCountry, m.target];
    default: {
      const { type, ...rest } = m;
      return [type, ...Object.values(rest)];
    }
  }
}

/**
 * A pair of rail triangles is offered from either triangle, so its path is the same both ways; one with
 * a triangle refused on its own is explained by that triangle's entry, when the refusal is the same.
 */
function alias(m: CostMove): CostMove[] {
  if ((m.type !== 'BUILD_RAILS' && m.type !== 'NATIONAL_RAILS') || m.triangles.length !== 2) return [];
  return m.triangles.map((t) => ({ ...m, triangles: [t] }));
}

const coverage: Coverage<CostState, CostMove> = {
  apply: (s, seat, m) => theCost.apply(s, seat, m),
  legal: (s, seat) => theCost.legalMoves(s, seat),
  blocked: (s, seat) => theCost.blockedMoves!(s, seat) as BlockedMove<CostMove>[],
  candidates,
  path,
  alias,
};

describe('The Cost: blocked moves cover every refusal the table can meet', () => {
  it('over random games', { timeout: 600_000 }, () => {
    const misses: Miss[] = [];
    const codes = new Map<string, number>();
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 4 }),
        fc.string({ minLength: 1, maxLength: 6 }),
        (players, seed) => {
          const rng = rngFromSeed(`coverage ${seed}`);
          let state = theCost.setup(theCost.optionsSchema.parse({ players }), seed);
          for (let n = 0; n < MOVES_PER_GAME && theCost.outcome(state) === null; n++) {
            const seat = theCost.activeSeats(state)[0];
            misses.push(...uncovered(coverage, state, seat, codes));
            const moves = theCost.legalMoves(state, seat);
            state = theCost.apply(state, seat, moves[randomInt(rng, moves.length)]);
          }
        },
      ),
      { numRuns: 8, seed: 26 },
    );
    expect(summary(misses)).toEqual([]);
    // The games reach many kinds of refusal, so the check is not vacuous.
    expect(codes.size).toBeGreaterThanOrEqual(8);
  });
});
