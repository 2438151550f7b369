// What each of the five phase-1 actions could do now in the active country, independent of the slot it
// is taken from: shared by the legal-move listing and the checks of `apply` so that both always agree.
import {
  B_PORT,
  B_RAIL,
  EFFECTIVE_INFRASTRUCTURE,
  HIGH_DEMAND_MILLING,
  HIGH_DEMAND_MINING,
  K_INDUSTRIAL,
  K_RAIL,
  PRIVATIZATION,
  SUP_MILL,
  SUP_MINE,
} from '../codes.ts';
import type { Edition } from '../data/compile.ts';
import type { CountryState, Ctx } from '../state.ts';
import { demandOf, effects, effectsWithCube, isNational, isOpen } from './common.ts';

export interface BuildOption {
  site: number;
  /** Columns 1..6 the facility may take. */
  columns: number[];
  /** Capacity after the assessment this build causes: hire 1..capacity. */
  capacity: number;
}

export const canSubsidize = (g: Ctx): boolean => demandOf(g.s.c[g.s.tc]) > 0;

/** Free columns for a new mine (mill = false) or mill: column 1 is the first mine's until it is built. */
export function freeColumns(g: Ctx, seat: number, mill: boolean): number[] {
  const p = g.s.p[seat];
  const out: number[] = [];
  if (!p.firstMine) {
    if (!mill) return p.fac[g.e.firstMineColumn - 1] === null ? [g.e.firstMineColumn] : [];
    for (let i = 0; i < p.fac.length; i++)
      if (p.fac[i] === null && i + 1 !== g.e.firstMineColumn) out.push(i + 1);
    return out;
  }
  for (let i = 0; i < p.fac.length; i++) if (p.fac[i] === null) out.push(i + 1);
  return out;
}

export function facilityCost(g: Ctx, seat: number, mill: boolean): number {
  const k = g.e.costs;
  return mill ? k.mill : g.s.p[seat].firstMine ? k.mine : k.firstMine;
}

/** Sites where the player may build a mine or mill now, with columns and capacity; empty when unaffordable. */
export function buildOptions(g: Ctx, seat: number, mill: boolean): BuildOption[] {
  const { e, s } = g;
  const p = s.p[seat];
  const c = s.tc;
  const cs = s.c[c];
  if (p.sup[mill ? SUP_MILL : SUP_MINE] < 1) return [];
  if (p.res[c] < facilityCost(g, seat, mill)) return [];
  const columns = freeColumns(g, seat, mill);
  if (!columns.length) return [];
  const out: BuildOption[] = [];
  const k = e.capacity;
  for (const t of e.countries[cs.d].map.industrial) {
    if (!isOpen(e, cs, t)) continue;
    const mask = effectsWithCube(e, cs, cs.cube[t]);
    const capacity = mill
      ? k.mill + (mask & HIGH_DEMAND_MILLING ? k.highDemandBonus : 0)
      : k.mine + (p.firstMine ? 0 : k.firstMineBonus) + (mask & HIGH_DEMAND_MINING ? k.highDemandBonus : 0);
    out.push({ site: t, columns, capacity });
  }
  return out;
}

/** A player rail may go on an open triangle, or replace a national rail with PRIVATIZATION. */
const railUsable = (e: Edition, cs: CountryState, t: number, priv: boolean): boolean =>
  isOpen(e, cs, t) || (priv && isNational(cs.built[t], B_RAIL));

/**
 * Calls `each(a, b)` for every legal BUILD_RAILS placement (`b` −1 for one rail), in engine order.
 * Option (a): one or two rail triangles, open or (PRIVATIZATION) holding a national rail. Option (b): one
 * industrial triangle, open or (PRIVATIZATION) holding a national rail; when it was open and
 * EFFECTIVE_INFRASTRUCTURE is active, an optional extra rail on an open rail or industrial triangle.
 */
export function eachRailOption(g: Ctx, each: (a: number, b: number) => void): void {
  const { e, s } = g;
  const cs = s.c[s.tc];
  const map = e.countries[cs.d].map;
  const mask = effects(e, cs);
  const priv = (mask & PRIVATIZATION) !== 0;
  const rails: number[] = [];
  for (const t of map.rails) if (railUsable(e, cs, t, priv)) rails.push(t);
  for (let i = 0; i < rails.length; i++) {
    each(rails[i], -1);
    for (let j = i + 1; j < rails.length; j++) each(rails[i], rails[j]);
  }
  const extra = (mask & EFFECTIVE_INFRASTRUCTURE) !== 0;
  for (const t of map.industrial) {
    if (!railUsable(e, cs, t, priv)) continue;
    each(t, -1);
    if (!extra || !isOpen(e, cs, t)) continue;
    for (const u of map.rails) if (isOpen(e, cs, u)) each(t, u);
    for (const u of map.industrial) if (u > t && isOpen(e, cs, u)) each(t, u);
  }
}

/** Whether a placement (engine order, see `canonicalPair`) is one of `eachRailOption`'s. */
export function railPlacementLegal(g: Ctx, ts: number[]): boolean {
  const { e, s } = g;
  if (ts.length < 1 || ts.length > 2) return false;
  const cs = s.c[s.tc];
  const kind = e.countries[cs.d].map.kind;
  const mask = effects(e, cs);
  const priv = (mask & PRIVATIZATION) !== 0;
  const [a, b] = ts;
  if (ts.length === 1) return (kind[a] === K_RAIL || kind[a] === K_INDUSTRIAL) && railUsable(e, cs, a, priv);
  if (a === b) return false;
  if (kind[a] === K_RAIL)
    return kind[b] === K_RAIL && railUsable(e, cs, a, priv) && railUsable(e, cs, b, priv);
  return (
    kind[a] === K_INDUSTRIAL &&
    (kind[b] === K_RAIL || kind[b] === K_INDUSTRIAL) &&
    (mask & EFFECTIVE_INFRASTRUCTURE) !== 0 &&
    isOpen(e, cs, a) &&
    isOpen(e, cs, b)
  );
}

/** Port triangles where the player may build a port now. */
export function portOptions(g: Ctx): number[] {
  const { e, s } = g;
  const cs = s.c[s.tc];
  const priv = (effects(e, cs) & PRIVATIZATION) !== 0;
  return e.countries[cs.d].map.ports.filter(
    (t) => isOpen(e, cs, t) || (priv && isNational(cs.built[t], B_PORT)),
  );
}
