import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { canonicalJson, hashState } from '../../src/kernel/index.ts';

describe('stable hashing', () => {
  it('ignores key order', () => {
    expect(hashState({ a: 1, b: [1, { c: 2, d: 3 }] })).toBe(hashState({ b: [1, { d: 3, c: 2 }], a: 1 }));
    expect(canonicalJson({ b: 1, a: undefined, c: null })).toBe('{"b":1,"c":null}');
  });
  it('separates different values', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
        if (canonicalJson(a) !== canonicalJson(b)) expect(hashState(a)).not.toBe(hashState(b));
      }),
    );
  });
  it('is 32 hex digits', () => {
    expect(hashState({ x: 1 })).toMatch(/^[0-9a-f]{32}$/);
  });
});
