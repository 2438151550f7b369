// Fitting a model of the chances to win (model.ts) to finished games, from every position of every
// game: first each seat's final score by penalised least squares (fit-score.ts), then the conditional
// logit over the seats by maximum likelihood of the winners' shares (fit-logit.ts). Both carry two
// penalties: L2 on the weights (features are scaled first, so the penalty treats them alike) and one on
// the change of each weight from one knot to the next, so that the estimate does not jump as the game
// moves on. Nothing here is random: the same games give the same model, bit for bit.
import type { AnyGame, MatchRecord, Outcome } from '../../kernel/index.ts';
import type { FeatureSet } from './features.ts';
import { PublicMoneyCounter } from './public-transactions.ts';
import { fitLogit, type Rows } from './fit-logit.ts';
import { fitScore } from './fit-score.ts';
import {
  DERIVED_FEATURES,
  expectedScores,
  knotBlend,
  MODEL_FORMAT,
  type TrainingInfo,
  type ValueModel,
} from './model.ts';

export interface FinishedGame {
  record: MatchRecord;
  outcome: Outcome;
}

/** Positions as flat arrays: position i has `players[i]` seats whose rows start at `row[i]`. */
export interface Dataset {
  F: number;
  progress: number[];
  players: number[];
  row: number[];
  /** Per seat row, F features. */
  x: number[];
  /** Per seat row, the seat's share of the victory (0, 1, or 1/k for k winners). */
  y: number[];
  /** Per seat row, the seat's final score. */
  score: number[];
}

export function emptyDataset(F: number): Dataset {
  return { F, progress: [], players: [], row: [], x: [], y: [], score: [] };
}

/** Adds every running position of a finished game (the setup included, the end left out). */
export function addGame(data: Dataset, game: AnyGame, features: FeatureSet, g: FinishedGame): void {
  const players = g.record.options.players;
  const share = new Array<number>(players).fill(0);
  for (const w of g.outcome.winners) share[w] = 1 / g.outcome.winners.length;
  let state = game.setup(g.record.options, g.record.seed);
  // Features that read the public money get it counted along the game's public log.
  const counter = features.publicMoney ? new PublicMoneyCounter(game, players) : null;
  const add = () => {
    const f = features.ofState(state, counter?.money);
    data.progress.push(f.progress);
    data.players.push(players);
    data.row.push(data.y.length);
    for (let i = 0; i < f.x.length; i++) data.x.push(f.x[i]);
    for (let s = 0; s < players; s++) {
      data.y.push(share[s]);
      data.score.push(g.outcome.scores[s]);
    }
  };
  for (const m of g.record.moves) {
    add();
    const before = state;
    state = game.apply(state, m.seat, m.move);
    counter?.move(before, state, m.seat, m.move);
  }
}

export interface FitOptions {
  knots: number[];
  /** L2 penalty on the scaled weights. */
  l2: number;
  /** Penalty on the change of a weight between neighbouring knots. */
  smooth: number;
  maxSteps?: number;
}

export type Fit = Pick<ValueModel, 'scale' | 'score' | 'logit'> & { logLoss: number; steps: number };

/** Spread of each of the F columns of `x` (1 where a column never varies). */
function spreads(x: ArrayLike<number>, F: number): number[] {
  const rows = x.length / F;
  const mean = new Array<number>(F).fill(0);
  const sq = new Array<number>(F).fill(0);
  for (let r = 0; r < rows; r++)
    for (let j = 0; j < F; j++) {
      const v = x[r * F + j];
      mean[j] += v;
      sq[j] += v * v;
    }
  return mean.map((m, j) => {
    const mu = m / Math.max(1, rows);
    const sd = Math.sqrt(Math.max(0, sq[j] / Math.max(1, rows) - mu * mu));
    return sd > 1e-9 ? round(sd) : 1;
  });
}

/** Eight significant digits: the model file is the same on every machine and stays readable. */
export const round = (v: number): number => (v === 0 ? 0 : Number(v.toPrecision(8)));

const byKnot = (w: readonly number[], K: number, width: number): number[][] =>
  Array.from({ length: K }, (_, k) => w.slice(k * width, (k + 1) * width).map(round));

export function fit(d: Dataset, o: FitOptions): Fit {
  const F = d.F;
  const K = o.knots.length;
  const scale = spreads(d.x, F);
  const rows: Rows = {
    F,
    players: d.players,
    row: d.row,
    blends: d.progress.map((t) => knotBlend(o.knots, t)),
    z: Float64Array.from(d.x, (v, i) => v / scale[i % F]),
  };
  const score = byKnot(fitScore(rows, d.score, { K, l2: o.l2, smooth: o.smooth }), K, F + 1);

  // The derived features, from the rounded first stage exactly as the model file will give them.
  const partial = { knots: o.knots, scale, score } as ValueModel;
  const derived = new Float64Array(d.y.length * DERIVED_FEATURES.length);
  for (let i = 0; i < d.players.length; i++) {
    const n = d.players[i];
    const r0 = d.row[i];
    const x = Float64Array.from(d.x.slice(r0 * F, (r0 + n) * F));
    const expected = expectedScores(partial, { progress: d.progress[i], players: n, x });
    for (let s = 0; s < n; s++) {
      let best = -Infinity;
      for (let t = 0; t < n; t++) if (t !== s && expected[t] > best) best = expected[t];
      derived[(r0 + s) * 2] = expected[s];
      derived[(r0 + s) * 2 + 1] = n > 1 ? expected[s] - best : 0;
    }
  }
  const derivedScale = spreads(derived, DERIVED_FEATURES.length);
  const G = F + DERIVED_FEATURES.length;
  const z = new Float64Array(d.y.length * G);
  for (let r = 0; r < d.y.length; r++) {
    for (let j = 0; j < F; j++) z[r * G + j] = rows.z[r * F + j];
    for (let j = 0; j < DERIVED_FEATURES.length; j++)
      z[r * G + F + j] = derived[r * DERIVED_FEATURES.length + j] / derivedScale[j];
  }
  const logit = fitLogit({ ...rows, F: G, z }, d.y, { K, F: G, l2: o.l2, smooth: o.smooth }, o.maxSteps);
  return {
    scale,
    score,
    logit: { scale: derivedScale, weights: byKnot(logit.w, K, G) },
    logLoss: round(logit.logLoss),
    steps: logit.steps,
  };
}

export function buildModel(
  game: AnyGame,
  features: FeatureSet,
  fitted: Fit,
  o: FitOptions,
  training: Omit<TrainingInfo, 'logLoss' | 'l2' | 'smooth'>,
): ValueModel {
  return {
    format: MODEL_FORMAT,
    game: game.id,
    rulesVersion: game.rulesVersion,
    features: { version: features.version, names: [...features.names] },
    knots: o.knots,
    scale: fitted.scale,
    score: fitted.score,
    logit: fitted.logit,
    training: { ...training, l2: o.l2, smooth: o.smooth, logLoss: fitted.logLoss },
  };
}
