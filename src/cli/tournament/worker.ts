// A tournament worker thread: plays the games it is sent, one at a time, and posts each result back.
import { parentPort, workerData } from 'node:worker_threads';
import { games } from '../../games/registry.ts';
import type { AnyGame } from '../../kernel/index.ts';
import type { TournamentGame } from './lineups.ts';
import { playTournamentGame, slim, type GameModule, type TournamentSpec } from './run.ts';

const { spec, gameModule } = workerData as { spec: TournamentSpec; gameModule?: GameModule };
const game: AnyGame | undefined = gameModule
  ? ((await import(gameModule.url)) as Record<string, AnyGame>)[gameModule.exportName]
  : games[spec.gameId];
if (!game) throw new Error(`tournament worker: unknown game "${spec.gameId}"`);

parentPort?.on('message', (g: TournamentGame) => {
  const result = playTournamentGame(game, spec, g);
  parentPort?.postMessage({ index: g.index, result: slim(result) });
});
