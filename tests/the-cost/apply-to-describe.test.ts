// A server's move is applied once (`applyToDescribe`), its lines kept for the `describe` that follows:
// the state is the one `apply` gives, and every viewer's lines are those of the move replayed to write
// them, over the moves of random games.
import { describe, expect, it } from 'vitest';
import { hashState, randomInt, rngFromSeed, SPECTATOR } from '../../src/kernel/index.ts';
import { describeMove } from '../../src/games/the-cost/describe.ts';
import { shippedEdition } from '../../src/games/the-cost/index.ts';
import { game } from './support.ts';

describe('The Cost: a move applied once for its lines', () => {
  it('gives the state apply gives and the lines the move replayed gives, to every viewer', () => {
    let moves = 0;
    for (let g = 0; g < 4; g++) {
      const rng = rngFromSeed(`apply-to-describe ${g}`);
      const players = 2 + (g % 3);
      let state = game.setup(game.optionsSchema.parse({ players }), `apply-to-describe ${g}`);
      for (let n = 0; n < 400 && game.outcome(state) === null; n++) {
        const seat = game.activeSeats(state)[0];
        const legal = game.legalMoves(state, seat);
        const move = legal[randomInt(rng, legal.length)];
        const applied = game.apply(state, seat, move);
        const once = game.applyToDescribe!(state, seat, move);
        expect(hashState(once)).toBe(hashState(applied));
        const lines = JSON.stringify(describeMove(shippedEdition, state, seat, move));
        for (const viewer of [SPECTATOR, ...Array.from({ length: players }, (_, s) => s)])
          expect(JSON.stringify(game.describe(state, once, seat, move, viewer))).toBe(lines);
        // Another result than the one kept is described afresh, alike.
        expect(JSON.stringify(game.describe(state, applied, seat, move, SPECTATOR))).toBe(lines);
        state = once;
        moves++;
      }
    }
    expect(moves).toBeGreaterThan(300);
  });
});
