// For people working on the client: the harness's server on a fixed port with the shipped games and the
// test games, serving a fresh build. `npx tsx tests/web/e2e/serve.ts [port]`, then open the printed URL.
import { games } from '../../../src/games/registry.ts';
import { testGameModules, testGames } from '../../support/server.ts';
import { buildWeb } from './harness.ts';
import pino from 'pino';
import { buildServer } from '../../../src/server/http/app.ts';
import { sqliteDatabase } from '../../support/databases.ts';

const port = Number(process.argv[2] ?? 4123);
const webDir = await buildWeb();
const db = sqliteDatabase();
const storage = db.open();
await storage.init();
const server = await buildServer({
  games: { ...games, ...testGames },
  storage,
  logger: pino({ level: 'warn' }),
  gameModules: [new URL('../../../src/games/registry.ts', import.meta.url).href, ...testGameModules],
  config: { port, host: '127.0.0.1', webDir, botDelayMs: Number(process.env.BOT_DELAY ?? 300) },
});
process.stdout.write(`${await server.listen()}\n`);
