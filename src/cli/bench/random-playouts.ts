// For every game: full random games at the largest table, on one core, and the time to list legal moves.
import { botTurn, createBot } from '../../bots/index.ts';
import type { AnyGame } from '../../kernel/index.ts';
import { round } from '../simulate-core.ts';
import { percentile, type Benchmark, type BenchContext } from './benchmark.ts';

function playouts(game: AnyGame, seconds: number) {
  const players = game.maxPlayers;
  const listUs: number[] = [];
  let gamesDone = 0;
  let moves = 0;
  const t0 = performance.now();
  const end = t0 + seconds * 1000;
  while (performance.now() < end || gamesDone === 0) {
    const seed = `bench:${gamesDone}`;
    let state = game.setup({ players }, seed);
    const bots = Array.from({ length: players }, (_, s) =>
      createBot('random', { game, seat: s, seed: `${seed}:${s}` }),
    );
    while (!game.outcome(state)) {
      const seat = game.activeSeats(state)[0];
      const sample = moves % 16 === 0;
      const l0 = sample ? performance.now() : 0;
      const legal = game.legalMoves(state, seat);
      if (sample) listUs.push((performance.now() - l0) * 1000);
      state = game.apply(state, seat, bots[seat].decide(botTurn(game, state, seat, legal)));
      moves++;
    }
    gamesDone++;
  }
  const secondsUsed = (performance.now() - t0) / 1000;
  listUs.sort((a, b) => a - b);
  return {
    players,
    games: gamesDone,
    moves,
    seconds: round(secondsUsed, 3),
    gamesPerSecond: round(gamesDone / secondsUsed, 1),
    movesPerSecond: round(moves / secondsUsed, 0),
    meanGameLength: round(moves / gamesDone, 1),
    legalMovesMicros: {
      median: round(percentile(listUs, 50), 2),
      p99: round(percentile(listUs, 99), 2),
      samples: listUs.length,
    },
  };
}

export const randomPlayoutBenchmarks = (games: Record<string, AnyGame>): Benchmark[] =>
  Object.values(games).map((game) => ({
    name: `${game.id}/random-playouts`,
    description: `${game.title}: full games between random bots at ${game.maxPlayers} players on one core; legal-move listing time`,
    run: (ctx: BenchContext) => playouts(game, ctx.seconds),
  }));
