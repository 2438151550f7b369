// Security headers on every response (the API's, the web client's files, errors): a Content-Security-
// Policy that runs only the client's own script files (the built client has no inline script), no
// framing by other sites, no Referer (links hold seat tokens), and no content-type sniffing.
import type { FastifyInstance } from 'fastify';
import helmet, { contentSecurityPolicy } from 'helmet';
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

/** Hosts whose policy is kept; past that many (Host is the client's to write) the kept ones are dropped. */
const KEPT_POLICIES = 64;

/**
 * Registers the headers for every route, the not-found handler and errors thrown in hooks; returns
 * what sets the same headers on a response Fastify writes before any hook runs (a path that does not
 * decode). Helmet's middleware is built once: Fastify's plugin for it built it again for every request,
 * the policy's directives parsed and checked each time. The policy itself is worked out once per Host
 * (its only part that varies, `ownSockets`) and kept: Helmet assembled its text again for every request,
 * most of the headers' work and some 3% of the CPU of a table opened (three requests).
 */
export function securityHeaders(
  app: FastifyInstance,
  publicUrl: string,
): (req: IncomingMessage, res: ServerResponse) => void {
  const { contentSecurityPolicy: policyOptions, ...others } = headerOptions(publicUrl);
  const policy = contentSecurityPolicy(policyOptions);
  const rest = helmet({ ...others, contentSecurityPolicy: false });
  const policies = new Map<string, string>();
  const policyOf = (req: IncomingMessage): string => {
    const host = req.headers.host ?? '';
    let text = policies.get(host);
    if (text === undefined) {
      // Helmet's middleware only sets the header on the response: a stand-in that keeps its text.
      const keeper = { setHeader: (_name: string, value: string) => (text = value) };
      policy(req, keeper as unknown as ServerResponse, () => {});
      if (text === undefined) throw new Error('Helmet set no Content-Security-Policy');
      if (policies.size >= KEPT_POLICIES) policies.clear();
      policies.set(host, text);
    }
    return text;
  };
  // Helmet's own order: the policy first, then the rest.
  const apply = (req: IncomingMessage, res: ServerResponse, done: () => void) => {
    res.setHeader('Content-Security-Policy', policyOf(req));
    rest(req, res, done);
  };
  // Helmet throws rather than passing an error on (since 8.1): its `next` is only ever called bare.
  app.addHook('onRequest', (req, reply, done) => apply(req.raw, reply.raw, done as () => void));
  return (req, res) => apply(req, res, () => {});
}
