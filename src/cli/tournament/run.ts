// Plays the games of a tournament, in this process or spread over worker threads (one game at a time
// per worker), and returns the results in tournament order whatever order they finished in.
import { Worker } from 'node:worker_threads';
import type { BotBudget } from '../../bots/index.ts';
import type { AnyGame } from '../../kernel/index.ts';
import { ProgramHost, type ProgramConfig } from '../external/host.ts';
import { playOneGame, type GameResult, type SeatSource } from '../simulate-core.ts';
import type { TournamentGame } from './lineups.ts';

export interface TournamentSpec {
  gameId: string;
  players: number;
  seed: string;
  options?: Record<string, unknown>;
  budget?: BotBudget;
  maxMoves?: number;
  /** The `cmd:` bots taking part, and their limits. */
  programs?: ProgramConfig | null;
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

export function playTournamentGame(
  game: AnyGame,
  spec: TournamentSpec,
  g: TournamentGame,
  seats?: SeatSource,
): Promise<GameResult> {
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
    seats,
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
    const host = spec.programs ? new ProgramHost(spec.programs) : undefined;
    try {
      for (const g of schedule) {
        results[g.index] = slim(await playTournamentGame(game, spec, g, host));
        options.onGame?.(results[g.index], g, ++done);
      }
    } finally {
      await host?.close();
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
          if (msg.index < 0) return;
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
    // Each worker closes its bot programs before it is stopped.
    await Promise.all(pool.map((w) => closeWorker(w)));
  }
  return results;
}

function closeWorker(w: Worker): Promise<unknown> {
  return new Promise<void>((resolve) => {
    const done = () => resolve();
    w.on('message', (msg: { index: number }) => msg.index === -1 && done());
    w.on('exit', done);
    w.postMessage('close');
    setTimeout(done, 5000).unref();
  }).then(() => w.terminate());
}
