// Ids, tokens and seeds are taken from a pool of secret bytes refilled a few kilobytes at a time: each
// keeps its length and alphabet, and none repeats across refills of the pool.
import { describe, expect, it } from 'vitest';
import { newGameId, newSeed, newToken } from '../../src/server/seats/tokens.ts';

describe('new tokens, game ids and seeds', () => {
  it('have their lengths and the URL-safe alphabet, and never repeat across refills of the pool', () => {
    const seen = new Set<string>();
    // 2,000 rounds of 39 bytes: some twenty refills of the pool.
    for (let i = 0; i < 2000; i++) {
      const [token, id, seed] = [newToken(), newGameId(), newSeed()];
      expect(token).toMatch(/^[A-Za-z0-9_-]{24}$/);
      expect(id).toMatch(/^[A-Za-z0-9_-]{12}$/);
      expect(seed).toMatch(/^[A-Za-z0-9_-]{16}$/);
      for (const x of [token, id, seed]) {
        expect(seen.has(x)).toBe(false);
        seen.add(x);
      }
    }
  });
});
