// Secret seat tokens. Only a hash is stored, so a copy of the database does not hand out seats.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export const newToken = (): string => randomBytes(18).toString('base64url');
export const newGameId = (): string => randomBytes(9).toString('base64url');
export const newSeed = (): string => randomBytes(12).toString('base64url');

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}
