// What the bot programs of a run did wrong: failures by label and the seats the random level took
// over, per program, with the games where it happened (so their logs can be found).
import type { ProgramConfig } from '../external/host.ts';
import type { FailureKind } from '../external/messages.ts';
import type { GameResult } from '../simulate-core.ts';

const KINDS: FailureKind[] = ['time', 'output', 'illegal', 'crash', 'memory'];

export interface ProgramFigures {
  seats: number;
  failures: Record<FailureKind, number>;
  /** Seats the random level played to the end after three failures or the program's end. */
  replaced: number;
  /** The first games with a failure: game seed, seat, what happened. */
  examples: { game: string; seat: number; failures: string[]; replacedAt: number | null }[];
}

export function programFigures(results: readonly GameResult[], config: ProgramConfig) {
  const perProgram: Record<string, ProgramFigures> = {};
  for (const p of config.programs)
    perProgram[p.text] = {
      seats: 0,
      failures: Object.fromEntries(KINDS.map((k) => [k, 0])) as Record<FailureKind, number>,
      replaced: 0,
      examples: [],
    };
  for (const r of results)
    for (const report of r.seatReports ?? []) {
      if (!report) continue;
      const f = perProgram[report.bot];
      if (!f) continue;
      f.seats++;
      for (const failure of report.failures) f.failures[failure.kind]++;
      if (report.replacedAt !== null) f.replaced++;
      if (report.failures.length && f.examples.length < 10)
        f.examples.push({
          game: r.seed,
          seat: report.seat,
          failures: report.failures.map((x) => `${x.kind} at move ${x.moveCount}: ${x.detail}`),
          replacedAt: report.replacedAt,
        });
    }
  return {
    limits: config.limits,
    time: config.time,
    logs: config.logsDir,
    perProgram,
  };
}

export function programLines(figures: ReturnType<typeof programFigures>): string[] {
  return [
    `bot programs (stderr per game in ${figures.logs ?? 'none'}):`,
    ...Object.entries(figures.perProgram).map(([id, f]) => {
      const failed = KINDS.filter((k) => f.failures[k]).map((k) => `${f.failures[k]} ${k}`);
      return (
        `  ${id}: ${f.seats} seats, failures: ${failed.join(', ') || 'none'}` +
        (f.replaced ? `; replaced by random in ${f.replaced}` : '')
      );
    }),
  ];
}
