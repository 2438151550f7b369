// The levels of The Cost: a heuristic that looks ahead to the end of its own turn, and UCT search over
// the one state the view describes (nothing is hidden after setup), guided by the same judgements.
import type { CostMove, CostState, CostView } from '../../games/the-cost/index.ts';
import type { AnyGame } from '../../kernel/index.ts';
import { searchLevel } from '../mcts.ts';
import { leadValues, type SearchProfile } from '../search/profile.ts';
import {
  searchOptionsOf,
  SEARCH_TUNABLES,
  settingsOf,
  widening,
  leafValues,
  type LevelSearch,
  type SearchSettings,
} from '../search/tuning.ts';
import type { BotFactory, BotTuning } from '../types.ts';
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

/** Today's search level and the strongest one differ only in their settings. */
const MCTS: SearchSettings = {
  depth: PLAYOUT_DEPTH,
  scale: LEAD_SCALE,
  widen: 0,
  widenExp: 0.5,
  stop: 0,
  model: 0,
};
const TYCOON: SearchSettings = { ...MCTS, stop: 1 };

/** A level's search for a decision from `view`: its profile and how the search runs. */
function levelSearch(
  game: AnyGame,
  defaults: SearchSettings,
  view: CostView,
  tuning: BotTuning = {},
): LevelSearch {
  const s = settingsOf(defaults, tuning);
  const profile = theCostSearchProfile(view, {
    playoutDepth: s.depth,
    leadScale: s.scale,
    exploration: s.c,
    priorWeight: s.pw,
  });
  return {
    profile: {
      ...profile,
      evaluate: leafValues(game, s.model, profile.evaluate!),
      ...widening(s),
    },
    options: searchOptionsOf(s),
  };
}

const costLevel = (name: string, defaults: SearchSettings): BotFactory =>
  searchLevel({
    name,
    tunables: SEARCH_TUNABLES,
    profile: (turn, tuning, game) => levelSearch(game, defaults, turn.view as CostView, tuning).profile,
    options: (tuning) => searchOptionsOf(settingsOf(defaults, tuning)),
  });

/** The strongest level's search from `view`, for hints. */
export const strongestSearch = (game: AnyGame, view: CostView): LevelSearch =>
  levelSearch(game, TYCOON, view);

export const theCostBots: Record<string, BotFactory> = {
  heuristic: theCostHeuristic,
  mcts: costLevel('mcts', MCTS),
  tycoon: costLevel('tycoon', TYCOON),
};
