// The first stage of the model: each seat's final score as a linear function of its (scaled) features
// and a constant, blended between knots like the logit's weights, fitted by penalised least squares
// (ridge). A final score carries more than who won (by how much, for every seat), so this stage learns
// from every seat of every game what a position is worth; the logit then weighs it.
import { addBlocks, type Rows } from './fit-logit.ts';
import { addPenalty, solveSpd, symmetrise, type Penalty } from './solve.ts';

/** K × (F + 1) weights, knot by knot, the constant last: fitted on rows whose features are `r.z`. */
export function fitScore(r: Rows, target: readonly number[], p: Omit<Penalty, 'F'>): number[] {
  const F = r.F;
  const G = F + 1;
  const D = p.K * G;
  const rows = target.length;
  const A = new Float64Array(D * D);
  const b = new Array<number>(D).fill(0);
  const C = new Float64Array(G * G);
  const e = new Float64Array(G);
  const x = new Float64Array(G);
  for (let i = 0; i < r.players.length; i++) {
    const [k, a, c] = r.blends[i];
    for (let s = 0; s < r.players[i]; s++) {
      const row = r.row[i] + s;
      for (let j = 0; j < F; j++) x[j] = r.z[row * F + j];
      x[F] = 1;
      for (let j = 0; j < G; j++) {
        e[j] = x[j] * target[row];
        for (let l = 0; l <= j; l++) C[j * G + l] = x[j] * x[l];
      }
      addBlocks(A, b, D, G, [k, a], [k + 1, c], C, e);
    }
  }
  for (let i = 0; i < D * D; i++) A[i] /= Math.max(1, rows);
  for (let i = 0; i < D; i++) b[i] /= Math.max(1, rows);
  addPenalty(A, null, new Array<number>(D).fill(0), { ...p, F: G });
  symmetrise(A, D);
  return solveSpd(A, D, b);
}
