// A server process on the test games, configured by its environment like `npm start`: the restart
// tests start it, kill it and start it again.
import { startServer } from '../../src/server/start.ts';
import { testGameModules, testGames } from './server.ts';

await startServer({ games: testGames, gameModules: testGameModules });
