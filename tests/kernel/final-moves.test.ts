// Every legal move says whether it is final, and the answer is what the undo rule does with it: over
// random games of every shipped game, each legal move of every seat (up to a bound per position) is
// applied and offered to a fresh undo trail; the move is final exactly when the trail refuses to take
// it back. The games answer most moves without applying them (`Game.undo.finalMoves`), which is what
// this checks: the kernel's own fallback applies the move and cannot disagree.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { games } from '../../src/games/registry.ts';
import { finalMoves, randomInt, rngFromSeed, UndoTrail, type AnyGame } from '../../src/kernel/index.ts';

const MOVES_PER_GAME = 400;
/** Moves checked per seat and position at most (a decision of national rails lists over a thousand). */
const CHECKED = 40;

interface Seen {
  final: number;
  notFinal: number;
  /** Moves the game answered without applying them. */
  told: number;
}

/** Whether the undo rule lets `seat` take `move` back right after making it. */
function takenBack(game: AnyGame, players: number, before: unknown, seat: number, move: unknown): boolean {
  const after = game.apply(before, seat, move);
  const trail = new UndoTrail(game, players);
  trail.record(before, after, seat, move);
  return trail.refusal(after, seat) === null;
}

function checkGame(game: AnyGame, options: Record<string, unknown>, seed: string, seen: Seen): void {
  const rng = rngFromSeed(`final ${seed}`);
  const parsed = game.optionsSchema.parse(options);
  const players = parsed.players as number;
  let state = game.setup(parsed, seed);
  for (let n = 0; n < MOVES_PER_GAME && game.outcome(state) === null; n++) {
    for (let seat = 0; seat < players; seat++) {
      const moves = game.legalMoves(state, seat);
      const finals = finalMoves(game, state, seat, moves);
      const told = game.undo?.finalMoves?.(state, seat, moves) ?? [];
      expect(finals).toHaveLength(moves.length);
      // Every move of a small decision; a random sample of a large one, always with its first and last.
      const picked =
        moves.length <= CHECKED
          ? moves.map((_, i) => i)
          : [0, moves.length - 1, ...Array.from({ length: CHECKED - 2 }, () => randomInt(rng, moves.length))];
      for (const i of picked) {
        const move = moves[i];
        expect(finals[i], `${JSON.stringify(move)} at move ${n}`).toBe(
          !takenBack(game, players, state, seat, move),
        );
        if (finals[i]) seen.final++;
        else seen.notFinal++;
        if (told[i] !== null && told[i] !== undefined) seen.told++;
      }
    }
    const seat = game.activeSeats(state)[0];
    const moves = game.legalMoves(state, seat);
    state = game.apply(state, seat, moves[randomInt(rng, moves.length)]);
  }
}

for (const game of Object.values(games)) {
  describe(`${game.id}: final moves`, () => {
    it('are exactly the moves the undo rule cannot take back', { timeout: 300_000 }, () => {
      const seen: Seen = { final: 0, notFinal: 0, told: 0 };
      fc.assert(
        fc.property(
          fc.integer({ min: game.minPlayers, max: game.maxPlayers }),
          fc.string({ minLength: 1, maxLength: 8 }),
          // The Cost's players may choose the countries, a move that draws the rest of the setup.
          fc.boolean(),
          (players, seed, choose) =>
            checkGame(
              game,
              game.id === 'the-cost' && choose ? { players, chooseCountries: true } : { players },
              seed,
              seen,
            ),
        ),
        { numRuns: 6, seed: 26 },
      );
      // Random games meet both kinds, and the game answers most moves itself.
      expect(seen.final).toBeGreaterThan(0);
      expect(seen.notFinal).toBeGreaterThan(seen.final);
      expect(seen.told).toBeGreaterThan(seen.notFinal / 2);
    });
  });
}
