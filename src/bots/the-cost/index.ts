// The levels of The Cost: a heuristic that looks ahead to the end of its own turn, UCT search over
// the one state the view describes (nothing is hidden after setup), guided by the same judgements, and
// the strongest, which plays out the heuristic's best moves to the end of the game (rollout.ts).
import type { CostMove, CostState, CostView } from '../../games/the-cost/index.ts';
import { hashState, rngFromSeed, type AnyGame, type RngState } from '../../kernel/index.ts';
import { search as runSearch, type SearchBudget } from '../search/mcts.ts';
import { budgetOf, searchLevel } from '../mcts.ts';
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
import { EVAL_TUNABLES, evalConstantsOf, REVERSED_EVAL, TUNED_EVAL } from './eval-constants.ts';
import { outlookOf, seatValues } from './evaluate.ts';
import { theCostHeuristic } from './heuristic.ts';
import { candidates, playoutMove, priors } from './policy.ts';
import { tableOf } from './reader.ts';
import { rolloutMove, rolloutRanking, type RolloutEnd, type RolloutSettings } from './rollout.ts';

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

/** `mcts`'s own search from `view` with its default settings, as its bot runs it (for replaying its games). */
export const mctsLevelSearch = (game: AnyGame, view: CostView): LevelSearch => levelSearch(game, MCTS, view);

/** The strongest level's search from `view`, for hints. */
export const strongestSearch = (game: AnyGame, view: CostView): LevelSearch =>
  levelSearch(game, TYCOON, view);

/** `mcts`'s own search from `view`, stopping once its move is settled (the same move, sooner). */
const mctsSearch = (
  game: AnyGame,
  view: CostView,
  seat: number,
  legal: readonly CostMove[],
  rng: RngState,
  budget: SearchBudget,
) => {
  const level = levelSearch(game, { ...MCTS, stop: 1 }, view);
  return runSearch({
    game,
    seat,
    view,
    legalMoves: legal,
    rng,
    budget,
    profile: level.profile,
    ...level.options,
  });
};

/** Reply searches a level remembers before it forgets them all (each is a position's key and a move). */
const REPLIES_KEPT = 20000;

/**
 * The other seat's reply in the rollouts from `mcts`'s own search with `iterations`, where at most
 * `rounds` rounds of production are left (0: always); elsewhere none, and the rollout plays the
 * heuristic's. The search is seeded by the position, so a position always gets the same reply,
 * whichever rollout or decision meets it: the replies are remembered, a position met again (another
 * candidate's rollout reaching it, or the level's next decision in the same turn) costs no second
 * search, and no move depends on what the level met before.
 */
export function replySearch(
  game: AnyGame,
  iterations: number,
  rounds: number,
): NonNullable<RolloutSettings['reply']> {
  const known = new Map<string, CostMove>();
  return (s, seat, legal) => {
    if (rounds > 0 && outlookOf(s).productionLeft > rounds) return undefined;
    const view = game.view(s, seat) as CostView;
    const key = `${seat}:${hashState(s)}`;
    const seen = known.get(key);
    if (seen) return seen;
    const move = mctsSearch(game, view, seat, legal, rngFromSeed(`tycoon-reply:${key}`), {
      iterations,
    }).move as CostMove;
    if (known.size >= REPLIES_KEPT) known.clear();
    known.set(key, move);
    return move;
  };
}

/** Share of a time budget the search of `rolloutSearch` may take before the rollouts. */
const SEARCH_SHARE = 0.6;

/** The Cost's own settings of the strongest level, on top of the search's. */
const ROLLOUT_TUNABLES: Readonly<Record<string, string>> = {
  ...SEARCH_TUNABLES,
  ...EVAL_TUNABLES,
  rollouts:
    'moves played out per decision at least, the heuristic’s best ones, every seat then playing on with the heuristic (0: search instead)',
  rolloutMax: 'moves played out per decision at most, while rolloutWork lasts',
  rolloutWork:
    'decisions the rollouts of one decision may play in all before no more moves are played out past rollouts (0: exactly rollouts)',
  rolloutDepth: 'decisions played in each rollout before the lead is read (0: to the end of the game)',
  rolloutEarly:
    'moves played out per decision at least in the first round, rolloutMax and rolloutWork raised in proportion (0: rollouts)',
  rolloutReplies:
    'replies of the other seat tried at its first decision in each rollout, the worst for the mover counting (1: the heuristic’s choice only)',
  rolloutKeep:
    'above 0: the dollars of final margin by which a move’s rollout must end better than the heuristic’s own choice’s for it to be played instead (0: the best ending)',
  rolloutTrust:
    'with rolloutReplies above 1: the weight of the heuristic’s own reply in a mean of the replies’ endings, the others sharing the rest (0: the worst counts)',
  rolloutSearch:
    'above 0: iterations of mcts’s own search before the rollouts, whose most visited moves are played out too (0: the heuristic’s moves only)',
  rolloutSearchMoves: 'with rolloutSearch: how many of the search’s most visited moves are played out',
  rolloutReplySearch:
    'above 0: in each rollout the other seat’s first decision with a choice is made by mcts’s own search with that many iterations, seeded by the position, not the heuristic (0: the heuristic)',
  rolloutReplyRounds:
    'with rolloutReplySearch: the search makes that reply only while at most this many rounds of production are left (1: the last round only; 0: in every round)',
  rolloutOthers:
    'with eval or single constants: 1 lets the seats other than the mover play the rollouts with the default constants, 0 with the same as the mover',
  rolloutModels:
    'models of the other seat each move is played out against, its worth the mean of their endings (1: the default constants only; 2: and the tuned set; 3: and the tuned changes reversed), rolloutWork in proportion',
  rolloutLast:
    'above 0: in each rollout the other seat’s decisions in the last round’s first two phases play out that many of its heuristic’s best moves to the end and take the best for it (0: the heuristic’s choice)',
  lastSearch:
    'above 0: in the last round the level plays the move of mcts’s own search with that many iterations, seeded by the position, instead of its rollouts (0: rollouts in every round)',
  lastTree:
    'above 1: in the last round each move weighed is judged by a small game tree, the first lastTreeDepth decisions with a choice along each line trying that many of the heuristic’s best moves, the mover taking the best ending and the other seat the worst (0: one rollout)',
  lastTreeDepth: 'with lastTree: the decisions with a choice along each line of the tree that branch',
  lastTreeOwn:
    'with lastTree: 0 lets only the other seat’s decisions branch and count in lastTreeDepth, the mover playing the heuristic’s choice (1: both seats’)',
  earlyEndRoot:
    'with earlyEnd: 1 uses the early end only to rank the moves played out at the level’s own decision, the rollouts played and judged as if the game lasted four rounds (0: everywhere)',
  rolloutPath:
    'above 0, with rolloutReplies 1: the weight, added to each rollout’s ending, of the mover’s mean lead in dollars at its own decisions along the rollout (0: the ending alone)',
};

interface RolloutLevelSettings extends SearchSettings {
  rollouts: number;
  rolloutMax: number;
  rolloutWork: number;
  rolloutDepth: number;
  rolloutEarly: number;
  rolloutReplies: number;
  rolloutTrust: number;
  rolloutKeep: number;
  rolloutSearch: number;
  rolloutSearchMoves: number;
  rolloutReplySearch: number;
  rolloutReplyRounds: number;
  rolloutPath: number;
  rolloutOthers: number;
  rolloutModels: number;
  rolloutLast: number;
  lastSearch: number;
  lastTree: number;
  lastTreeDepth: number;
  lastTreeOwn: number;
  earlyEndRoot: number;
}

const TYCOON_ROLLOUTS: RolloutLevelSettings = {
  ...TYCOON,
  rollouts: 4,
  rolloutMax: 8,
  rolloutWork: 320,
  rolloutDepth: 0,
  rolloutEarly: 0,
  rolloutReplies: 1,
  rolloutTrust: 0,
  rolloutKeep: 0,
  rolloutSearch: 0,
  rolloutSearchMoves: 1,
  rolloutReplySearch: 0,
  rolloutReplyRounds: 0,
  rolloutPath: 0,
  rolloutOthers: 0,
  rolloutModels: 1,
  rolloutLast: 0,
  lastSearch: 0,
  lastTree: 0,
  lastTreeDepth: 3,
  lastTreeOwn: 1,
  earlyEndRoot: 0,
};

/** The models of the other seat of `rolloutModels`, in order: the default constants (none), the tuned set, its changes reversed. */
const OTHER_MODELS = [undefined, TUNED_EVAL, REVERSED_EVAL] as const;

/** The rollouts' settings for a decision from `view` (the level's and the hints' alike). */
const rolloutSettingsOf = (s: RolloutLevelSettings, view: CostView): RolloutSettings => ({
  width: s.rollouts,
  maxWidth: s.rolloutMax,
  work: s.rolloutWork,
  depth: s.rolloutDepth,
  early: s.rolloutEarly,
  replies: s.rolloutReplies,
  trust: s.rolloutTrust,
  keep: s.rolloutKeep,
  path: s.rolloutPath,
  last: s.rolloutLast,
  tree: s.lastTree,
  treeDepth: s.lastTreeDepth,
  treeOwn: s.lastTreeOwn,
  ...(s.rolloutModels > 1
    ? { models: OTHER_MODELS.slice(0, s.rolloutModels).map((m) => tableOf(view, m)) }
    : {}),
});

/**
 * The strongest level's judgement of a decision, for hints: the moves it plays out from `state` (the
 * one state the seat's view describes), best first, each with how its rollout ended. The first is the
 * move the level plays.
 */
export const tycoonRanking = (
  game: AnyGame,
  state: CostState,
  seat: number,
  legal: readonly CostMove[],
): { move: CostMove; end: RolloutEnd | null }[] => {
  const view = game.view(state, seat) as CostView;
  return rolloutRanking(game, state, seat, legal, tableOf(view), rolloutSettingsOf(TYCOON_ROLLOUTS, view));
};

/** The strongest level: rollouts with the heuristic (rollout.ts), or the search when `rollouts` is 0. */
const tycoonLevel = (defaults: RolloutLevelSettings): BotFactory => {
  const search = costLevel('tycoon', defaults);
  const factory = (input: Parameters<BotFactory>[0]) => {
    const s = settingsOf(defaults, input.tuning ?? {});
    if (s.rollouts <= 0) return search(input);
    const { game } = input;
    const rng = rngFromSeed(`tycoon-bot:${input.seed}`);
    const searchRng = rngFromSeed(`tycoon-search:${input.seed}`);
    const reply =
      s.rolloutReplySearch > 0 ? replySearch(game, s.rolloutReplySearch, s.rolloutReplyRounds) : undefined;
    // The constants of the heuristic that ranks the moves and plays the rollouts (mcts's search keeps its own).
    const ranking = evalConstantsOf(input.tuning);
    // `earlyEndRoot`: the early end ranks the decision's moves only; the rollouts keep four rounds.
    const rootOnly = s.earlyEndRoot > 0 && (ranking?.earlyEnd ?? 0) > 0;
    const ev = rootOnly ? evalConstantsOf({ ...input.tuning, earlyEnd: 0 }) : ranking;
    // Counted iterations, so that a run with an iteration budget gives the same moves on any machine;
    // under a time budget (a server's stand-in) the search also stops at its share of the time, leaving
    // the rest to the rollouts.
    const limits = budgetOf(input.budget, input.tuning ?? {});
    const searchBudget =
      limits.iterations === undefined && limits.ms !== undefined
        ? { iterations: s.rolloutSearch, ms: limits.ms * SEARCH_SHARE }
        : { iterations: s.rolloutSearch };
    return {
      name: 'tycoon',
      decide(turn: Parameters<ReturnType<BotFactory>['decide']>[0]) {
        const legal = turn.legalMoves as CostMove[];
        if (legal.length === 1) return legal[0];
        const view = turn.view as CostView;
        const state = game.determinize(view, turn.seat, rng) as CostState;
        if (s.lastSearch > 0 && outlookOf(state).productionLeft <= 1) {
          // The last round: mcts's own search, seeded by the position, so a position always gets the same move.
          const seed = `tycoon-last:${turn.seat}:${hashState(state)}`;
          return mctsSearch(game, view, turn.seat, legal, rngFromSeed(seed), { iterations: s.lastSearch })
            .move;
        }
        const settings = rolloutSettingsOf(s, view);
        if (s.rolloutSearch > 0) {
          // mcts's own search, counted in iterations so that the move stays the same on any machine;
          // its most visited moves join the heuristic's in the rollouts.
          const found = mctsSearch(game, view, turn.seat, legal, searchRng, searchBudget);
          const k = Math.max(1, s.rolloutSearchMoves);
          settings.extra = found.root.slice(0, k).map((m) => m.move as CostMove);
        }
        if (s.rolloutReplySearch > 0) settings.reply = reply;
        if (ev && s.rolloutOthers > 0) settings.others = tableOf(view);
        if (rootOnly) settings.rank = tableOf(view, ranking);
        return rolloutMove(game, state, turn.seat, legal, tableOf(view, ev), settings);
      },
    };
  };
  return Object.assign(factory, { tunables: ROLLOUT_TUNABLES });
};

export const theCostBots: Record<string, BotFactory> = {
  heuristic: theCostHeuristic,
  mcts: costLevel('mcts', MCTS),
  tycoon: tycoonLevel(TYCOON_ROLLOUTS),
};
