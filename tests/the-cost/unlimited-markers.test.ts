// Player rails and ports are unlimited (spec §2.6, rulebook Setup K): in random games, a player who has the
// printed 12 rails and 5 ports on the maps still builds a 13th rail and a 6th port, and the game goes on to
// its end without an error.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  hashState,
  randomInt,
  rngFromSeed,
  shuffle,
  SPECTATOR,
  type RngState,
} from '../../src/kernel/index.ts';
import type { CostMove, CostState, CostView } from '../../src/games/the-cost/index.ts';
import { game } from './support.ts';

const PRINTED_RAILS = 12;
const PRINTED_PORTS = 5;

const owned = (v: CostView, seat: number, type: 'rail' | 'port'): number =>
  Object.values(v.countries).reduce(
    (n, c) => n + Object.values(c.built).filter((b) => b.type === type && b.owner === seat).length,
    0,
  );

/** Plays random legal moves until a phase-1 player is to take the first action of a turn. */
function toFirstAction(s: CostState, rng: RngState): CostState {
  for (let n = 0; n < 500; n++) {
    const v = game.view(s, SPECTATOR);
    if (v.pending?.decision === 'TAKE_ACTION' && v.turn!.slots.every((x) => !x.used)) return s;
    const [seat] = game.activeSeats(s);
    const legal = game.legalMoves(s, seat);
    s = game.apply(s, seat, legal[randomInt(rng, legal.length)]);
  }
  throw new Error('no phase-1 action came up');
}

/**
 * Gives `seat` player rails and ports on open triangles, picked at random, until it has `rails` and
 * `ports` on the maps; leaves two open rail triangles and one open port triangle in the active country.
 */
function fill(v: CostView, seat: number, rng: RngState, rails: number, ports: number): void {
  const active = v.turn!.country!;
  for (const [kind, want, keep] of [
    ['rail', rails, 2],
    ['port', ports, 1],
  ] as const) {
    const open = Object.values(v.countries).flatMap((c) =>
      game.board.maps[c.id].triangles
        .filter((t) => t.kind === kind && !c.built[t.id])
        .map((t) => ({ country: c.id, id: t.id })),
    );
    const here = open.filter((t) => t.country === active);
    const spare = new Set(
      shuffle(rng, here)
        .slice(0, keep)
        .map((t) => t.id),
    );
    const usable = shuffle(rng, open).filter((t) => !(t.country === active && spare.has(t.id)));
    for (const t of usable.slice(0, want - owned(v, seat, kind)))
      v.countries[t.country].built[t.id] = { type: kind, owner: seat };
    expect(owned(v, seat, kind)).toBe(want);
  }
}

function pickOf(s: CostState, seat: number, type: CostMove['type'], rng: RngState): CostMove {
  const moves = game.legalMoves(s, seat).filter((m) => m.type === type);
  expect(moves.length).toBeGreaterThan(0);
  return moves[randomInt(rng, moves.length)];
}

describe('unlimited player rails and ports', () => {
  it('a player with 12 rails and 5 ports on the maps builds a 13th rail and a 6th port', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 3, max: 4 }), (seed, players) => {
        const rng = rngFromSeed(`unlimited:${seed}`);
        const v = game.view(toFirstAction(game.setup({ players }, `unlimited:${seed}`), rng), SPECTATOR);
        const seat = v.pending!.seat;
        fill(v, seat, rng, PRINTED_RAILS, PRINTED_PORTS);
        v.players[seat].money = 20; // enough to swap slots to any action
        let s = game.position.read(v);
        expect(Object.keys(game.view(s, SPECTATOR).players[seat].supply).sort()).toEqual(['mill', 'mine']);

        const rails = pickOf(s, seat, 'BUILD_RAILS', rng);
        s = game.apply(s, seat, rails);
        const laid = rails.type === 'BUILD_RAILS' ? rails.triangles.length : 0;
        expect(owned(game.view(s, SPECTATOR), seat, 'rail')).toBe(PRINTED_RAILS + laid);

        s = game.apply(s, seat, pickOf(s, seat, 'BUILD_PORT', rng));
        expect(owned(game.view(s, SPECTATOR), seat, 'port')).toBe(PRINTED_PORTS + 1);

        // The game goes on to its end, and its positions still read back.
        for (let n = 0; game.outcome(s) === null; n++) {
          if (n > 3000) throw new Error('the game does not end');
          const [who] = game.activeSeats(s);
          const legal = game.legalMoves(s, who);
          s = game.apply(s, who, legal[randomInt(rng, legal.length)]);
          if (n % 13 === 0) expect(hashState(game.position.read(game.position.write(s)))).toBe(hashState(s));
        }
      }),
      { numRuns: Number(process.env.THE_COST_PROPERTY_RUNS ?? 12), seed: 17 },
    );
  }, 600_000);
});
