// Tournament figures: win rate per bot and head to head, with 95% Wilson intervals, mean score and
// decision time. A shared victory counts 1/k of a win for each of the k winners.
import type { GameResult } from '../simulate-core.ts';
import { round } from '../simulate-core.ts';

/** 95% Wilson score interval of a proportion (works for fractional successes from shared wins). */
export function wilson(successes: number, n: number, z = 1.959964): [number, number] {
  if (n === 0) return [0, 1];
  const p = successes / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

export interface BotFigures {
  /** Seats the bot took (a game with the bot in two seats counts twice). */
  seats: number;
  wins: number;
  winRate: number;
  winRate95: [number, number];
  meanScore: number;
  decisions: number;
  meanDecisionMs: number;
  /** Search bots: decisions that ran a search, their mean iterations and iterations per second. */
  searches: number;
  meanIterations: number;
  iterationsPerSecond: number;
}

export interface HeadToHead {
  bot: string;
  opponent: string;
  /** Games in which both sat. */
  games: number;
  /** Games in which `bot` finished ahead of `opponent` (a tie counts a half). */
  ahead: number;
  rate: number;
  rate95: [number, number];
}

/** 1 if seat a finished ahead of seat b, 0 if behind, 0.5 if level: victory first, then score. */
function ahead(r: GameResult, a: number, b: number): number {
  const o = r.outcome;
  if (!o) return 0.5;
  const wa = o.winners.includes(a);
  const wb = o.winners.includes(b);
  if (wa !== wb) return wa ? 1 : 0;
  const d = o.scores[a] - o.scores[b];
  return d > 0 ? 1 : d < 0 ? 0 : 0.5;
}

export function tournamentFigures(bots: readonly string[], results: readonly GameResult[]) {
  const acc = new Map(
    bots.map((b) => [
      b,
      { seats: 0, wins: 0, score: 0, decisions: 0, ms: 0, searches: 0, iterations: 0, searchMs: 0 },
    ]),
  );
  const pairs = new Map<string, { games: number; ahead: number }>();
  for (const r of results) {
    if (!r.outcome) continue;
    const outcome = r.outcome;
    r.seatBots.forEach((b, seat) => {
      const a = acc.get(b);
      if (!a) return;
      a.seats += 1;
      if (outcome.winners.includes(seat)) a.wins += 1 / outcome.winners.length;
      a.score += outcome.scores[seat] ?? 0;
      a.decisions += r.decisions[seat];
      a.ms += r.decisionMs[seat];
      a.searches += r.searches?.[seat] ?? 0;
      a.iterations += r.iterations?.[seat] ?? 0;
      a.searchMs += r.searchMs?.[seat] ?? 0;
      r.seatBots.forEach((other, o) => {
        if (other === b) return;
        const key = `${b}\u0000${other}`;
        const p = pairs.get(key) ?? { games: 0, ahead: 0 };
        p.games += 1;
        p.ahead += ahead(r, seat, o);
        pairs.set(key, p);
      });
    });
  }
  const perBot: Record<string, BotFigures> = {};
  for (const [b, a] of acc) {
    const ci = wilson(a.wins, a.seats);
    perBot[b] = {
      seats: a.seats,
      wins: round(a.wins, 2),
      winRate: round(a.seats ? a.wins / a.seats : 0, 3),
      winRate95: [round(ci[0], 3), round(ci[1], 3)],
      meanScore: round(a.seats ? a.score / a.seats : 0, 2),
      decisions: a.decisions,
      meanDecisionMs: round(a.decisions ? a.ms / a.decisions : 0, 2),
      searches: a.searches,
      meanIterations: round(a.searches ? a.iterations / a.searches : 0, 0),
      iterationsPerSecond: round(a.searchMs > 0 ? (1000 * a.iterations) / a.searchMs : 0, 0),
    };
  }
  const headToHead: HeadToHead[] = [];
  for (const b of bots)
    for (const o of bots) {
      const p = pairs.get(`${b}\u0000${o}`);
      if (!p) continue;
      const ci = wilson(p.ahead, p.games);
      headToHead.push({
        bot: b,
        opponent: o,
        games: p.games,
        ahead: p.ahead,
        rate: round(p.ahead / p.games, 3),
        rate95: [round(ci[0], 3), round(ci[1], 3)],
      });
    }
  return { perBot, headToHead };
}
