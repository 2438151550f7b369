// A whole 2-player game of The Cost between two heuristics, for the tests of the heuristic's evaluation.
import { botTurn, createBot } from '../../src/bots/index.ts';
import type { BotTuning } from '../../src/bots/types.ts';
import { theCost, type CostState } from '../../src/games/the-cost/index.ts';
import type { CostMove } from '../../src/games/the-cost/moves.ts';

/** The states a game between two heuristics (with `tuning`, if given) passed through, and its moves. */
export function heuristicGame(tuning: BotTuning | undefined, seed: string) {
  const game = theCost;
  let s = game.setup({ players: 2 }, seed) as CostState;
  const bots = [0, 1].map((seat) =>
    createBot('heuristic', { game, seat, seed: `${seed}:${seat}`, ...(tuning ? { tuning } : {}) }),
  );
  const states: CostState[] = [];
  const moves: unknown[] = [];
  while (!game.outcome(s)) {
    const seat = game.activeSeats(s)[0];
    const legal = game.legalMoves(s, seat);
    states.push(s);
    const move = bots[seat].decide(botTurn(game, s, seat, legal));
    moves.push(move);
    s = game.apply(s, seat, move as CostMove) as CostState;
  }
  return { states, moves };
}
