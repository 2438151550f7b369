// `mcts`'s decision in The Cost exactly as its bot makes it (the level's search profile, an iteration budget,
// the random state advanced in place), for the scripts that replay a `tycoon,mcts[iterations=N]` tournament's
// games and play them on from a copy of that state.
import { botTurn } from '../src/bots/index.ts';
import { mctsLevelSearch } from '../src/bots/the-cost/index.ts';
import { search } from '../src/bots/search/mcts.ts';
import type { CostMove, CostState, CostView } from '../src/games/the-cost/index.ts';
import type { AnyGame, RngState, Seat } from '../src/kernel/index.ts';

/** The move `mcts` with `iterations` plays for `seat`; a single legal move is played at once. */
export function mctsMoveOf(
  game: AnyGame,
  seat: Seat,
  iterations: number,
): (s: CostState, legal: readonly CostMove[], rng: RngState) => CostMove {
  return (s, legal, rng) => {
    if (legal.length === 1) return legal[0];
    const turn = botTurn(game, s, seat, legal);
    const level = mctsLevelSearch(game, turn.view as CostView);
    return search({
      game,
      seat,
      view: turn.view,
      legalMoves: legal,
      rng,
      budget: { iterations },
      profile: level.profile,
      ...level.options,
    }).move as CostMove;
  };
}
