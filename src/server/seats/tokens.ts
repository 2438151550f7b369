// Secret seat tokens. Only a hash is stored, so a copy of the database does not hand out seats.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

// Secret bytes are taken from a pool filled a few kilobytes at a time: each call of `randomBytes` for a
// handful of bytes cost more than a game's creation did with its three of them (an id, a token, a seed).
// A byte taken is zeroed in the pool, so that no later value can hold it again.
const POOL_BYTES = 4096;
let pool = Buffer.alloc(0);
let taken = 0;
function randomText(bytes: number): string {
  if (taken + bytes > pool.length) {
    pool = randomBytes(POOL_BYTES);
    taken = 0;
  }
  const text = pool.toString('base64url', taken, taken + bytes);
  pool.fill(0, taken, taken + bytes);
  taken += bytes;
  return text;
}

export const newToken = (): string => randomText(18);
export const newGameId = (): string => randomText(9);
export const newSeed = (): string => randomText(12);

// Every move and socket message hashes its token to find the seat it opens; the same few tokens come
// again and again, so their hashes are kept (a bounded map, started afresh when full).
const hashes = new Map<string, string>();
const MAX_HASHES = 10_000;

export function hashToken(token: string): string {
  let hash = hashes.get(token);
  if (hash === undefined) {
    hash = createHash('sha256').update(token).digest('hex');
    if (hashes.size >= MAX_HASHES) hashes.clear();
    hashes.set(token, hash);
  }
  return hash;
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}
