// Whether a value's JSON is at least so long (json-length.ts): never said of a value whose JSON is
// shorter, and said of every plain JSON value without escapes as soon as the limit is reached.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonAtLeast } from '../../src/server/http/json-length.ts';

const length = (v: unknown) => JSON.stringify(v)?.length ?? 0;

describe('JSON at least so long', () => {
  it('is never said of a value whose JSON is shorter', () => {
    fc.assert(
      fc.property(
        fc.anything({
          withNullPrototype: true,
          withObjectString: true,
          withBoxedValues: true,
          withMap: true,
        }),
        fc.integer({ min: -5, max: 400 }),
        (v, limit) => {
          if (jsonAtLeast(v, limit)) expect(length(v)).toBeGreaterThanOrEqual(limit);
          const outer = { a: v, b: [v, undefined, () => 1], c: undefined };
          if (jsonAtLeast(outer, limit)) expect(length(outer)).toBeGreaterThanOrEqual(limit);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('is said of plain JSON without escapes at every limit it reaches', () => {
    const text = fc.string({ unit: fc.constantFrom('a', 'b', 'è', ' ', '1') });
    const plain = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        text,
        fc.double(),
        fc.integer(),
        fc.boolean(),
        fc.constant(null),
        fc.array(tie('value')),
        fc.dictionary(text, tie('value')),
      ),
    })).value;
    fc.assert(
      fc.property(plain, fc.integer({ min: -5, max: 400 }), (v, limit) => {
        expect(jsonAtLeast(v, limit)).toBe(length(v) >= limit);
      }),
      { numRuns: 2000 },
    );
  });

  it('counts nothing for what JSON may write otherwise, and reads escapes as at least the characters', () => {
    const odd = { d: new Date(0), n: Object(3), m: new Map([[1, 2]]), t: { toJSON: () => undefined } };
    expect(jsonAtLeast(odd, 3)).toBe(false);
    expect(jsonAtLeast(odd, 2)).toBe(true);
    expect(jsonAtLeast('a"\n', length('a"\n'))).toBe(false);
    expect(jsonAtLeast('a"\n', 5)).toBe(true);
    expect(jsonAtLeast([NaN, -0, 1e21], length([NaN, -0, 1e21]))).toBe(true);
  });
});
