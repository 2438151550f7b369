// Test support for The Cost: positions built by editing the view of a pinned setup, and small helpers to
// play moves. Every position still goes through the engine's position reader and its checks.
import { SPECTATOR } from '../../src/kernel/index.ts';
import {
  theCost,
  type CostMove,
  type CostOptions,
  type CostState,
  type CostView,
} from '../../src/games/the-cost/index.ts';

export const game = theCost;

/** Two players, Pecora and Rutland, every random element pinned. */
export const PINNED: CostOptions = {
  players: 2,
  countries: ['pecora', 'rutland'],
  turnOrder: [0, 1],
  actionMarkers: { E: 'RAIL', J: 'PORT', K: 'MILL', N: 'MINE' },
  eventOrder: {
    pecora: [
      'NATIONAL_RAILS',
      'NATIONAL_PORT',
      'SUPPORT_EMERGING_MARKET',
      'NATIONAL_RAILS',
      'NATIONAL_PORT',
      'NATIONAL_RAILS',
    ],
    rutland: [
      'NATIONAL_RAILS',
      'NATIONAL_PORT',
      'SUPPORT_EMERGING_MARKET',
      'NATIONAL_RAILS',
      'NATIONAL_PORT',
      'NATIONAL_RAILS',
    ],
  },
  climateCubes: {
    pecora: ['red', 'blue', 'red', 'blue', 'red', 'blue', 'red', 'blue'],
    rutland: ['red', 'blue', 'red', 'blue', 'red', 'blue', 'red', 'blue'],
  },
};

export const start = (options: CostOptions = PINNED, seed = 'test'): CostState =>
  theCost.setup(options, seed);
export const viewOf = (s: CostState): CostView => theCost.view(s, SPECTATOR);
export const fromView = (v: CostView): CostState => theCost.position.read(v);

/** Plays moves in order (each must be legal) and returns the last state. */
export function play(s: CostState, ...moves: [number, CostMove][]): CostState {
  let cur = s;
  for (const [seat, move] of moves) cur = theCost.apply(cur, seat, move);
  return cur;
}

export type BuiltSpec = Record<
  string,
  { type: 'mine' | 'mill' | 'rail' | 'port'; owner: number | 'national' }
>;

/**
 * Edits a view: puts markers on a country's map (removing their site markers), dice, facilities for the
 * players' mines and mills, and keeps the supplies consistent with what lies on the maps.
 */
export function withBuilt(
  v: CostView,
  country: string,
  built: BuiltSpec,
  dice: Record<string, { color: 'raw' | 'refined'; value: number }> = {},
): CostView {
  const cv = v.countries[country];
  for (const [t, b] of Object.entries(built)) {
    cv.built[t] = { ...b };
    delete cv.sites[t];
    if (b.owner !== 'national' && (b.type === 'mine' || b.type === 'mill')) {
      const p = v.players[b.owner];
      const used = new Set(p.facilities.map((f) => f.column));
      const first = b.type === 'mine' && !p.firstMineBuilt;
      let column = first ? 1 : 2;
      while (used.has(column)) column++;
      p.facilities.push({
        column,
        type: b.type,
        country,
        site: t,
        living: 1,
        dead: 0,
        firstMine: first,
        used: false,
        capacity: 0,
      });
      if (b.type === 'mine') p.firstMineBuilt = true;
    }
  }
  Object.assign(cv.dice, dice);
  return fixSupplies(v);
}

/** Supplies = the edition's mine and mill markers minus those on the maps (rails and ports are unlimited). */
export function fixSupplies(v: CostView): CostView {
  for (const p of v.players) {
    const count = (type: string) =>
      Object.values(v.countries).reduce(
        (n, cv) => n + Object.values(cv.built).filter((b) => b.type === type && b.owner === p.seat).length,
        0,
      );
    p.supply = {
      mine: 6 - count('mine'),
      mill: 5 - count('mill'),
    };
    p.facilities.sort((a, b) => a.column - b.column);
  }
  return v;
}

/** Sets whose decision is pending, in which phase (clearing the other phases' progress). */
export function pendingAt(
  v: CostView,
  phase: 1 | 2 | 3 | 4,
  seat: number,
  decision: CostView['pending'] extends infer P ? (P extends { decision: infer D } ? D : never) : never,
): CostView {
  v.phase = phase;
  v.pending = { seat, decision };
  v.turn = null;
  v.cyclePosition = phase === 3 ? v.turnOrder.indexOf(seat) : null;
  v.turnOrderChoice = null;
  for (const cv of Object.values(v.countries)) if (phase < 3) cv.sold = [];
  return v;
}

/** Sets a country's holding area so that its tracker stands on (column, height). */
export function climate(
  v: CostView,
  country: string,
  column: 'red' | 'blue' | null,
  height: number,
): CostView {
  const cv = v.countries[country];
  cv.climate.holding = { red: column === 'red' ? height : 0, blue: column === 'blue' ? height : 0 };
  // Keep cube counts possible: drop site cubes of the holding colour beyond the 4 of each colour.
  for (const colour of ['red', 'blue'] as const) {
    let onSites = Object.values(cv.sites).filter((c) => c === colour).length;
    for (const [t, c] of Object.entries(cv.sites))
      if (c === colour && onSites + cv.climate.holding[colour] > 4) {
        delete cv.sites[t];
        onSites--;
      }
  }
  return v;
}

export const moves = (s: CostState, seat: number) => theCost.legalMoves(s, seat);
export const movesOf = <T extends CostMove['type']>(s: CostState, seat: number, type: T) =>
  theCost.legalMoves(s, seat).filter((m): m is Extract<CostMove, { type: T }> => m.type === type);
