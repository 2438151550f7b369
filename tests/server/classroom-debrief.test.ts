// The class debrief of the shipped games: classrooms of bot-only tables play to the end by themselves,
// and the debrief's totals must equal the sums of the tables' own reports (The Cost's cost report,
// Industrial Waste's score breakdown and public log), read back through the games' own endpoints.
import { describe, expect, it } from 'vitest';
import { games } from '../../src/games/registry.ts';
import { registryModule } from '../../src/server/bots/load-games.ts';
import type { GameSnapshot } from '../../src/shared/api.ts';
import type { CostClassReport, WasteClassReport } from '../../src/shared/classroom.ts';
import { finishedClassroom, newClassroom } from '../support/classrooms.ts';
import { databases } from '../support/databases.ts';
import { call, suiteServer, type TestServer } from '../support/server.ts';

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

async function playClassroom(t: TestServer, game: string, seed: string) {
  const made = await newClassroom(t, { game, tables: 3, humansPerTable: 0, botLevel: 'random', seed });
  const c = await finishedClassroom(t, made);
  const tables = await Promise.all(
    c.tables.map(async (x) => (await call(`${t.url}/api/games/${x.gameId}`)).body as GameSnapshot),
  );
  return { c, tables, teacherToken: made.teacherToken };
}

describe.each(databases)('class debrief of the shipped games on $name', ({ make }) => {
  const t = suiteServer(make, {}, { games, gameModules: [registryModule] });

  it(
    'The Cost: deaths, countries, bans and money add up to the tables’ cost reports',
    { timeout: 300_000 },
    async () => {
      const { c, tables, teacherToken } = await playClassroom(t, 'the-cost', 'class-cost');
      const report = c.report as CostClassReport;
      type Details = {
        deathsTotal: number;
        deathsBySeat: number[];
        deathsByCountry: Record<string, number>;
        regulations: unknown[];
      };
      const details = tables.map((g) => g.outcome!.details as Details);
      expect(report.game).toBe('the-cost');
      expect(report.finishedTables).toBe(3);
      expect(report.deaths).toBe(sum(details.map((d) => d.deathsTotal)));
      // Random bots work unsafely: a class debrief with no death would test nothing here.
      expect(report.deaths).toBeGreaterThan(0);
      const countries = new Set(details.flatMap((d) => Object.keys(d.deathsByCountry)));
      expect(report.deathsByCountry.map((x) => x.country).sort()).toEqual([...countries].sort());
      for (const x of report.deathsByCountry)
        expect(x.deaths).toBe(sum(details.map((d) => d.deathsByCountry[x.country] ?? 0)));
      expect(report.bans).toHaveLength(sum(details.map((d) => d.regulations.length)));
      expect(sum(report.players.map((p) => p.deaths))).toBe(report.deaths);
      tables.forEach((g, i) => {
        const own = report.players.filter((p) => p.table === i + 1);
        expect(own.map((p) => p.money)).toEqual(g.outcome!.scores);
        expect(own.map((p) => p.deaths)).toEqual(details[i].deathsBySeat);
        expect(own.filter((p) => p.winner).map((p) => p.seat)).toEqual(g.outcome!.winners);
        expect(report.byTable[i].deaths).toBe(details[i].deathsTotal);
        expect(c.tables[i].deaths).toBe(details[i].deathsTotal);
        expect(c.tables[i].status).toBe('finished');
      });
      const csv = await (
        await fetch(`${t.url}/api/classrooms/${c.classroomId}/report.csv?token=${teacherToken}`)
      ).text();
      const rows = csv.trim().split('\r\n');
      expect(rows[0]).toBe('table,seat,name,kind,money,deaths,winner');
      expect(rows).toHaveLength(1 + report.players.length);
      expect(rows[1]).toBe(
        `1,1,${report.players[0].name},bot,${report.players[0].money},${report.players[0].deaths},${report.players[0].winner}`,
      );
    },
  );

  it(
    'Industrial Waste: scores, loans, waste and accidents add up to the tables’ own reports',
    { timeout: 300_000 },
    async () => {
      const { c, tables } = await playClassroom(t, 'industrial-waste', 'class-waste');
      const report = c.report as WasteClassReport;
      type Row = { seat: number; total: number; cash: number; loans: number; winner: boolean };
      type View = { seats: { seat: number; waste: number; loans: number }[] };
      const rows = tables.map((g) => (g.outcome!.details as { scores: Row[] }).scores);
      const views = tables.map((g) => g.view as View);
      expect(report.game).toBe('industrial-waste');
      expect(report.finishedTables).toBe(3);
      expect(sum(report.players.map((p) => p.score ?? NaN))).toBe(sum(rows.flat().map((r) => r.total)));
      expect(report.loans).toBe(sum(views.flatMap((v) => v.seats.map((s) => s.loans))));
      expect(report.waste).toBe(sum(views.flatMap((v) => v.seats.map((s) => s.waste))));
      const accidents = tables.map(
        (g) =>
          g.log.flatMap((l) => l.entries).filter((e) => e.id === 'accidentDrawn' || e.id === 'finalAccident')
            .length,
      );
      expect(report.accidents).toBe(sum(accidents));
      tables.forEach((g, i) => {
        const own = report.players.filter((p) => p.table === i + 1);
        expect(own.map((p) => p.score)).toEqual(rows[i].map((r) => r.total));
        expect(own.map((p) => p.cash)).toEqual(rows[i].map((r) => r.cash));
        // The breakdown's loan points are the loans counted in the debrief.
        expect(own.map((p) => -10 * p.loans)).toEqual(rows[i].map((r) => r.loans));
        expect(own.filter((p) => p.winner).map((p) => p.seat)).toEqual(g.outcome!.winners);
        expect(report.byTable[i].accidents).toBe(accidents[i]);
        // Every game of Industrial Waste ends with an accident.
        expect(accidents[i]).toBeGreaterThanOrEqual(1);
        expect(c.tables[i].scores).toEqual(g.outcome!.scores);
      });
    },
  );
});
