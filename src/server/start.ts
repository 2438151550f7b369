// Starts a server process: configuration from the environment, storage, logger, signals. `main.ts`
// calls it with the shipped games; tests call it with their own.
import pino from 'pino';
import type { AnyGame } from '../kernel/index.ts';
import { buildServer, type ExternalitiesServer } from './http/app.ts';
import { configFromEnv } from './config.ts';
import { openStorage } from './storage/open.ts';

export interface StartOptions {
  games: Record<string, AnyGame>;
  gameModules?: string[];
  boards?: Record<string, unknown>;
  env?: NodeJS.ProcessEnv;
}

export async function startServer(opts: StartOptions): Promise<ExternalitiesServer> {
  const config = configFromEnv(opts.env ?? process.env);
  const logger = pino({ level: config.logLevel, base: { pid: process.pid } });
  const storage = await openStorage(config, (e) => logger.error({ err: e }, 'database error'));
  const server = await buildServer({
    games: opts.games,
    storage,
    logger,
    config,
    gameModules: opts.gameModules,
    boards: opts.boards,
  });
  await server.listen();

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, config.shutdownGraceMs);
    force.unref();
    server.close().then(
      () => {
        logger.info('stopped');
        process.exit(0);
      },
      (e) => {
        logger.error({ err: e }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  return server;
}
