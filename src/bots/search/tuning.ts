// The settings a search level may be measured with (`tournament --bots 'tycoon[depth=4,c=0.5]'`), and
// how they turn into a profile's fields and search options. Each level has its defaults; a tuning
// overrides some of them for an experiment.
import type { AnyGame } from '../../kernel/index.ts';
import type { BotTuning } from '../types.ts';
import { valueModelStatus, winChancesOfState } from '../value/index.ts';
import type { SearchOptions } from './mcts.ts';
import type { SearchProfile } from './profile.ts';

export const SEARCH_TUNABLES: Readonly<Record<string, string>> = {
  depth: 'moves of quick play in a playout before the evaluation is asked',
  scale: 'the lead (in the evaluation’s units) that makes a win about 73% likely',
  c: 'UCB exploration constant',
  pw: 'weight of the priors (progressive bias)',
  widen: 'progressive widening: moves searched at a node with one visit (0: every move at once)',
  widenExp: 'progressive widening: how fast the moves searched grow with the visits',
  stop: '1: stop once the most visited move cannot be overtaken; 0: spend the whole budget',
  iterations:
    'iterations of this bot’s search per decision, whatever time or iterations the run gives (0: the run’s budget); makes its work independent of the machine’s load',
  model:
    'weight of the trained model’s chances to win in the value of a position where a playout stops (the rest: the lead in the game’s own evaluation)',
};

/** The search-wide part of a level's settings: defaults, overridden by a tuning. */
export interface SearchSettings {
  depth: number;
  scale: number;
  c?: number;
  pw?: number;
  widen: number;
  widenExp: number;
  stop: number;
  model: number;
}

export const settingsOf = <T extends object>(defaults: T, tuning: BotTuning): T => ({
  ...defaults,
  ...tuning,
});

export const widening = (s: SearchSettings): Pick<SearchProfile, 'widening'> =>
  s.widen > 0 ? { widening: { base: s.widen, exponent: s.widenExp } } : {};

/** What a level's search is for one decision: the profile and the search's options. */
export interface LevelSearch {
  profile: SearchProfile;
  options: SearchOptions;
}

/**
 * The value of a position where a playout stops: the trained model's chances to win (src/bots/value)
 * blended with the game's own evaluation by the `model` weight; the evaluation alone when the game
 * has no usable model (none shipped, or trained under other rules).
 */
export function leafValues(
  game: AnyGame,
  weight: number,
  own: (state: unknown, players: number) => number[],
): (state: unknown, players: number) => number[] {
  const w = Math.max(0, Math.min(1, weight));
  if (w === 0 || !valueModelStatus(game).ready) return own;
  if (w === 1) return (s) => winChancesOfState(game, s);
  return (s, players) => {
    const m = winChancesOfState(game, s);
    const o = own(s, players);
    return m.map((x, i) => w * x + (1 - w) * o[i]);
  };
}

export const searchOptionsOf = (s: SearchSettings): SearchOptions => ({ stopWhenDecided: s.stop > 0 });
