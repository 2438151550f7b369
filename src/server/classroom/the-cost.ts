// The Cost at a classroom: each table's round, phase, deaths and bans for the dashboard, and the class
// debrief summed from the tables' own cost reports (the outcome's details once a table is over, the same
// report in the public view before). Nothing here decides a rule: it adds up what the game reported.
import type { CostReport, CostView } from '../../games/the-cost/index.ts';
import type { ClassroomTable, CostClassReport } from '../../shared/classroom.ts';
import { sum, winnerNames, type TableInput } from './table-input.ts';

const viewOf = (t: TableInput) => t.snapshot.view as CostView;

/** The table's own cost report: the outcome's details at the end, the view's report before. */
export function costReportOf(t: TableInput): CostReport {
  const details = t.snapshot.outcome?.details as CostReport | undefined;
  return details ?? viewOf(t).report;
}

const countryName = (t: TableInput, id: string) => viewOf(t).countries[id]?.name ?? id;

export function costTable(t: TableInput): Partial<ClassroomTable> {
  const view = viewOf(t);
  const report = costReportOf(t);
  return {
    round: view.round,
    phase: view.phase,
    money: t.snapshot.seats.map(
      (s) => report.finalMoney?.[s.seat] ?? view.players.find((p) => p.seat === s.seat)?.money ?? 0,
    ),
    deaths: report.deathsTotal,
    bans: report.regulations.map((r) => ({
      country: r.country,
      name: countryName(t, r.country),
      round: r.round,
      phase: r.phase,
    })),
  };
}

export function costClassReport(tables: TableInput[]): CostClassReport {
  const byCountry = new Map<string, { name: string; deaths: number }>();
  const out: CostClassReport = {
    game: 'the-cost',
    tables: tables.length,
    finishedTables: tables.filter((t) => t.snapshot.status === 'finished').length,
    deaths: 0,
    deathsByCountry: [],
    bans: [],
    byTable: [],
    players: [],
  };
  for (const t of tables) {
    const report = costReportOf(t);
    const view = viewOf(t);
    out.deaths += report.deathsTotal;
    for (const [id, deaths] of Object.entries(report.deathsByCountry)) {
      const entry = byCountry.get(id) ?? { name: countryName(t, id), deaths: 0 };
      entry.deaths += deaths;
      byCountry.set(id, entry);
    }
    for (const r of report.regulations)
      out.bans.push({
        table: t.table,
        country: r.country,
        name: countryName(t, r.country),
        round: r.round,
        phase: r.phase,
        by: r.by === null ? null : t.names[r.by],
      });
    out.byTable.push({
      table: t.table,
      gameId: t.snapshot.gameId,
      status: t.snapshot.status,
      deaths: report.deathsTotal,
      deathsByCountry: { ...report.deathsByCountry },
      bans: report.regulations.length,
      winners: winnerNames(t),
    });
    const winners = t.snapshot.outcome?.winners ?? [];
    for (const p of view.players)
      out.players.push({
        table: t.table,
        seat: p.seat,
        name: t.names[p.seat],
        kind: t.snapshot.seats[p.seat]?.kind === 'bot' ? 'bot' : 'human',
        money: report.finalMoney?.[p.seat] ?? p.money,
        deaths: report.deathsBySeat[p.seat] ?? 0,
        winner: winners.includes(p.seat),
      });
  }
  out.deathsByCountry = [...byCountry].map(([country, e]) => ({ country, ...e }));
  // The class total is the sum of the countries' totals too; a mismatch would be a bug in a table's report.
  if (sum(out.deathsByCountry.map((c) => c.deaths)) !== out.deaths)
    throw new Error('cost reports disagree: deaths by country do not add up to the deaths');
  return out;
}
