// Ratings of the levels from the games of a ladder, by the openskill library (Weng-Lin's Bayesian
// approximation, Bradley-Terry model): every level starts at the same prior and each game moves the
// two ratings; the games are taken in the ladder's order, so the same games give the same ratings.
// Bots do not learn between games, so no drift is added between games (tau 0): the uncertainty only
// shrinks as games come in. A shared victory is a draw.
import { predictWin, rate, rating, type Rating } from 'openskill';
import { bradleyTerryFull } from 'openskill/models';
import { round } from '../simulate-core.ts';

const OPTIONS = { model: bradleyTerryFull, tau: 0 };
const Z95 = 1.959964;

export interface RatedGame {
  /** The two levels, by seat. */
  levels: [string, string];
  /** 1 if the first won, 0 if the second won, 0.5 for a shared victory. */
  firstScore: number;
}

export interface LevelRating {
  level: string;
  /** Mean of the rating (the prior is 25) and its standard deviation. */
  mu: number;
  sigma: number;
  /** mu ± 1.96 sigma. */
  interval95: [number, number];
  games: number;
}

export interface Ratings {
  /** Strongest first (by mu). */
  levels: LevelRating[];
  /** The chance the ratings give each level of beating each other one, as [level, opponent, chance]. */
  predicted: [string, string, number][];
}

export function rateLevels(levels: readonly string[], games: readonly RatedGame[]): Ratings {
  const current = new Map<string, Rating>(levels.map((l) => [l, rating(undefined, OPTIONS)]));
  const played = new Map<string, number>(levels.map((l) => [l, 0]));
  for (const g of games) {
    const [a, b] = g.levels;
    const ra = current.get(a);
    const rb = current.get(b);
    if (!ra || !rb) throw new Error(`ratings: unknown level in a game (${a}, ${b})`);
    // Lower rank is better; equal ranks are a draw.
    const rank = g.firstScore > 0.5 ? [1, 2] : g.firstScore < 0.5 ? [2, 1] : [1, 1];
    const [[na], [nb]] = rate([[ra], [rb]], { ...OPTIONS, rank });
    current.set(a, na);
    current.set(b, nb);
    played.set(a, (played.get(a) ?? 0) + 1);
    played.set(b, (played.get(b) ?? 0) + 1);
  }
  const rated: LevelRating[] = levels.map((level) => {
    const r = current.get(level)!;
    return {
      level,
      mu: round(r.mu, 2),
      sigma: round(r.sigma, 2),
      interval95: [round(r.mu - Z95 * r.sigma, 2), round(r.mu + Z95 * r.sigma, 2)],
      games: played.get(level) ?? 0,
    };
  });
  rated.sort((x, y) => y.mu - x.mu);
  const predicted: [string, string, number][] = [];
  for (const a of rated)
    for (const b of rated) {
      if (a === b) continue;
      const [pa] = predictWin([[current.get(a.level)!], [current.get(b.level)!]], OPTIONS);
      predicted.push([a.level, b.level, round(pa, 3)]);
    }
  return { levels: rated, predicted };
}
