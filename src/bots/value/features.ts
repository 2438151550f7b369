// What a model of the chances to win reads of a position: per seat, a fixed list of numbers taken
// from the public parts of the state only, and how far the game has come. A game's features are
// versioned: a model names the version it was trained on and is refused by another.
import type { PublicMoney } from './public-transactions.ts';

export interface PositionFeatures {
  /** How far the game has come, 0 (setup) to 1 (the end), judged from public facts. */
  progress: number;
  players: number;
  /** Per seat, `names.length` numbers: seat s's are at s × names.length. */
  x: Float64Array;
}

export interface FeatureSet<State = unknown> {
  game: string;
  /** Bumped whenever a feature changes meaning, order or number. */
  version: number;
  names: readonly string[];
  /**
   * True when the features also read every seat's public money (public-transactions.ts), which a
   * state does not carry: it is counted along the game's public log and passed beside the state.
   */
  publicMoney?: boolean;
  /** The features of a full state, reading only what every viewer may see (and `money`, when needed). */
  ofState(state: State, money?: PublicMoney): PositionFeatures;
}

/** Largest other value than seat s's among `values` (−Infinity with one seat). */
export function bestOther(values: ArrayLike<number>, s: number): number {
  let best = -Infinity;
  for (let o = 0; o < values.length; o++) if (o !== s && values[o] > best) best = values[o];
  return best;
}
