// What the limits key on. The router decodes the path before matching ('/%61pi/games' is POST
// /api/games to it), so a limit that read the path as sent could be dodged by spelling it another way;
// every limit reads the route the router matched instead, as it was declared ('/api/games/:id').
import type { FastifyRequest } from 'fastify';
import { tokenFrom } from '../seats/access.ts';
import { hashToken } from '../seats/tokens.ts';

/** The matched route as declared, or undefined when nothing matched (the request gets a 404). */
export const routeOf = (req: FastifyRequest): string | undefined => req.routeOptions.url;

/** A route of the API; an unmatched request counts as one, so that made-up paths are paced too. */
export const apiRoute = (route: string | undefined): boolean =>
  route === undefined || route.startsWith('/api/');

/** Never paced: the API's description is a static document. */
const UNPACED = new Set(['/api/openapi.json']);

/**
 * The routes that refuse a token opening nothing (403, which the address pays for: address-limits.ts),
 * so that a token there stands for a seat, a teacher or a personal key. Only these are paced per token;
 * elsewhere a made-up token would buy a fresh bucket, so every other request is paced per address.
 */
export const TOKEN_ROUTES: ReadonlySet<string> = new Set([
  'GET /api/games/:id',
  'GET /api/games/:id/decision',
  'POST /api/games/:id/moves',
  'POST /api/games/:id/undo',
  'GET /api/games/:id/positions/:n',
  'POST /api/games/:id/hint',
  'POST /api/games/:id/seats/:n/push',
  'DELETE /api/games/:id/seats/:n/push',
  'POST /api/games/:id/seats/:n/leave',
  'POST /api/games/:id/seats/:n/reclaim',
  'POST /api/games/:id/seats/:n/program',
  'POST /api/games/:id/rematch',
  'GET /api/games/:id/chat',
  'POST /api/games/:id/chat',
  'GET /api/games/:id/socket',
  'GET /api/players/seats',
  'POST /api/players/seats',
  'DELETE /api/players/seats/:id',
  'GET /api/classrooms/:id',
  'DELETE /api/classrooms/:id',
  'POST /api/classrooms/:id/pause',
  'POST /api/classrooms/:id/resume',
  'POST /api/classrooms/:id/broadcast',
  'POST /api/classrooms/:id/clock',
  'POST /api/classrooms/:id/seats',
  'POST /api/classrooms/:id/seats/:table/:seat/free',
  'POST /api/classrooms/:id/seats/:table/:seat/reassign',
  'DELETE /api/classrooms/:id/observers/:n',
  'GET /api/classrooms/:id/report.csv',
]);

/**
 * The bucket of the request rate limit a request spends from: its token's on a route that checks
 * tokens, else its address's; undefined for requests that are not paced (health, metrics, the web
 * client's files, the API's description).
 */
export function requestKey(req: FastifyRequest): string | undefined {
  const route = routeOf(req);
  if (!apiRoute(route) || (route !== undefined && UNPACED.has(route))) return undefined;
  const checked = route !== undefined && TOKEN_ROUTES.has(`${req.method} ${route}`);
  const token = checked ? tokenFrom(req.query, req.headers.authorization) : undefined;
  return token ? tokenKey(token) : `a:${req.ip}`;
}

// The same few tokens come with every move: their keys are kept, so that a move neither builds the key
// afresh nor has the map hash a new string of 66 characters (a bounded map, started afresh when full).
const tokenKeys = new Map<string, string>();
const MAX_TOKEN_KEYS = 10_000;

/** The bucket of a request made with a seat token (over HTTP or a game's socket). */
export function tokenKey(token: string): string {
  let key = tokenKeys.get(token);
  if (key === undefined) {
    key = `t:${hashToken(token)}`;
    if (tokenKeys.size >= MAX_TOKEN_KEYS) tokenKeys.clear();
    tokenKeys.set(token, key);
  }
  return key;
}
