import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { nextUint32, randomInt, rngFromSeed, shuffle } from '../../src/kernel/index.ts';

describe('seeded PRNG', () => {
  it('gives the same sequence for the same seed, on every machine (pinned values)', () => {
    const rng = rngFromSeed('externalities');
    const first = [nextUint32(rng), nextUint32(rng), nextUint32(rng)];
    const again = rngFromSeed('externalities');
    expect([nextUint32(again), nextUint32(again), nextUint32(again)]).toEqual(first);
    // Pinned so that a change of algorithm (which would change every recorded game) is noticed.
    expect(first).toMatchInlineSnapshot(`
      [
        2638102819,
        1621104591,
        3784937408,
      ]
    `);
  });

  it('differs between seeds', () => {
    expect(nextUint32(rngFromSeed('1'))).not.toBe(nextUint32(rngFromSeed('2')));
  });

  it('randomInt stays in range', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 1000 }), (seed, n) => {
        const rng = rngFromSeed(seed);
        for (let i = 0; i < 20; i++) {
          const x = randomInt(rng, n);
          if (x < 0 || x >= n || !Number.isInteger(x)) return false;
        }
        return true;
      }),
    );
  });

  it('randomInt draws exactly as the plain rejection rule, for small and huge bounds', () => {
    // The definition on plain numbers: reject outputs at or above the largest multiple of n below 2^32.
    const reference = (rng: ReturnType<typeof rngFromSeed>, n: number): number => {
      const limit = 0x100000000 - (0x100000000 % n);
      for (;;) {
        const x = nextUint32(rng);
        if (x < limit) return x % n;
      }
    };
    const bound = fc.oneof(
      fc.integer({ min: 1, max: 100 }),
      fc.integer({ min: 1, max: 0x100000000 }),
      fc.constantFrom(0x7fffffff, 0x80000000, 0x80000001, 0xffffffff, 0x100000000),
    );
    fc.assert(
      fc.property(fc.string(), bound, (seed, n) => {
        const a = rngFromSeed(seed);
        const b = rngFromSeed(seed);
        for (let i = 0; i < 20; i++) if (randomInt(a, n) !== reference(b, n)) return false;
        return a.a === b.a && a.b === b.b && a.c === b.c && a.d === b.d;
      }),
    );
  });

  it('shuffle is a permutation and does not touch its input', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.integer()), (seed, items) => {
        const copy = items.slice();
        const out = shuffle(rngFromSeed(seed), items);
        expect(items).toEqual(copy);
        expect(out.slice().sort()).toEqual(copy.slice().sort());
      }),
    );
  });

  it('shuffle is roughly uniform over the 6 orders of 3 items', () => {
    const rng = rngFromSeed('uniform');
    const counts = new Map<string, number>();
    for (let i = 0; i < 6000; i++) {
      const k = shuffle(rng, [1, 2, 3]).join('');
      counts.set(k, (counts.get(k) ?? 0) + 1);
    }
    expect(counts.size).toBe(6);
    for (const c of counts.values()) expect(c).toBeGreaterThan(850);
  });
});
