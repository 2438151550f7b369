// Solving the symmetric positive definite systems of the fits with ml-matrix's Cholesky decomposition.
import { CholeskyDecomposition, Matrix } from 'ml-matrix';

/** The solution x of A x = b, A given row by row in a flat D × D array and exactly symmetric. */
export function solveSpd(A: Float64Array, D: number, b: readonly number[]): number[] {
  const rows: number[][] = [];
  for (let i = 0; i < D; i++) rows.push(Array.from(A.subarray(i * D, (i + 1) * D)));
  const cholesky = new CholeskyDecomposition(new Matrix(rows));
  if (!cholesky.isPositiveDefinite()) throw new Error('the fit is singular: add some L2 penalty');
  return cholesky.solve(Matrix.columnVector([...b])).to1DArray();
}

/** Makes a matrix filled from one triangle (or with rounding differences) exactly symmetric. */
export function symmetrise(A: Float64Array, D: number): void {
  for (let i = 0; i < D; i++)
    for (let j = 0; j < i; j++) {
      const v = (A[i * D + j] + A[j * D + i]) / 2;
      A[i * D + j] = v;
      A[j * D + i] = v;
    }
}

export interface Penalty {
  /** Weights per knot. */
  F: number;
  K: number;
  /** On every weight. */
  l2: number;
  /** On the change of each weight from one knot to the next. */
  smooth: number;
}

/** The penalty's value at `w`. */
export function penaltyOf(w: readonly number[], p: Penalty): number {
  let sum = 0;
  for (let i = 0; i < p.K * p.F; i++) sum += 0.5 * p.l2 * w[i] * w[i];
  for (let k = 1; k < p.K; k++)
    for (let j = 0; j < p.F; j++) {
      const diff = w[k * p.F + j] - w[(k - 1) * p.F + j];
      sum += 0.5 * p.smooth * diff * diff;
    }
  return sum;
}

/** Adds the penalty's Hessian to `H` and, when given, its gradient at `w` to `g`. */
export function addPenalty(H: Float64Array, g: number[] | null, w: readonly number[], p: Penalty): void {
  const D = p.K * p.F;
  for (let i = 0; i < D; i++) {
    if (g) g[i] += p.l2 * w[i];
    H[i * D + i] += p.l2;
  }
  for (let k = 1; k < p.K; k++)
    for (let j = 0; j < p.F; j++) {
      const a = k * p.F + j;
      const b = (k - 1) * p.F + j;
      const diff = w[a] - w[b];
      if (g) {
        g[a] += p.smooth * diff;
        g[b] -= p.smooth * diff;
      }
      H[a * D + a] += p.smooth;
      H[b * D + b] += p.smooth;
      H[a * D + b] -= p.smooth;
      H[b * D + a] -= p.smooth;
    }
}
