// What a game tells the generic search about itself: how to value a position where a playout stops,
// how to play a playout, and which moves deserve a look first. Every function receives a full state,
// but the search only ever hands it states it built itself from the bot's view (`Game.determinize`),
// so a profile cannot read hidden information either.
import type { Outcome, RngState, Seat } from '../../kernel/index.ts';

export interface SearchProfile<State = unknown, Move = unknown> {
  /**
   * Per seat, a value in [0, 1] (the chance of winning, roughly) of a position where the playout
   * stopped before the end. Without it such a position is worth the same to everybody.
   */
  evaluate?(state: State, players: number): number[];
  /** Per seat, a value in [0, 1] of a finished game. Default: winners share 1. */
  terminal?(outcome: Outcome, players: number): number[];
  /** The playout policy. Default: uniform over the legal moves. */
  playoutMove?(state: State, seat: Seat, legal: readonly Move[], rng: RngState): Move;
  /** Moves per playout before `evaluate` is asked (default: play to the end). */
  playoutDepth?: number;
  /**
   * Per legal move, a prior in [0, 1] of how promising it is: unexplored moves are expanded best
   * first, and the prior biases the choice while a move has few visits (progressive bias).
   */
  prior?(state: State, seat: Seat, legal: readonly Move[]): number[];
  /** Weight of the prior against the visits (default 1). */
  priorWeight?: number;
  /**
   * Progressive widening (with `prior` only): a node visited n times searches only its
   * ceil(base · (n + 1)^exponent) moves of best prior, adding the next as its visits grow. Without
   * it every move is tried once before any is tried twice.
   */
  widening?: { base: number; exponent: number };
  /**
   * The moves the search considers, a non-empty subset of the legal ones (default: all). Lets a game
   * leave out moves never worth a look (a voluntary loan) or thin out long lists (every possible bid).
   */
  candidates?(state: State, seat: Seat, legal: readonly Move[]): readonly Move[];
  /**
   * The tree's name for a move (default: its JSON). Moves that are the same decision in every sample
   * should share a name, e.g. two cards of one type whose ids differ from sample to sample.
   */
  moveKey?(move: Move): string;
  /** UCB exploration constant for values in [0, 1] (default 0.7). */
  exploration?: number;
  /**
   * True when `determinize` always gives the same state (no hidden information, no chance left):
   * the search then determinizes once per decision instead of once per iteration.
   */
  perfectInformation?: boolean;
  /**
   * True when every `determinize` returns a new state that shares nothing with the view or with
   * earlier samples: the search then plays each sample in place instead of copying it first.
   */
  freshSamples?: boolean;
}

/** Winners share the victory: each gets 1 / (number of winners), the others 0. */
export function winnersShare(outcome: Outcome, players: number): number[] {
  const values = new Array<number>(players).fill(0);
  const share = outcome.winners.length ? 1 / outcome.winners.length : 0;
  for (const w of outcome.winners) values[w] = share;
  return values;
}

/** Turns per-seat scores into per-seat values in [0, 1]: a logistic of the lead over the best rival. */
export function leadValues(scores: readonly number[], scale: number): number[] {
  return scores.map((mine, s) => {
    let best = -Infinity;
    for (let o = 0; o < scores.length; o++) if (o !== s && scores[o] > best) best = scores[o];
    if (best === -Infinity) return 1;
    return 1 / (1 + Math.exp(-(mine - best) / scale));
  });
}
