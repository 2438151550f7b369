// The features of a position of The Cost for the model of the chances to win. Everything in The Cost
// is public after setup except the PRNG, which is never read here. The strongest single feature is the
// heuristic's expected final money (../the-cost/evaluate.ts); the others let the model correct it
// where it is too hopeful or too timid, and the leads say what a seat is compared with: the best rival.
import type { CostState } from '../../games/the-cost/index.ts';
import type { AnyGame } from '../../kernel/index.ts';
import { seatValue } from '../the-cost/evaluate.ts';
import {
  builtKind,
  builtOwner,
  BUILT_PORT,
  BUILT_RAIL,
  dieCode,
  dieValueOf,
  inPlay,
  INV_EMERGING,
  INV_PORT,
  INV_PRODUCTION,
  INV_RAIL,
  isRefinedDie,
  levelOf,
  STEP_OVER,
  type CostTable,
} from '../the-cost/reader.ts';
import { bestOther, type FeatureSet, type PositionFeatures } from './features.ts';

const NAMES = [
  'money',
  'expectedMoney',
  'expectedLead',
  'moneyLead',
  'expectedLeader',
  'moneyLeader',
  'mines',
  'mills',
  'rawPips',
  'refinedPips',
  'facilitiesNearClosing',
  'resourceDollars',
  'railsAndPorts',
  'investmentLevels',
  'productionLevel',
  'turnOrder',
  'deathsThisRound',
] as const;

const F = NAMES.length;
const ROUNDS = 4;
const PHASES = 4;

/** The edition's numbers the features need that the state keeps as indices: exchange rates. */
interface CostBoard {
  /** Per country of the edition data: its exchange rates by markers taken. */
  rates: number[][];
  /** Event markers on a track at setup. */
  markers: number;
}

interface BoardSource {
  board?: {
    countries: {
      eventMarkers: Record<string, number>;
      countries: { exchangeRate: number[] }[];
    };
  };
}

function boardOf(game: AnyGame): CostBoard {
  const board = (game as BoardSource).board;
  if (!board) throw new Error('The Cost features need the game board (exchange rates)');
  return {
    rates: board.countries.countries.map((c) => c.exchangeRate),
    markers: Object.values(board.countries.eventMarkers).reduce((a, b) => a + b, 0),
  };
}

/** Emerging market rows by die value (edition data, as in ../the-cost/reader.ts). */
const EMERGING = [
  [0, 0, 1, 1, 2, 2],
  [0, 1, 1, 2, 2, 3],
  [1, 1, 2, 2, 3, 3],
  [1, 2, 2, 3, 3, 4],
  [1, 2, 3, 3, 4, 4],
];

function tableOfState(s: CostState, b: CostBoard): CostTable {
  return {
    countries: [],
    rates: s.c.map((cs) => {
      const rates = b.rates[cs.d];
      return rates[Math.min(b.markers - cs.events.length, rates.length - 1)];
    }),
    emergingPayout: (row, value) =>
      EMERGING[Math.max(0, Math.min(4, row))][Math.max(1, Math.min(6, value)) - 1],
  };
}

/**
 * How far the game has come: 16 phases of equal weight (4 rounds of 4); within phase 1 the turns
 * taken, within phase 3 the work done (below). The game ends after phase 3 of round 4.
 */
export function costProgress(s: CostState): number {
  if (s.step === STEP_OVER) return 1;
  if (s.round < 1) return 0;
  const within = s.phase === 1 ? s.cur / Math.max(1, s.np) : s.phase === 3 ? productionDone(s) : 0.5;
  const phases = (s.round - 1) * PHASES + (s.phase - 1) + within;
  return Math.max(0, Math.min(1, phases / (ROUNDS * PHASES)));
}

/**
 * The share of this production phase's work done, from the board: each mine in play works twice (mine,
 * then move its die) and each mill twice (mill a raw die, then move it). An unused mine without a die
 * has both ahead; a die on a mine or a raw die on a mill has one or two; a refined die one.
 */
function productionDone(s: CostState): number {
  let total = 0;
  let left = 0;
  for (const p of s.p)
    for (const f of p.fac) {
      if (f === null || !inPlay(s.c[f.c])) continue;
      total += 2;
      const code = dieCode(s, f);
      if (f.mill) left += code === 0 ? 0 : isRefinedDie(code) ? 1 : 2;
      else left += code !== 0 ? 1 : f.used ? 0 : 2;
    }
  return total === 0 ? 0.5 : Math.min(1, (total - left) / total);
}

export function theCostFeatures(game: AnyGame): FeatureSet<CostState> {
  const board = boardOf(game);
  return {
    game: 'the-cost',
    version: 1,
    names: NAMES,
    ofState: (s) => costFeatures(s, board),
  };
}

function costFeatures(s: CostState, b: CostBoard): PositionFeatures {
  const n = s.np;
  const x = new Float64Array(n * F);
  const progress = costProgress(s);
  if (s.round < 1 || s.c.length === 0) return { progress, players: n, x };
  const t = tableOfState(s, b);
  const expected = new Float64Array(n);
  const money = new Float64Array(n);
  for (let seat = 0; seat < n; seat++) {
    expected[seat] = seatValue(s, seat, t);
    money[seat] = s.p[seat].money;
  }
  const rails = new Float64Array(n);
  for (const cs of s.c) {
    if (!inPlay(cs)) continue;
    for (const code of cs.built) {
      if (code === 0) continue;
      const owner = builtOwner(code);
      const kind = builtKind(code);
      if (owner < n && (kind === BUILT_RAIL || kind === BUILT_PORT)) rails[owner]++;
    }
  }
  for (let seat = 0; seat < n; seat++) {
    const p = s.p[seat];
    const o = seat * F;
    let mines = 0;
    let mills = 0;
    let raw = 0;
    let refined = 0;
    let nearClosing = 0;
    for (const f of p.fac) {
      if (f === null || !inPlay(s.c[f.c])) continue;
      if (f.mill) mills++;
      else mines++;
      const code = dieCode(s, f);
      if (code !== 0) {
        if (isRefinedDie(code)) refined += dieValueOf(code);
        else raw += dieValueOf(code);
      }
      if (s.c[f.c].demand <= 2) nearClosing++;
    }
    let resources = 0;
    for (let c = 0; c < s.c.length; c++) if (inPlay(s.c[c])) resources += p.res[c] / Math.max(1, t.rates[c]);
    const bestExpected = bestOther(expected, seat);
    const bestMoney = bestOther(money, seat);
    x[o + 0] = money[seat];
    x[o + 1] = expected[seat];
    x[o + 2] = n > 1 ? expected[seat] - bestExpected : 0;
    x[o + 3] = n > 1 ? money[seat] - bestMoney : 0;
    x[o + 4] = expected[seat] >= bestExpected ? 1 : 0;
    x[o + 5] = money[seat] >= bestMoney ? 1 : 0;
    x[o + 6] = mines;
    x[o + 7] = mills;
    x[o + 8] = raw;
    x[o + 9] = refined;
    x[o + 10] = nearClosing;
    x[o + 11] = resources;
    x[o + 12] = rails[seat];
    x[o + 13] = levelOf(p.inv[INV_RAIL]) + levelOf(p.inv[INV_PORT]) + levelOf(p.inv[INV_EMERGING]);
    x[o + 14] = levelOf(p.inv[INV_PRODUCTION]);
    x[o + 15] = n > 1 ? s.order.indexOf(seat) / (n - 1) : 0;
    x[o + 16] = p.deaths;
  }
  return { progress, players: n, x };
}
