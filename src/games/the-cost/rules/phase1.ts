// Phase 1, the start of a turn: choosing a country, taking its event marker, placing it on a corner of
// the action board, and resolving the event (spec §6.2, §6.3).
import {
  B_PORT,
  B_RAIL,
  builtCode,
  EFFECTIVE_INFRASTRUCTURE,
  EV_PORT,
  EV_RAILS,
  EV_SUPPORT,
  EVENT_NAMES,
  K_INDUSTRIAL,
  K_PORT,
  K_RAIL,
  NATIONAL,
  SPARE,
  SUBSIDY,
} from '../codes.ts';
import { Codes, fail, problem, refuse, type Problem } from '../errors.ts';
import type { NationalPort, NationalRails, PlaceEventMarker, SelectCountry } from '../moves.ts';
import { setAt, STEP, type CostState, type Ctx } from '../state.ts';
import type { Edition } from '../data/compile.ts';
import { interned } from './interned.ts';
import {
  countryInPlay,
  countryName,
  effects,
  exchangeRate,
  inPlay,
  isOpen,
  log,
  triangleId,
} from './common.ts';

/** Effective icon of a hex: its action marker, else its printed icon. */
export const effectiveIcon = (e: Edition, s: CostState, hex: number): number =>
  s.hexMarker[hex] >= 0 ? s.hexMarker[hex] : e.board.icon[hex];

export function cornerLegal(e: Edition, s: CostState, corner: number): boolean {
  if (s.corner[corner] !== -1) return false;
  const hexes = e.board.cornerHexes[corner];
  return !(
    effectiveIcon(e, s, hexes[0]) === SUBSIDY &&
    effectiveIcon(e, s, hexes[1]) === SUBSIDY &&
    effectiveIcon(e, s, hexes[2]) === SUBSIDY
  );
}

export function legalSelectCountry(g: Ctx): SelectCountry[] {
  const out: SelectCountry[] = [];
  const moves = interned(g.e);
  for (let c = 0; c < g.s.c.length; c++) if (inPlay(g.s.c[c])) out.push(moves.selectCountry(g.s.c[c].d));
  return out;
}

export function selectCountry(g: Ctx, move: SelectCountry): void {
  const { e, s } = g;
  const c = countryInPlay(e, s, move.country);
  if (c < 0) {
    if (e.countryIndex[move.country] === undefined)
      refuse(Codes.UNKNOWN_COUNTRY, 'REFUSED_UNKNOWN_COUNTRY', { country: move.country });
    refuse(Codes.COUNTRY_NOT_IN_PLAY, 'REFUSED_COUNTRY_NOT_IN_PLAY', {
      country: e.countries[e.countryIndex[move.country]].name,
    });
  }
  if (!inPlay(s.c[c]))
    refuse(Codes.COUNTRY_REGULATED, 'REFUSED_SELECT_REGULATED', { country: countryName(g, c) });
  const cs = s.c[c];
  s.tc = c;
  s.tev = cs.events.length ? cs.events[0] : SPARE;
  if (cs.events.length) cs.events = cs.events.slice(1);
  s.step = STEP.PLACE_EVENT_MARKER;
  log(g, 'SELECTED_COUNTRY', { seat: s.order[s.cur], country: countryName(g, c) });
  log(g, s.tev === SPARE ? 'TOOK_SPARE_MARKER' : `TOOK_${EVENT_NAMES[s.tev]}`, {
    country: countryName(g, c),
    rate: exchangeRate(e, cs),
  });
}

export function legalCorners(g: Ctx): PlaceEventMarker[] {
  const out: PlaceEventMarker[] = [];
  const moves = interned(g.e);
  for (let k = 0; k < g.s.corner.length; k++) if (cornerLegal(g.e, g.s, k)) out.push(moves.corner(k));
  return out;
}

export function placeEventMarker(g: Ctx, move: PlaceEventMarker): void {
  const { e, s } = g;
  const k = e.board.cornerIndex[move.corner];
  if (k === undefined) refuse(Codes.UNKNOWN_CORNER, 'REFUSED_UNKNOWN_CORNER', { corner: move.corner });
  if (s.corner[k] !== -1) refuse(Codes.CORNER_USED, 'REFUSED_CORNER_USED', { corner: move.corner });
  if (!cornerLegal(e, s, k))
    refuse(Codes.CORNER_ALL_SUBSIDY, 'REFUSED_CORNER_ALL_SUBSIDY', { corner: move.corner });
  s.corner = setAt(s.corner, k, s.c[s.tc].d * 4 + s.tev);
  s.tcorner = k;
  s.tused = 0;
  log(g, 'PLACED_EVENT_MARKER', { corner: move.corner });
  resolveEvent(g);
}

/** Resolves the event of the marker just placed; asks for a placement only when there is a choice to make. */
function resolveEvent(g: Ctx): void {
  const { s } = g;
  s.step = STEP.TAKE_ACTION;
  if (s.tev === EV_SUPPORT) {
    const before = s.em;
    s.em = Math.min(g.e.emMaxRow, s.em + 1);
    log(g, 'EMERGING_MARKET_SUPPORTED', { row: s.em, before });
  } else if (s.tev === EV_RAILS) {
    if (roomForNationalRails(g)) s.step = STEP.NATIONAL_RAILS;
    else log(g, 'NO_ROOM_FOR_NATIONAL_RAILS', { country: countryName(g, s.tc) });
  } else if (s.tev === EV_PORT) {
    if (openOfKind(g, K_PORT).length) s.step = STEP.NATIONAL_PORT;
    else log(g, 'NO_ROOM_FOR_NATIONAL_PORT', { country: countryName(g, s.tc) });
  }
}

/** Open triangles of a kind in the active country, in map order. */
export function openOfKind(g: Ctx, kind: number): number[] {
  const cs = g.s.c[g.s.tc];
  const map = g.e.countries[cs.d].map;
  const list = kind === K_RAIL ? map.rails : kind === K_PORT ? map.ports : map.industrial;
  const out: number[] = [];
  for (const t of list) if (isOpen(g.e, cs, t)) out.push(t);
  return out;
}

/**
 * Calls `each(a, b)` (`b` −1 for one rail) for every legal placement of the NATIONAL_RAILS event. Option (a)
 * places as many as fit (two if two rail triangles are open); option (b) one open industrial triangle, plus
 * with EFFECTIVE_INFRASTRUCTURE an optional extra open rail or industrial triangle.
 */
export function eachNationalRailOption(g: Ctx, each: (a: number, b: number) => void): void {
  const rails = openOfKind(g, K_RAIL);
  const sites = openOfKind(g, K_INDUSTRIAL);
  if (rails.length === 1) each(rails[0], -1);
  for (let i = 0; i < rails.length; i++) for (let j = i + 1; j < rails.length; j++) each(rails[i], rails[j]);
  const extra = effects(g.e, g.s.c[g.s.tc]) & EFFECTIVE_INFRASTRUCTURE;
  for (const t of sites) {
    each(t, -1);
    if (!extra) continue;
    for (const u of rails) each(t, u);
    for (const u of sites) if (u > t) each(t, u);
  }
}

/** The event can place something: an open rail or industrial triangle exists. */
function roomForNationalRails(g: Ctx): boolean {
  const cs = g.s.c[g.s.tc];
  const map = g.e.countries[cs.d].map;
  return map.rails.some((t) => isOpen(g.e, cs, t)) || map.industrial.some((t) => isOpen(g.e, cs, t));
}

/** Whether a placement (engine order) is one of `eachNationalRailOption`'s. */
function nationalRailsLegal(g: Ctx, ts: number[]): boolean {
  const cs = g.s.c[g.s.tc];
  const kind = g.e.countries[cs.d].map.kind;
  if (ts.length < 1 || ts.length > 2 || !ts.every((t) => isOpen(g.e, cs, t))) return false;
  const [a, b] = ts;
  if (ts.length === 1)
    return kind[a] === K_INDUSTRIAL || (kind[a] === K_RAIL && openOfKind(g, K_RAIL).length === 1);
  if (a === b) return false;
  if (kind[a] === K_RAIL) return kind[b] === K_RAIL;
  return (
    kind[a] === K_INDUSTRIAL &&
    (kind[b] === K_RAIL || kind[b] === K_INDUSTRIAL) &&
    (effects(g.e, cs) & EFFECTIVE_INFRASTRUCTURE) !== 0
  );
}

export function legalNationalRails(g: Ctx): NationalRails[] {
  const moves = interned(g.e);
  const d = g.s.c[g.s.tc].d;
  const out: NationalRails[] = [];
  eachNationalRailOption(g, (a, b) => out.push(moves.nationalRails(d, a, b)));
  return out;
}

/** Index of a triangle id on the active country's map, refusing an unknown id. */
export function triangleOf(g: Ctx, c: number, id: string): number {
  const t = g.e.countries[g.s.c[c].d].map.index[id];
  if (t === undefined)
    refuse(Codes.UNKNOWN_TRIANGLE, 'REFUSED_UNKNOWN_TRIANGLE', { country: countryName(g, c), triangle: id });
  return t;
}

/**
 * Two rails may be listed in either order; the engine's order puts an industrial triangle first (option b
 * with its extra rail) and otherwise follows the map.
 */
export function canonicalPair(g: Ctx, c: number, ts: number[]): number[] {
  if (ts.length !== 2) return ts;
  const kind = g.e.countries[g.s.c[c].d].map.kind;
  const [a, b] = ts;
  if (kind[a] !== kind[b]) return kind[a] === K_INDUSTRIAL ? ts : [b, a];
  return a < b ? ts : [b, a];
}

/** Puts a rail on a triangle; a rail on a site sends its site marker and cube to the box (no assessment). */
export function layRail(g: Ctx, c: number, t: number, owner: number): void {
  const cs = g.s.c[c];
  cs.built = setAt(cs.built, t, builtCode(B_RAIL, owner));
  if (cs.cube[t] !== 0) cs.cube = setAt(cs.cube, t, 0);
}

/**
 * Why a national rail placement (engine order) is refused, or null when it is legal. A value, not a
 * throw: blocked moves ask it of every pair of triangles.
 */
export function nationalRailsProblem(g: Ctx, ts: number[]): Problem | null {
  if (nationalRailsLegal(g, ts)) return null;
  const { s } = g;
  const c = s.tc;
  const kinds = g.e.countries[s.c[c].d].map.kind;
  for (const t of ts)
    if (kinds[t] !== K_RAIL && kinds[t] !== K_INDUSTRIAL)
      return problem(Codes.WRONG_TRIANGLE_KIND, 'REFUSED_NATIONAL_RAILS_KIND', {
        triangle: triangleId(g, c, t),
      });
  for (const t of ts)
    if (!isOpen(g.e, s.c[c], t))
      return problem(Codes.NOT_OPEN, 'REFUSED_NATIONAL_RAILS_NOT_OPEN', {
        triangle: triangleId(g, c, t),
        country: countryName(g, c),
      });
  if (ts.length === 1 && kinds[ts[0]] === K_RAIL && openOfKind(g, K_RAIL).length >= 2)
    return problem(Codes.MUST_PLACE_MORE, 'REFUSED_NATIONAL_RAILS_MORE');
  return problem(Codes.BAD_RAIL_PLACEMENT, 'REFUSED_NATIONAL_RAILS_PLACEMENT');
}

export function nationalRails(g: Ctx, move: NationalRails): void {
  const { s } = g;
  const c = s.tc;
  const ts = canonicalPair(
    g,
    c,
    move.triangles.map((id) => triangleOf(g, c, id)),
  );
  fail(nationalRailsProblem(g, ts));
  for (const t of ts) layRail(g, c, t, NATIONAL);
  log(g, 'NATIONAL_RAILS_PLACED', { country: countryName(g, c), triangles: move.triangles.join(', ') });
  s.step = STEP.TAKE_ACTION;
}

export function legalNationalPort(g: Ctx): NationalPort[] {
  return openOfKind(g, K_PORT).map((t) => ({ type: 'NATIONAL_PORT', triangle: triangleId(g, g.s.tc, t) }));
}

export function nationalPort(g: Ctx, move: NationalPort): void {
  const { s } = g;
  const c = s.tc;
  const t = triangleOf(g, c, move.triangle);
  if (g.e.countries[s.c[c].d].map.kind[t] !== K_PORT)
    refuse(Codes.WRONG_TRIANGLE_KIND, 'REFUSED_NATIONAL_PORT_KIND', { triangle: move.triangle });
  if (!isOpen(g.e, s.c[c], t))
    refuse(Codes.NOT_OPEN, 'REFUSED_PORT_TAKEN', { triangle: move.triangle, country: countryName(g, c) });
  s.c[c].built = setAt(s.c[c].built, t, builtCode(B_PORT, NATIONAL));
  log(g, 'NATIONAL_PORT_PLACED', { country: countryName(g, c), triangle: move.triangle });
  s.step = STEP.TAKE_ACTION;
}
