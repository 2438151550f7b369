// The search profile each game's search level uses, so that estimates and hints see a position the
// way the search bot does. A game without its own level gets the generic profile (uniform playouts).
import type { CostView } from '../../games/the-cost/index.ts';
import type { IwView } from '../../games/industrial-waste/view.ts';
import type { AnyGame } from '../../kernel/index.ts';
import {
  industrialWasteSearchProfile,
  strongestSearch as strongestWaste,
} from '../industrial-waste/index.ts';
import type { SearchProfile } from '../search/profile.ts';
import type { LevelSearch } from '../search/tuning.ts';
import { theCostSearchProfile, strongestSearch as strongestCost } from '../the-cost/index.ts';

/** The profile of the `mcts` level (what the search estimate of a position uses). */
export function searchProfileOf(game: AnyGame, view: unknown): SearchProfile {
  if (game.id === 'the-cost') return theCostSearchProfile(view as CostView);
  if (game.id === 'industrial-waste') return industrialWasteSearchProfile(view as IwView);
  return {};
}

/** The strongest level's search (what hints use): its profile and how it runs. */
export function strongestSearchOf(game: AnyGame, view: unknown): LevelSearch {
  if (game.id === 'the-cost') return strongestCost(game, view as CostView);
  if (game.id === 'industrial-waste') return strongestWaste(game, view as IwView);
  return { profile: {}, options: {} };
}
