// A browser's PushSubscription as the API takes it (the JSON of PushSubscription.toJSON()), checked at
// the boundary: the endpoint is a push service's https URL on port 443 whose name resolves to public
// addresses only (the server will POST to it, so no plain http, no other port, no bare addresses and
// no local names unless a test stand-in is allowed), and the keys are a
// real P-256 point and a 16-byte secret, so that every stored subscription can be encrypted to.
import { createECDH } from 'node:crypto';
import { z } from 'zod';
import { LANGS } from '../../kernel/index.ts';
import type { Texts } from '../../shared/api.ts';
import { refusal } from '../http/errors.ts';
import { PUSH_TEXTS } from './refusal-texts.ts';
import { publicAddressOf, type Resolve } from './addresses.ts';

const base64url = z.string().regex(/^[A-Za-z0-9_-]+={0,2}$/, 'must be base64url');

export const PushSubscribeRequestSchema = z
  .object({
    subscription: z
      .object({
        endpoint: z.string().min(1).max(1000),
        expirationTime: z.number().nullable().optional(),
        keys: z.object({ p256dh: base64url.max(200), auth: base64url.max(100) }).strict(),
      })
      .strict()
      .describe("The browser's PushSubscription as JSON (pushManager.subscribe(...).toJSON())."),
    lang: z.enum(LANGS).optional().describe('Language of the notifications (default en).'),
  })
  .strict();

export const PushUnsubscribeRequestSchema = z
  .object({
    endpoint: z
      .string()
      .min(1)
      .max(1000)
      .optional()
      .describe('The subscription to remove; without it every subscription of the seat goes.'),
  })
  .strict();

export type PushSubscribeRequest = z.infer<typeof PushSubscribeRequestSchema>;

const bad = (text: Texts) => refusal(400, 'BAD_SUBSCRIPTION', text);

const isLocalHost = (host: string) => host === '127.0.0.1' || host === 'localhost' || host === '[::1]';

/** Why the server will not POST to an endpoint (a key of PUSH_TEXTS). */
export type EndpointRefusal =
  'notUrl' | 'userName' | 'notHttps' | 'notPort443' | 'notInternet' | 'unresolved' | 'notPublic';

/**
 * Where a notification for `raw` goes: the normalised URL and the address to connect to (null for the
 * local stand-in of tests, reached as named), or why the server must not POST there. Push services
 * listen on https's own port under a DNS name, and every address the name resolves to must be public.
 */
export async function endpointTarget(
  raw: string,
  allowLocal: boolean,
  resolve: Resolve,
): Promise<{ href: string; address: string | null } | { refused: EndpointRefusal }> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { refused: 'notUrl' };
  }
  if (url.username || url.password) return { refused: 'userName' };
  if (url.protocol === 'http:' && allowLocal && isLocalHost(url.hostname))
    return { href: url.href, address: null };
  if (url.protocol !== 'https:') return { refused: 'notHttps' };
  // An explicit :443 is normalised away; any other port is some other service.
  if (url.port !== '') return { refused: 'notPort443' };
  // A fully qualified name may end in a dot (foo.localhost.): judged without it.
  const host = url.hostname.replace(/\.$/, '');
  // A push service has a DNS name; a bare address or a one-word name would point the server inwards.
  if (
    /^[\d.]+$/.test(host) ||
    host.startsWith('[') ||
    !host.includes('.') ||
    /\.(localhost|local|internal|home\.arpa)$/i.test(host)
  )
    return { refused: 'notInternet' };
  const at = await publicAddressOf(host, resolve);
  return 'refused' in at ? at : { href: url.href, address: at.address };
}

/** Refuses an endpoint the server must not POST to; returns it normalised. */
export async function checkEndpoint(raw: string, allowLocal: boolean, resolve: Resolve): Promise<string> {
  const target = await endpointTarget(raw, allowLocal, resolve);
  if ('refused' in target) throw bad(PUSH_TEXTS[target.refused]);
  return target.href;
}

/** The keys decode to an uncompressed P-256 point and a 16-byte auth secret, or the request is refused. */
export function checkKeys(p256dh: string, auth: string): void {
  const point = Buffer.from(p256dh, 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw bad(PUSH_TEXTS.badP256dh);
  try {
    const probe = createECDH('prime256v1');
    probe.generateKeys();
    probe.computeSecret(point);
  } catch {
    throw bad(PUSH_TEXTS.notOnCurve);
  }
  if (Buffer.from(auth, 'base64url').length !== 16) throw bad(PUSH_TEXTS.badAuth);
}
