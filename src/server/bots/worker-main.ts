// A bot worker: builds the bot named in each job and lets it decide from the seat's view and legal moves;
// it also runs the search for estimates of positions and for hints, off the request path.
import { parentPort, workerData } from 'node:worker_threads';
import { estimatePosition } from '../../bots/analysis/estimate.ts';
import { analysisEstimator } from '../../bots/analysis/estimator.ts';
import { analysisChancesOfView } from '../../bots/value/chances.ts';
import { hintFor } from '../../bots/analysis/hint.ts';
import { createBot } from '../../bots/index.ts';
import type { AnyGame } from '../../kernel/index.ts';
import { loadGames } from './load-games.ts';
import type { BotJob, WorkerData, WorkerMessage } from './protocol.ts';

const port = parentPort!;

async function run(game: AnyGame, job: BotJob): Promise<unknown> {
  const iterations = job.iterations ?? 1;
  // The analysis: the game's trained model where it has one (the spectator's view only), else a search.
  if (job.task === 'estimate' && analysisEstimator(game).kind === 'model')
    return analysisChancesOfView(game, job.view);
  if (job.task === 'estimate')
    return estimatePosition({
      game,
      view: job.view,
      seat: job.seat,
      players: job.players ?? 2,
      seed: job.seed,
      iterations,
    });
  if (job.task === 'hint')
    return hintFor({
      game,
      view: job.view,
      seat: job.seat,
      legalMoves: job.legalMoves,
      seed: job.seed,
      iterations,
      money: job.money,
    });
  const bot = createBot(job.bot, { game, seat: job.seat, seed: job.seed, budget: { ms: job.budgetMs } });
  return bot.decide({ seat: job.seat, legalMoves: job.legalMoves, view: job.view });
}
const games = await loadGames((workerData as WorkerData).gameModules);
const send = (m: WorkerMessage) => port.postMessage(m);

port.on('message', async (job: BotJob) => {
  try {
    const game = games[job.game];
    if (!game) throw new Error(`this worker has no game "${job.game}"`);
    send({ type: 'decided', id: job.id, move: await run(game, job) });
  } catch (e) {
    send({ type: 'failed', id: job.id, message: e instanceof Error ? e.message : String(e) });
  }
});
send({ type: 'ready', games: Object.keys(games) });
