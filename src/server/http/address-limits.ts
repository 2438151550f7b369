// Limits by the caller's address, on top of the per-token pace: a token is the caller's own word, so
// made-up tokens must not buy fresh allowances. Creating games (and classrooms, guided games and personal keys) is
// paced per address whatever token comes with it; and every request refused for a token that opens
// nothing (403) spends from the address's allowance of bad tokens, which once spent refuses every
// request with a token from that address for a while. Join codes that name no classroom spend likewise
// from the address's allowance of guesses: a school's students share one address, so the allowance is
// for typing mistakes, and a class of 30 typing the right code is never refused.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { tokenFrom } from '../seats/access.ts';
import { refusal } from './errors.ts';
import { apiRoute, routeOf } from './limit-keys.ts';
import { LIMIT_TEXTS, TOO_MANY } from './limit-texts.ts';
import { RateLimiter, type RateLimitConfig } from './rate-limit.ts';

export interface AddressLimits {
  /** Games (played on from a position too), classrooms and guided games created per address. */
  creations: RateLimitConfig;
  /** Requests refused for their token (403) per address. */
  badTokens: RateLimitConfig;
  /** Join codes that name no classroom (404) per address. */
  joinGuesses: RateLimitConfig;
}

/** The routes a join code opens: each miss there is a guess. */
const JOIN = '/api/join/:code';

/** The routes that create something: games (played on from a position too), classrooms, personal keys, guided games. */
const CREATIONS = new Set([
  '/api/games',
  '/api/games/:id/fork',
  '/api/games/import',
  '/api/classrooms',
  '/api/players',
  '/api/tutorials/:game',
]);
const creates = (req: FastifyRequest) => req.method === 'POST' && CREATIONS.has(routeOf(req) ?? '');

const limited = (what: keyof typeof TOO_MANY, wait: number) =>
  refusal(429, 'RATE_LIMITED', LIMIT_TEXTS.tooManyFromAddress(TOO_MANY[what], wait), { retryAfter: wait });

export function addressLimits(app: FastifyInstance, limits: AddressLimits): void {
  const creations = new RateLimiter(limits.creations);
  const badTokens = new RateLimiter(limits.badTokens);
  // The whole address waits once its guesses are spent, right code or wrong: were a right code still
  // answered, a 429 would tell a wrong one as plainly as a 404 and guessing would go on.
  const joinGuesses = new RateLimiter(limits.joinGuesses);

  app.addHook('onRequest', async (req: FastifyRequest) => {
    const route = routeOf(req);
    if (route === undefined || !apiRoute(route)) return;
    if (tokenFrom(req.query, req.headers.authorization) !== undefined) {
      const wait = badTokens.peek(req.ip);
      if (wait > 0) throw limited('badTokens', wait);
    }
    if (route === JOIN) {
      const wait = joinGuesses.peek(req.ip);
      if (wait > 0) throw limited('joinGuesses', wait);
    }
    if (creates(req)) {
      const wait = creations.take(req.ip);
      if (wait > 0) throw limited('creations', wait);
    }
  });

  app.addHook('onResponse', async (req: FastifyRequest, reply: FastifyReply) => {
    if (reply.statusCode === 403 && tokenFrom(req.query, req.headers.authorization) !== undefined)
      badTokens.take(req.ip);
    if (reply.statusCode === 404 && routeOf(req) === JOIN) joinGuesses.take(req.ip);
  });
}
