// Every 4xx in the documented body `{error: {code, message}}`, the static files of the web client
// included: a NUL in a file name was answered as "The request body is not valid JSON", a bad escape
// with Fastify's own body, a path climbing out with 403 BAD_REQUEST, and a text/plain body with 400.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqliteDatabase, type TestDatabase } from '../support/databases.ts';
import { call, startTestServer, type TestServer } from '../support/server.ts';

/** A request whose path is sent exactly as written (fetch would normalise "/../x"). */
function rawGet(url: string, path: string): Promise<{ status: number; body: string }> {
  const u = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request({ host: u.hostname, port: u.port, path, method: 'GET' }, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('error bodies', () => {
  let db: TestDatabase;
  let t: TestServer;
  let web: string;
  beforeAll(async () => {
    db = sqliteDatabase();
    web = mkdtempSync(join(tmpdir(), 'externalities-web-'));
    mkdirSync(join(web, 'assets'));
    writeFileSync(join(web, 'index.html'), '<!doctype html><title>t</title>');
    writeFileSync(join(web, 'assets', 'app.js'), 'export {};');
    t = await startTestServer(db, { webDir: web });
  });
  afterAll(async () => {
    await t.close();
    await db.drop();
    rmSync(web, { recursive: true, force: true });
  });

  const documented = (status: number, text: string) => {
    const body = JSON.parse(text);
    expect(Object.keys(body)).toEqual(['error']);
    expect(Object.keys(body.error).sort()).toEqual(['code', 'message']);
    expect(body.error.code).toMatch(/^[A-Z_]+$/);
    expect(body.error.message).not.toMatch(/request body/i);
    return { status, code: body.error.code as string };
  };

  it('answers bad paths of the static files in the documented body, each with its own code', async () => {
    expect((await rawGet(t.url, '/assets/app.js')).status).toBe(200);
    const cases: [string, number][] = [
      ['/index.html%00.js', 404],
      ['/assets/%c0%ae%c0%ae/x', 400],
      ['/../x', 404],
      ['/assets/../../etc/passwd', 404],
      ['/assets/%2e%2e/%2e%2e/etc/passwd', 404],
      ['/%', 400],
      ['/api/games/%c0', 400],
    ];
    for (const [path, status] of cases) {
      const r = await rawGet(t.url, path);
      expect(r.status, path).toBe(status);
      const { code } = documented(r.status, r.body);
      expect(code, path).not.toBe('MALFORMED_BODY');
    }
  });

  it('answers 415 for a body that is not JSON, and 400 MALFORMED_BODY for bad JSON', async () => {
    const body = { game: 'tic-tac-toe', players: 2, seats: [{ kind: 'human' }, { kind: 'human' }] };
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
      const r = await call(`${t.url}/api/games`, {
        raw: JSON.stringify(body),
        headers: { 'content-type': type },
      });
      expect([r.status, r.body.error.code], type).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    }
    const bad = await call(`${t.url}/api/games`, { raw: '{"game":' });
    expect([bad.status, bad.body.error.code]).toEqual([400, 'MALFORMED_BODY']);
    expect(bad.body.error.message).toMatch(/not valid JSON/);
    expect((await call(`${t.url}/api/games`)).body.total).toBe(0);
  });
});
