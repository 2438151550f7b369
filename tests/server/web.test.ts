// The web client's build is served from the API's port, with index.html for "/" and seat links.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqliteDatabase, type TestDatabase } from '../support/databases.ts';
import { call, startTestServer, type TestServer } from '../support/server.ts';

describe('web client files', () => {
  let db: TestDatabase;
  let t: TestServer;
  let webDir: string;
  beforeAll(async () => {
    webDir = mkdtempSync(join(tmpdir(), 'externalities-web-'));
    mkdirSync(join(webDir, 'assets'));
    writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>client</title>');
    writeFileSync(join(webDir, 'assets', 'app.js'), 'console.log(1)');
    db = sqliteDatabase();
    t = await startTestServer(db, { webDir });
  });
  afterAll(async () => {
    await t.close();
    await db.drop();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('serves files, and index.html for / and for seat and spectator links', async () => {
    const asset = await call(`${t.url}/assets/app.js`);
    expect([asset.status, asset.body]).toEqual([200, 'console.log(1)']);
    for (const path of ['/', '/play/abc123', '/play/abc123?token=xyz']) {
      const r = await call(`${t.url}${path}`);
      expect(r.status, path).toBe(200);
      expect(r.body).toContain('<title>client</title>');
    }
    // Files added after the start (a rebuild) are served too.
    writeFileSync(join(webDir, 'assets', 'later.js'), 'later');
    expect((await call(`${t.url}/assets/later.js`)).body).toBe('later');
  });

  it('answers unknown paths with a JSON 404, and the API as usual', async () => {
    const missing = await call(`${t.url}/assets/missing.js`);
    expect([missing.status, missing.body.error?.code]).toEqual([404, 'NOT_FOUND']);
    expect((await call(`${t.url}/api/nothing`)).status).toBe(404);
    expect((await call(`${t.url}/api/meta`)).status).toBe(200);
  });
});
