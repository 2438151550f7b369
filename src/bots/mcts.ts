// The search levels: information-set MCTS over the kernel interface (see search/mcts.ts), tuned per game
// by a search profile. Default budget 1 s per decision; with an iteration budget it is deterministic.
import { rngFromSeed, type AnyGame } from '../kernel/index.ts';
import { search, type SearchOptions, type SearchResult } from './search/mcts.ts';
import type { SearchProfile } from './search/profile.ts';
import type { Bot, BotBudget, BotFactory, BotTuning, BotTurn } from './types.ts';

export const DEFAULT_SEARCH_MS = 1000;

export interface SearchBot extends Bot {
  /** What the last decision's search found (iterations, time, root statistics), for tools and tests. */
  readonly lastSearch: SearchResult | null;
}

/** A search profile, or one made for each decision from what the turn shows (tables read off the view). */
export type ProfileSource =
  SearchProfile | ((turn: BotTurn, tuning: BotTuning, game: AnyGame) => SearchProfile);

export interface SearchLevel {
  name: string;
  profile?: ProfileSource;
  /** How the search itself runs (stopping early...), from the level's tuning. */
  options?: (tuning: BotTuning) => SearchOptions;
  /** The settings a tuning may change, each with what it does. */
  tunables?: Readonly<Record<string, string>>;
}

/**
 * The budget of a search bot's decisions: its own `iterations` setting if set (a count, so the work does
 * not depend on the machine's load), else the run's budget, else the default second.
 */
export function budgetOf(budget: BotBudget | undefined, tuning: BotTuning): BotBudget {
  const own = tuning.iterations;
  if (own !== undefined && own > 0) return { iterations: Math.round(own) };
  return budget?.ms === undefined && budget?.iterations === undefined ? { ms: DEFAULT_SEARCH_MS } : budget;
}

export function searchLevel(level: SearchLevel): BotFactory {
  const { name, profile = {}, options } = level;
  const factory = ({ game, seed, budget, tuning = {} }: Parameters<BotFactory>[0]): SearchBot => {
    const rng = rngFromSeed(`${name}-bot:${seed}`);
    const limits = budgetOf(budget, tuning);
    const searchOptions = options?.(tuning);
    let lastSearch: SearchResult | null = null;
    return {
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
          profile: typeof profile === 'function' ? profile(turn, tuning, game) : profile,
          ...searchOptions,
        });
        return lastSearch.move;
      },
    };
  };
  return Object.assign(factory, level.tunables ? { tunables: level.tunables } : {});
}

/** The first search level: a profile, no more. */
export const mctsBot = (profile: ProfileSource = {}, name = 'mcts'): BotFactory =>
  searchLevel({ name, profile });
