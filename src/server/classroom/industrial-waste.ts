// Industrial Waste at a classroom: each table's round, phase, waste, loans, accidents and (at the end)
// scores for the dashboard, and the class debrief: waste and loans from the public view, accidents,
// fines and bribes counted from the game's own log entries, scores from its score breakdown.
import type { IwView, ScoreView } from '../../games/industrial-waste/view.ts';
import type { ClassroomTable, WasteClassReport } from '../../shared/classroom.ts';
import { sum, winnerNames, type TableInput } from './table-input.ts';

const viewOf = (t: TableInput) => t.snapshot.view as IwView;

/** The log's message ids for an accident and for what it did to a factory (src/games/industrial-waste). */
const ACCIDENT = new Set(['accidentDrawn', 'finalAccident']);
const FINED = new Set(['accidentFined', 'accidentFinedAtEdge']);
const BRIBED = 'accidentBribed';

interface Accidents {
  accidents: number;
  fines: number[];
  bribes: number[];
}

function accidentsOf(t: TableInput): Accidents {
  const players = t.snapshot.players;
  const out: Accidents = {
    accidents: 0,
    fines: new Array(players).fill(0),
    bribes: new Array(players).fill(0),
  };
  for (const line of t.snapshot.log)
    for (const e of line.entries) {
      if (ACCIDENT.has(e.id)) out.accidents++;
      const seat = typeof e.params.seat === 'number' ? e.params.seat : -1;
      if (seat < 0 || seat >= players) continue;
      if (FINED.has(e.id)) out.fines[seat]++;
      if (e.id === BRIBED) out.bribes[seat]++;
    }
  return out;
}

/** The game's score breakdown, once the table is over. */
export function scoreRowsOf(t: TableInput): ScoreView[] | null {
  const details = t.snapshot.outcome?.details as { scores?: ScoreView[] } | undefined;
  return details?.scores ?? null;
}

export function wasteTable(t: TableInput): Partial<ClassroomTable> {
  const view = viewOf(t);
  return {
    round: view.round,
    phase: view.phase,
    waste: view.seats.map((s) => s.waste),
    loans: view.seats.map((s) => s.loans),
    accidents: accidentsOf(t).accidents,
    scores: scoreRowsOf(t)?.map((r) => r.total) ?? null,
  };
}

export function wasteClassReport(tables: TableInput[]): WasteClassReport {
  const out: WasteClassReport = {
    game: 'industrial-waste',
    tables: tables.length,
    finishedTables: tables.filter((t) => t.snapshot.status === 'finished').length,
    waste: 0,
    accidents: 0,
    loans: 0,
    byTable: [],
    players: [],
  };
  for (const t of tables) {
    const view = viewOf(t);
    const acc = accidentsOf(t);
    const rows = scoreRowsOf(t);
    const waste = sum(view.seats.map((s) => s.waste));
    const loans = sum(view.seats.map((s) => s.loans));
    out.waste += waste;
    out.loans += loans;
    out.accidents += acc.accidents;
    out.byTable.push({
      table: t.table,
      gameId: t.snapshot.gameId,
      status: t.snapshot.status,
      waste,
      accidents: acc.accidents,
      loans,
      winners: winnerNames(t),
    });
    for (const s of view.seats) {
      const row = rows?.find((r) => r.seat === s.seat);
      out.players.push({
        table: t.table,
        seat: s.seat,
        name: t.names[s.seat],
        kind: t.snapshot.seats[s.seat]?.kind === 'bot' ? 'bot' : 'human',
        waste: s.waste,
        loans: s.loans,
        fines: acc.fines[s.seat],
        bribes: acc.bribes[s.seat],
        score: row ? row.total : null,
        cash: row ? row.cash : null,
        winner: row ? row.winner : false,
      });
    }
  }
  return out;
}
