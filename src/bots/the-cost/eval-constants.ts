// The constants of The Cost's evaluation (evaluate.ts) that are judgement calls rather than rules, as one
// set that levels can be handed: the default set every level uses unless told otherwise, the set tuned
// by self-play (scripts/tune-the-cost-eval.ts), and the bot settings that choose or change them.
import type { BotTuning } from '../types.ts';

/**
 * The judgement calls of the evaluation, as opposed to the rules it restates (capacities, dice): how
 * much later earnings, sales, tolls, endangered facilities and resources are worth. `heuristic`, `mcts`
 * and hints use DEFAULT_EVAL; other sets are for measuring (bot settings of `heuristic` and `tycoon`).
 */
export interface EvalConstants {
  /** Later production is less sure: actions, demand and routes may run out. */
  future: number;
  /** A refined die rarely sells at full price: markets fill, demand drops. */
  market: number;
  /** Each rail or port of one's own earns about this much per round from dice passing through it. */
  toll: number;
  /** Rail (port) authority draws moving dice onto one's rails (ports): about this much more toll per level. */
  authority: number;
  /**
   * How safe a facility is in a country with the demand tracker on a space (index 0..5): every death
   * moves it one space, and at 0 the country is regulated out and every facility in it is lost. With
   * two or three players working unsafely a country lasts only a few more deaths, so the risk grows fast.
   */
  safety: readonly number[];
  /** Share of the next mine's (mill's) worth that the resources paying for it carry. */
  buildShare: number;
  /** Dollars above their cost that resources for the next safe work are worth, each. */
  safeWork: number;
  /** Share of its cost that each of a few further resources keeps. */
  spare: number;
  /** Share of its cost that each resource of a heap beyond those keeps. */
  heap: number;
  /**
   * Above 0: deaths each facility is expected to cause per production (its work done unsafely), from
   * which the evaluation reckons when every country in play will be regulated out and the game end
   * before its fourth round (evaluate.ts, `outlookOf`); 0: the game is taken to last four rounds.
   */
  earlyEnd: number;
  /**
   * With `earlyEnd`: the early end counts only once the game's life is below this many productions,
   * where it is sharp (a life longer than that is taken as the four rounds); 0: whenever it is shorter
   * than the rounds left.
   */
  earlyEndWithin: number;
}

export const DEFAULT_EVAL: EvalConstants = {
  future: 0.75,
  market: 0.85,
  toll: 0.4,
  authority: 0.25,
  safety: [0, 0.15, 0.4, 0.65, 0.85, 1],
  buildShare: 0.5,
  safeWork: 0.3,
  spare: 0.3,
  heap: 0.05,
  earlyEnd: 0,
  earlyEndWithin: 0,
};

/**
 * Tuned by self-play of the heuristic against the heuristic with DEFAULT_EVAL, reproduced by
 * `npx tsx scripts/tune-the-cost-eval.ts` (docs/bots.md): later production and authority count more,
 * sales at full price less; a country two deaths from regulation is judged less safe; resources count
 * for less of the next facility and little above cost for safe work.
 */
export const TUNED_EVAL: EvalConstants = {
  future: 0.825,
  market: 0.775,
  toll: 0.4,
  authority: 0.375,
  safety: [0, 0.15, 0.25, 0.65, 0.85, 1],
  buildShare: 0.3,
  safeWork: 0.1,
  spare: 0.3,
  heap: 0.05,
  earlyEnd: 0,
  earlyEndWithin: 0,
};

/**
 * The tuned set's changes reversed about the default (each constant the default's minus the tuned
 * change): a player who errs the other way, as one of the models of another seat (`rolloutModels`).
 */
export const REVERSED_EVAL: EvalConstants = {
  future: 2 * DEFAULT_EVAL.future - TUNED_EVAL.future,
  market: 2 * DEFAULT_EVAL.market - TUNED_EVAL.market,
  toll: 2 * DEFAULT_EVAL.toll - TUNED_EVAL.toll,
  authority: 2 * DEFAULT_EVAL.authority - TUNED_EVAL.authority,
  safety: DEFAULT_EVAL.safety.map((v, i) => 2 * v - TUNED_EVAL.safety[i]),
  buildShare: 2 * DEFAULT_EVAL.buildShare - TUNED_EVAL.buildShare,
  safeWork: 2 * DEFAULT_EVAL.safeWork - TUNED_EVAL.safeWork,
  spare: 2 * DEFAULT_EVAL.spare - TUNED_EVAL.spare,
  heap: 2 * DEFAULT_EVAL.heap - TUNED_EVAL.heap,
  earlyEnd: 0,
  earlyEndWithin: 0,
};

/** The named sets, by the value of the `eval` setting. */
const SETS: readonly EvalConstants[] = [DEFAULT_EVAL, TUNED_EVAL];

/** The plain-number constants a setting may change, by setting name. */
const SCALARS = [
  'future',
  'market',
  'toll',
  'authority',
  'buildShare',
  'safeWork',
  'spare',
  'heap',
  'earlyEnd',
  'earlyEndWithin',
] as const;
/** Safety on demand spaces 1..4 (0 is regulated out, 5 is safe). */
const SAFETY_SPACES = [1, 2, 3, 4];

/** The settings of a level that choose or change its evaluation's constants. */
export const EVAL_TUNABLES: Readonly<Record<string, string>> = {
  eval: 'the evaluation’s constants: 0 the default set, 1 the set tuned by self-play (docs/bots.md); the settings below change single constants of it',
  future: 'weight of production still to come',
  market: 'share of full price a refined die is expected to sell for',
  toll: 'dollars a rail or port of one’s own earns per round',
  authority: 'extra toll per authority level',
  ...Object.fromEntries(
    SAFETY_SPACES.map((i) => [
      `safety${i}`,
      `worth kept by a facility in a country with demand on space ${i}`,
    ]),
  ),
  buildShare: 'share of the next mine’s or mill’s worth carried by the resources that pay for it',
  safeWork: 'dollars above cost of each resource for the next safe work',
  spare: 'share of cost kept by each of a few further resources',
  heap: 'share of cost kept by each resource beyond those',
  earlyEnd:
    'above 0: deaths each facility is expected to cause per production, from which the evaluation reckons when every country in play is regulated out and the game ends early, counting no production past it (0: four rounds always)',
  earlyEndWithin:
    'with earlyEnd: the early end counts only once the game’s life is below this many productions, four rounds otherwise (0: whenever it is shorter than the rounds left)',
};

/** The constants `tuning` asks for, or undefined when it asks for the default set unchanged. */
export function evalConstantsOf(tuning: BotTuning = {}): EvalConstants | undefined {
  const named = tuning.eval ?? 0;
  const base = SETS[named];
  if (base === undefined) throw new RangeError(`eval=${named}: the sets are 0 (default) and 1 (tuned)`);
  const changed =
    SCALARS.some((k) => tuning[k] !== undefined) ||
    SAFETY_SPACES.some((i) => tuning[`safety${i}`] !== undefined);
  if (!changed) return base === DEFAULT_EVAL ? undefined : base;
  const out: EvalConstants = { ...base, safety: base.safety.slice() };
  for (const k of SCALARS) if (tuning[k] !== undefined) out[k] = tuning[k];
  const safety = out.safety as number[];
  for (const i of SAFETY_SPACES) if (tuning[`safety${i}`] !== undefined) safety[i] = tuning[`safety${i}`];
  return out;
}
