// A ladder's figures: ratings (ratings.ts), each pair's results with 95% Wilson intervals, and the
// search levels' speed; as JSON and as the Markdown section `--write` puts into a document.
import type { GameResult } from '../simulate-core.ts';
import { tournamentFigures } from '../tournament/stats.ts';
import type { MachineLoad } from '../tournament/machine.ts';
import { rateLevels, type RatedGame, type Ratings } from './ratings.ts';

export interface LadderReport {
  game: string;
  players: 2;
  levels: string[];
  seed: string;
  gamesPerPair: number;
  games: number;
  budget: unknown;
  workers: number;
  seconds: number;
  machine: { before: MachineLoad; after: MachineLoad };
  errors: number;
  ratings: Ratings;
  pairs: {
    level: string;
    opponent: string;
    games: number;
    won: number;
    rate: number;
    rate95: [number, number];
  }[];
  speed: { level: string; meanDecisionMs: number; meanIterations: number; iterationsPerSecond: number }[];
  /** The command line that reproduces the ladder. */
  command: string;
}

/** 1 if the first seat won alone, 0 if the second did, 0.5 for a shared victory (or none). */
const firstScore = (r: GameResult): number => {
  const w = r.outcome?.winners ?? [];
  const first = w.includes(0);
  const second = w.includes(1);
  return first === second ? 0.5 : first ? 1 : 0;
};

export function ladderFigures(levels: readonly string[], results: readonly GameResult[]) {
  const finished = results.filter((r) => r.outcome);
  const rated: RatedGame[] = finished.map((r) => ({
    levels: [r.seatBots[0], r.seatBots[1]],
    firstScore: firstScore(r),
  }));
  const ratings = rateLevels(levels, rated);
  const { perBot, headToHead } = tournamentFigures(levels, finished);
  const order = ratings.levels.map((l) => l.level);
  const pairs = headToHead
    .filter((h) => order.indexOf(h.bot) < order.indexOf(h.opponent))
    .sort(
      (x, y) =>
        order.indexOf(x.bot) - order.indexOf(y.bot) || order.indexOf(x.opponent) - order.indexOf(y.opponent),
    )
    .map((h) => ({
      level: h.bot,
      opponent: h.opponent,
      games: h.games,
      won: h.ahead,
      rate: h.rate,
      rate95: h.rate95,
    }));
  const speed = order.map((level) => ({
    level,
    meanDecisionMs: perBot[level].meanDecisionMs,
    meanIterations: perBot[level].meanIterations,
    iterationsPerSecond: perBot[level].iterationsPerSecond,
  }));
  return { ratings, pairs, speed };
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

/** The section a document shows: the command, the ratings, the pairs and the machine. */
export function ladderMarkdown(r: LadderReport, title: string): string {
  const load = `${r.machine.before.loadAverage[0]}–${r.machine.after.loadAverage[0]}`;
  const lines = [
    `${title}, two players, ${r.gamesPerPair} games per pair of levels (${r.gamesPerPair / 2} deals, each played from both seats), budget ${JSON.stringify(r.budget)}; ${r.games} games in ${Math.round(r.seconds / 60)} min with ${r.workers} worker(s) on ${r.machine.before.cores} cores at a load average of ${load}${r.errors ? `; ${r.errors} failed game(s) left out` : ''}:`,
    '',
    '```sh',
    r.command,
    '```',
    '',
    '| level | rating | 95% interval | games | mean decision | iterations per search | iterations per second |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...r.ratings.levels.map((l) => {
      const sp = r.speed.find((s) => s.level === l.level);
      const searched = sp && sp.meanIterations > 0;
      return `| \`${l.level}\` | ${l.mu.toFixed(1)} | ${l.interval95[0].toFixed(1)}–${l.interval95[1].toFixed(1)} | ${l.games} | ${sp ? `${sp.meanDecisionMs} ms` : ''} | ${searched ? sp.meanIterations.toLocaleString('en') : '–'} | ${searched ? sp.iterationsPerSecond.toLocaleString('en') : '–'} |`;
    }),
    '',
    '| level | against | games | won | rate | 95% interval |',
    '| --- | --- | --- | --- | --- | --- |',
    ...r.pairs.map(
      (p) =>
        `| \`${p.level}\` | \`${p.opponent}\` | ${p.games} | ${p.won} | ${pct(p.rate)} | ${pct(p.rate95[0])}–${pct(p.rate95[1])} |`,
    ),
  ];
  return lines.join('\n');
}

/** `text` with what lies between `<!-- ladder:<key> -->` and `<!-- /ladder:<key> -->` replaced. */
export function replaceSection(text: string, key: string, section: string): string {
  const open = `<!-- ladder:${key} -->`;
  const close = `<!-- /ladder:${key} -->`;
  const a = text.indexOf(open);
  const b = text.indexOf(close);
  if (a < 0 || b < a) throw new Error(`no "${open}" ... "${close}" section`);
  return `${text.slice(0, a + open.length)}\n${section}\n${text.slice(b)}`;
}
