// Every limit keys on the route the router matched, so a path spelled another way ('/%61pi/games' for
// '/api/games', which the router decodes to the same route) spends from the same allowance as the plain
// spelling: game creation per address, tokens that open nothing per address, the request rate per token
// and per address, join-code guesses. Each server here has its own small allowances, spent in a loop
// bounded by a count; a refilled token takes 100 s, longer than any of these tests.
import { afterEach, describe, expect, it } from 'vitest';
import type { ServerConfig } from '../../src/server/config.ts';
import { sqliteDatabase, type TestDatabase } from '../support/databases.ts';
import { call, startTestServer, type TestServer } from '../support/server.ts';

const slow = { perSecond: 0.01, burst: 5 };
const body = {
  game: 'tic-tac-toe',
  players: 2,
  seats: [{ kind: 'human' as const }, { kind: 'human' as const }],
};

let db: TestDatabase | undefined;
let t: TestServer | undefined;
async function server(config: Partial<ServerConfig>): Promise<TestServer> {
  db = sqliteDatabase();
  t = await startTestServer(db, config);
  return t;
}
afterEach(async () => {
  await t?.close();
  await db?.drop();
  t = db = undefined;
});

/** The statuses of `n` requests, the i-th made by `one(i)`. */
async function statuses(n: number, one: (i: number) => Promise<{ status: number }>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push((await one(i)).status);
  return out;
}

describe('limits whatever the spelling of the path', { timeout: 60_000 }, () => {
  it('paces game creation per address across spellings of POST /api/games', async () => {
    const s = await server({ addressLimits: { creations: slow, badTokens: slow, joinGuesses: slow } });
    const paths = ['/%61pi/games', '/api/%67ames', '/%61pi/%67%61mes', '/api/games'];
    const got = await statuses(12, (i) => call(`${s.url}${paths[i % paths.length]}`, { body }));
    expect(got).toEqual([...Array(5).fill(201), ...Array(7).fill(429)]);
    const stored = await s.storage.countGames();
    expect(stored.running + stored.finished).toBe(5);
  });

  it('counts made-up tokens on /%61pi/games/:id against the address', async () => {
    const s = await server({ addressLimits: { creations: slow, badTokens: slow, joinGuesses: slow } });
    const g = (await s.server.service.create(body)).gameId;
    const got = await statuses(12, (i) => call(`${s.url}/%61pi/games/${g}?token=bogus${i}`));
    expect(got).toEqual([...Array(5).fill(403), ...Array(7).fill(429)]);
    // The plain spelling is refused too: the allowance is the address's, not the spelling's.
    expect((await call(`${s.url}/api/games/${g}`, { token: 'bogus' })).status).toBe(429);
  });

  it('paces a token across spellings of its game’s path', async () => {
    const s = await server({ rateLimit: { perSecond: 0.01, burst: 4 } });
    const g = await s.server.service.create(body);
    const token = g.seats[0]!.token!;
    const paths = [`/%61pi/games/${g.gameId}`, `/api/%67ames/${g.gameId}`, `/api/games/${g.gameId}`];
    const got = await statuses(6, (i) => call(`${s.url}${paths[i % 3]}`, { token }));
    expect(got).toEqual([200, 200, 200, 200, 429, 429]);
  });

  it('paces an address without a token on /%61pi/meta and /%61pi/join/<code>', async () => {
    const s = await server({ rateLimit: { perSecond: 0.01, burst: 4 } });
    const paths = ['/%61pi/meta', '/%61pi/join/ABCDEF', '/api/%6aoin/ABCDEF', '/api/meta'];
    const got = await statuses(6, (i) => call(`${s.url}${paths[i % 4]}`));
    expect(got).toEqual([200, 404, 404, 200, 429, 429]);
    const r = await call(`${s.url}/%61pi/join/ABCDEF`);
    expect(r.body.error.code).toBe('RATE_LIMITED');
    expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('paces requests to paths that match no route, as before', async () => {
    const s = await server({ rateLimit: { perSecond: 0.01, burst: 3 } });
    const got = await statuses(5, (i) => call(`${s.url}/api/nothing-${i}`, { method: 'POST', body: {} }));
    expect(got).toEqual([404, 404, 404, 429, 429]);
  });
});
