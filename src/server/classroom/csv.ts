// The per-player figures of a class report as CSV (RFC 4180: comma separated, CRLF, quoted when needed),
// one row per seat of every table, for a spreadsheet.
import type { ClassReport } from '../../shared/classroom.ts';

const cell = (v: unknown): string => {
  let s = v === null || v === undefined ? '' : String(v);
  // A name a spreadsheet would take for a formula is kept as text.
  if (typeof v === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

const lines = (rows: unknown[][]): string => rows.map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n';

export function reportCsv(report: ClassReport): string {
  if (report.game === 'the-cost' && 'players' in report && 'deaths' in report)
    return lines([
      ['table', 'seat', 'name', 'kind', 'money', 'deaths', 'winner'],
      ...report.players.map((p) => [p.table, p.seat + 1, p.name, p.kind, p.money, p.deaths, p.winner]),
    ]);
  if (report.game === 'industrial-waste' && 'players' in report && 'accidents' in report)
    return lines([
      ['table', 'seat', 'name', 'kind', 'waste', 'loans', 'fines', 'bribes', 'score', 'cash', 'winner'],
      ...report.players.map((p) => [
        p.table,
        p.seat + 1,
        p.name,
        p.kind,
        p.waste,
        p.loans,
        p.fines,
        p.bribes,
        p.score,
        p.cash,
        p.winner,
      ]),
    ]);
  return lines([
    ['table', 'status', 'scores', 'winners'],
    ...('byTable' in report
      ? report.byTable.map((t) => [
          t.table,
          t.status,
          'scores' in t && t.scores ? t.scores.join(' ') : '',
          t.winners.join(' '),
        ])
      : []),
  ]);
}
