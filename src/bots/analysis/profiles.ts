// The search profile each game's search level uses, so that estimates and hints see a position the
// way the search bot does. A game without its own level gets the generic profile (uniform playouts).
import type { CostView } from '../../games/the-cost/index.ts';
import type { IwView } from '../../games/industrial-waste/view.ts';
import type { AnyGame } from '../../kernel/index.ts';
import { industrialWasteSearchProfile } from '../industrial-waste/index.ts';
import type { SearchProfile } from '../search/profile.ts';
import { theCostSearchProfile } from '../the-cost/index.ts';

export function searchProfileOf(game: AnyGame, view: unknown): SearchProfile {
  if (game.id === 'the-cost') return theCostSearchProfile(view as CostView);
  if (game.id === 'industrial-waste') return industrialWasteSearchProfile(view as IwView);
  return {};
}
