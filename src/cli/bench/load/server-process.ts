// A server process of the load benchmarks: the shipped games on the storage named by its environment,
// with the request limits lifted (the load comes from one address). It tells its parent its address,
// and its CPU time (main thread and every worker, the storage writer included) when asked.
import pino from 'pino';
import { games } from '../../../games/registry.ts';
import { buildServer } from '../../../server/http/app.ts';
import { configFromEnv } from '../../../server/config.ts';
import { openStorage } from '../../../server/storage/open.ts';
import type { ParentMessage } from './protocol.ts';

const config = configFromEnv(process.env);
const unlimited = { perSecond: 1e6, burst: 1e6 };
const storage = await openStorage(config);
const server = await buildServer({
  games,
  storage,
  logger: pino({ level: 'silent' }),
  config: {
    ...config,
    port: 0,
    host: '127.0.0.1',
    webDir: '/nonexistent',
    rateLimit: unlimited,
    addressLimits: { creations: unlimited, badTokens: unlimited, joinGuesses: unlimited },
    cacheSize: 20_000,
  },
});
const base = await server.listen();
process.on('message', (m: ParentMessage) => {
  if (m.type === 'cpu') process.send!({ type: 'cpu', usage: process.cpuUsage() });
  if (m.type === 'stop')
    void server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
});
process.send!({ type: 'listening', base });
