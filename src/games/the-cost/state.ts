// The engine's state: plain JSON built from small integer codes (codes.ts) so that it clones fast. It
// never leaves the engine; the view (view.ts) and the position format speak in the data's ids.
import type { LogEntry } from '../../kernel/index.ts';
import type { RngState } from '../../kernel/index.ts';
import type { Edition } from './data/compile.ts';
import type { RegulationReport } from './view.ts';

/** A player's mine or mill. */
export interface Facility {
  /** Index of its country in `CostState.c`. */
  c: number;
  /** Triangle index of its site on that country's map. */
  t: number;
  mill: boolean;
  living: number;
  dead: number;
  /** The player's first mine of the game (one more worker slot while it operates). */
  first: boolean;
  /** Mines: used this round. */
  used: boolean;
}

export interface PlayerState {
  money: number;
  /** Resources per country in play (index of `CostState.c`). */
  res: number[];
  /** Investment track spaces (codes.ts track order). */
  inv: number[];
  /** Markers in supply: mine, mill (player rails and ports are unlimited). */
  sup: number[];
  /** Facility columns (index = column − 1). */
  fac: (Facility | null)[];
  firstMine: boolean;
  deaths: number;
}

export interface CountryState {
  /** Index of the country in the edition's data (`Edition.countries`). */
  d: number;
  /** Event markers still on the exchange-rate track, left to right (codes). */
  events: number[];
  /** Demand tracker space, N..0. */
  demand: number;
  /** Values of refined dice sold this round. */
  sold: number[];
  /** Holding area after cancelling pairs. */
  red: number;
  blue: number;
  regulated: { round: number; phase: number; by: number | null } | null;
  /** Per triangle: cube colour of the site marker on it (0 when none). */
  cube: number[];
  /** Per triangle: built code (codes.ts). */
  built: number[];
  /** Per triangle: die code (codes.ts). */
  die: number[];
}

export interface Report {
  /** Deaths by [country in play][seat][round − 1], flattened: (c × players + seat) × 4 + round − 1. */
  deaths: number[];
  /** By seat × 4 + round − 1. */
  safe: number[];
  unsafe: number[];
  safetyResources: number[];
  /** Entries are never changed once written, so clones share them. */
  regulations: RegulationReport[];
  /** Tracker space by c × 4 + round − 1; −1 until that round ends. */
  demandEnd: number[];
  /** Money by ((round − 1) × 4 + phase − 1) × players + seat; −1 until that phase ends. */
  money: number[];
  hired: number[];
  sentHome: number[];
  /** mined, to markets, to the emerging market, lost. */
  dice: number[];
}

/** Decision kinds the state can wait for. */
export const STEP = {
  CHOOSE_COUNTRIES: 0,
  SELECT_COUNTRY: 1,
  PLACE_EVENT_MARKER: 2,
  NATIONAL_RAILS: 3,
  NATIONAL_PORT: 4,
  TAKE_ACTION: 5,
  CONVERT: 6,
  /** Phase 3: WORK or INVEST_OR_PASS, depending on whether the player can work. */
  CYCLE_TURN: 7,
  CHOOSE_TURN_POSITION: 8,
  OVER: 9,
} as const;

/** Pins of setup draws 4 and 5, kept until the countries are chosen. */
export interface SetupPins {
  eventOrder?: Record<string, string[]>;
  climateCubes?: Record<string, string[]>;
}

export interface CostState {
  /** State format version. */
  v: number;
  np: number;
  rng: RngState;
  /** Non-null while CHOOSE_COUNTRIES is pending. */
  choosing: SetupPins | null;
  round: number;
  phase: number;
  step: number;
  /** Seats in turn order. */
  order: number[];
  /** Phases 1–3: index in `order` of the player acting. */
  cur: number;
  /** Phase 1 turn: active country (index of `c`) or −1; event marker taken (−1 none yet); corner or −1; used-slot bits. */
  tc: number;
  tev: number;
  tcorner: number;
  tused: number;
  /** Phase 4: seats still to choose, and the places taken (seat or −1). */
  choosers: number[];
  pos: number[];
  /** Emerging market row. */
  em: number;
  /** Action marker per hex (action code) or −1. */
  hexMarker: number[];
  /** Per corner: −1 unused, else country data index × 4 + event code. */
  corner: number[];
  c: CountryState[];
  p: PlayerState[];
  rep: Report;
}

/** What every rule function works on: the edition, the state being changed, and an optional log. */
export interface Ctx {
  e: Edition;
  s: CostState;
  /** Collects log entries when `describe` replays a move; null in normal play. */
  log: LogEntry[] | null;
}

/**
 * A copy that shares every array and facility with `s`. States are copy-on-write: rules never change an
 * array or facility taken from a state in place, they put a changed copy in its place (`setAt`, `addAt`,
 * `setFacility`), so a clone only copies the objects that hold those references.
 */
export function cloneState(s: CostState): CostState {
  const c = new Array<CountryState>(s.c.length);
  for (let i = 0; i < c.length; i++) {
    const x = s.c[i];
    c[i] = {
      d: x.d,
      events: x.events,
      demand: x.demand,
      sold: x.sold,
      red: x.red,
      blue: x.blue,
      regulated: x.regulated,
      cube: x.cube,
      built: x.built,
      die: x.die,
    };
  }
  const p = new Array<PlayerState>(s.p.length);
  for (let i = 0; i < p.length; i++) {
    const x = s.p[i];
    p[i] = {
      money: x.money,
      res: x.res,
      inv: x.inv,
      sup: x.sup,
      fac: x.fac,
      firstMine: x.firstMine,
      deaths: x.deaths,
    };
  }
  const r = s.rep;
  return {
    v: s.v,
    np: s.np,
    rng: { a: s.rng.a, b: s.rng.b, c: s.rng.c, d: s.rng.d },
    choosing: s.choosing,
    round: s.round,
    phase: s.phase,
    step: s.step,
    order: s.order,
    cur: s.cur,
    tc: s.tc,
    tev: s.tev,
    tcorner: s.tcorner,
    tused: s.tused,
    choosers: s.choosers,
    pos: s.pos,
    em: s.em,
    hexMarker: s.hexMarker,
    corner: s.corner,
    c,
    p,
    rep: {
      deaths: r.deaths,
      safe: r.safe,
      unsafe: r.unsafe,
      safetyResources: r.safetyResources,
      regulations: r.regulations,
      demandEnd: r.demandEnd,
      money: r.money,
      hired: r.hired,
      sentHome: r.sentHome,
      dice: r.dice,
    },
  };
}

/** A copy of `xs` with item `i` set to `v`. */
export function setAt(xs: number[], i: number, v: number): number[] {
  const out = xs.slice();
  out[i] = v;
  return out;
}

/** A copy of `xs` with `d` added to item `i`. */
export function addAt(xs: number[], i: number, d: number): number[] {
  const out = xs.slice();
  out[i] += d;
  return out;
}

/** Puts `f` (a new object, or null) in facility column index `col` of a player, copying the column list. */
export function setFacility(p: PlayerState, col: number, f: Facility | null): void {
  const fac = p.fac.slice();
  fac[col] = f;
  p.fac = fac;
}

export const STATE_VERSION = 1;
