// Security headers on every response (the API's, the web client's files, errors): a Content-Security-
// Policy that runs only the client's own script files (the built client has no inline script), no
// framing by other sites, no Referer (links hold seat tokens), and no content-type sniffing.
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** A Host header fit to be named in the policy: a host name or address and a port, nothing else. */
const PLAIN_HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The page's own WebSocket. CSP level 3 counts ws: and wss: on the same host as 'self'; browsers that
 * predate that need the host named.
 */
const ownSockets = (req: IncomingMessage): string => {
  const host = req.headers.host ?? '';
  return PLAIN_HOST.test(host) ? `ws://${host} wss://${host}` : '';
};

export const helmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      // React's style props are set through the DOM (CSSOM), which style-src does not govern.
      'style-src': ["'self'"],
      // The tab's icon is drawn as an SVG data: URL.
      'img-src': ["'self'", 'data:'],
      'font-src': ["'self'"],
      'connect-src': ["'self'", ownSockets],
      'worker-src': ["'self'"],
      'manifest-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    },
  },
  referrerPolicy: { policy: 'no-referrer' as const },
  xFrameOptions: { action: 'deny' as const },
};

/**
 * HSTS only when the server's public address is https: browsers then keep to https for a year, so a
 * link never goes out over plain HTTP. A plain-HTTP table on a school network (no PUBLIC_URL, or an
 * http: one) must keep working, and the header would be ignored there anyway.
 */
export const headerOptions = (publicUrl: string) => ({
  ...helmetOptions,
  strictTransportSecurity: publicUrl.startsWith('https://')
    ? { maxAge: 31_536_000, includeSubDomains: false }
    : (false as const),
});

/**
 * Registers the headers for every route, the not-found handler and errors thrown in hooks; returns
 * what sets the same headers on a response Fastify writes before any hook runs (a path that does not
 * decode). Helmet's middleware is built once: Fastify's plugin for it built it again for every request,
 * the policy's directives parsed and checked each time.
 */
export function securityHeaders(
  app: FastifyInstance,
  publicUrl: string,
): (req: IncomingMessage, res: ServerResponse) => void {
  const apply = helmet(headerOptions(publicUrl));
  // Helmet throws rather than passing an error on (since 8.1): its `next` is only ever called bare.
  app.addHook('onRequest', (req, reply, done) => apply(req.raw, reply.raw, done as () => void));
  return (req, res) => apply(req, res, () => {});
}
