// The bot levels by name. A level may be game-specific; `botNames(game)` lists those a game supports.
import type { AnyGame } from '../kernel/index.ts';
import { mctsBot } from './mcts.ts';
import { industrialWasteBots } from './industrial-waste/index.ts';
import { randomBot } from './random.ts';
import { theCostBots } from './the-cost/index.ts';
import type { Bot, BotFactory, BotFactoryInput, BotTurn } from './types.ts';

export type { Bot, BotBudget, BotFactory, BotFactoryInput, BotTuning, BotTurn } from './types.ts';
export type { SearchBot } from './mcts.ts';

/** The strongest level of the games written for it; hints use it, and stand-ins by default. */
export const STRONGEST_LEVEL = 'tycoon';

/** Levels every game gets: uniform random, and search with uniform playouts to the end. */
const generic: Record<string, BotFactory> = { random: randomBot, mcts: mctsBot() };

/** Levels written for one game, by game id; a name here replaces the generic level of that name. */
const byGame: Record<string, Record<string, BotFactory>> = {
  'the-cost': theCostBots,
  'industrial-waste': industrialWasteBots,
};

const levelsOf = (game: AnyGame): Record<string, BotFactory> => ({ ...generic, ...byGame[game.id] });

/** Levels are listed weakest first, as measured (docs/bots.md); a level not named here comes last. */
const STRENGTH_ORDER = ['random', 'heuristic', 'mcts', STRONGEST_LEVEL];
const rank = (name: string) => {
  const i = STRENGTH_ORDER.indexOf(name);
  return i < 0 ? STRENGTH_ORDER.length : i;
};

/** The game's levels, weakest first. */
export function botNames(game: AnyGame): string[] {
  return Object.keys(levelsOf(game)).sort((a, b) => rank(a) - rank(b));
}

/** The game's strongest level: the tycoon where the game has one, else its last by strength. */
export function strongestLevel(game: AnyGame): string {
  return botNames(game).at(-1) ?? 'random';
}

export function createBot(name: string, input: BotFactoryInput): Bot {
  const levels = levelsOf(input.game);
  const factory = Object.hasOwn(levels, name) ? levels[name] : undefined;
  if (!factory) {
    throw new Error(
      `Unknown bot "${name}" for ${input.game.id}; choose one of: ${botNames(input.game).join(', ')}.`,
    );
  }
  const tunables = factory.tunables ?? {};
  for (const key of Object.keys(input.tuning ?? {}))
    if (!Object.hasOwn(tunables, key))
      throw new Error(
        `The ${name} level has no setting "${key}"` +
          (Object.keys(tunables).length
            ? `; it has: ${Object.keys(tunables).join(', ')}.`
            : '; it has none.'),
      );
  return factory(input);
}

/** The settings a level's tuning may change, each with what it does (none for most levels). */
export function botTunables(game: AnyGame, name: string): Readonly<Record<string, string>> {
  const levels = levelsOf(game);
  return (Object.hasOwn(levels, name) ? levels[name].tunables : undefined) ?? {};
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
  money?: readonly number[],
): BotTurn {
  return new LazyTurn(game, state, seat, legalMoves, money);
}

class LazyTurn implements BotTurn {
  readonly #game: AnyGame;
  readonly #state: unknown;
  #view: unknown;
  #seen = false;
  // Declared only: a turn without the public money has no such key at all, so a bot (or a program
  // sent the turn as JSON) is given its seat, its legal moves and its view and nothing else.
  declare readonly money?: readonly number[];
  constructor(
    game: AnyGame,
    state: unknown,
    readonly seat: number,
    readonly legalMoves: readonly unknown[],
    money?: readonly number[],
  ) {
    this.#game = game;
    this.#state = state;
    if (money) this.money = money;
  }
  get view(): unknown {
    if (!this.#seen) {
      this.#view = this.#game.view(this.#state, this.seat);
      this.#seen = true;
    }
    return this.#view;
  }
}
