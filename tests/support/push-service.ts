// A stand-in for a browser and its push service, for the notification tests: it holds a subscriber's
// P-256 key pair and auth secret as a browser would, listens on 127.0.0.1, and for each request
// decrypts the aes128gcm body (RFC 8188 record, RFC 8291 keys) with node:crypto alone, and reads the
// VAPID Authorization header (an ES256 JWT and the server's public key), checking its signature.
import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
  type ECDH,
} from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PushRequest {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  /** The decrypted payload, parsed as JSON. */
  payload: Record<string, unknown>;
  vapid: { publicKey: string; claims: { aud: string; exp: number; sub: string }; signatureValid: boolean };
}

export interface Subscriber {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface StandInPushService {
  origin: string;
  /** A browser's subscription at this service (its own keys; `name` makes its endpoint). */
  subscriber(name: string): Subscriber;
  received: PushRequest[];
  /** Resolves once `n` requests have arrived in all. */
  waitFor(n: number): Promise<PushRequest[]>;
  /** The status answered to later requests (201 unless changed). */
  answer: number;
  close(): Promise<void>;
}

const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) =>
  Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

/** Decrypts a one-record aes128gcm body with the subscriber's private key and auth secret. */
export function decryptAes128gcm(body: Buffer, subscriber: ECDH, auth: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body[20];
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = subscriber.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), subscriber.getPublicKey(), senderKey]);
  const ikm = hkdf(auth, shared, keyInfo, 32);
  const cek = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('the record does not end with the last-record delimiter');
  return padded.subarray(0, end);
}

/** Reads `vapid t=<jwt>, k=<key>` and checks the JWT's ES256 signature against the key it names. */
export function readVapid(authorization: string): PushRequest['vapid'] {
  const m = /^vapid t=([^,\s]+),\s*k=(\S+)$/.exec(authorization);
  if (!m) throw new Error(`not a VAPID authorization: ${authorization}`);
  const [, jwt, publicKey] = m;
  const [header, claims, signature] = jwt.split('.');
  if (JSON.parse(Buffer.from(header, 'base64url').toString()).alg !== 'ES256') throw new Error('not ES256');
  const raw = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signatureValid = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  return { publicKey, claims: JSON.parse(Buffer.from(claims, 'base64url').toString()), signatureValid };
}

export async function startPushService(): Promise<StandInPushService> {
  const browsers = new Map<string, { ecdh: ECDH; auth: Buffer }>();
  const received: PushRequest[] = [];
  const waiters: { n: number; resolve: () => void }[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '';
      const browser = browsers.get(path);
      try {
        if (!browser) throw new Error(`no subscriber at ${path}`);
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        const payload = JSON.parse(
          decryptAes128gcm(Buffer.concat(chunks), browser.ecdh, browser.auth).toString(),
        );
        received.push({
          path,
          headers: req.headers,
          payload,
          vapid: readVapid(String(req.headers.authorization)),
        });
        res.writeHead(service.answer).end();
      } catch (e) {
        received.push({ path, headers: req.headers, payload: { error: (e as Error).message }, vapid: null! });
        res.writeHead(400).end();
      }
      for (const w of waiters.splice(0))
        if (received.length >= w.n) w.resolve();
        else waiters.push(w);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const service: StandInPushService = {
    origin,
    received,
    answer: 201,
    subscriber(name) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      browsers.set(`/push/${name}`, { ecdh, auth });
      return {
        endpoint: `${origin}/push/${name}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
      };
    },
    waitFor(n) {
      if (received.length >= n) return Promise.resolve(received.slice());
      return new Promise((resolve) => waiters.push({ n, resolve: () => resolve(received.slice()) }));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return service;
}
