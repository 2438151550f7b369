// Bots on the server: a bot that cannot decide (here, a level the workers do not know) is replaced by
// the game's heuristic move, a random legal move in a game without one (here), so a game never stalls;
// a corrupt database file is refused with a clear sentence.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import pino from 'pino';
import { buildServer, type ExternalitiesServer } from '../../src/server/http/app.ts';
import { openSqliteStorage, SQLITE_FILE, StorageOpenError } from '../../src/server/storage/sqlite.ts';
import { sqliteDatabase, type TestDatabase } from '../support/databases.ts';
import { call, testGameModules, testGames } from '../support/server.ts';

describe('a bot that fails', () => {
  let db: TestDatabase;
  let server: ExternalitiesServer;
  let url: string;
  beforeAll(async () => {
    db = sqliteDatabase();
    const storage = db.open();
    await storage.init();
    server = await buildServer({
      games: testGames,
      storage,
      logger: pino({ level: 'silent' }),
      gameModules: testGameModules,
      botLevels: () => ['random', 'ghost'],
      config: { port: 0, host: '127.0.0.1', botDelayMs: 0, webDir: '/nonexistent' },
    });
    url = await server.listen();
  });
  afterAll(async () => {
    await server.close();
    await db.drop();
  });

  it('is replaced by a random legal move in a game without a heuristic, and the game still ends', async () => {
    const g = (
      await call(`${url}/api/games`, {
        body: { game: 'tic-tac-toe', players: 2, seats: [{ kind: 'bot', level: 'ghost' }, { kind: 'bot' }] },
      })
    ).body;
    await vi.waitFor(
      async () => expect((await call(`${url}/api/games/${g.gameId}`)).body.status).toBe('finished'),
      {
        timeout: 100_000,
        interval: 50,
      },
    );
    expect(server.metrics.counters.botFailures).toBeGreaterThan(0);
    expect((await call(`${url}/metrics`)).body).toMatch(/externalities_bot_failures_total [1-9]/);
  });
});

describe('a corrupt database file', () => {
  it('is refused at start with a sentence naming the file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'externalities-corrupt-'));
    writeFileSync(join(dir, SQLITE_FILE), 'this is not a database, just some text '.repeat(200));
    const failure = await (async () => {
      const storage = openSqliteStorage(dir);
      try {
        await storage.init();
      } finally {
        await storage.close();
      }
    })().then(
      () => null,
      (e: unknown) => e,
    );
    expect(failure).toBeInstanceOf(StorageOpenError);
    expect((failure as Error).message).toContain(SQLITE_FILE);
    expect((failure as Error).message).toMatch(/cannot be used|Cannot open/);
  });
});
