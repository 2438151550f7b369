// The levels of Industrial Waste: the heuristic, and information-set search that draws the hidden parts
// (others' cash and kept cards, the deck order) afresh from the view at every iteration.
import type { IwMove } from '../../games/industrial-waste/moves.ts';
import type { IwState } from '../../games/industrial-waste/state.ts';
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
  view: IwView,
  tuning: BotTuning = {},
): LevelSearch {
  const s = settingsOf(defaults, tuning);
  const profile = industrialWasteSearchProfile(view, {
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

const wasteLevel = (name: string, defaults: SearchSettings): BotFactory =>
  searchLevel({
    name,
    tunables: SEARCH_TUNABLES,
    profile: (turn, tuning, game) => levelSearch(game, defaults, turn.view as IwView, tuning).profile,
    options: (tuning) => searchOptionsOf(settingsOf(defaults, tuning)),
  });

/** The strongest level's search from `view`, for hints. */
export const strongestSearch = (game: AnyGame, view: IwView): LevelSearch => levelSearch(game, TYCOON, view);

export const industrialWasteBots: Record<string, BotFactory> = {
  heuristic: industrialWasteHeuristic,
  mcts: wasteLevel('mcts', MCTS),
  tycoon: wasteLevel('tycoon', TYCOON),
};
