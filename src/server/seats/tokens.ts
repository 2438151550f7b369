// Secret seat tokens. Only a hash is stored, so a copy of the database does not hand out seats.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export const newToken = (): string => randomBytes(18).toString('base64url');
export const newGameId = (): string => randomBytes(9).toString('base64url');
export const newSeed = (): string => randomBytes(12).toString('base64url');

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
