// The conditional logit over the seats: each seat's score is linear in its (scaled) features, with
// weights blended between the two knots around the position's progress; its chance is the softmax of
// the scores. Fitted by maximum likelihood of the winners' shares with the shared penalties, by
// Newton's method with a backtracking line search (the problem is convex).
import { softmax } from './model.ts';
import { addPenalty, penaltyOf, solveSpd, symmetrise, type Penalty } from './solve.ts';

/** Positions as flat arrays: position i has `players[i]` seats whose rows start at `row[i]`. */
export interface Rows {
  F: number;
  players: readonly number[];
  row: readonly number[];
  /** Per position: the knot on its left and the two knots' blend weights. */
  blends: readonly [number, number, number][];
  /** Per seat row, F scaled features. */
  z: Float64Array;
}

export interface LogitFit {
  /** K × F weights, knot by knot. */
  w: number[];
  logLoss: number;
  steps: number;
}

export function fitLogit(r: Rows, y: readonly number[], p: Penalty, maxSteps = 30): LogitFit {
  const F = r.F;
  const D = p.K * F;
  const N = r.players.length;
  const C = new Float64Array(F * F);
  const m = new Float64Array(F);
  const e = new Float64Array(F);

  const evaluate = (w: number[], derivatives: boolean) => {
    let loss = 0;
    const g = derivatives ? new Array<number>(D).fill(0) : null;
    const H = derivatives ? new Float64Array(D * D) : null;
    for (let i = 0; i < N; i++) {
      const [k, a, b] = r.blends[i];
      const n = r.players[i];
      const r0 = r.row[i];
      const scores = new Array<number>(n);
      for (let s = 0; s < n; s++) {
        let sum = 0;
        const o = (r0 + s) * F;
        for (let j = 0; j < F; j++) sum += (a * w[k * F + j] + b * w[(k + 1) * F + j]) * r.z[o + j];
        scores[s] = sum;
      }
      const prob = softmax(scores);
      for (let s = 0; s < n; s++) if (y[r0 + s] > 0) loss -= y[r0 + s] * Math.log(Math.max(prob[s], 1e-300));
      if (!g || !H) continue;
      // Gradient: the sum over seats of (p − y) z; Hessian: the sum of p z zᵀ less m mᵀ with m the sum
      // of p z; both only on the blocks of the two knots around the position.
      m.fill(0);
      e.fill(0);
      C.fill(0);
      for (let s = 0; s < n; s++) {
        const o = (r0 + s) * F;
        const ps = prob[s];
        const err = ps - y[r0 + s];
        for (let j = 0; j < F; j++) {
          const zj = r.z[o + j];
          m[j] += ps * zj;
          e[j] += err * zj;
          const pz = ps * zj;
          for (let l = 0; l <= j; l++) C[j * F + l] += pz * r.z[o + l];
        }
      }
      for (let j = 0; j < F; j++) for (let l = 0; l <= j; l++) C[j * F + l] -= m[j] * m[l];
      addBlocks(H, g, D, F, [k, a], [k + 1, b], C, e);
    }
    loss /= Math.max(1, N);
    const objective = loss + penaltyOf(w, p);
    if (!g || !H) return { loss, objective, g, H };
    for (let i = 0; i < D; i++) g[i] /= Math.max(1, N);
    for (let i = 0; i < D * D; i++) H[i] /= Math.max(1, N);
    addPenalty(H, g, w, p);
    symmetrise(H, D);
    return { loss, objective, g, H };
  };

  let w = new Array<number>(D).fill(0);
  let current = evaluate(w, true);
  let steps = 0;
  for (; steps < maxSteps; steps++) {
    const { g, H } = current;
    if (!g || !H) break;
    const direction = solveSpd(H, D, g);
    // The Newton decrement: half of it is the decrease the step promises; stop when it is negligible.
    let decrement = 0;
    for (let i = 0; i < D; i++) decrement += g[i] * direction[i];
    if (decrement / 2 < 1e-10) break;
    let step = 1;
    let next = w;
    for (let tries = 0; tries < 30; tries++) {
      next = w.map((v, i) => v - step * direction[i]);
      if (evaluate(next, false).objective <= current.objective - 0.25 * step * decrement) break;
      step /= 2;
    }
    w = next;
    current = evaluate(w, true);
  }
  return { w, logLoss: current.loss, steps };
}

/**
 * Adds a position's F × F lower-triangle matrix `C` (and vector `e` to `g`) to the blocks of its two
 * knots, each pair weighted by the product of their blend weights.
 */
export function addBlocks(
  H: Float64Array,
  g: number[] | null,
  D: number,
  F: number,
  left: [number, number],
  right: [number, number],
  C: Float64Array,
  e: Float64Array,
): void {
  const blocks = [left, right].filter(([, c]) => c !== 0);
  if (g) for (const [kb, cb] of blocks) for (let j = 0; j < F; j++) g[kb * F + j] += cb * e[j];
  for (const [k1, c1] of blocks)
    for (const [k2, c2] of blocks) {
      const c = c1 * c2;
      for (let j = 0; j < F; j++)
        for (let l = 0; l <= j; l++) {
          const v = c * C[j * F + l];
          H[(k1 * F + j) * D + k2 * F + l] += v;
          if (j !== l) H[(k1 * F + l) * D + k2 * F + j] += v;
        }
    }
}
