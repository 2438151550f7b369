// The levels of The Cost: a heuristic that looks ahead to the end of its own turn, and UCT search over
// the one state the view describes (nothing is hidden after setup), guided by the same judgements.
import type { CostMove, CostState, CostView } from '../../games/the-cost/index.ts';
import { mctsBot } from '../mcts.ts';
import { leadValues, type SearchProfile } from '../search/profile.ts';
import type { BotFactory } from '../types.ts';
import { seatValues } from './evaluate.ts';
import { theCostHeuristic } from './heuristic.ts';
import { candidates, playoutMove, priors } from './policy.ts';
import { tableOf } from './reader.ts';

/** A lead of this many dollars makes a win about 73% likely in the search's eyes. */
const LEAD_SCALE = 6;
const PLAYOUT_DEPTH = 8;

export interface CostSearchTuning {
  playoutDepth?: number;
  leadScale?: number;
  exploration?: number;
  priorWeight?: number;
}

/** The search profile for one decision, from the view it starts from. */
export function theCostSearchProfile(view: CostView, tuning: CostSearchTuning = {}): SearchProfile {
  const table = tableOf(view);
  const leadScale = tuning.leadScale ?? LEAD_SCALE;
  return {
    perfectInformation: true,
    playoutDepth: tuning.playoutDepth ?? PLAYOUT_DEPTH,
    exploration: tuning.exploration,
    priorWeight: tuning.priorWeight,
    evaluate: (s) => leadValues(seatValues(s as CostState, table), leadScale),
    playoutMove: (s, seat, legal, rng) => playoutMove(s as CostState, seat, legal as CostMove[], rng, table),
    prior: (s, seat, legal) => priors(s as CostState, seat, legal as CostMove[], table),
    candidates: (s, _seat, legal) => candidates(s as CostState, legal as CostMove[]),
  };
}

const theCostSearch = mctsBot((turn) => theCostSearchProfile(turn.view as CostView));

export const theCostBots: Record<string, BotFactory> = {
  heuristic: theCostHeuristic,
  mcts: theCostSearch,
};
