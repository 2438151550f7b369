// What a bot is given and what it returns. A bot sees its seat's view and legal moves only (plus the
// public game definition); it never touches the game state.
import type { AnyGame, Seat } from '../kernel/index.ts';

export interface BotTurn {
  seat: Seat;
  /** The seat's legal moves now; the bot must return one of them. */
  legalMoves: readonly unknown[];
  /** The seat's view (computed on first use, so a bot that ignores it costs nothing). */
  readonly view: unknown;
  /**
   * Every seat's public money where the game counts it (Industrial Waste): the rules' starting cash plus
   * the public transactions of the log so far, as a spectator counts them (ruling IW-8). Absent where the
   * caller has no log (a game started from a position) or the game counts none.
   */
  readonly money?: readonly number[];
}

export interface BotBudget {
  /** Wall-clock budget for one decision, in milliseconds. */
  ms?: number;
  /** Iteration budget for search bots; with it a search bot is deterministic. */
  iterations?: number;
}

export interface Bot {
  readonly name: string;
  decide(turn: BotTurn): unknown;
}

/** Settings of a level other than its defaults, by name (for measuring variants of a level). */
export type BotTuning = Readonly<Record<string, number>>;

export interface BotFactoryInput {
  game: AnyGame;
  seat: Seat;
  /** Seeds the bot's own PRNG: same seed, same decisions. */
  seed: string;
  budget?: BotBudget;
  /** Only settings the level lists in its `tunables`; checked by `createBot`. */
  tuning?: BotTuning;
}

export type BotFactory = ((input: BotFactoryInput) => Bot) & {
  /** The settings `tuning` may change, each with what it does. */
  readonly tunables?: Readonly<Record<string, string>>;
};
