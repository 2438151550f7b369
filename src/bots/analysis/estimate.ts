// Each seat's chance to win a position, as the search bot sees it: a search with a fixed number of
// iterations from the spectator's view (hidden parts drawn afresh in every iteration, exactly as the
// search level does from its own view), so an estimate reveals no secret and is the same on every
// machine. The chances are the mean values, for every seat, of the move the search would play
// (its most visited), scaled to sum to 1. A finished game gives the winners equal shares.
import { rngFromSeed, type AnyGame, type Outcome, type Seat } from '../../kernel/index.ts';
import { search } from '../search/mcts.ts';
import { searchProfileOf } from './profiles.ts';

export interface EstimateInput {
  game: AnyGame;
  /** The spectator's view of the position: only what everybody sees. */
  view: unknown;
  /** The seat whose decision is pending (public: every view shows whose turn it is). */
  seat: Seat;
  players: number;
  seed: string;
  iterations: number;
}

/** Per seat, in [0, 1], summing to 1: k seats sharing the victory get 1/k each. */
export function outcomeShares(outcome: Outcome, players: number): number[] {
  if (outcome.winners.length === 0) return new Array<number>(players).fill(1 / players);
  const shares = new Array<number>(players).fill(0);
  for (const w of outcome.winners) shares[w] = 1 / outcome.winners.length;
  return shares;
}

/** Values in [0, 1] scaled to sum to 1 (equal shares when all are 0). */
export function normalise(values: readonly number[]): number[] {
  const clipped = values.map((v) => (Number.isFinite(v) ? Math.min(1, Math.max(0, v)) : 0));
  const sum = clipped.reduce((a, b) => a + b, 0);
  if (sum <= 0) return clipped.map(() => 1 / clipped.length);
  return clipped.map((v) => v / sum);
}

export function estimatePosition(input: EstimateInput): number[] {
  const { game, view, seat, players } = input;
  const rng = rngFromSeed(`estimate:${input.seed}`);
  // The root's moves come from one drawn state: a spectator does not know, say, a seat's cash, so the
  // moves it might make are those of a plausible state; a move refused in another draw is skipped.
  const sample = game.determinize(view, seat, rng);
  const legalMoves = game.legalMoves(sample, seat);
  if (legalMoves.length === 0) return new Array<number>(players).fill(1 / players);
  const result = search({
    game,
    seat,
    view,
    legalMoves,
    rng,
    budget: { iterations: Math.max(1, input.iterations) },
    profile: searchProfileOf(game, view),
    seatValues: true,
  });
  const best = result.root.find((m) => m.values !== undefined);
  return best?.values ? normalise(best.values) : new Array<number>(players).fill(1 / players);
}
