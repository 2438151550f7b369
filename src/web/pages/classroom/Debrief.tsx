// The class debrief as a page of its own, ready to print on A4 (see the print rules in classroom.css):
// the debrief, then the tables' own end-of-game reports side by side, and the CSV of the figures.
import { useEffect, useState } from 'react';
import type { GameSnapshot } from '../../../shared/api.ts';
import type { ClassroomResponse } from '../../../shared/classroom.ts';
import { api } from '../../api/http.ts';
import { gameUi } from '../../boards/index.ts';
import { useBoardData } from '../../play/useBoardData.ts';
import { onLinkClick } from '../../ui/router.ts';
import { classroomApi } from './api.ts';
import { DebriefBody } from './DebriefBody.tsx';
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

export function Debrief({ id, token }: { id: string; token: string | null }) {
  const { c, lang } = useClassTexts();
  const { classroom, error } = useClassroom(id, token);
  const board = useBoardData(classroom?.game ?? null);
  const [snapshots, setSnapshots] = useState<GameSnapshot[]>([]);
  const moves = classroom?.tables.map((x) => x.moveCount).join(',') ?? '';

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
      <main className="class-main print-sheet">
        <DebriefBody classroom={classroom} />
        {Report && snapshots.length > 0 && (
          <section className="own-reports">
            <h2>{c('ownReports')}</h2>
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
