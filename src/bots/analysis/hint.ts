// What a strong player would do now: the strongest level's choice for a seat, from that seat's own view
// (hidden parts drawn afresh in every iteration, so a hint uses nothing the seat cannot see), with a
// fixed number of iterations and a seed made from the position, so that the same position always gets
// the same hint. With it: the seat's chance to win now (the trained model's, from the seat's view, as
// the chart shows chances; without a model, the search's own estimate of the position) and after the
// move (the search's value of it), and the runner-up's.
import { rngFromSeed, type AnyGame, type Seat } from '../../kernel/index.ts';
import { search } from '../search/mcts.ts';
import { analysisChancesOfView } from '../value/chances.ts';
import { valueModelStatus } from '../value/index.ts';
import { normalise } from './estimate.ts';
import { strongestSearchOf } from './profiles.ts';

export interface HintInput {
  game: AnyGame;
  /** The asking seat's view. */
  view: unknown;
  seat: Seat;
  /** The seat's legal moves: the hint is one of them. */
  legalMoves: readonly unknown[];
  seed: string;
  iterations: number;
}

export interface HintChoice {
  move: unknown;
  /** The seat's chance to win after this move, as the search saw it (0..1). */
  chance: number;
  /** Share of the search's iterations spent on this move (0..1). */
  share: number;
}

export interface Hint {
  /** The move the search would play. */
  best: HintChoice;
  /** The runner-up, when there is one: what the best move is compared with. */
  next: HintChoice | null;
  /** The seat's chance to win now, before any move (0..1). */
  before: number;
  iterations: number;
}

export function hintFor(input: HintInput): Hint {
  const { game, view, seat, legalMoves } = input;
  const rng = rngFromSeed(`hint:${input.seed}`);
  const { profile, options } = strongestSearchOf(game, view);
  const result = search({
    game,
    seat,
    view,
    legalMoves,
    rng,
    budget: { iterations: Math.max(1, input.iterations) },
    profile,
    ...options,
    seatValues: true,
  });
  const total = Math.max(1, result.iterations);
  const choice = (i: number): HintChoice | null => {
    const st = result.root[i];
    if (!st) return null;
    // The seat's share of the normalised chances: comparable with the analysis graph.
    const chance = st.values ? normalise(st.values)[seat] : st.value;
    return { move: st.move, chance, share: st.visits / total };
  };
  const best = choice(0) ?? { move: result.move, chance: 0, share: 1 };
  const next = choice(1);
  return {
    best,
    next: next && next.share > 0 ? next : null,
    before: chanceNow(game, view, seat, result.root),
    iterations: result.iterations,
  };
}

/**
 * The seat's chance to win the position as it stands: the trained model's from the seat's view (what
 * the chart of chances shows), else the search's estimate (every root move's value, weighted by its
 * visits).
 */
function chanceNow(
  game: AnyGame,
  view: unknown,
  seat: Seat,
  root: readonly { visits: number; values?: number[] }[],
): number {
  if (valueModelStatus(game).ready) return analysisChancesOfView(game, view, seat)[seat];
  let visits = 0;
  let sum = 0;
  for (const st of root) {
    if (!st.values || st.visits === 0) continue;
    visits += st.visits;
    sum += st.visits * normalise(st.values)[seat];
  }
  return visits > 0 ? sum / visits : 0;
}
