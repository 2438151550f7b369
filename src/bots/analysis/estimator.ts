// How the analysis estimates a position: from the game's trained model of the chances to win where it
// has a usable one (../value/), else by a search of a fixed number of iterations (estimate.ts). The
// estimator's id is stored with a game's analysis, so a new model is never mixed with figures from
// another.
import { hashState, type AnyGame } from '../../kernel/index.ts';
import { analysisReadsPublicMoney, valueModelStatus } from '../value/index.ts';
import { analysisIterations } from './budget.ts';

export type Estimator = { kind: 'model'; id: string } | { kind: 'search'; id: string; iterations: number };

const ids = new WeakMap<object, string>();

/**
 * Bumped when the code that turns a model's output into chances changes (the even split of seats
 * alike but for the turn order, the late playouts), so figures of the old code are made again.
 */
const MODEL_ESTIMATE_VERSION = 2;

/** The model's id: a hash of its file's contents, so any retrained model is another estimator. */
function modelId(model: object): string {
  let id = ids.get(model);
  if (!id) ids.set(model, (id = `model:${hashState({ model, v: MODEL_ESTIMATE_VERSION }).slice(0, 16)}`));
  return id;
}

export const searchEstimator = (iterations: number): Estimator => ({
  kind: 'search',
  id: `search:${iterations}`,
  iterations,
});

/**
 * The estimator of the analysis of `game`: its model when usable (the one reading the public money
 * where the game counts it and `moneyKnown`: false for a game started from a position, whose starting
 * cash is not the rules' own), else the search.
 */
export function analysisEstimator(game: AnyGame, moneyKnown = true): Estimator {
  const status = valueModelStatus(game, undefined, moneyKnown && analysisReadsPublicMoney(game));
  if (status.model) return { kind: 'model', id: modelId(status.model) };
  return searchEstimator(analysisIterations(game));
}
