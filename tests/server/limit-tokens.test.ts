// Tokens buy a bucket of their own only on the routes that check them: elsewhere (the meta, the lobby,
// the list of games) a made-up token opens nothing and is not refused, so those requests are paced per
// address whatever token they carry. Each route paced per token refuses a made-up token (403), which the
// address then pays for.
import { afterEach, describe, expect, it } from 'vitest';
import type { ServerConfig } from '../../src/server/config.ts';
import { TOKEN_ROUTES } from '../../src/server/http/limit-keys.ts';
import { sqliteDatabase, type TestDatabase } from '../support/databases.ts';
import { call, startTestServer, type TestServer } from '../support/server.ts';

let db: TestDatabase | undefined;
let t: TestServer | undefined;
async function server(config: Partial<ServerConfig> = {}): Promise<TestServer> {
  db = sqliteDatabase();
  t = await startTestServer(db, config);
  return t;
}
afterEach(async () => {
  await t?.close();
  await db?.drop();
  t = db = undefined;
});

const body = {
  game: 'tic-tac-toe',
  players: 2,
  seats: [{ kind: 'human' as const }, { kind: 'human' as const }],
};

describe('tokens on routes that do not check them', { timeout: 60_000 }, () => {
  it('pace /api/meta, /api/lobby and /api/games?token= per address, whatever the token', async () => {
    const s = await server({ rateLimit: { perSecond: 0.01, burst: 6 } });
    const paths = ['/api/meta', '/api/lobby', '/api/games'];
    const got: number[] = [];
    for (let i = 0; i < 9; i++) {
      const token = `made-up-${i}`;
      const path = paths[i % 3]!;
      // The list takes tokens in the query, the others a bearer token.
      const query = path === '/api/games' ? `?token=${token}` : '';
      got.push((await call(`${s.url}${path}${query}`, query ? {} : { token })).status);
    }
    expect(got).toEqual([...Array(6).fill(200), ...Array(3).fill(429)]);
  });

  it('every route paced per token refuses a made-up token with 403', async () => {
    const s = await server();
    const game = await s.server.service.create(body);
    const room = await call(`${s.url}/api/classrooms`, {
      body: { game: 'tic-tac-toe', players: 2, tables: 1, humansPerTable: 2 },
    });
    expect(room.status).toBe(201);
    // Bodies that pass each route's schema, so that the token is what is refused.
    const bodies: Record<string, unknown> = {
      'POST /api/games/:id/moves': { seat: 0, move: 0, expectedMoveCount: 0 },
      'POST /api/games/:id/undo': { seat: 0 },
      'POST /api/games/:id/hint': {},
      'POST /api/games/:id/seats/:n/push': {
        subscription: { endpoint: 'https://push.example.com/x', keys: { p256dh: 'x', auth: 'y' } },
      },
      'POST /api/games/:id/seats/:n/program': { name: 'Ada' },
      'POST /api/games/:id/chat': { text: 'hello' },
      'POST /api/classrooms/:id/broadcast': { text: 'hello' },
      'POST /api/classrooms/:id/clock': { clock: null },
      'POST /api/classrooms/:id/seats': { name: 'Ada', table: 1, seat: 0 },
      'POST /api/players/seats': { gameId: game.gameId, token: 'made-up' },
      'POST /api/classrooms/:id/seats/:table/:seat/reassign': { name: 'Ada' },
    };
    const refused: string[] = [];
    for (const entry of TOKEN_ROUTES) {
      const [method, route] = entry.split(' ') as [string, string];
      expect(s.server.app.hasRoute({ method: method as 'GET', url: route }), entry).toBe(true);
      if (route.endsWith('/socket')) continue; // checked before the upgrade: tests/server/socket.test.ts
      const id = route.startsWith('/api/classrooms/') ? room.body.classroomId : game.gameId;
      const path = route
        .replace(':id', route.startsWith('/api/players/') ? game.gameId : id)
        .replace(/:(n|table|seat)/g, '0');
      const r = await call(`${s.url}${path}`, {
        method,
        token: 'made-up-token',
        ...(method === 'POST' ? { body: bodies[entry] ?? {} } : {}),
      });
      if (r.status !== 403) refused.push(`${entry}: ${r.status} ${JSON.stringify(r.body)}`);
    }
    expect(refused).toEqual([]);
  });
});
