// Per game: what the dashboard shows of a table and how the class debrief adds the tables up. A game
// without a digest of its own (a test game) gets its status and scores only.
import type { ClassReport, ClassroomTable } from '../../shared/classroom.ts';
import { wasteClassReport, wasteTable } from './industrial-waste.ts';
import { winnerNames, type TableInput } from './table-input.ts';
import { costClassReport, costTable } from './the-cost.ts';

export interface GameDigest {
  table(t: TableInput): Partial<ClassroomTable>;
  report(tables: TableInput[]): ClassReport;
}

const plain: GameDigest = {
  table: (t) => ({ scores: t.snapshot.outcome?.scores ?? null }),
  report: (tables) => ({
    game: tables[0]?.snapshot.game ?? '',
    tables: tables.length,
    finishedTables: tables.filter((t) => t.snapshot.status === 'finished').length,
    byTable: tables.map((t) => ({
      table: t.table,
      gameId: t.snapshot.gameId,
      status: t.snapshot.status,
      scores: t.snapshot.outcome?.scores ?? null,
      winners: winnerNames(t),
    })),
  }),
};

const digests: Record<string, GameDigest> = {
  'the-cost': { table: costTable, report: costClassReport },
  'industrial-waste': { table: wasteTable, report: wasteClassReport },
};

export const digestOf = (game: string): GameDigest => digests[game] ?? plain;
