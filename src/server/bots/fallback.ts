// The move played for a bot (or a stand-in) whose decision failed or ran out of time: the game's
// heuristic level where it has one (a few milliseconds, and far better than chance), else a random
// legal move. Either way the game goes on; the same seed gives the same move.
import { botNames, botTurn, createBot } from '../../bots/index.ts';
import { randomInt, rngFromSeed, type AnyGame, type Seat } from '../../kernel/index.ts';

export const FALLBACK_LEVEL = 'heuristic';

export function fallbackMove(
  game: AnyGame,
  state: unknown,
  seat: Seat,
  seed: string,
  legalMoves: readonly unknown[],
): unknown {
  const random = () => legalMoves[randomInt(rngFromSeed(seed), legalMoves.length)];
  if (legalMoves.length === 1 || !botNames(game).includes(FALLBACK_LEVEL)) return random();
  try {
    const bot = createBot(FALLBACK_LEVEL, { game, seat, seed });
    const move = bot.decide(botTurn(game, state, seat, legalMoves));
    // The heuristic answers with one of the moves it was given; anything else is not trusted.
    return legalMoves.includes(move) ? move : random();
  } catch {
    return random();
  }
}
