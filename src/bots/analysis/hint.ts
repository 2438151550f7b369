// What a strong player would do now: the strongest level's own judgement of the seat's decision, from
// that seat's view and the public money only (never another seat's hidden parts), bounded by counts and
// seeded by the position, so that the same position always gets the same hint.
// - The Cost: the level plays out the heuristic's best moves to the end (nothing is hidden after setup);
//   the hint is the move it plays, the runner-up of its rollouts, and how each rollout ended.
// - Industrial Waste: the level plays out its best moves in 48 draws of what the seat cannot see; the
//   hint is its move and runner-up, each with its mean worth over those draws.
// Beside that judgement, the chances to win are the chart's: now, the analysis's estimate of the
// position (its model, with the public money where the game counts it); after a move, the same estimate
// of the position the move leads to (in Industrial Waste, averaged over draws of the hidden parts, as
// the move's effect may depend on them). A game without a strongest level of its own gets the search's.
import type { CostMove, CostState } from '../../games/the-cost/index.ts';
import type { IwMove } from '../../games/industrial-waste/moves.ts';
import type { IwState } from '../../games/industrial-waste/state.ts';
import type { IwView } from '../../games/industrial-waste/view.ts';
import { rngFromSeed, SPECTATOR, type AnyGame, type Seat } from '../../kernel/index.ts';
import { tycoonRollouts } from '../industrial-waste/index.ts';
import { search } from '../search/mcts.ts';
import { tycoonRanking } from '../the-cost/index.ts';
import { analysisChancesOfView } from '../value/chances.ts';
import { valueModelStatus, type PublicMoney } from '../value/index.ts';
import { publicMoneyAfter } from '../value/public-transactions.ts';
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
  /** Iterations of the search, for a game without a strongest level of its own. */
  iterations: number;
  /**
   * Every seat's public money at this position, counted along the public log, where the game counts
   * it (Industrial Waste): the chart's chances read it. Absent: the model without the money.
   */
  money?: PublicMoney;
}

export interface HintChoice {
  move: unknown;
  /** The seat's chance to win after this move, as the chart would show it (0..1). */
  chance: number;
  /**
   * The strongest level's own value of the move in [0, 1]: the mean worth of its rollouts (Industrial
   * Waste: a win counts 1, then the margin; a rollout stopped early by its lead), in The Cost 1 when the
   * played-out game is won, 0.5 shared, 0 lost; null when the move was not played out (or the game has
   * no strongest level of its own).
   */
  worth: number | null;
  /** The Cost: the played-out game's final margin over the best other seat, in dollars. */
  margin: number | null;
  /** Rollouts of this move (draws of the hidden parts in Industrial Waste; 1 in The Cost; else 0). */
  rollouts: number;
}

export interface Hint {
  /** The move the strongest level would play. */
  best: HintChoice;
  /** The runner-up, when there is one: what the best move is compared with. */
  next: HintChoice | null;
  /** The seat's chance to win now, before any move, as the chart shows it (0..1). */
  before: number;
  /** Rollouts played in all (search iterations for a game without a strongest level). */
  iterations: number;
}

/** Draws of the hidden parts over which a move's chance after it is averaged (Industrial Waste). */
const AFTER_DRAWS = 12;

export function hintFor(input: HintInput): Hint {
  const { game } = input;
  const ready = valueModelStatus(game, undefined, input.money !== undefined).ready;
  if (ready && game.id === 'the-cost') return costHint(input);
  if (ready && game.id === 'industrial-waste') return wasteHint(input);
  return searchHint(input);
}

/** The chart's chance for `seat` of a position seen from `view` (with the public money, if any). */
const chartChance = (game: AnyGame, view: unknown, seat: Seat, money?: PublicMoney): number =>
  analysisChancesOfView(game, view, seat, undefined, money)[seat];

function costHint(input: HintInput): Hint {
  const { game, view, seat } = input;
  const rng = rngFromSeed(`hint:${input.seed}`);
  // Nothing is hidden after setup: the state the view describes is the game's own.
  const state = game.determinize(view, seat, rng) as CostState;
  const legal = input.legalMoves as CostMove[];
  const ranking = tycoonRanking(game, state, seat, legal);
  const choice = (i: number): HintChoice | null => {
    const r = ranking[i];
    if (!r) return null;
    const after = game.apply(state, seat, r.move);
    return {
      move: r.move,
      chance: chartChance(game, game.view(after, SPECTATOR), seat),
      worth: r.end?.won ?? null,
      margin: r.end?.margin ?? null,
      rollouts: r.end ? 1 : 0,
    };
  };
  return {
    best: choice(0)!,
    next: choice(1),
    before: chartChance(game, view, seat),
    iterations: ranking.filter((r) => r.end).length,
  };
}

function wasteHint(input: HintInput): Hint {
  const { game, seat, money } = input;
  const view = input.view as IwView;
  const legal = input.legalMoves as IwMove[];
  const rng = rngFromSeed(`hint:${input.seed}`);
  const result = tycoonRollouts(game, view, seat, legal, rng);
  const played = result.ranked.length > 1;
  // The chance after a move: the chart's estimate of the position it leads to, over draws of what the
  // seat cannot see (a drawn card, say), each with the public money its log would count.
  const draws = Array.from({ length: AFTER_DRAWS }, (_, k) =>
    game.determinize(view, seat, rngFromSeed(`hint:${input.seed}:after:${k}`)),
  ) as IwState[];
  const chanceAfter = (move: IwMove): number => {
    let sum = 0;
    for (const s of draws) {
      const after = game.apply(s, seat, move);
      const m = money && publicMoneyAfter(game, money, s, after, seat, move);
      sum += chartChance(game, game.view(after, SPECTATOR), seat, m);
    }
    return sum / draws.length;
  };
  const choice = (i: number): HintChoice | null => {
    const r = result.ranked[i];
    if (!r) return null;
    return {
      move: r.move,
      chance: chanceAfter(r.move),
      worth: played ? r.worth : null,
      margin: null,
      rollouts: played ? r.samples : 0,
    };
  };
  return {
    best: choice(0)!,
    next: choice(1),
    before: chartChance(game, view, seat, money),
    iterations: played ? result.ranked[0].samples * result.ranked.length : 0,
  };
}

/** A game without a strongest level of its own: the search's choice, with its values as chances. */
function searchHint(input: HintInput): Hint {
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
  const choice = (i: number): HintChoice | null => {
    const st = result.root[i];
    if (!st || st.visits === 0) return null;
    const chance = st.values ? normalise(st.values)[seat] : st.value;
    return { move: st.move, chance, worth: null, margin: null, rollouts: 0 };
  };
  const best = choice(0) ?? { move: result.move, chance: 0, worth: null, margin: null, rollouts: 0 };
  let visits = 0;
  let sum = 0;
  for (const st of result.root) {
    if (!st.values || st.visits === 0) continue;
    visits += st.visits;
    sum += st.visits * normalise(st.values)[seat];
  }
  return {
    best,
    next: choice(1),
    before: visits > 0 ? sum / visits : 0,
    iterations: result.iterations,
  };
}
