// Starts the server in-process for a test: the test games, a real database, a silent logger, no bot delay.
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import pino, { type Logger } from 'pino';
import type { AnyGame } from '../../src/kernel/index.ts';
import { buildServer, type ExternalitiesServer, type ServerDeps } from '../../src/server/http/app.ts';
import type { ServerConfig } from '../../src/server/config.ts';
import type { Storage } from '../../src/server/storage/types.ts';
import type { TestDatabase } from './databases.ts';
import { secrets } from './secrets.ts';
import { ticTacToe } from './tictactoe.ts';

export const testGames = { [ticTacToe.id]: ticTacToe, [secrets.id]: secrets };
export const testGameModules = [
  new URL('./tictactoe.ts', import.meta.url).href,
  new URL('./secrets.ts', import.meta.url).href,
];

export interface TestServer {
  server: ExternalitiesServer;
  storage: Storage;
  url: string;
  ws: string;
  close(): Promise<void>;
}

export async function startTestServer(
  db: TestDatabase,
  config: Partial<ServerConfig> = {},
  games: Record<string, AnyGame> = testGames,
  gameModules = testGameModules,
  logger: Logger = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }),
  /** Guided games to serve instead of the shipped files. */
  tutorials?: ServerDeps['tutorials'],
): Promise<TestServer> {
  const storage = db.open();
  await storage.init();
  const server = await buildServer({
    games,
    storage,
    logger,
    gameModules,
    ...(tutorials ? { tutorials } : {}),
    boards: { secrets: { words: ['secret'] } },
    config: {
      port: 0,
      host: '127.0.0.1',
      botDelayMs: 0,
      botBudgetMs: 2000,
      rateLimit: { perSecond: 10_000, burst: 10_000 },
      addressLimits: {
        creations: { perSecond: 10_000, burst: 10_000 },
        badTokens: { perSecond: 10_000, burst: 10_000 },
        joinGuesses: { perSecond: 10_000, burst: 10_000 },
      },
      webDir: '/nonexistent',
      ...config,
    },
  });
  const url = await server.listen();
  return { server, storage, url, ws: url.replace(/^http/, 'ws'), close: () => server.close() };
}

/** fetch + JSON, returning the status and the parsed body. */
export async function call(
  url: string,
  init: {
    method?: string;
    body?: unknown;
    token?: string;
    raw?: string;
    headers?: Record<string, string>;
  } = {},
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read response bodies freely
): Promise<{ status: number; body: any; headers: Headers }> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.body !== undefined || init.raw !== undefined) headers['content-type'] ??= 'application/json';
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const res = await fetch(url, {
    method: init.method ?? (init.body !== undefined || init.raw !== undefined ? 'POST' : 'GET'),
    headers,
    body: init.raw ?? (init.body !== undefined ? JSON.stringify(init.body) : undefined),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON (metrics, HTML)
  }
  return { status: res.status, body, headers: res.headers };
}

/** The server of a describe block: its database, and `restart` for a new server on the same database. */
export interface SuiteServer extends TestServer {
  readonly db: TestDatabase;
  restart(): Promise<void>;
}

/** What `suiteServer` serves, and whether each test gets a server on a fresh database of its own. */
export interface SuiteOptions {
  /** A fresh database and server for every test (before each, closed and dropped after each). */
  each?: boolean;
  games?: Record<string, AnyGame>;
  gameModules?: string[];
}

/**
 * Registers, in the calling describe block, a server on a fresh database started before its tests and
 * closed (the database dropped) after them, or before and after each test with `each`. The object
 * answers for the server running now, so a test may restart it and keep using the same `t.url`.
 */
export function suiteServer(
  make: () => TestDatabase,
  config: Partial<ServerConfig> = {},
  options: SuiteOptions = {},
): SuiteServer {
  let db: TestDatabase | undefined;
  let now: TestServer | undefined;
  const current = () => {
    if (!now) throw new Error('the suite server is not started (used outside a test?)');
    return now;
  };
  const start = (on: TestDatabase) =>
    startTestServer(on, config, options.games ?? testGames, options.gameModules ?? testGameModules);
  const [before, after] = options.each ? [beforeEach, afterEach] : [beforeAll, afterAll];
  before(async () => {
    db = make();
    now = await start(db);
  }, 60_000);
  after(async () => {
    await now?.close();
    now = undefined;
    await db?.drop();
  }, 60_000);
  return {
    get db() {
      if (!db) throw new Error('the suite database is not made yet');
      return db;
    },
    get server() {
      return current().server;
    },
    get storage() {
      return current().storage;
    },
    get url() {
      return current().url;
    },
    get ws() {
      return current().ws;
    },
    close: () => current().close(),
    async restart() {
      await current().close();
      now = await start(db!);
    },
  };
}
