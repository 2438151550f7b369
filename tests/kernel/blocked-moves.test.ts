// Blocked moves over random games of every shipped game: each entry is refused by `apply` with its code
// and message id, has a text in every language, is never among the legal moves, and only a seat with a
// decision pending has any.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { games } from '../../src/games/registry.ts';
import {
  isRuleError,
  LANGS,
  randomInt,
  renderReason,
  rngFromSeed,
  type AnyGame,
} from '../../src/kernel/index.ts';

const MOVES_PER_GAME = 140;

/** Plays one random game of `players`, checking the blocked moves of every seat before each move. */
function checkGame(game: AnyGame, players: number, seed: string, seen: Map<string, number>): void {
  const rng = rngFromSeed(`blocked ${seed}`);
  let state = game.setup(game.optionsSchema.parse({ players }), seed);
  for (let n = 0; n < MOVES_PER_GAME && game.outcome(state) === null; n++) {
    const active = game.activeSeats(state);
    for (let seat = 0; seat < players; seat++) {
      const blocked = game.blockedMoves!(state, seat);
      if (!active.includes(seat)) {
        expect(blocked).toEqual([]);
        continue;
      }
      const legal = new Set(game.legalMoves(state, seat).map((m) => JSON.stringify(m)));
      for (const b of blocked) {
        expect(legal.has(JSON.stringify(b.move)), JSON.stringify(b.move)).toBe(false);
        expect(game.moveSchema.safeParse(b.move).success).toBe(true);
        let refusal: unknown = null;
        try {
          game.apply(state, seat, b.move);
        } catch (e) {
          refusal = e;
        }
        if (!isRuleError(refusal)) throw new Error(`not refused: ${JSON.stringify(b.move)}`);
        expect(refusal.code).toBe(b.code);
        expect(refusal.reason).toEqual(b.reason);
        for (const lang of LANGS) {
          // Every placeholder is filled, in every language.
          const text = renderReason(game.messages, b.reason, lang);
          expect(game.messages[lang][b.reason.id], `${lang} ${b.reason.id}`).toBeDefined();
          expect(text, text).not.toMatch(/\{\w+\}/);
        }
        expect(renderReason(game.messages, b.reason, 'en')).toBe(refusal.message);
        seen.set(b.code, (seen.get(b.code) ?? 0) + 1);
      }
    }
    const seat = active[0];
    const moves = game.legalMoves(state, seat);
    state = game.apply(state, seat, moves[randomInt(rng, moves.length)]);
  }
}

for (const game of Object.values(games)) {
  describe.skipIf(!game.blockedMoves)(`${game.id}: blocked moves`, () => {
    it('are refused by apply with their code and sentence, and are never legal', { timeout: 240_000 }, () => {
      const seen = new Map<string, number>();
      fc.assert(
        fc.property(
          fc.integer({ min: game.minPlayers, max: game.maxPlayers }),
          fc.string({ minLength: 1, maxLength: 8 }),
          (players, seed) => checkGame(game, players, seed, seen),
        ),
        { numRuns: 8, seed: 11 },
      );
      // Random games reach several kinds of refusal, so the check above is not vacuous.
      expect(seen.size).toBeGreaterThanOrEqual(4);
    });
  });
}
