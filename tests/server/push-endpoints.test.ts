// Push endpoints cannot point the server inwards: only https on port 443 under a name whose every
// address is public, checked when subscribing and again at each delivery, which connects to the very
// address checked. Names are resolved by a resolver the test puts in, never by the network.
import { createServer } from 'node:http';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../../src/server/config.ts';
import { isPublicAddress, type Resolve } from '../../src/server/push/addresses.ts';
import { pinnedLookup, PushSender } from '../../src/server/push/sender.ts';
import { checkEndpoint, endpointTarget } from '../../src/server/push/subscription.ts';
import type { PushStore, PushSubscriptionRecord } from '../../src/server/storage/push.ts';
import { ApiFailure } from '../../src/server/http/errors.ts';
import { sqliteDatabase } from '../support/databases.ts';
import { call, startTestServer } from '../support/server.ts';
import { startPushService } from '../support/push-service.ts';

/** A resolver from a table; a name not in it does not resolve. */
const table =
  (names: Record<string, string[]>): Resolve =>
  async (host) => {
    const found = names[host];
    if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return found;
  };

const resolve = table({
  'localtest.me': ['127.0.0.1'],
  '127.0.0.1.nip.io': ['127.0.0.1'],
  '169.254.169.254.nip.io': ['169.254.169.254'],
  'ten.example.com': ['10.1.2.3'],
  'cgnat.example.com': ['100.100.100.200'],
  'v6-loopback.example.com': ['::1'],
  'v6-link.example.com': ['fe80::1'],
  'v6-ula.example.com': ['fd00:ec2::254'],
  'mapped.example.com': ['::ffff:127.0.0.1'],
  'mapped-hex.example.com': ['::ffff:a9fe:a9fe'],
  'half.example.com': ['142.250.180.10', '192.168.1.1'],
  'empty.example.com': [],
  'push.example.com': ['142.250.180.10'],
  'fcm.googleapis.com': ['142.250.180.10', '2a00:1450:4002:402::200a'],
});

const refusal = async (endpoint: string) => {
  const t = await endpointTarget(endpoint, false, resolve);
  return 'refused' in t ? t.refused : 'accepted';
};

describe('push endpoints', () => {
  it('tells public addresses from inner ones, IPv4 and IPv6, IPv4-mapped included', () => {
    const inner = [
      '127.0.0.1',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.1.1',
      '169.254.169.254',
      '100.100.100.200',
      '168.63.129.16',
      '0.0.0.0',
      '192.0.2.1',
      '224.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      'fe80::1',
      'fc00::1',
      'fd00:ec2::254',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:169.254.169.254',
      '::ffff:10.0.0.1',
      '64:ff9b::7f00:1',
      '2002:7f00:1::1',
      '::7f00:1',
      '2001:db8::1',
      'ff02::1',
      'not an address',
    ];
    for (const a of inner) expect(isPublicAddress(a), a).toBe(false);
    for (const a of ['142.250.180.10', '8.8.8.8', '2a00:1450:4002:402::200a', '::ffff:8.8.8.8'])
      expect(isPublicAddress(a), a).toBe(true);
  });

  it('refuses every inward endpoint, with a reason', async () => {
    const cases: [string, string][] = [
      ['https://localtest.me:3698/x', 'notPort443'],
      ['https://localtest.me/x', 'notPublic'],
      ['https://127.0.0.1.nip.io/', 'notPublic'],
      ['https://169.254.169.254.nip.io/latest/meta-data', 'notPublic'],
      ['https://metadata.google.internal./', 'notInternet'],
      ['https://metadata.google.internal/', 'notInternet'],
      ['https://foo.localhost./', 'notInternet'],
      ['https://push.example.com:22/', 'notPort443'],
      ['https://push.example.com:8443/', 'notPort443'],
      ['https://ten.example.com/', 'notPublic'],
      ['https://cgnat.example.com/', 'notPublic'],
      ['https://v6-loopback.example.com/', 'notPublic'],
      ['https://v6-link.example.com/', 'notPublic'],
      ['https://v6-ula.example.com/', 'notPublic'],
      ['https://mapped.example.com/', 'notPublic'],
      ['https://mapped-hex.example.com/', 'notPublic'],
      ['https://half.example.com/', 'notPublic'],
      ['https://nowhere.example.com/', 'unresolved'],
      ['https://empty.example.com/', 'unresolved'],
      ['https://127.0.0.1/', 'notInternet'],
      ['https://[::1]/', 'notInternet'],
      ['https://[::ffff:127.0.0.1]/', 'notInternet'],
      ['http://push.example.com/', 'notHttps'],
      ['https://user:pw@push.example.com/', 'userName'],
    ];
    for (const [endpoint, why] of cases) expect(await refusal(endpoint), endpoint).toBe(why);
    expect(await endpointTarget('https://fcm.googleapis.com:443/fcm/send/abc', false, resolve)).toEqual({
      href: 'https://fcm.googleapis.com/fcm/send/abc',
      address: '142.250.180.10',
    });
    // A refusal is a 400 BAD_SUBSCRIPTION saying why, in English and Italian.
    const seen = new Set<string>();
    for (const endpoint of [
      'https://push.example.com:22/',
      'https://localtest.me/x',
      'https://nowhere.example.com/',
    ]) {
      const e = await checkEndpoint(endpoint, false, resolve).catch((x: unknown) => x);
      expect(e).toBeInstanceOf(ApiFailure);
      const f = e as ApiFailure;
      expect([f.status, f.code]).toEqual([400, 'BAD_SUBSCRIPTION']);
      expect(f.text?.en).toMatch(/\w/);
      expect(f.text?.it).toMatch(/\w/);
      expect(f.text?.it).not.toBe(f.text?.en);
      seen.add(f.message);
    }
    expect(seen.size).toBe(3);
  });

  it('connects to the address that was checked, whatever the name resolves to later', async () => {
    const hits: string[] = [];
    const listener = createServer((req, res) => {
      hits.push(req.headers.host ?? '');
      res.end('ok');
    });
    await new Promise<void>((r) => listener.listen(0, '127.0.0.1', r));
    const { port } = listener.address() as AddressInfo;
    try {
      const status = await new Promise<number>((done, fail) => {
        const req = request(
          `http://some-name.invalid:${port}/`,
          { lookup: pinnedLookup('127.0.0.1') },
          (res) => {
            res.resume();
            res.on('end', () => done(res.statusCode ?? 0));
          },
        );
        req.on('error', fail);
        req.end();
      });
      expect(status).toBe(200);
      expect(hits).toEqual([`some-name.invalid:${port}`]);
    } finally {
      await new Promise((r) => listener.close(r));
    }
  });

  it('at delivery, refuses and deletes a subscription whose name now resolves inwards', async () => {
    const removed: string[] = [];
    const store = {
      unsubscribe: async (_g: string, _s: number, endpoint?: string) => {
        removed.push(endpoint ?? '');
        return 1;
      },
    } as unknown as PushStore;
    let calls = 0;
    // Public when subscribing, loopback at the delivery (DNS rebinding).
    const rebinding: Resolve = async () => (calls++ === 0 ? ['142.250.180.10'] : ['127.0.0.1']);
    const endpoint = await checkEndpoint('https://rebind.example.com/x', false, rebinding);
    const sender = new PushSender({
      store,
      keys: { publicKey: 'x', privateKey: 'y' },
      subject: 'mailto:a@example.com',
      logger: pino({ level: 'silent' }),
      concurrency: 1,
      timeoutMs: 1000,
      resolve: rebinding,
    });
    const sub = {
      gameId: 'g',
      seat: 1,
      endpoint,
      p256dh: 'k',
      auth: 'a',
      lang: 'en',
    } as PushSubscriptionRecord;
    sender.send(sub, { kind: 'turn' });
    // A subscription stored before the checks, on another port, is refused the same way.
    sender.send({ ...sub, endpoint: 'https://localtest.me:3698/x' }, { kind: 'turn' });
    await sender.idle();
    expect(sender.counts).toMatchObject({ refused: 2, failed: 0, delivered: 0 });
    expect(removed).toEqual(['https://rebind.example.com/x', 'https://localtest.me:3698/x']);
    await sender.close();
  });

  it('a server refuses such subscriptions over HTTP and stores none', async () => {
    const db = sqliteDatabase();
    const t = await startTestServer(db, { push: { ...defaultConfig.push, resolve } });
    const service = await startPushService();
    try {
      const g = await call(`${t.url}/api/games`, {
        body: { game: 'tic-tac-toe', players: 2, seats: [{ kind: 'human' }, { kind: 'human' }] },
      });
      const { gameId } = g.body;
      const token = g.body.seats[1].token;
      const sub = service.subscriber('a');
      for (const endpoint of [
        'https://localtest.me:3698/x',
        'https://127.0.0.1.nip.io/',
        'https://169.254.169.254.nip.io/latest/meta-data',
        'https://metadata.google.internal./',
        'https://foo.localhost./',
        'https://push.example.com:22/',
        'https://nowhere.example.com/',
      ]) {
        const r = await call(`${t.url}/api/games/${gameId}/seats/1/push`, {
          token,
          body: { subscription: { ...sub, endpoint } },
        });
        expect([r.status, r.body.error?.code], endpoint).toEqual([400, 'BAD_SUBSCRIPTION']);
        expect(r.body.error.text.it, endpoint).toMatch(/\w/);
      }
      expect(await t.storage.push.forSeats(gameId, [1])).toEqual([]);
      const ok = await call(`${t.url}/api/games/${gameId}/seats/1/push`, {
        token,
        body: { subscription: { ...sub, endpoint: 'https://push.example.com/send/abc' } },
      });
      expect(ok.status).toBe(201);
    } finally {
      await service.close();
      await t.close();
      await db.drop();
    }
  });
});
