// The teacher's dashboard: the join code for students, every table live (asked for again every two
// seconds), pause and resume for all tables, and the class debrief once the tables are over (or at any
// time, from the debrief page).
import { useState } from 'react';
import { refusalWords } from '../../api/http.ts';
import { classroomApi } from './api.ts';
import { DebriefBody } from './DebriefBody.tsx';
import { TableCard } from './TableCard.tsx';
import { useClassTexts } from './texts.ts';
import { TopBar } from './TopBar.tsx';
import { useClassroom } from './useClassroom.ts';
import { CopyButton } from '../../ui/CopyButton.tsx';
import { onLinkClick } from '../../ui/router.ts';

export function Dashboard({ id, token }: { id: string; token: string | null }) {
  const { c, lang } = useClassTexts();
  const { classroom, setClassroom, error, reload } = useClassroom(id, token);
  const [busy, setBusy] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);

  if (!token || (error && !classroom))
    return (
      <div className="class-page">
        <TopBar title={c('dashboard')} />
        <main className="class-main">
          <p className="refusal" role="alert">
            {error ?? c('keepLink')}
          </p>
        </main>
      </div>
    );
  if (!classroom)
    return (
      <div className="class-page">
        <TopBar title={c('dashboard')} />
        <main className="class-main">
          <p className="muted">{c('loading')}</p>
        </main>
      </div>
    );

  const togglePause = async () => {
    setBusy(true);
    setActionError(null);
    try {
      setClassroom(await (classroom.paused ? classroomApi.resume(id, token) : classroomApi.pause(id, token)));
    } catch (e) {
      setActionError(refusalWords(e, lang));
    } finally {
      setBusy(false);
    }
  };
  const assign = async (table: number, seat: number, name: string) => {
    try {
      await classroomApi.assign(id, token, { table, seat, name });
      await reload();
      return null;
    } catch (e) {
      return refusalWords(e, lang);
    }
  };
  const joinLink = new URL(classroom.joinLink, location.origin).href;
  const over = classroom.status === 'finished';
  const finished = classroom.tables.filter((x) => x.status === 'finished').length;
  const debriefPath = `/classroom/${encodeURIComponent(id)}/debrief?token=${encodeURIComponent(token)}`;

  return (
    <div className="class-page">
      <TopBar title={c('dashboard')} />
      <main className="class-main">
        <section className="card class-head">
          <div className="join-box">
            <span className="muted">{c('joinCode')}</span>
            <strong className="join-code-big" data-testid="join-code">
              {classroom.joinCode}
            </strong>
            <span className="muted small-text">{c('joinHelp', { link: joinLink })}</span>
            <CopyButton text={joinLink} />
          </div>
          <div className="class-controls">
            <p data-testid="class-progress">
              {over ? c('allOver') : c('tablesOver', { n: finished, total: classroom.tables.length })}
            </p>
            {!over && (
              <button
                type="button"
                className={classroom.paused ? 'primary' : ''}
                disabled={busy}
                onClick={() => void togglePause()}
                data-testid="pause"
              >
                {classroom.paused ? c('resumeAll') : c('pauseAll')}
              </button>
            )}
            <a
              className="button"
              href={debriefPath}
              onClick={onLinkClick(debriefPath)}
              data-testid="open-debrief"
            >
              {over ? c('openDebrief') : c('debriefSoFar')}
            </a>
            {classroom.paused && (
              <p className="paused-note" role="status">
                {c('paused')}
              </p>
            )}
            {actionError && <p className="refusal">{actionError}</p>}
            <p className="muted small-text">{c('keepLink')}</p>
          </div>
        </section>
        <section className="class-tables" data-testid="tables">
          {classroom.tables.map((x) => (
            <TableCard key={x.table} t={x} onAssign={assign} />
          ))}
        </section>
        {over && (
          <section className="class-debrief-inline" data-testid="debrief">
            <DebriefBody classroom={classroom} />
          </section>
        )}
      </main>
    </div>
  );
}
