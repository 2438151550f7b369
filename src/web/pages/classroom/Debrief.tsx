// The class debrief as a page of its own, in phases (what happened, what it cost, why, what if, what
// next), ready to print on A4 (see the print rules in classroom.css), then the class log (every
// intervention of the teacher), the tables' own end-of-game reports side by side, and the CSV of the
// figures. The phases come from the server's debrief, asked
// again whenever a table moves on or, while a table's key moments are being made, at each change the
// classroom's socket brings (the server tells it when they are stored).
import { useEffect, useState, type ReactNode } from 'react';
import type { GameSnapshot } from '../../../shared/api.ts';
import type { ClassroomResponse } from '../../../shared/classroom.ts';
import type { ClassDebrief } from '../../../shared/debrief.ts';
import { api, refusalWords } from '../../api/http.ts';
import { gameUi } from '../../boards/index.ts';
import { useBoardData } from '../../play/useBoardData.ts';
import { onLinkClick } from '../../ui/router.ts';
import { classroomApi } from './api.ts';
import { ClassLog } from './ClassLog.tsx';
import { useDebriefTexts, type DebriefKey } from './debrief-texts.ts';
import { PhaseCost } from './PhaseCost.tsx';
import { PhaseHappened } from './PhaseHappened.tsx';
import { PhaseWhatIf, PhaseWhy } from './PhaseMoments.tsx';
import { useClassTexts } from './texts.ts';
import { TopBar } from './TopBar.tsx';
import { useClassroom } from './useClassroom.ts';

/** The table's report with the names the students gave at the classroom (the game calls them "Player n"). */
function withClassNames(s: GameSnapshot, classroom: ClassroomResponse): GameSnapshot {
  const table = classroom.tables.find((x) => x.gameId === s.gameId);
  return {
    ...s,
    seats: s.seats.map((seat) => ({ ...seat, name: table?.seats[seat.seat]?.name ?? seat.name })),
  };
}

const PHASES: { id: string; title: DebriefKey; short: DebriefKey; help?: DebriefKey }[] = [
  { id: 'happened', title: 'happened', short: 'happenedShort' },
  { id: 'cost', title: 'cost', short: 'costShort' },
  { id: 'why', title: 'why', short: 'whyShort' },
  { id: 'what-if', title: 'whatIf', short: 'whatIfShort' },
  { id: 'next', title: 'next', short: 'nextShort', help: 'nextHelp' },
];

function Phase({ id, children }: { id: string; children: ReactNode }) {
  const { d } = useDebriefTexts();
  const phase = PHASES.find((p) => p.id === id)!;
  return (
    <section
      id={`phase-${id}`}
      className="debrief phase"
      aria-labelledby={`phase-${id}-title`}
      data-testid={`phase-${id}`}
    >
      <h2 id={`phase-${id}-title`}>{d(phase.title)}</h2>
      {phase.help && <p className="help">{d(phase.help)}</p>}
      {children}
    </section>
  );
}

/** Scrolls to a phase without touching the address's fragment, which holds the teacher's token. */
function PhaseNav() {
  const { d } = useDebriefTexts();
  return (
    <nav className="phase-nav" aria-label={d('phases')}>
      <ol>
        {PHASES.map((p) => (
          <li key={p.id}>
            <a
              href={`#phase-${p.id}`}
              onClick={(e) => {
                e.preventDefault();
                document.getElementById(`phase-${p.id}`)?.scrollIntoView({ block: 'start' });
              }}
            >
              {d(p.short)}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

export function Debrief({ id, token }: { id: string; token: string | null }) {
  const { c, lang } = useClassTexts();
  const { classroom, error } = useClassroom(id, token);
  const board = useBoardData(classroom?.game ?? null);
  const [snapshots, setSnapshots] = useState<GameSnapshot[]>([]);
  const [debrief, setDebrief] = useState<ClassDebrief | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const moves = classroom?.tables.map((x) => x.moveCount).join(',') ?? '';
  // While a table's key moments are being made, every push of the classroom asks again: the server
  // pushes one when they are stored.
  const waiting = debrief === null || debrief.tables.some((t) => t.status === 'pending');
  const askAgain = `${moves}|${waiting ? (classroom?.serverTime ?? '') : ''}`;

  useEffect(() => {
    if (!classroom) return;
    let live = true;
    Promise.all(classroom.tables.map((x) => api.getGame(x.gameId, null))).then(
      (s) => live && setSnapshots(s),
      () => {},
    );
    return () => {
      live = false;
    };
    // Asked again only when a table moved on (`moves` changes with every move at any table).
  }, [moves]);

  useEffect(() => {
    if (!classroom || !token) return;
    let live = true;
    classroomApi.debrief(id, token).then(
      (x) => {
        if (!live) return;
        setDebrief(x);
        setFailure(null);
      },
      (e: unknown) => live && setFailure(e),
    );
    return () => {
      live = false;
    };
  }, [askAgain, classroom === null]);

  if (!classroom)
    return (
      <div className="class-page">
        <TopBar title={c('debrief')} />
        <main className="class-main">
          {error ? (
            <p className="refusal" role="alert">
              {error}
            </p>
          ) : (
            <p className="muted">{c('loading')}</p>
          )}
        </main>
      </div>
    );

  const dashboard = `/classroom/${encodeURIComponent(id)}#token=${encodeURIComponent(token ?? '')}`;
  const Report = gameUi(classroom.game).Report;
  const l = classroom.settings.lang;
  return (
    <div className="class-page debrief-page">
      <TopBar title={c('debrief')}>
        <a className="button small" href={dashboard} onClick={onLinkClick(dashboard)}>
          {c('backToDashboard')}
        </a>
        <a className="button small" href={classroomApi.csvLink(id, token ?? '')} download data-testid="csv">
          {c('exportCsv')}
        </a>
        <button type="button" className="small" onClick={() => window.print()}>
          {c('print')}
        </button>
      </TopBar>
      <main className="class-main print-sheet" aria-label={c('debrief')}>
        <h1 className="debrief-title">{c('debrief')}</h1>
        <p className="muted">
          {classroom.status === 'finished'
            ? c('allOver')
            : c('tablesOver', { n: classroom.report.finishedTables, total: classroom.report.tables })}
        </p>
        <PhaseNav />
        {failure !== null && (
          <p className="refusal" role="alert">
            {refusalWords(failure, lang)}
          </p>
        )}
        {debrief === null ? (
          <p className="muted">{c('loading')}</p>
        ) : (
          <>
            <Phase id="happened">
              <PhaseHappened debrief={debrief} classroom={classroom} />
            </Phase>
            <Phase id="cost">
              <PhaseCost debrief={debrief} />
            </Phase>
            <Phase id="why">
              <PhaseWhy debrief={debrief} />
            </Phase>
            <Phase id="what-if">
              <PhaseWhatIf debrief={debrief} classroom={classroom} token={token ?? ''} />
            </Phase>
            <Phase id="next">
              <ol className="prompts" lang={l}>
                {debrief.prompts.map((p, i) => (
                  <li key={i}>{p[l] ?? p.en}</li>
                ))}
              </ol>
            </Phase>
          </>
        )}
        {/* Every intervention of the teacher (messages, clocks, seats freed or given) and who joined. */}
        <ClassLog log={classroom.log} open />
        {Report && snapshots.length > 0 && (
          <section className="own-reports" aria-labelledby="own-reports-title">
            <h2 id="own-reports-title">{c('ownReports')}</h2>
            <div className="own-reports-row">
              {snapshots.map((s, i) => (
                <div key={s.gameId} className="own-report" data-testid="own-report">
                  <h3>{c('table', { n: i + 1 })}</h3>
                  <Report snapshot={withClassNames(s, classroom)} view={s.view} board={board} lang={lang} />
                </div>
              ))}
            </div>
          </section>
        )}
        <p className="print-only muted small-text">
          {c('printedOn')} · {new Date(classroom.updatedAt).toLocaleString(lang)}
        </p>
      </main>
    </div>
  );
}
