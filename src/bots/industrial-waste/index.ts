// The levels of Industrial Waste: the heuristic, and information-set search that draws the hidden parts
// (others' cash and kept cards, the deck order) afresh from the view at every iteration.
import type { IwMove } from '../../games/industrial-waste/moves.ts';
import type { IwState } from '../../games/industrial-waste/state.ts';
import { mctsBot } from '../mcts.ts';
import { leadValues } from '../search/profile.ts';
import type { BotFactory } from '../types.ts';
import { roundsAfter, seatValues } from './evaluate.ts';
import type { IwView } from '../../games/industrial-waste/view.ts';
import { industrialWasteHeuristic } from './heuristic.ts';
import { candidates, moveKey, playoutMove, priors } from './policy.ts';

/** A lead of this many points makes a win about 73% likely in the search's eyes. */
const LEAD_SCALE = 4;
const PLAYOUT_DEPTH = 12;

const industrialWasteSearch = mctsBot((turn) => {
  // The view has what `roundsAfter` reads: the end flag, the phase and every factory's growth.
  const horizon = roundsAfter(turn.view as IwView);
  return {
    playoutDepth: PLAYOUT_DEPTH,
    evaluate: (s) => leadValues(seatValues(s as IwState, horizon), LEAD_SCALE),
    playoutMove: (s, seat, legal, rng) => playoutMove(s as IwState, seat, legal as IwMove[], rng),
    prior: (s, seat, legal) => priors(s as IwState, seat, legal as IwMove[]),
    candidates: (s, seat, legal) => candidates(s as IwState, seat, legal as IwMove[]),
    moveKey: (m) => moveKey(m as IwMove),
  };
});

export const industrialWasteBots: Record<string, BotFactory> = {
  heuristic: industrialWasteHeuristic,
  mcts: industrialWasteSearch,
};
