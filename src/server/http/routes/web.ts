// The web client's production build (dist/web), served from the API's port: files as they are, and
// index.html for "/", "/play/...", "/rules/...", "/learn/...", the classroom pages ("/classroom/...",
// "/join/..."), the lobby ("/lobby") and the personal link's page ("/me") so that links open the client.
// A page link with `?token=` is sent on to its `#token=` form first.
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const spaPath = (url: string) =>
  url === '/' ||
  url.startsWith('/play/') ||
  url === '/play' ||
  url.startsWith('/rules/') ||
  url.startsWith('/learn/') ||
  /^\/(classroom|join)(\/|$)/.test(url) ||
  url === '/lobby' ||
  url === '/me';

/**
 * A page link that carries a token in its query (older seat links, older teacher links), in the form
 * that keeps it out of requests: the token moves to the fragment, which browsers never send, so no log,
 * proxy or Referer holds it from then on. Null when the query has no token.
 */
export function fragmentForm(path: string, query: string): string | null {
  const params = new URLSearchParams(query);
  const token = params.get('token');
  if (token === null) return null;
  params.delete('token');
  const rest = params.toString();
  return `${path}${rest ? `?${rest}` : ''}#token=${encodeURIComponent(token)}`;
}

export async function webRoutes(app: FastifyInstance, webDir: string): Promise<boolean> {
  const built = existsSync(join(webDir, 'index.html'));
  if (built) await app.register(fastifyStatic, { root: webDir });
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0];
    if (req.method === 'GET' && spaPath(path)) {
      const moved = fragmentForm(path, req.url.slice(path.length + 1));
      if (moved !== null)
        return reply
          .header('cache-control', 'no-store')
          .header('referrer-policy', 'no-referrer')
          .redirect(moved, 302);
      if (built) return reply.type('text/html; charset=utf-8').sendFile('index.html');
      return reply
        .type('text/html; charset=utf-8')
        .send(
          '<!doctype html><meta charset="utf-8"><title>Externalities</title><p>The Externalities server is running. The web client is not built here; the API is described at <a href="/api/openapi.json">/api/openapi.json</a>.</p>',
        );
    }
    reply.code(404).send({ error: { code: 'NOT_FOUND', message: `Nothing at ${req.method} ${path}.` } });
  });
  return built;
}
