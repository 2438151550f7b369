// A small seeded PRNG (sfc32) whose whole state is four 32-bit integers, so it can live inside a game
// state, be serialised with it and give the same sequence on every machine.

export interface RngState {
  a: number;
  b: number;
  c: number;
  d: number;
}

/** Hashes any string into four 32-bit words (cyrb128), so that any seed text gives a well-mixed state. */
function seedWords(seed: string): [number, number, number, number] {
  let h1 = 1779033703,
    h2 = 3144134277,
    h3 = 1013904242,
    h4 = 2773480762;
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

export function rngFromSeed(seed: string): RngState {
  const [a, b, c, d] = seedWords(seed);
  const rng = { a, b, c, d };
  // Discard the first outputs: sfc32 mixes poorly right after seeding.
  for (let i = 0; i < 12; i++) nextUint32(rng);
  return rng;
}

/** Next 32-bit output. Advances `rng` in place: call it on the copy of the state being built. */
export function nextUint32(rng: RngState): number {
  const t = (((rng.a + rng.b) | 0) + rng.d) | 0;
  rng.d = (rng.d + 1) | 0;
  rng.a = rng.b ^ (rng.b >>> 9);
  rng.b = (rng.c + (rng.c << 3)) | 0;
  rng.c = (rng.c << 21) | (rng.c >>> 11);
  rng.c = (rng.c + t) | 0;
  return t >>> 0;
}

/**
 * A uniform integer in 0..n-1 (rejection sampling, no modulo bias): outputs at or above the largest
 * multiple of n below 2^32 are drawn again.
 *
 * Hot in every simulation, so it avoids division where it can. That multiple is above 2^32 - n, so an
 * output up to 2^32 - n is kept without computing it (nearly always, as n is small). The remainders
 * are taken on unsigned 32-bit values and their results truncated again (`>>> 0` on all three, a no-op
 * on the value), which lets the optimizer use integer division instead of a floating-point remainder.
 * 2^32 mod n equals (2^32 - n) mod n, and 2^32 - n fits in 32 bits.
 */
export function randomInt(rng: RngState, n: number): number {
  if (!Number.isInteger(n) || n <= 0 || n > 0x100000000) throw new RangeError(`randomInt: bad bound ${n}`);
  if (n === 0x100000000) return nextUint32(rng);
  const m = n >>> 0;
  for (;;) {
    const x = nextUint32(rng);
    if (x <= 0x100000000 - m || x < 0x100000000 - (((-m >>> 0) % m) >>> 0)) return ((x >>> 0) % m) >>> 0;
  }
}

/**
 * Fisher–Yates: for i from the last index down to 1, swap item i with a uniform j in 0..i.
 * Returns a new array; the draws are part of each game's documented setup order.
 */
export function shuffle<T>(rng: RngState, items: readonly T[]): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(rng, i + 1);
    const tmp = out[i];
    out[i] = out[j];
    out[j] = tmp;
  }
  return out;
}

export function pick<T>(rng: RngState, items: readonly T[]): T {
  if (items.length === 0) throw new RangeError('pick: empty list');
  return items[randomInt(rng, items.length)];
}

export const cloneRng = (rng: RngState): RngState => ({ a: rng.a, b: rng.b, c: rng.c, d: rng.d });
