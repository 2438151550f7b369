// The bot protocol's cost per decision: the random starter bots (Python and JavaScript) asked the
// decisions of real games, one line out and one line back, against the built-in random level asked the
// same decisions in this process. What it measures is what a program seat adds to each decision of a
// tournament: the seat's view, its JSON line with every legal move, the pipe both ways, the program
// reading it and answering, and the answer checked.
import { resolve } from 'node:path';
import { botTurn, createBot } from '../../bots/index.ts';
import type { AnyGame } from '../../kernel/index.ts';
import { decideMessage, readAnswer } from '../external/messages.ts';
import { BotProcess } from '../external/process.ts';
import { round } from '../simulate-core.ts';
import { percentile, type Benchmark } from './benchmark.ts';

const GAMES = ['the-cost', 'industrial-waste'];
const DEALS = 4;

export const STARTERS: Record<string, string[]> = {
  python: ['python3', resolve('bots/examples/random_bot.py')],
  javascript: ['node', resolve('bots/examples/random_bot.mjs')],
};

/** Every decision of a few random 2-player games: the states and seats to move, in order. */
function decisions(game: AnyGame) {
  const out: { state: unknown; seat: number; legal: unknown[] }[] = [];
  for (let deal = 0; deal < DEALS; deal++) {
    let state = game.setup({ players: 2 }, `bench-protocol:${deal}`);
    const bots = [0, 1].map((seat) =>
      createBot('random', { game, seat, seed: `bench-protocol:${deal}:${seat}` }),
    );
    while (!game.outcome(state)) {
      const seat = game.activeSeats(state)[0];
      const legal = game.legalMoves(state, seat);
      out.push({ state, seat, legal });
      state = game.apply(state, seat, bots[seat].decide(botTurn(game, state, seat, legal)));
    }
  }
  return out;
}

const stats = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return {
    decisions: sorted.length,
    medianUs: round(percentile(sorted, 50) * 1000, 1),
    p90Us: round(percentile(sorted, 90) * 1000, 1),
    p99Us: round(percentile(sorted, 99) * 1000, 1),
    meanUs: round((sorted.reduce((a, b) => a + b, 0) / Math.max(1, sorted.length)) * 1000, 1),
  };
};

async function protocolCost(game: AnyGame, seconds: number) {
  const positions = decisions(game);
  // Baseline: the built-in random level on the same decisions, in this process.
  const inProcess: number[] = [];
  const bot = createBot('random', { game, seat: 0, seed: 'bench' });
  for (const p of positions) {
    const t0 = performance.now();
    bot.decide(botTurn(game, p.state, p.seat, p.legal));
    inProcess.push(performance.now() - t0);
  }
  const programs: Record<string, unknown> = {};
  for (const [language, argv] of Object.entries(STARTERS)) {
    const process = new BotProcess(argv, { memoryMb: 0, cpuSeconds: 0, logBytes: 4096 }, resolve('.'));
    try {
      const hello = await process.ask({ type: 'hello', seed: 'bench', game: game.id }, 30_000);
      if (hello.kind !== 'line') throw new Error(`${language} starter bot did not start: ${hello.kind}`);
      const ms: number[] = [];
      let bytes = 0;
      const until = performance.now() + seconds * 1000;
      for (let i = 0; performance.now() < until || i < positions.length; i++) {
        const p = positions[i % positions.length];
        const t0 = performance.now();
        // As a program seat does it: the view, the message, the line out and back, the answer checked.
        const turn = botTurn(game, p.state, p.seat, p.legal);
        const message = decideMessage('bench', p.seat, i, turn.view, p.legal, 1000, 0);
        const reply = await process.ask(message, 30_000);
        if (reply.kind !== 'line' || !readAnswer(reply.line, 'move', p.legal).ok)
          throw new Error(`${language} starter bot failed: ${JSON.stringify(reply)}`);
        ms.push(performance.now() - t0);
        if (i < positions.length) bytes += JSON.stringify(message).length + 1;
      }
      programs[language] = { ...stats(ms), meanBytesPerDecision: Math.round(bytes / positions.length) };
    } finally {
      await process.close();
    }
  }
  return {
    positions: positions.length,
    meanLegalMoves: round(positions.reduce((n, p) => n + p.legal.length, 0) / positions.length, 1),
    inProcessRandom: stats(inProcess),
    programs,
  };
}

export function protocolBenchmarks(games: Record<string, AnyGame>): Benchmark[] {
  return GAMES.filter((id) => games[id]).map((id) => ({
    name: `bot-protocol/${id}`,
    description: `${games[id].title}: time per decision of the random starter bots (Python, JavaScript) under the bot protocol, against the built-in random level in process, on every decision of ${DEALS} random 2-player games`,
    run: ({ seconds }) => protocolCost(games[id], seconds),
  }));
}
