// A browser's PushSubscription as the API takes it (the JSON of PushSubscription.toJSON()), checked at
// the boundary: the endpoint is a push service's https URL (the server will POST to it, so no plain
// http, no bare addresses and no local names unless a test stand-in is allowed), and the keys are a
// real P-256 point and a 16-byte secret, so that every stored subscription can be encrypted to.
import { createECDH } from 'node:crypto';
import { z } from 'zod';
import { LANGS } from '../../kernel/index.ts';
import type { Texts } from '../../shared/api.ts';
import { refusal } from '../http/errors.ts';
import { PUSH_TEXTS } from './refusal-texts.ts';

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

/** Refuses an endpoint the server must not POST to; returns it normalised. */
export function checkEndpoint(raw: string, allowLocal: boolean): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw bad(PUSH_TEXTS.notUrl);
  }
  if (url.username || url.password) throw bad(PUSH_TEXTS.userName);
  if (url.protocol === 'http:' && allowLocal && isLocalHost(url.hostname)) return url.href;
  if (url.protocol !== 'https:') throw bad(PUSH_TEXTS.notHttps);
  const host = url.hostname;
  // A push service has a DNS name; a bare address or a one-word name would point the server inwards.
  if (
    /^[\d.]+$/.test(host) ||
    host.startsWith('[') ||
    !host.includes('.') ||
    /\.(localhost|local|internal)$/.test(host)
  )
    throw bad(PUSH_TEXTS.notInternet);
  return url.href;
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
