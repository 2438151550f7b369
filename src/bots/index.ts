// The bot levels by name. A level may be game-specific; `botNames(game)` lists those a game supports.
import type { AnyGame } from '../kernel/index.ts';
import { mctsBot } from './mcts.ts';
import { industrialWasteBots } from './industrial-waste/index.ts';
import { randomBot } from './random.ts';
import { theCostBots } from './the-cost/index.ts';
import type { Bot, BotFactory, BotFactoryInput, BotTurn } from './types.ts';

export type { Bot, BotBudget, BotFactory, BotFactoryInput, BotTurn } from './types.ts';
export type { SearchBot } from './mcts.ts';

/** Levels every game gets: uniform random, and search with uniform playouts to the end. */
const generic: Record<string, BotFactory> = { random: randomBot, mcts: mctsBot() };

/** Levels written for one game, by game id; a name here replaces the generic level of that name. */
const byGame: Record<string, Record<string, BotFactory>> = {
  'the-cost': theCostBots,
  'industrial-waste': industrialWasteBots,
};

const levelsOf = (game: AnyGame): Record<string, BotFactory> => ({ ...generic, ...byGame[game.id] });

export function botNames(game: AnyGame): string[] {
  return Object.keys(levelsOf(game));
}

export function createBot(name: string, input: BotFactoryInput): Bot {
  const levels = levelsOf(input.game);
  const factory = Object.hasOwn(levels, name) ? levels[name] : undefined;
  if (!factory) {
    throw new Error(
      `Unknown bot "${name}" for ${input.game.id}; choose one of: ${botNames(input.game).join(', ')}.`,
    );
  }
  return factory(input);
}

/**
 * Builds a bot turn whose view is computed only if the bot reads it. A class with truly private fields
 * (the bot cannot reach the state) rather than an object literal with a getter: a literal allocates a
 * fresh accessor closure per turn, which made random playouts several times slower (mostly garbage
 * collection).
 */
export function botTurn(
  game: AnyGame,
  state: unknown,
  seat: number,
  legalMoves: readonly unknown[],
): BotTurn {
  return new LazyTurn(game, state, seat, legalMoves);
}

class LazyTurn implements BotTurn {
  readonly #game: AnyGame;
  readonly #state: unknown;
  #view: unknown;
  #seen = false;
  constructor(
    game: AnyGame,
    state: unknown,
    readonly seat: number,
    readonly legalMoves: readonly unknown[],
  ) {
    this.#game = game;
    this.#state = state;
  }
  get view(): unknown {
    if (!this.#seen) {
      this.#view = this.#game.view(this.#state, this.seat);
      this.#seen = true;
    }
    return this.#view;
  }
}
