// The levels of Industrial Waste: the heuristic, and information-set search that draws the hidden parts
// (others' cash and kept cards, the deck order) afresh from the view at every iteration.
import type { IwMove } from '../../games/industrial-waste/moves.ts';
import type { IwState } from '../../games/industrial-waste/state.ts';
import { rngFromSeed, type AnyGame, type RngState } from '../../kernel/index.ts';
import { budgetOf, searchLevel, type SearchBot } from '../mcts.ts';
import { search, type SearchResult } from '../search/mcts.ts';
import { leadValues, winnersShare, type SearchProfile } from '../search/profile.ts';
import {
  searchOptionsOf,
  SEARCH_TUNABLES,
  settingsOf,
  widening,
  leafValues,
  type LevelSearch,
  type SearchSettings,
} from '../search/tuning.ts';
import type { BotFactory, BotTurn, BotTuning } from '../types.ts';
import { roundsAfter, seatValues } from './evaluate.ts';
import type { IwView } from '../../games/industrial-waste/view.ts';
import { bestMove, industrialWasteHeuristic } from './heuristic.ts';
import { candidates, moveKey, playoutMove, priors } from './policy.ts';
import { rolloutMove, type RolloutResult } from './rollout.ts';
import { valueModelStatus, winChancesOfState } from '../value/index.ts';

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
    // `determinizeView` builds every part of a sample anew.
    freshSamples: true,
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

/** Points of lead over the best other seat past which a bigger margin counts no more. */
const MARGIN_CAP = 25;

/** Each seat's lead over the best other seat, as a value in [0, 1] growing evenly up to MARGIN_CAP. */
function marginValues(scores: readonly number[]): number[] {
  return scores.map((mine, s) => {
    let best = -Infinity;
    for (let o = 0; o < scores.length; o++) if (o !== s && scores[o] > best) best = scores[o];
    const lead = Math.max(-MARGIN_CAP, Math.min(MARGIN_CAP, mine - best));
    return 0.5 + lead / (2 * MARGIN_CAP);
  });
}

/**
 * With `margin` above 0, a finished game's value mixes the margin into the win (weight `margin`), and so
 * does a position where a playout stops: once one seat leads by far, the win's logistic is flat and
 * every move looks alike, so the search would play at random where the margin still tells moves apart.
 */
function withMargin(
  evaluate: NonNullable<SearchProfile['evaluate']>,
  weight: number,
  horizon: number,
): Partial<SearchProfile> {
  const m = Math.max(0, Math.min(1, weight));
  if (m === 0) return {};
  return {
    terminal: (outcome, players) => {
      const win = winnersShare(outcome, players);
      const margin = marginValues(outcome.scores);
      return win.map((w, i) => (1 - m) * w + m * margin[i]);
    },
    evaluate: (st, players) => {
      const win = evaluate(st, players);
      const margin = marginValues(seatValues(st as IwState, horizon));
      return win.map((w, i) => (1 - m) * w + m * margin[i]);
    },
  };
}

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
  // `playout` (the strongest level's setting): the heuristic plays the playouts instead of quick judgements.
  const heuristicPlayouts = ((s as { playout?: number }).playout ?? 0) > 0;
  const leaf = leafValues(game, s.model, profile.evaluate!);
  return {
    profile: {
      ...profile,
      ...(heuristicPlayouts
        ? {
            playoutMove: (st: unknown, seat: number, legal: readonly unknown[]) =>
              bestMove(game, st as IwState, seat, legal as IwMove[]).move,
          }
        : {}),
      evaluate: leaf,
      ...withMargin(leaf, (s as { margin?: number }).margin ?? 0, roundsAfter(view)),
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

/** Industrial Waste's own settings of the strongest level, on top of the search's. */
const ROLLOUT_TUNABLES: Readonly<Record<string, string>> = {
  ...SEARCH_TUNABLES,
  rollouts:
    'moves played out per decision, the heuristic’s best ones, every seat then playing on with the heuristic (0: search instead)',
  samples: 'draws of the hidden parts per decision; every move is played out in each',
  rolloutDepth: 'decisions played in each rollout before the lead is read (0: to the end of the game)',
  noise:
    'per thousand decisions of a rollout, how many play a move worth a look drawn at random instead of the heuristic’s',
  blend:
    'above 0: the search first, then rollouts of its most visited moves; the weight of the search’s values against the rollouts’',
  playout:
    'with rollouts=0, who plays the search’s playouts: 0 quick judgements of single moves, 1 the heuristic',
  money:
    'with rollouts, 1: the draws take the others’ cash from the public money the turn carries (every payment is public), 0: a wide uniform guess',
  keep: 'with rollouts, above 0: the standard errors by which a move’s rollouts must beat the heuristic’s choice’s, draw for draw, for it to be played instead (0: the best mean)',
  model:
    'with rollouts=0, the weight of the trained model’s chances at the search’s leaves; with rollouts, in the worth of a rollout that stops unfinished (the rest: the heuristic’s lead)',
  margin:
    'the search’s weight of the margin (lead over the best other seat, up to 25 points) in the value of a finished game or of a playout’s end (the rest: the win, or the lead’s logistic)',
  others:
    'with rollouts, how the other seats play in them: 0 the heuristic, 1 the quick judgement of single moves (the search’s playout policy), 2 the heuristic in the draft and the quick judgement elsewhere',
  searchDraft: 'with rollouts, 1: the search (as with rollouts=0) chooses the columns of the draft',
  searchAuction: 'with rollouts, 1: the search chooses the bids of the raw-materials auctions',
  searchPlay: 'with rollouts, 1: the search chooses the cards played in phase 3 (and the bribery answers)',
};

interface RolloutLevelSettings extends SearchSettings {
  rollouts: number;
  blend: number;
  samples: number;
  rolloutDepth: number;
  noise: number;
  money: number;
  keep: number;
  searchDraft: number;
  searchAuction: number;
  searchPlay: number;
  others: number;
}

const TYCOON_ROLLOUTS: RolloutLevelSettings = {
  ...TYCOON,
  rollouts: 4,
  samples: 48,
  rolloutDepth: 40,
  blend: 0,
  noise: 0,
  // Measured no stronger against `mcts` (docs/bots.md), so the draws keep the uniform guess by default.
  money: 0,
  keep: 0,
  searchDraft: 0,
  searchAuction: 0,
  searchPlay: 0,
  others: 0,
};

/** The kind of decision a view asks for, by the settings that hand it to the search. */
const searchesIt = (s: RolloutLevelSettings, view: IwView): boolean =>
  view.auction !== null
    ? s.searchAuction > 0
    : view.phase === 'drafting'
      ? s.searchDraft > 0
      : s.searchPlay > 0;

/** Share of a time budget the rollouts may use: the rest is margin for a slow moment of the machine. */
const TIME_SHARE = 0.8;

/** Share of a time budget the search takes before the rollouts, when the two are blended. */
const SEARCH_SHARE = 0.4;

/**
 * The search first (its share of the time, or the iteration budget), then rollouts of its most visited
 * moves in the time left; the move with the best blend of the two values (weight `blend` on the search's).
 */
function blended(
  game: AnyGame,
  defaults: RolloutLevelSettings,
  turn: BotTurn,
  legal: readonly IwMove[],
  rng: RngState,
  s: RolloutLevelSettings,
  tuning: BotTuning,
  budget: { ms?: number; iterations?: number },
  t0: number,
): SearchResult {
  const { ms } = budget;
  const view = turn.view as IwView;
  const { profile, options } = levelSearch(game, defaults, view, tuning);
  const found = search({
    game,
    seat: turn.seat,
    view,
    legalMoves: legal,
    rng,
    budget: ms === undefined ? { iterations: budget.iterations } : { ms: ms * SEARCH_SHARE },
    profile,
    ...options,
  });
  const top = found.root.filter((m) => m.visits > 0).slice(0, Math.max(1, s.rollouts));
  if (top.length < 2) return found;
  const deadline = ms === undefined ? Infinity : t0 + ms * TIME_SHARE;
  const r = rolloutMove(
    game,
    view,
    turn.seat,
    legal,
    rng,
    {
      width: top.length,
      samples: s.samples,
      depth: s.rolloutDepth,
      scale: s.scale,
      moves: top.map((m) => m.move as IwMove),
    },
    deadline,
  );
  if (r.ranked[0].samples === 0) return found;
  const worth = new Map(r.ranked.map((m) => [moveKey(m.move), m.worth]));
  const root = top
    .map((m) => ({
      ...m,
      value: s.blend * m.value + (1 - s.blend) * (worth.get(moveKey(m.move as IwMove)) ?? 0),
    }))
    .sort((a, b) => b.value - a.value);
  return { ...found, move: root[0].move, root, ms: performance.now() - t0 };
}

/**
 * The strongest level's judgement of a decision from the seat's own view, for hints: its rollouts with
 * its own counts (never cut short by the clock), the moves played out best
 * first. `rng` draws the hidden parts: seeded by the position, the same position gets the same judgement.
 */
export const tycoonRollouts = (
  game: AnyGame,
  view: IwView,
  seat: number,
  legal: readonly IwMove[],
  rng: RngState,
): RolloutResult =>
  rolloutMove(game, view, seat, legal, rng, {
    width: TYCOON_ROLLOUTS.rollouts,
    samples: TYCOON_ROLLOUTS.samples,
    depth: TYCOON_ROLLOUTS.rolloutDepth,
    scale: TYCOON_ROLLOUTS.scale,
  });

/** With `model` above 0, an unfinished rollout's worth mixes in the trained model's chances (if shipped). */
const cutOf = (game: AnyGame, weight: number): { cut?: (s: IwState) => number[]; cutWeight?: number } =>
  weight > 0 && valueModelStatus(game).ready
    ? { cut: (st) => winChancesOfState(game, st), cutWeight: weight }
    : {};

/** The strongest level: rollouts with the heuristic (rollout.ts), or the search when `rollouts` is 0. */
const tycoonLevel = (defaults: RolloutLevelSettings): BotFactory => {
  const search = wasteLevel('tycoon', defaults);
  const factory = (input: Parameters<BotFactory>[0]): SearchBot => {
    const s = settingsOf(defaults, input.tuning ?? {});
    if (s.rollouts <= 0) return search(input) as SearchBot;
    // The kinds of decision given to the search (searchDraft, searchAuction, searchPlay) use it whole.
    const searcher = search(input) as SearchBot;
    const { game } = input;
    const rng = rngFromSeed(`tycoon-bot:${input.seed}`);
    // With an iteration budget alone (the run's, or the level's own `iterations`) the counts decide;
    // else the time budget (default 1 s) caps them.
    const budget = budgetOf(input.budget, input.tuning ?? {});
    const ms = budget.ms;
    let lastSearch: SearchResult | null = null;
    return {
      name: 'tycoon',
      get lastSearch() {
        return lastSearch;
      },
      decide(turn) {
        const legal = turn.legalMoves as IwMove[];
        if (legal.length === 1) return legal[0];
        if (searchesIt(s, turn.view as IwView)) {
          const move = searcher.decide(turn);
          lastSearch = searcher.lastSearch;
          return move;
        }
        const t0 = performance.now();
        const deadline = ms === undefined ? Infinity : t0 + ms * TIME_SHARE;
        if (s.blend > 0) {
          lastSearch = blended(
            game,
            defaults,
            turn,
            legal,
            rng,
            s,
            input.tuning ?? {},
            { ms, iterations: budget.iterations },
            t0,
          );
          return lastSearch.move;
        }
        const r = rolloutMove(
          game,
          turn.view as IwView,
          turn.seat,
          legal,
          rng,
          {
            width: s.rollouts,
            samples: s.samples,
            depth: s.rolloutDepth,
            scale: s.scale,
            noise: s.noise,
            keep: s.keep,
            others: s.others,
            ...(s.money > 0 && turn.money ? { money: turn.money } : {}),
            ...cutOf(game, s.model),
          },
          deadline,
        );
        const played = r.ranked.length > 1 ? r.ranked[0].samples * r.ranked.length : 0;
        lastSearch = {
          move: r.move,
          iterations: played,
          ms: performance.now() - t0,
          root: r.ranked.map((m) => ({ move: m.move, visits: m.samples, value: m.worth })),
          errors: 0,
        };
        return r.move;
      },
    };
  };
  return Object.assign(factory, { tunables: ROLLOUT_TUNABLES });
};

export const industrialWasteBots: Record<string, BotFactory> = {
  heuristic: industrialWasteHeuristic,
  mcts: wasteLevel('mcts', MCTS),
  tycoon: tycoonLevel(TYCOON_ROLLOUTS),
};
