// The OpenAPI document lists every answer the server can give, route by route. The answers that stand
// before every route are listed on each operation (429 on the paths the limits pace, 503 everywhere, and
// 400, 413 and 415 where a body is taken); the others are found by asking each documented operation
// with no token, a made-up token, unknown ids and a body that is not JSON, and each status seen must be
// in the document. Every documented operation is a route the server has.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqliteDatabase, type TestDatabase } from '../support/databases.ts';
import { call, startTestServer, type TestServer } from '../support/server.ts';

interface Operation {
  responses: Record<string, unknown>;
  requestBody?: unknown;
}
type Paths = Record<string, Record<string, Operation>>;

describe('the OpenAPI document and the answers the server gives', { timeout: 120_000 }, () => {
  let db: TestDatabase;
  let t: TestServer;
  let paths: Paths;
  beforeAll(async () => {
    db = sqliteDatabase();
    t = await startTestServer(db);
    paths = (await call(`${t.url}/api/openapi.json`)).body.paths;
  });
  afterAll(async () => {
    await t.close();
    await db.drop();
  });

  const operations = () =>
    Object.entries(paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
    );

  it('documents only routes the server has', () => {
    for (const { path, method } of operations())
      expect(
        t.server.app.hasRoute({ method: method as 'GET', url: path.replace(/\{(\w+)\}/g, ':$1') }),
        `${method} ${path}`,
      ).toBe(true);
  });

  it('lists the rate limit and the outage answers on every operation, and the body answers where a body is taken', () => {
    const missing: string[] = [];
    for (const { path, method, op } of operations()) {
      const want = [
        '503',
        ...(path.startsWith('/api/') ? ['429'] : []),
        ...(op.requestBody ? ['400', '413', '415'] : []),
      ];
      for (const s of want) if (!(s in op.responses)) missing.push(`${method} ${path} ${s}`);
    }
    expect(missing).toEqual([]);
  });

  it('lists every status the server answers to no token, a made-up token, unknown ids and a body that is not JSON', async () => {
    const game = await t.server.service.create({
      game: 'tic-tac-toe',
      players: 2,
      seats: [{ kind: 'human' }, { kind: 'human' }],
    });
    const room = (
      await call(`${t.url}/api/classrooms`, {
        body: { game: 'tic-tac-toe', players: 2, tables: 1, humansPerTable: 2 },
      })
    ).body;
    const fill = (path: string, known: boolean) =>
      path
        .replace(
          '{id}',
          known ? (path.startsWith('/api/classrooms/') ? room.classroomId : game.gameId) : 'nope',
        )
        .replace('{code}', known ? room.joinCode : 'ZZZZZZ')
        .replace('{game}', known ? 'tic-tac-toe' : 'nope')
        .replace('{table}', '1')
        .replace(/\{(n|seat)\}/g, '0');
    const undocumented: string[] = [];
    for (const { path, method, op } of operations()) {
      if (path.endsWith('/socket')) continue; // its refusals before the upgrade: tests/server/socket.test.ts
      const body = method === 'POST' || op.requestBody ? {} : undefined;
      const probes: Parameters<typeof call>[1][] = [
        { method, body },
        { method, body, token: 'made-up-token' },
        ...(op.requestBody ? [{ method, raw: '{not json' }] : []),
      ];
      const seen = new Set<number>();
      for (const known of [true, false])
        for (const probe of probes) seen.add((await call(`${t.url}${fill(path, known)}`, probe)).status);
      for (const s of seen) if (!(String(s) in op.responses)) undocumented.push(`${method} ${path} ${s}`);
    }
    expect(undocumented).toEqual([]);
  });
});
