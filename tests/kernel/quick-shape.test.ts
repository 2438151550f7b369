// The quick check of a move's shape says yes only where the game's schema takes the value and gives it
// back unchanged, members in the same order: over the legal moves of random games of every shipped game
// (which it must take quickly, or it saves nothing) and over those moves spoiled at random (a member
// dropped, added, moved or given another value), whose refusals stay the schema's own.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { games } from '../../src/games/registry.ts';
import { parseMove, randomInt, rngFromSeed, RuleError } from '../../src/kernel/index.ts';
import { quickShape } from '../../src/kernel/quick-shape.ts';

/** Legal moves of a few random games, as a client sends them (through JSON). */
function legalMoves(id: string): unknown[] {
  const game = games[id];
  const out: unknown[] = [];
  for (let g = 0; g < 3; g++) {
    const rng = rngFromSeed(`quick ${g}`);
    let state = game.setup(game.optionsSchema.parse({ players: 2 + (g % 2) }), `quick ${g}`);
    for (let n = 0; n < 250 && game.outcome(state) === null; n++) {
      const seat = game.activeSeats(state)[0];
      const legal = game.legalMoves(state, seat);
      for (let i = 0; i < Math.min(legal.length, 6); i++)
        out.push(JSON.parse(JSON.stringify(legal[randomInt(rng, legal.length)])));
      state = game.apply(state, seat, legal[randomInt(rng, legal.length)]);
    }
  }
  return out;
}

const json = fc.jsonValue({ maxDepth: 2 });

/** A move spoiled one way: a member dropped, added, given another value, or the members reordered. */
function spoiled(move: unknown): fc.Arbitrary<unknown> {
  if (typeof move !== 'object' || move === null) return json;
  const m = move as Record<string, unknown>;
  const keys = Object.keys(m);
  return fc.oneof(
    fc.constantFrom(...keys).map((k) => Object.fromEntries(Object.entries(m).filter(([x]) => x !== k))),
    fc.tuple(fc.string({ maxLength: 8 }), json).map(([k, v]) => ({ ...m, [k]: v })),
    fc.tuple(fc.constantFrom(...keys), json).map(([k, v]) => ({ ...m, [k]: v })),
    fc.tuple(fc.constantFrom(...keys), fc.constantFrom(...keys)).map(([k, l]) => ({ ...m, [k]: m[l] })),
    fc.constant(Object.fromEntries(Object.entries(m).reverse())),
  );
}

describe('the quick check of a move’s shape', () => {
  for (const [id, game] of Object.entries(games)) {
    const moves = legalMoves(id);
    const quick = quickShape(game.moveSchema)!;

    it(`${id}: takes every legal move quickly, as the schema gives it back`, () => {
      expect(quick).not.toBeNull();
      for (const move of moves) {
        expect(quick(move), JSON.stringify(move)).toBe(true);
        expect(JSON.stringify(game.moveSchema.parse(move))).toBe(JSON.stringify(move));
      }
    });

    it(`${id}: says yes to a spoiled move only where the schema gives it back unchanged`, () => {
      let refused = 0;
      fc.assert(
        fc.property(
          fc.constantFrom(...moves).chain((m) => spoiled(m)),
          (raw) => {
            const parsed = game.moveSchema.safeParse(raw);
            if (!quick(raw)) {
              refused++;
              // Left to the schema: a refusal is the schema's (parseMove throws its words).
              if (!parsed.success) expect(() => parseMove(game, raw)).toThrow(RuleError);
              return;
            }
            expect(parsed.success).toBe(true);
            expect(JSON.stringify(parsed.data)).toBe(JSON.stringify(raw));
          },
        ),
        { numRuns: 3000, seed: 28 },
      );
      // Most spoiled moves are refused, so the check is not vacuous.
      expect(refused).toBeGreaterThan(1500);
    });
  }

  it('gives no quick check to a schema holding what it does not understand', () => {
    const refined = z
      .object({ a: z.number() })
      .strict()
      .refine((x) => x.a > 0);
    expect(quickShape(refined)).toBeNull();
    expect(quickShape(z.object({ a: z.number().default(1) }).strict())).toBeNull();
    expect(quickShape(z.object({ a: z.string() }))).toBeNull(); // not strict: members stripped
    expect(quickShape(z.object({ a: z.string().regex(/x/) }).strict())).toBeNull();
    expect(quickShape(z.object({ a: z.string().min(2) }).strict())!({ a: 'x' })).toBe(false);
    expect(quickShape(z.object({ a: z.number().int() }).strict())!({ a: 1.5 })).toBe(false);
    expect(quickShape(z.union([z.literal(1), z.string()]))).toBeNull();
  });
});
