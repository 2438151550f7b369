// Plays the games of a tournament, in this process or spread over worker threads (one game at a time
// per worker), and returns the results in tournament order whatever order they finished in.
import { Worker } from 'node:worker_threads';
import type { BotBudget } from '../../bots/index.ts';
import type { AnyGame } from '../../kernel/index.ts';
import { playOneGame, type GameResult } from '../simulate-core.ts';
import type { TournamentGame } from './lineups.ts';

export interface TournamentSpec {
  gameId: string;
  players: number;
  seed: string;
  options?: Record<string, unknown>;
  budget?: BotBudget;
  maxMoves?: number;
}

/** Where a worker finds a game that is not in the shipped registry (tests use this). */
export interface GameModule {
  url: string;
  exportName: string;
}

export interface RunOptions {
  workers: number;
  gameModule?: GameModule;
  /** Called as each game finishes (in finishing order). */
  onGame?: (result: GameResult, game: TournamentGame, done: number) => void;
}

export function playTournamentGame(game: AnyGame, spec: TournamentSpec, g: TournamentGame): GameResult {
  return playOneGame({
    game,
    players: spec.players,
    bots: g.seatBots,
    seatBots: g.seatBots,
    seed: spec.seed,
    index: g.deal,
    options: spec.options,
    budget: spec.budget,
    maxMoves: spec.maxMoves,
  });
}

/** A finished game without its move list (which only matters when the game failed). */
export const slim = (r: GameResult): GameResult =>
  r.error ? r : { ...r, record: { ...r.record, moves: [] } };

export async function runTournament(
  game: AnyGame,
  spec: TournamentSpec,
  schedule: readonly TournamentGame[],
  options: RunOptions,
): Promise<GameResult[]> {
  const results: GameResult[] = new Array(schedule.length);
  let done = 0;
  const workers = Math.min(options.workers, schedule.length);
  if (workers <= 1) {
    for (const g of schedule) {
      results[g.index] = slim(playTournamentGame(game, spec, g));
      options.onGame?.(results[g.index], g, ++done);
    }
    return results;
  }
  const boot = new URL('./worker-boot.mjs', import.meta.url);
  const entry = new URL('./worker.ts', import.meta.url).href;
  let next = 0;
  const pool: Worker[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      const feed = (w: Worker) => {
        if (next < schedule.length) w.postMessage(schedule[next++]);
        else if (done === schedule.length) resolve();
      };
      for (let i = 0; i < workers; i++) {
        const w = new Worker(boot, { workerData: { entry, spec, gameModule: options.gameModule } });
        pool.push(w);
        w.on('message', (msg: { index: number; result: GameResult }) => {
          results[msg.index] = msg.result;
          options.onGame?.(msg.result, schedule[msg.index], ++done);
          feed(w);
        });
        w.on('error', reject);
        w.on('exit', (code) => {
          if (done < schedule.length) reject(new Error(`a tournament worker stopped (exit code ${code})`));
        });
        feed(w);
      }
    });
  } finally {
    await Promise.all(pool.map((w) => w.terminate()));
  }
  return results;
}
