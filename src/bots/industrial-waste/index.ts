// The levels of Industrial Waste: the heuristic, and information-set search that draws the hidden parts
// (others' cash and kept cards, the deck order) afresh from the view at every iteration.
import type { IwMove } from '../../games/industrial-waste/moves.ts';
import type { IwState } from '../../games/industrial-waste/state.ts';
import { mctsBot } from '../mcts.ts';
import { leadValues, type SearchProfile } from '../search/profile.ts';
import type { BotFactory } from '../types.ts';
import { roundsAfter, seatValues } from './evaluate.ts';
import type { IwView } from '../../games/industrial-waste/view.ts';
import { industrialWasteHeuristic } from './heuristic.ts';
import { candidates, moveKey, playoutMove, priors } from './policy.ts';

/** A lead of this many points makes a win about 73% likely in the search's eyes. */
const LEAD_SCALE = 4;
const PLAYOUT_DEPTH = 12;

export interface IwSearchTuning {
  playoutDepth?: number;
  leadScale?: number;
  exploration?: number;
  priorWeight?: number;
}

/** The search profile for one decision, from the view it starts from. */
export function industrialWasteSearchProfile(view: IwView, tuning: IwSearchTuning = {}): SearchProfile {
  // The view has what `roundsAfter` reads: the end flag, the phase and every factory's growth.
  const horizon = roundsAfter(view);
  const leadScale = tuning.leadScale ?? LEAD_SCALE;
  return {
    playoutDepth: tuning.playoutDepth ?? PLAYOUT_DEPTH,
    exploration: tuning.exploration,
    priorWeight: tuning.priorWeight,
    evaluate: (s) => leadValues(seatValues(s as IwState, horizon), leadScale),
    playoutMove: (s, seat, legal, rng) => playoutMove(s as IwState, seat, legal as IwMove[], rng),
    prior: (s, seat, legal) => priors(s as IwState, seat, legal as IwMove[]),
    candidates: (s, seat, legal) => candidates(s as IwState, seat, legal as IwMove[]),
    moveKey: (m) => moveKey(m as IwMove),
  };
}

const industrialWasteSearch = mctsBot((turn) => industrialWasteSearchProfile(turn.view as IwView));

export const industrialWasteBots: Record<string, BotFactory> = {
  heuristic: industrialWasteHeuristic,
  mcts: industrialWasteSearch,
};
