// Readings of a The Cost state for the bots. The search hands the bots full states it built itself from
// a view (`determinize`), and the engine keeps them in small integer codes; bots may import only types
// from the game, so the few encodings read here are restated, and tests/bots/the-cost-reader.test.ts
// checks every reading against the engine's own view of the same state.
import type { CostView } from '../../games/the-cost/index.ts';
import type { CostState, CountryState, Facility } from '../../games/the-cost/state.ts';
import type { EvalConstants } from './eval-constants.ts';

/** `CostState.step` once the game is over. */
export const STEP_OVER = 9;
/** `CostState.step` values of the decisions of a phase-1 turn after the country: corner, event, actions. */
export const STEP_SELECT_COUNTRY = 1;
export const STEP_TAKE_ACTION = 5;

/** A die code on a triangle: 0 none, 1..6 raw of that value, 7..12 refined (value + 6). */
export const dieCode = (s: CostState, f: Facility): number => s.c[f.c].die[f.t];
export const isRefinedDie = (code: number): boolean => code > 6;
export const dieValueOf = (code: number): number => (code > 6 ? code - 6 : code);

/** Investment track order in `PlayerState.inv`, as in the move vocabulary's TRACKS. */
export const TRACK_ORDER = [
  'RAIL_AUTHORITY',
  'PORT_AUTHORITY',
  'IMPROVED_PRODUCTION',
  'EMERGING_MARKET_BONUS',
];
export const INV_RAIL = 0;
export const INV_PORT = 1;
export const INV_PRODUCTION = 2;
export const INV_EMERGING = 3;
/** Tracks run from space 0 to 3: level 1 from space 1 (one $1), level 2 at space 3. */
export const LAST_SPACE = 3;
export const levelOf = (space: number): number => (space >= 3 ? 2 : space >= 1 ? 1 : 0);

/** Supply slots in `PlayerState.sup` (only mines and mills are limited). */
export const SUP_MINE = 0;
export const SUP_MILL = 1;

/** Built code of a triangle: 0 nothing, else 1 + type × 5 + owner (type rail 0, port 1; owner 4 national). */
export const builtOwner = (code: number): number => (code - 1) % 5;
export const builtKind = (code: number): number => ((code - 1) / 5) | 0;
export const BUILT_RAIL = 0;
export const BUILT_PORT = 1;

export const inPlay = (cs: CountryState): boolean => cs.regulated === null;
/** Refined dice a country buys per round now: the space right of the demand tracker. */
export const demandOf = (cs: CountryState): number => (cs.demand > 1 ? cs.demand - 1 : 0);
export const salesLeftOf = (cs: CountryState): number => Math.max(0, demandOf(cs) - cs.sold.length);

/** What the bots take from the view once per decision: the public numbers the state keeps in tables. */
export interface CostTable {
  /** Country ids of `CostState.c`, in order. */
  countries: string[];
  /** Exchange rate of each country (index of `CostState.c`) at the decision. */
  rates: number[];
  /** Payout of the emerging market by row and die value − 1. */
  emergingPayout: (row: number, value: number) => number;
  /** The evaluation's constants (evaluate.ts), when not its defaults. */
  ev?: EvalConstants;
}

/** Rows 0..4 of the emerging market by die value 1..6 (edition data, spec §2.4). */
const EMERGING = [
  [0, 0, 1, 1, 2, 2],
  [0, 1, 1, 2, 2, 3],
  [1, 1, 2, 2, 3, 3],
  [1, 2, 2, 3, 3, 4],
  [1, 2, 3, 3, 4, 4],
];

export function tableOf(view: CostView, ev?: EvalConstants): CostTable {
  const countries = Object.keys(view.countries);
  return {
    ...(ev ? { ev } : {}),
    countries,
    rates: countries.map((id) => view.countries[id].exchangeRate),
    emergingPayout: (row, value) =>
      EMERGING[Math.max(0, Math.min(4, row))][Math.max(1, Math.min(6, value)) - 1],
  };
}
