// Uniform over the legal moves, from its own seeded PRNG: the baseline every other bot must beat.
import { randomInt, rngFromSeed } from '../kernel/index.ts';
import type { BotFactory } from './types.ts';

export const randomBot: BotFactory = ({ seed }) => {
  const rng = rngFromSeed(`random-bot:${seed}`);
  return {
    name: 'random',
    decide(turn) {
      if (turn.legalMoves.length === 0) throw new Error(`random bot: seat ${turn.seat} has no legal move`);
      return turn.legalMoves[randomInt(rng, turn.legalMoves.length)];
    },
  };
};
