// A trained model of the chances to win, as plain JSON data, in two stages. First each seat's final
// score: linear in its features. Then a conditional logit over the seats: each seat's score is linear in
// its features, its expected final score and that score's lead over the best rival's, and its chance is
// the softmax of the scores. The weights of both stages change with the game's progress: each is a
// piecewise-linear blend of one weight vector per knot. Inference is a few dozen multiplications and
// one exp per seat: no library needed.
import { bestOther, type PositionFeatures } from './features.ts';
import type { RolloutSettings } from './rollout-settings.ts';

/** Bumped when the file's layout changes. */
export const MODEL_FORMAT = 2;

/** The logit's features after the game's own: the first stage's results. */
export const DERIVED_FEATURES = ['expectedFinalScore', 'expectedFinalLead'] as const;

export interface ValueModel {
  format: number;
  game: string;
  /** The game's rules version the training games were played under. */
  rulesVersion: number;
  features: { version: number; names: string[] };
  /** Progress values (0..1, increasing, first 0, last 1) where the weight vectors are given. */
  knots: number[];
  /** Per feature: the training data's spread; the weights apply to feature / scale. */
  scale: number[];
  /** First stage: per knot, one weight per scaled feature and a constant (last): the final score. */
  score: number[][];
  /** Second stage: the spreads of the derived features, and per knot one weight per logit feature. */
  logit: { scale: number[]; weights: number[][] };
  /** Late in the game, playouts blended with the model's chances (rollout.ts); absent: none. */
  rollout?: RolloutSettings;
  /** How it was made, so that `train` can make it again and `calibrate` can refuse its games. */
  training: TrainingInfo;
}

export interface TrainingInfo {
  seed: string;
  games: number;
  players: number[];
  explore: number;
  bot: string;
  positions: number;
  l2: number;
  smooth: number;
  /** Mean log loss of the winners' shares over the training positions. */
  logLoss: number;
  /** With late playouts: the games (the first ones) and positions their weight was fitted on. */
  rolloutGames?: number;
  rolloutPositions?: number;
}

const finite = (rows: number[][], K: number, width: number) =>
  rows.length === K && rows.every((w) => w.length === width && w.every((v) => Number.isFinite(v)));

/** Why a model cannot be used for a game, or null when it can. */
export function modelMismatch(
  model: ValueModel,
  game: { id: string; rulesVersion: number },
  features: { version: number; names: readonly string[] },
): string | null {
  if (model.format !== MODEL_FORMAT) return `model format ${model.format}, expected ${MODEL_FORMAT}`;
  if (model.game !== game.id) return `a model of ${model.game}, not of ${game.id}`;
  if (model.rulesVersion !== game.rulesVersion)
    return `trained under rules version ${model.rulesVersion}; the game is at version ${game.rulesVersion}`;
  if (
    model.features.version !== features.version ||
    model.features.names.length !== features.names.length ||
    model.features.names.some((name, i) => name !== features.names[i])
  )
    return `trained on features version ${model.features.version}; the code has version ${features.version}`;
  const F = features.names.length;
  const K = model.knots.length;
  if (K < 2 || model.knots[0] !== 0 || model.knots[K - 1] !== 1) return 'knots must run from 0 to 1';
  if (model.knots.some((k, i) => i > 0 && !(k > model.knots[i - 1]))) return 'knots must increase';
  const positive = (xs: number[], n: number) => xs.length === n && xs.every((v) => v > 0);
  if (!positive(model.scale, F) || !positive(model.logit.scale, DERIVED_FEATURES.length))
    return 'one positive scale per feature is needed';
  if (!finite(model.score, K, F + 1) || !finite(model.logit.weights, K, F + DERIVED_FEATURES.length))
    return 'finite weights for every feature and knot are needed';
  if (model.rollout) return rolloutMismatch(model.rollout);
  return null;
}

function rolloutMismatch(r: RolloutSettings): string | null {
  const unit = (v: number) => Number.isFinite(v) && v >= 0 && v <= 1;
  if (!unit(r.from) || !unit(r.full) || r.full < r.from) return 'rollout: 0 <= from <= full <= 1 is needed';
  if (!unit(r.weight) || !unit(r.explore)) return 'rollout: weight and explore must be from 0 to 1';
  if (!Number.isInteger(r.playouts) || r.playouts < 1)
    return 'rollout: playouts must be a positive whole number';
  if (typeof r.level !== 'string' || r.level === '') return 'rollout: a bot level is needed';
  return null;
}

/** The two knots around `progress` and their blend weights. */
export function knotBlend(knots: readonly number[], progress: number): [number, number, number] {
  const t = Math.max(0, Math.min(1, progress));
  let k = 0;
  while (k < knots.length - 2 && t > knots[k + 1]) k++;
  const span = knots[k + 1] - knots[k];
  const right = span > 0 ? (t - knots[k]) / span : 0;
  return [k, 1 - right, right];
}

/** Per seat, the first stage's expected final score. */
export function expectedScores(model: ValueModel, f: PositionFeatures): Float64Array {
  const F = model.scale.length;
  const [k, a, b] = knotBlend(model.knots, f.progress);
  const wl = model.score[k];
  const wr = model.score[k + 1];
  const out = new Float64Array(f.players);
  for (let s = 0; s < f.players; s++) {
    let sum = a * wl[F] + b * wr[F];
    const o = s * F;
    for (let j = 0; j < F; j++) sum += ((a * wl[j] + b * wr[j]) * f.x[o + j]) / model.scale[j];
    out[s] = sum;
  }
  return out;
}

/** Per seat, the logit's score (before the softmax). */
export function seatScores(model: ValueModel, f: PositionFeatures): Float64Array {
  const F = model.scale.length;
  const [k, a, b] = knotBlend(model.knots, f.progress);
  const wl = model.logit.weights[k];
  const wr = model.logit.weights[k + 1];
  const expected = expectedScores(model, f);
  const [scaleScore, scaleLead] = model.logit.scale;
  const scores = new Float64Array(f.players);
  for (let s = 0; s < f.players; s++) {
    const o = s * F;
    let sum = 0;
    for (let j = 0; j < F; j++) sum += ((a * wl[j] + b * wr[j]) * f.x[o + j]) / model.scale[j];
    const lead = f.players > 1 ? expected[s] - bestOther(expected, s) : 0;
    sum += ((a * wl[F] + b * wr[F]) * expected[s]) / scaleScore;
    sum += ((a * wl[F + 1] + b * wr[F + 1]) * lead) / scaleLead;
    scores[s] = sum;
  }
  return scores;
}

/** Softmax of `scores`, written into a new array summing to 1. */
export function softmax(scores: ArrayLike<number>): number[] {
  let max = -Infinity;
  for (let i = 0; i < scores.length; i++) if (scores[i] > max) max = scores[i];
  const out = new Array<number>(scores.length);
  let sum = 0;
  for (let i = 0; i < scores.length; i++) {
    out[i] = Math.exp(scores[i] - max);
    sum += out[i];
  }
  for (let i = 0; i < out.length; i++) out[i] /= sum;
  return out;
}

/** Each seat's chance to win a running position, from its features. */
export function predict(model: ValueModel, f: PositionFeatures): number[] {
  return softmax(seatScores(model, f));
}
