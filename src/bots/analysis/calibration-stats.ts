// How well chances to win predict the winners: per tenth of the game, the mean chance given to the
// eventual winners and the Brier score, beside baselines estimated from the same positions; over every
// estimate, the expected calibration error and a reliability table. Pure numbers, shared by
// `calibrate` and the tests.

/** One estimated position of a finished game. */
export interface EstimatedPosition {
  /** 0..9: the tenth of the game this position opens. */
  tenth: number;
  /** Per seat, the winners' shares (1, or 1/k for k winners, else 0). */
  shares: number[];
  /** Per method, per seat chances summing to 1. */
  chances: Record<string, number[]>;
}

export interface TenthStats {
  tenth: number;
  positions: number;
  /** Per method: mean chance given to the winners together. */
  winnerChance: Record<string, number>;
  /** Per method: mean over positions of the sum over seats of (chance − share)². */
  brier: Record<string, number>;
}

export interface ReliabilityBin {
  /** Chances in [from, to) (the last bin includes 1). */
  from: number;
  to: number;
  /** Estimates (seat chances) in the bin. */
  count: number;
  meanChance: number;
  /** Share of those seats that won (a shared victory counts its share). */
  observed: number;
}

export interface CalibrationStats {
  tenths: TenthStats[];
  /** Per method: expected calibration error over 10 equal-width bins of every seat's chance. */
  ece: Record<string, number>;
  /** Per method: the reliability table behind the ECE. */
  reliability: Record<string, ReliabilityBin[]>;
}

const BINS = 10;
const r4 = (v: number) => Math.round(v * 10000) / 10000;

export function brierOf(chances: readonly number[], shares: readonly number[]): number {
  let sum = 0;
  for (let s = 0; s < shares.length; s++) sum += (chances[s] - shares[s]) ** 2;
  return sum;
}

export function winnerChanceOf(chances: readonly number[], shares: readonly number[]): number {
  let sum = 0;
  for (let s = 0; s < shares.length; s++) if (shares[s] > 0) sum += chances[s];
  return sum;
}

export function reliabilityOf(pairs: readonly { chance: number; share: number }[]): ReliabilityBin[] {
  const bins = Array.from({ length: BINS }, (_, b) => ({ sum: 0, won: 0, count: 0, b }));
  for (const { chance, share } of pairs) {
    const b = Math.min(BINS - 1, Math.max(0, Math.floor(chance * BINS)));
    bins[b].sum += chance;
    bins[b].won += share;
    bins[b].count++;
  }
  return bins.map(({ sum, won, count, b }) => ({
    from: b / BINS,
    to: (b + 1) / BINS,
    count,
    meanChance: count ? r4(sum / count) : 0,
    observed: count ? r4(won / count) : 0,
  }));
}

/** Weighted mean gap between the mean chance and the observed rate, over the bins. */
export function eceOf(bins: readonly ReliabilityBin[]): number {
  const total = bins.reduce((a, b) => a + b.count, 0);
  if (total === 0) return 0;
  return r4(bins.reduce((a, b) => a + (b.count / total) * Math.abs(b.meanChance - b.observed), 0));
}

export function calibrationStats(positions: readonly EstimatedPosition[]): CalibrationStats {
  const methods = [...new Set(positions.flatMap((p) => Object.keys(p.chances)))];
  const tenths: TenthStats[] = [];
  for (let k = 0; k < 10; k++) {
    const at = positions.filter((p) => p.tenth === k);
    const winnerChance: Record<string, number> = {};
    const brier: Record<string, number> = {};
    for (const m of methods) {
      const n = Math.max(1, at.length);
      winnerChance[m] = r4(at.reduce((a, p) => a + winnerChanceOf(p.chances[m], p.shares), 0) / n);
      brier[m] = r4(at.reduce((a, p) => a + brierOf(p.chances[m], p.shares), 0) / n);
    }
    tenths.push({ tenth: k, positions: at.length, winnerChance, brier });
  }
  const ece: Record<string, number> = {};
  const reliability: Record<string, ReliabilityBin[]> = {};
  for (const m of methods) {
    const pairs = positions.flatMap((p) => p.shares.map((share, s) => ({ chance: p.chances[m][s], share })));
    reliability[m] = reliabilityOf(pairs);
    ece[m] = eceOf(reliability[m]);
  }
  return { tenths, ece, reliability };
}

/** Equal shares for every seat. */
export const uniformChances = (players: number): number[] => new Array<number>(players).fill(1 / players);

/** The seats with the best public standing share the chance: "the public leader wins". */
export function leaderChances(standing: readonly number[]): number[] {
  const best = Math.max(...standing);
  const leaders = standing.filter((v) => v === best).length;
  return standing.map((v) => (v === best ? 1 / leaders : 0));
}
