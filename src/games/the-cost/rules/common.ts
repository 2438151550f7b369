// Small readings of the state every rule needs: effects, exchange rate, demand, capacity, open triangles.
import {
  builtOwner,
  builtType,
  HIGH_DEMAND_MILLING,
  HIGH_DEMAND_MINING,
  K_MARKET,
  NATIONAL,
} from '../codes.ts';
import type { Edition } from '../data/compile.ts';
import type { CostState, CountryState, Ctx, Facility } from '../state.ts';

/** Active effects of a country as a mask: its tracker's column from space 1 up to the tracker. */
export function effects(e: Edition, cs: CountryState): number {
  const t = e.countries[cs.d];
  return cs.red > 0 ? t.redMask[cs.red] : cs.blue > 0 ? t.blueMask[cs.blue] : 0;
}

/** Effects once a cube of `colour` joins the holding area (what building on a site would change). */
export function effectsWithCube(e: Edition, cs: CountryState, colour: number): number {
  const t = e.countries[cs.d];
  let red = cs.red;
  let blue = cs.blue;
  if (colour === 1) {
    if (blue > 0) blue--;
    else red++;
  } else if (colour === 2) {
    if (red > 0) red--;
    else blue++;
  }
  return red > 0 ? t.redMask[red] : blue > 0 ? t.blueMask[blue] : 0;
}

/** Exchange rate: the number left of the leftmost marker still on the track (the last number when none). */
export function exchangeRate(e: Edition, cs: CountryState): number {
  const rates = e.countries[cs.d].rates;
  const taken = e.eventMix.length - cs.events.length;
  return rates[Math.min(taken, rates.length - 1)];
}

/** Refined dice the country buys per round now: the number right of the tracker. */
export const demandOf = (cs: CountryState): number => (cs.demand > 1 ? cs.demand - 1 : 0);
export const salesLeft = (cs: CountryState): number => Math.max(0, demandOf(cs) - cs.sold.length);
export const inPlay = (cs: CountryState): boolean => cs.regulated === null;

/** Open: nothing built on it and not the market. A site marker alone does not build a triangle. */
export const isOpen = (e: Edition, cs: CountryState, t: number): boolean =>
  cs.built[t] === 0 && e.countries[cs.d].map.kind[t] !== K_MARKET;

export const isNational = (code: number, type: number): boolean =>
  code !== 0 && builtType(code) === type && builtOwner(code) === NATIONAL;

/** Employment capacity of a facility now (checked only when hiring). */
export function capacity(e: Edition, s: CostState, f: Facility): number {
  const mask = effects(e, s.c[f.c]);
  const k = e.capacity;
  if (f.mill) return k.mill + (mask & HIGH_DEMAND_MILLING ? k.highDemandBonus : 0);
  return k.mine + (f.first ? k.firstMineBonus : 0) + (mask & HIGH_DEMAND_MINING ? k.highDemandBonus : 0);
}

/** The seat whose turn it is in phases 1–3. */
export const actor = (s: CostState): number => s.order[s.cur];

export const countryName = (g: Ctx, c: number): string => g.e.countries[g.s.c[c].d].name;
export const countryId = (g: Ctx, c: number): string => g.e.countries[g.s.c[c].d].id;
export const triangleId = (g: Ctx, c: number, t: number): string => g.e.countries[g.s.c[c].d].map.ids[t];

/** Index in `s.c` of a country id, or −1 when it is not in play (or unknown). */
export function countryInPlay(e: Edition, s: CostState, id: string): number {
  const d = e.countryIndex[id];
  if (d === undefined) return -1;
  for (let i = 0; i < s.c.length; i++) if (s.c[i].d === d) return i;
  return -1;
}

/** The message id for an amount: its `_ONE` variant when the amount is 1 (messages.ts). */
export const one = (id: string, amount: number): string => (amount === 1 ? `${id}_ONE` : id);

/** Adds a log entry when the move is being described; `seat` and `owner` get 1-based `player` numbers for the texts. */
export function log(g: Ctx, id: string, params: Record<string, string | number | boolean | null> = {}): void {
  if (!g.log) return;
  if (typeof params.seat === 'number') params.player = params.seat + 1;
  if (typeof params.owner === 'number') params.ownerPlayer = params.owner + 1;
  g.log.push({ id, params });
}
