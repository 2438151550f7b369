// `legalMoves` and `apply` agree: along random games, every listed move is accepted, and moves made by
// changing one field of a listed move are accepted only if they are listed too (rail pairs in either
// order), otherwise refused with a rule error that leaves the state exactly as it was.
import { describe, expect, it } from 'vitest';
import {
  hashState,
  randomInt,
  rngFromSeed,
  RuleError,
  sameJson,
  type RngState,
} from '../../src/kernel/index.ts';
import type { CostMove, CostState } from '../../src/games/the-cost/index.ts';
import { game } from './support.ts';

const IDS = ['S1', 'S2', 'S5', 'S7', 'R1', 'R3', 'R9', 'R13', 'P1', 'P2', 'P4', 'MK', 'X9'];
const HEXES = ['A', 'E', 'K', 'M', 'N', 'Q', 'S', 'Z'];
const COUNTRIES = ['pecora', 'rutland', 'ugl', 'salmo', 'atlantis'];

/** A copy of `move` with one field changed to a nearby or random value of the right type. */
function mutate(rng: RngState, move: CostMove): CostMove {
  const m = structuredClone(move) as unknown as Record<string, unknown>;
  const keys = Object.keys(m).filter((k) => k !== 'type');
  if (!keys.length) return move;
  const k = keys[randomInt(rng, keys.length)];
  const v = m[k];
  const pick = <T>(xs: T[]) => xs[randomInt(rng, xs.length)];
  if (typeof v === 'number') m[k] = v + pick([-2, -1, 1, 2]);
  else if (typeof v === 'boolean') m[k] = !v;
  else if (k === 'hex') m[k] = pick(HEXES);
  else if (k === 'country' || k === 'toCountry') m[k] = pick(COUNTRIES);
  else if (k === 'take') m[k] = v === 'MONEY' ? 'RESOURCES' : 'MONEY';
  else if (k === 'corner') m[k] = `V${String(1 + randomInt(rng, 25)).padStart(2, '0')}`;
  else if (k === 'track') m[k] = pick(['RAIL_AUTHORITY', 'PORT_AUTHORITY', 'IMPROVED_PRODUCTION']);
  else if (Array.isArray(v) && k === 'payments')
    m[k] = v.map((x: number, i: number) => (i === 0 ? x + 1 : x));
  else if (Array.isArray(v) && v.length) m[k] = v.map((x, i) => (i === v.length - 1 ? pick(IDS) : x));
  else if (Array.isArray(v)) m[k] = [pick(IDS)];
  else if (typeof v === 'string' || v === null) m[k] = pick(IDS);
  return m as unknown as CostMove;
}

const normal = (m: CostMove) =>
  'triangles' in m && m.triangles.length === 2 ? { ...m, triangles: [...m.triangles].sort() } : m;

function check(s: CostState, seat: number, legal: CostMove[], move: CostMove): void {
  const copy = game.fast!.clone(s);
  const before = hashState(copy);
  try {
    game.fast!.applyInPlace(copy, seat, move);
  } catch (e) {
    if (!(e instanceof RuleError)) throw e;
    expect(hashState(copy), `${e.code} changed the state`).toBe(before);
    expect(
      legal.some((x) => sameJson(x, move)),
      `listed but refused (${e.code}): ${JSON.stringify(move)}`,
    ).toBe(false);
    return;
  }
  expect(
    legal.some((x) => sameJson(normal(x), normal(move))),
    `accepted but not listed: ${JSON.stringify(move)}`,
  ).toBe(true);
}

describe('legal moves and apply agree', () => {
  for (const players of [2, 4]) {
    it(`${players} players: listed moves are accepted, changed ones only if listed`, () => {
      for (let g = 0; g < Number(process.env.THE_COST_CONSISTENCY_GAMES ?? 6); g++) {
        const rng = rngFromSeed(`consistency:${players}:${g}`);
        let s = game.setup({ players }, `consistency:${players}:${g}`);
        while (game.outcome(s) === null) {
          const [seat] = game.activeSeats(s);
          const legal = game.legalMoves(s, seat);
          for (let i = 0; i < 3; i++) check(s, seat, legal, mutate(rng, legal[randomInt(rng, legal.length)]));
          const move = legal[randomInt(rng, legal.length)];
          check(s, seat, legal, move);
          s = game.apply(s, seat, move);
        }
      }
    }, 120_000);
  }
});
