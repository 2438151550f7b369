// A tournament worker thread: plays the games it is sent, one at a time, and posts each result back.
import { parentPort, workerData } from 'node:worker_threads';
import { games } from '../../games/registry.ts';
import type { AnyGame } from '../../kernel/index.ts';
import { ProgramHost } from '../external/host.ts';
import type { TournamentGame } from './lineups.ts';
import { playTournamentGame, slim, type GameModule, type TournamentSpec } from './run.ts';

const { spec, gameModule } = workerData as { spec: TournamentSpec; gameModule?: GameModule };
const game: AnyGame | undefined = gameModule
  ? ((await import(gameModule.url)) as Record<string, AnyGame>)[gameModule.exportName]
  : games[spec.gameId];
if (!game) throw new Error(`tournament worker: unknown game "${spec.gameId}"`);

const host = spec.programs ? new ProgramHost(spec.programs) : undefined;

parentPort?.on('message', async (g: TournamentGame | 'close') => {
  if (g === 'close') {
    await host?.close();
    parentPort?.postMessage({ index: -1 });
    return;
  }
  const result = await playTournamentGame(game, spec, g, host);
  parentPort?.postMessage({ index: g.index, result: slim(result) });
});
