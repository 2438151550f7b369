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
 * The bucket of the request rate limit a request spends from: its seat token's, or its address's
 * (no token); undefined for requests that are not paced (health, metrics, the web client's files).
 */
export function requestKey(req: FastifyRequest): string | undefined {
  const route = routeOf(req);
  if (!apiRoute(route) || (route !== undefined && UNPACED.has(route))) return undefined;
  const token = route === undefined ? undefined : tokenFrom(req.query, req.headers.authorization);
  return token ? `t:${hashToken(token)}` : `a:${req.ip}`;
}
