// A bot worker: builds the bot named in each job and lets it decide from the seat's view and legal moves.
import { parentPort, workerData } from 'node:worker_threads';
import { createBot } from '../../bots/index.ts';
import { loadGames } from './load-games.ts';
import type { BotJob, WorkerData, WorkerMessage } from './protocol.ts';

const port = parentPort!;
const games = await loadGames((workerData as WorkerData).gameModules);
const send = (m: WorkerMessage) => port.postMessage(m);

port.on('message', async (job: BotJob) => {
  try {
    const game = games[job.game];
    if (!game) throw new Error(`this worker has no game "${job.game}"`);
    const bot = createBot(job.bot, { game, seat: job.seat, seed: job.seed, budget: { ms: job.budgetMs } });
    const move = await bot.decide({ seat: job.seat, legalMoves: job.legalMoves, view: job.view });
    send({ type: 'decided', id: job.id, move });
  } catch (e) {
    send({ type: 'failed', id: job.id, message: e instanceof Error ? e.message : String(e) });
  }
});
send({ type: 'ready', games: Object.keys(games) });
