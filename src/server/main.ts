// Entry point of `npm start`: the game server with the shipped games.
import { games } from '../games/registry.ts';
import { ConfigError } from './config.ts';
import { startServer } from './start.ts';

try {
  await startServer({ games });
} catch (e) {
  const message = e instanceof Error ? e.message : String(e);
  process.stderr.write(
    `externalities server: ${e instanceof ConfigError ? 'configuration: ' : ''}${message}\n`,
  );
  process.exit(1);
}
