// The bot levels by name. A level may be game-specific; `botNames(game)` lists those a game supports.
import type { AnyGame } from '../kernel/index.ts';
import { randomBot } from './random.ts';
import type { Bot, BotFactory, BotFactoryInput } from './types.ts';

export type { Bot, BotBudget, BotFactory, BotFactoryInput, BotTurn } from './types.ts';

const generic: Record<string, BotFactory> = { random: randomBot };

export function botNames(_game: AnyGame): string[] {
  return Object.keys(generic);
}

export function createBot(name: string, input: BotFactoryInput): Bot {
  const factory = generic[name];
  if (!factory) {
    throw new Error(
      `Unknown bot "${name}" for ${input.game.id}; choose one of: ${botNames(input.game).join(', ')}.`,
    );
  }
  return factory(input);
}

/** Builds a bot turn whose view is computed only if the bot reads it. */
export function botTurn(game: AnyGame, state: unknown, seat: number, legalMoves: readonly unknown[]) {
  let view: unknown;
  let seen = false;
  return {
    seat,
    legalMoves,
    get view() {
      if (!seen) {
        view = game.view(state, seat);
        seen = true;
      }
      return view;
    },
  };
}
