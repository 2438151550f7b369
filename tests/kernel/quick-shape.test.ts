// The quick check of a move's shape says yes only where the game's schema takes the value, and gives
// back what the schema gives back (members in the schema's order): over the legal moves of random games
// of every shipped game, as sent and with their members in another order (it must take both quickly, or
// it saves nothing), and over those moves spoiled at random (a member dropped, added, moved or given
// another value), whose refusals stay the schema's own.
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
        expect(quick(move), JSON.stringify(move)).toBe(move);
        expect(JSON.stringify(game.moveSchema.parse(move))).toBe(JSON.stringify(move));
      }
    });

    it(`${id}: takes a legal move with its members in another order, giving back the schema's order`, () => {
      let reordered = 0;
      for (const move of moves) {
        if (typeof move !== 'object' || move === null || Object.keys(move).length < 2) continue;
        const turned = Object.fromEntries(Object.entries(move).reverse());
        const back = quick(turned);
        expect(back, JSON.stringify(turned)).toBeDefined();
        expect(JSON.stringify(back)).toBe(JSON.stringify(game.moveSchema.parse(turned)));
        expect(JSON.stringify(back)).toBe(JSON.stringify(move));
        expect(parseMove(game, turned)).toEqual(move);
        reordered++;
      }
      expect(reordered).toBeGreaterThan(100);
    });

    it(`${id}: says yes to a spoiled move only where the schema gives it back unchanged`, () => {
      let refused = 0;
      fc.assert(
        fc.property(
          fc.constantFrom(...moves).chain((m) => spoiled(m)),
          (raw) => {
            const parsed = game.moveSchema.safeParse(raw);
            const back = quick(raw);
            if (back === undefined) {
              refused++;
              // Left to the schema: a refusal is the schema's (parseMove throws its words).
              if (!parsed.success) expect(() => parseMove(game, raw)).toThrow(RuleError);
              return;
            }
            expect(parsed.success).toBe(true);
            expect(JSON.stringify(back)).toBe(JSON.stringify(parsed.data));
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
    expect(quickShape(z.object({ a: z.string().min(2) }).strict())!({ a: 'x' })).toBeUndefined();
    expect(quickShape(z.object({ a: z.number().int() }).strict())!({ a: 1.5 })).toBeUndefined();
    expect(quickShape(z.union([z.literal(1), z.string()]))).toBeNull();
  });

  it('puts members given in another order in the schema’s order, and still refuses an extra or wrong one', () => {
    const schema = z.discriminatedUnion('type', [
      z
        .object({
          type: z.literal('a'),
          n: z.number().int(),
          at: z.object({ x: z.number(), y: z.number() }).strict(),
        })
        .strict(),
      z.object({ type: z.literal('b'), tag: z.string().optional() }).strict(),
    ]);
    const quick = quickShape(schema)!;
    const given = { at: { y: 2, x: 1 }, n: 3, type: 'a' };
    const back = quick(given);
    expect(JSON.stringify(back)).toBe('{"type":"a","n":3,"at":{"x":1,"y":2}}');
    expect(JSON.stringify(back)).toBe(JSON.stringify(schema.parse(given)));
    const inOrder = { type: 'a', n: 3, at: { x: 1, y: 2 } };
    expect(quick(inOrder)).toBe(inOrder);
    expect(JSON.stringify(quick({ tag: 't', type: 'b' }))).toBe('{"type":"b","tag":"t"}');
    // Left to the schema, which refuses them: a member too many, one of another type, one missing.
    expect(quick({ n: 3, type: 'a', at: { x: 1, y: 2 }, extra: 1 })).toBeUndefined();
    expect(quick({ n: '3', type: 'a', at: { x: 1, y: 2 } })).toBeUndefined();
    expect(quick({ at: { y: 2 }, n: 3, type: 'a' })).toBeUndefined();
    expect(quick({ tag: undefined, type: 'b' })).toBeUndefined();
  });

  it('refuses a reordered move with a member too many or of the wrong type with the words it did before', () => {
    const game = games['the-cost'];
    const move = legalMoves('the-cost').find(
      (m) => typeof m === 'object' && m !== null && Object.keys(m).length >= 3,
    ) as Record<string, unknown>;
    const turned = Object.fromEntries(Object.entries(move).reverse());
    const refusedAs = (raw: unknown) => {
      try {
        parseMove(game, raw);
      } catch (e) {
        return (e as RuleError).message;
      }
      return 'taken';
    };
    const first = Object.keys(move).find((k) => k !== 'type')!;
    const extra = { ...turned, extra: 1 };
    expect(refusedAs(extra)).not.toBe('taken');
    expect(refusedAs(extra)).toBe(refusedAs({ ...move, extra: 1 }));
    const wrong = { ...turned, [first]: { no: true } };
    expect(refusedAs(wrong)).not.toBe('taken');
    expect(refusedAs(wrong)).toBe(refusedAs({ ...move, [first]: { no: true } }));
  });
});
