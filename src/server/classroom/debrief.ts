// The class debrief in phases: what happened (the class report, the bans in order), what it cost (each
// company's money against its deaths and its safe against unsafe work), why (each table's key moments:
// the moves after which the stored analysis' chances to win changed most, linked to the replay), what
// if (each moment's position to play on from) and what next (the discussion questions). Everything is
// read from the tables' own reports and the analysis stored when each table ended; nothing is estimated
// on the request path.
import type { Texts } from '../../shared/api.ts';
import type { CostClassReport, WasteClassReport } from '../../shared/classroom.ts';
import type { BanMoment, ClassDebrief, DebriefCost, KeyMoment, TableMoments } from '../../shared/debrief.ts';
import { biggestSwings } from '../../shared/swings.ts';
import type { AnalysisService } from '../analysis/analysis-service.ts';
import type { StoredClassroom } from '../storage/classrooms.ts';
import { namePlayedSeats, readTables } from './console-view.ts';
import type { ClassroomContext } from './context.ts';
import { digestOf } from './digests.ts';
import { promptsFor } from './prompts.ts';
import { sum, type TableInput } from './table-input.ts';
import { costReportOf } from './the-cost.ts';

/** Key moments shown per table, and the least change of a chance (percentage points) that is one. */
export const MOMENTS_PER_TABLE = 3;
const MIN_CHANGE = 5;

const per100 = (deaths: number, money: number): number | null =>
  money > 0 ? Math.round((deaths * 10_000) / money) / 100 : null;

function costOfTheCost(report: CostClassReport, inputs: TableInput[]): DebriefCost {
  const money = sum(report.players.map((p) => p.money));
  return {
    game: 'the-cost',
    money,
    deaths: report.deaths,
    deathsPer100: per100(report.deaths, money),
    players: report.players.map((p) => {
      const own = costReportOf(inputs[p.table - 1]);
      return {
        table: p.table,
        seat: p.seat,
        name: p.name,
        kind: p.kind,
        money: p.money,
        deaths: p.deaths,
        deathsPer100: per100(p.deaths, p.money),
        safeWork: sum(own.safeWork[p.seat] ?? []),
        unsafeWork: sum(own.unsafeWork[p.seat] ?? []),
        safetyResources: sum(own.safetyResources[p.seat] ?? []),
      };
    }),
  };
}

const costOfWaste = (report: WasteClassReport): DebriefCost => ({
  game: 'industrial-waste',
  players: report.players.map((p) => ({
    table: p.table,
    seat: p.seat,
    name: p.name,
    kind: p.kind,
    waste: p.waste,
    fines: p.fines,
    bribes: p.bribes,
    loans: p.loans,
    score: p.score,
  })),
});

function banTimeline(report: CostClassReport): BanMoment[] {
  return report.bans
    .map((b) => ({
      table: b.table,
      round: b.round,
      phase: b.phase,
      country: b.country,
      name: b.name,
      by: b.by,
    }))
    .sort((a, b) => a.round - b.round || a.phase - b.phase || a.table - b.table);
}

/** The game's log of move `n`, every entry's text joined, in every language. */
function moveText(t: TableInput, n: number): { seat: number | null; text: Texts } {
  const line = t.snapshot.log.find((l) => l.n === n);
  const join = (lang: 'en' | 'it') => (line?.entries ?? []).map((e) => e.text[lang]).join(' ');
  return { seat: line?.seat ?? null, text: { en: join('en'), it: join('it') } };
}

async function tableMoments(
  x: ClassroomContext,
  analysis: AnalysisService,
  t: TableInput,
  classroomId: string,
): Promise<TableMoments> {
  const base = { table: t.table, gameId: t.snapshot.gameId, moveCount: t.snapshot.moveCount, moments: [] };
  if (t.snapshot.status !== 'finished') return { ...base, status: 'running' };
  const stored = await analysis.stored(t.snapshot.gameId);
  if (!stored || stored.status !== 'ready') {
    // Made when the table ended; still missing after a restart in the middle of it, or when the
    // table ended on another node: made now, and the console told when it is stored.
    // A server closing meanwhile (its storage gone) ends the run with a line in the log, not a crash.
    void analysis
      .prepare(t.snapshot.gameId)
      .then(() => x.changed(classroomId))
      .catch((e: unknown) =>
        x.d.logger.warn({ err: e, gameId: t.snapshot.gameId }, 'could not analyse a table'),
      );
    return { ...base, status: 'pending' };
  }
  // The last move's change is the game's end meeting the estimate, not a decision: it is left out.
  const positions = stored.moves.filter((p) => p.n < stored.moveCount);
  const moments: KeyMoment[] = biggestSwings(positions, MOMENTS_PER_TABLE, MIN_CHANGE).map((s) => {
    const before = positions.find((p) => p.n === s.n - 1)?.winProbability[s.seat] ?? 0;
    const after = positions.find((p) => p.n === s.n)?.winProbability[s.seat] ?? 0;
    const move = moveText(t, s.n);
    return {
      n: s.n,
      mover: move.seat,
      moverName: move.seat === null ? null : (t.namesIn[move.seat] ?? null),
      move: move.text,
      seat: s.seat,
      name: t.namesIn[s.seat] ?? { en: '', it: '' },
      before: Math.round(before * 100),
      after: Math.round(after * 100),
      delta: s.delta,
      replayLink: x.link(`/play/${t.snapshot.gameId}?replay=${s.n}`),
      playFrom: s.n - 1,
    };
  });
  return { ...base, status: 'ready', moments };
}

export async function classDebrief(
  x: ClassroomContext,
  analysis: AnalysisService,
  c: StoredClassroom,
): Promise<ClassDebrief> {
  const [read, events] = await Promise.all([readTables(x, c), x.d.storage.classrooms.events(c.id)]);
  const { inputs } = namePlayedSeats(c, read, events);
  const report = digestOf(c.game).report(inputs);
  const tables = await Promise.all(inputs.map((t) => tableMoments(x, analysis, t, c.id)));
  const over = inputs.every((t) => t.snapshot.status === 'finished');
  return {
    classroomId: c.id,
    game: c.game,
    status: over ? 'finished' : 'running',
    ready: over && tables.every((t) => t.status === 'ready'),
    report,
    banTimeline: report.game === 'the-cost' && 'bans' in report ? banTimeline(report) : [],
    cost:
      report.game === 'the-cost' && 'deaths' in report
        ? costOfTheCost(report, inputs)
        : report.game === 'industrial-waste' && 'accidents' in report
          ? costOfWaste(report)
          : null,
    tables,
    prompts: promptsFor(c.game),
  };
}
