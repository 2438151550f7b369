// Input limits and configuration: per-token rate limit, and environment variables checked at start.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv, ConfigError, defaultConfig } from '../../src/server/config.ts';
import { RateLimiter } from '../../src/server/http/rate-limit.ts';
import { sqliteDatabase, type TestDatabase } from '../support/databases.ts';
import { call, startTestServer, type TestServer } from '../support/server.ts';

describe('rate limit', () => {
  let db: TestDatabase;
  let t: TestServer;
  beforeAll(async () => {
    db = sqliteDatabase();
    // A token comes back every 100 s: the four requests below meet an empty bucket however slowly a
    // loaded machine sends them (at one a second, a slow second request refilled it). The pace itself
    // is checked below on a clock of the test's own.
    t = await startTestServer(db, { rateLimit: { perSecond: 0.01, burst: 3 } });
  });
  afterAll(async () => {
    await t.close();
    await db.drop();
  });

  it('refuses a token past its burst with 429 and Retry-After, and counts each token apart', async () => {
    const g = (
      await call(`${t.url}/api/games`, {
        body: { game: 'tic-tac-toe', players: 2, seats: [{ kind: 'human' }, { kind: 'human' }] },
      })
    ).body;
    const [t0, t1] = g.seats.map((s: { token: string }) => s.token);
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await call(`${t.url}/api/games/${g.gameId}?token=${t0}`)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await call(`${t.url}/api/games/${g.gameId}`, { token: t0 });
    expect(limited.body.error.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await call(`${t.url}/api/games/${g.gameId}?token=${t1}`)).status).toBe(200);
    // Health and metrics are never limited.
    for (let i = 0; i < 5; i++) expect((await call(`${t.url}/healthz`)).status).toBe(200);
  });

  it('refills at the configured pace', () => {
    let now = 0;
    const limiter = new RateLimiter({ perSecond: 2, burst: 2 }, () => now);
    expect([limiter.take('k'), limiter.take('k')]).toEqual([0, 0]);
    expect(limiter.take('k')).toBe(1);
    now += 500;
    expect(limiter.take('k')).toBe(0);
    expect(limiter.take('k')).toBeGreaterThan(0);
  });
});

describe('limits by address', () => {
  let db: TestDatabase;
  let t: TestServer;
  beforeAll(async () => {
    db = sqliteDatabase();
    t = await startTestServer(db, {
      addressLimits: {
        creations: { perSecond: 0.01, burst: 5 },
        badTokens: { perSecond: 0.01, burst: 5 },
        joinGuesses: { perSecond: 0.01, burst: 5 },
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await db.drop();
  });
  const body = {
    game: 'tic-tac-toe',
    players: 2,
    seats: [{ kind: 'human' as const }, { kind: 'human' as const }],
  };

  it('paces game creation per address, whatever made-up token comes with each request', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await call(`${t.url}/api/games`, { body, token: `made-up-${i}` })).status);
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(statuses.slice(5)).toEqual(Array(7).fill(429));
    const r = await call(`${t.url}/api/games`, { body });
    expect(r.body.error.code).toBe('RATE_LIMITED');
    expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
    // Playing on from a position creates a game too: the same allowance.
    const id = (await t.storage.listGames({ limit: 1, offset: 0 })).games[0].id;
    for (const path of [`/api/games/${id}/fork`, '/api/games/import']) {
      const x = await call(`${t.url}${path}`, { body: { at: 0, seats: body.seats } });
      expect([x.status, x.body.error.code], path).toEqual([429, 'RATE_LIMITED']);
    }
    const stored = await t.storage.countGames();
    expect(stored.running + stored.finished).toBe(5);
  });

  it('refuses an address that keeps sending tokens that open nothing, even with a good token', async () => {
    const g = (await t.server.service.create(body)).gameId;
    const good = await call(`${t.url}/api/games/${g}`);
    expect(good.status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++)
      statuses.push((await call(`${t.url}/api/games/${g}?token=bogus${i}`)).status);
    expect(statuses.slice(0, 5)).toEqual(Array(5).fill(403));
    expect(statuses.slice(5)).toEqual(Array(15).fill(429));
    // Without a token (a spectator) the address is still served.
    expect((await call(`${t.url}/api/games/${g}`)).status).toBe(200);
  });
});

describe('configuration from the environment', () => {
  it('has defaults that serve on port 3000 with data in ./data', () => {
    expect(configFromEnv({})).toMatchObject({ port: 3000, dataDir: './data', databaseUrl: undefined });
    expect(configFromEnv({ PORT: '8080', DATA_DIR: '/var/x', BOT_DELAY_MS: '0' })).toMatchObject({
      port: 8080,
      dataDir: '/var/x',
      botDelayMs: 0,
    });
    expect(defaultConfig.rateLimit.burst).toBeGreaterThan(0);
  });

  it('refuses a bad value with a sentence naming the variable', () => {
    expect(() => configFromEnv({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => configFromEnv({ PORT: 'eighty' })).toThrow(/PORT="eighty" must be a whole number/);
    expect(() => configFromEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => configFromEnv({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });
});
