// The search level: information-set MCTS over the kernel interface (see search/mcts.ts), tuned per game
// by a search profile. Default budget 1 s per decision; with an iteration budget it is deterministic.
import { rngFromSeed } from '../kernel/index.ts';
import { search, type SearchResult } from './search/mcts.ts';
import type { SearchProfile } from './search/profile.ts';
import type { Bot, BotFactory, BotTurn } from './types.ts';

export const DEFAULT_SEARCH_MS = 1000;

export interface SearchBot extends Bot {
  /** What the last decision's search found (iterations, time, root statistics), for tools and tests. */
  readonly lastSearch: SearchResult | null;
}

/** A search profile, or one made for each decision from what the turn shows (tables read off the view). */
export type ProfileSource = SearchProfile | ((turn: BotTurn) => SearchProfile);

export const mctsBot =
  (profile: ProfileSource = {}, name = 'mcts'): BotFactory =>
  ({ game, seed, budget }) => {
    const rng = rngFromSeed(`${name}-bot:${seed}`);
    const limits =
      budget?.ms === undefined && budget?.iterations === undefined ? { ms: DEFAULT_SEARCH_MS } : budget;
    let lastSearch: SearchResult | null = null;
    const bot: SearchBot = {
      name,
      get lastSearch() {
        return lastSearch;
      },
      decide(turn) {
        lastSearch = search({
          game,
          seat: turn.seat,
          view: turn.view,
          legalMoves: turn.legalMoves,
          rng,
          budget: limits,
          profile: typeof profile === 'function' ? profile(turn) : profile,
        });
        return lastSearch.move;
      },
    };
    return bot;
  };
