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

  it('sends a page link with ?token= on to its #token= form, the rest of the address kept', async () => {
    const cases: [string, string][] = [
      ['/classroom/q3Vb?token=Xy_1', '/classroom/q3Vb#token=Xy_1'],
      ['/classroom/q3Vb/debrief?token=Xy_1', '/classroom/q3Vb/debrief#token=Xy_1'],
      ['/play/abc123?token=xyz&replay=3', '/play/abc123?replay=3#token=xyz'],
      ['/play/abc123?guide=1&token=a%2Bb', '/play/abc123?guide=1#token=a%2Bb'],
    ];
    for (const [from, to] of cases) {
      const r = await fetch(`${t.url}${from}`, { redirect: 'manual' });
      expect(r.status, from).toBe(302);
      expect(r.headers.get('location'), from).toBe(to);
      expect(r.headers.get('cache-control')).toBe('no-store');
      expect(await r.text()).not.toContain('<title>client</title>');
    }
    // Without a token, and for the API, nothing moves.
    expect((await fetch(`${t.url}/play/abc123?replay=3`, { redirect: 'manual' })).status).toBe(200);
    expect((await fetch(`${t.url}/api/meta?token=xyz`, { redirect: 'manual' })).status).toBe(200);
    // A new classroom's teacher link carries its token in the fragment.
    const c = await call(`${t.url}/api/classrooms`, {
      body: { game: 'tic-tac-toe', players: 2, tables: 1, humansPerTable: 1, botLevel: 'random' },
    });
    expect(c.status).toBe(201);
    expect(c.body.teacherLink).toBe(`/classroom/${c.body.classroomId}#token=${c.body.teacherToken}`);
  });
});
