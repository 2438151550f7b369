// Pages were sent with no Content-Security-Policy, Referrer-Policy, frame-ancestors or nosniff header.
// Every response now carries them: the API's, the web client's files, and errors of every kind,
// including those written before routing (a path that does not decode). HSTS only when the public
// address is https.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqliteDatabase, type TestDatabase } from '../support/databases.ts';
import { call, startTestServer, type TestServer } from '../support/server.ts';

describe('security headers', () => {
  let db: TestDatabase;
  let t: TestServer;
  const webDir = mkdtempSync(join(tmpdir(), 'externalities-web-'));

  beforeAll(async () => {
    writeFileSync(
      join(webDir, 'index.html'),
      '<!doctype html><script type="module" src="/assets/a.js"></script>',
    );
    mkdirSync(join(webDir, 'assets'));
    writeFileSync(join(webDir, 'assets', 'a.js'), 'export {};');
    db = sqliteDatabase();
    t = await startTestServer(db, { webDir });
  });
  afterAll(async () => {
    await t.close();
    await db.drop();
    rmSync(webDir, { recursive: true, force: true });
  });

  const check = (headers: Headers, url = t.url) => {
    const csp = headers.get('content-security-policy') ?? '';
    const directives = new Map(
      csp.split(';').map((d) => {
        const [name, ...values] = d.trim().split(/\s+/);
        return [name, values] as const;
      }),
    );
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('worker-src')).toEqual(["'self'"]);
    const host = new URL(url).host;
    expect(directives.get('connect-src')).toEqual(["'self'", `ws://${host}`, `wss://${host}`]);
    expect(headers.get('referrer-policy')).toBe('no-referrer');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('strict-transport-security')).toBeNull();
  };

  it('are on API answers, the web client and its files', async () => {
    for (const path of ['/api/meta', '/healthz', '/', '/play/abc', '/assets/a.js']) {
      const r = await call(`${t.url}${path}`);
      expect(r.status, path).toBe(200);
      check(r.headers);
    }
  });

  it('are on errors: not found, bad bodies, refused paths, paths that do not decode, rate limits', async () => {
    const errors: [string, Parameters<typeof call>[1], number][] = [
      ['/api/games/nope', {}, 404],
      ['/assets/missing.js', {}, 404],
      ['/index.html%00.js', {}, 404],
      ['/%c0%ae', {}, 400],
      ['/api/games', { raw: '{not json' }, 400],
      ['/api/games', { raw: 'x', headers: { 'content-type': 'text/plain' } }, 415],
    ];
    for (const [path, init, status] of errors) {
      const r = await call(`${t.url}${path}`, init);
      expect(r.status, path).toBe(status);
      expect(r.body.error.code, path).toEqual(expect.any(String));
      check(r.headers);
    }
  });

  it('are on a refusal by a hook before the route (rate limit)', async () => {
    const own = sqliteDatabase();
    // Slow to refill (one request per 100 s), so that a loaded machine still runs out of its burst.
    const strict = await startTestServer(own, { rateLimit: { perSecond: 0.01, burst: 2 } });
    try {
      let limited;
      for (let i = 0; i < 10 && limited?.status !== 429; i++) limited = await call(`${strict.url}/api/games`);
      expect(limited?.status).toBe(429);
      check(limited!.headers, strict.url);
    } finally {
      await strict.close();
      await own.drop();
    }
  });

  it('include HSTS for a year when PUBLIC_URL is https, on answers and on paths that do not decode', async () => {
    const own = sqliteDatabase();
    const secure = await startTestServer(own, { publicUrl: 'https://games.example.org' });
    try {
      for (const path of ['/api/meta', '/api/games/nope', '/%c0%ae', '/play/abc']) {
        const r = await call(`${secure.url}${path}`);
        expect(r.headers.get('strict-transport-security'), path).toBe('max-age=31536000');
      }
    } finally {
      await secure.close();
      await own.drop();
    }
    // Over plain HTTP (no PUBLIC_URL above, or an http: one) there is none: checked by `check`.
    const plain = sqliteDatabase();
    const http = await startTestServer(plain, { publicUrl: 'http://school.lan:3000' });
    try {
      expect((await call(`${http.url}/api/meta`)).headers.get('strict-transport-security')).toBeNull();
    } finally {
      await http.close();
      await plain.drop();
    }
  });

  it('name no host in the policy when the Host header is not a plain host', async () => {
    const csp = await policyFor("evil;script-src 'unsafe-inline'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("connect-src 'self'");
  });

  // The policy is kept per Host once worked out: each host still gets its own, however they alternate.
  it('name each request its own host, hosts alternating', async () => {
    for (const host of [
      'a.example:1',
      'b.example:2',
      'a.example:1',
      "evil;script-src 'unsafe-inline'",
      'b.example:2',
    ]) {
      const csp = await policyFor(host);
      const plain = !host.includes(';');
      if (plain) expect(csp).toContain(`connect-src 'self' ws://${host} wss://${host};`);
      else expect(csp).toMatch(/connect-src 'self' ?;/);
      expect(csp).not.toContain('unsafe-inline');
    }
  });

  const policyFor = (host: string) => {
    const u = new URL(t.url);
    return new Promise<string>((resolve, reject) => {
      const req = request({ host: u.hostname, port: u.port, path: '/api/meta', headers: { host } }, (res) => {
        res.resume();
        resolve(String(res.headers['content-security-policy']));
      });
      req.on('error', reject);
      req.end();
    });
  };
});
