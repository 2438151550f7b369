// The teacher's console: the join code for students, the levers over every table (pause, a message to
// all, the decision clock), who the tables are waiting for, every table live with who holds each seat,
// the class log, the big screen's link, how long the class is kept and its deletion; the class debrief
// once the tables are over (or at any time, from the debrief page). Live over the classroom's socket.
import { useState } from 'react';
import type { ClassroomResponse } from '../../../shared/classroom.ts';
import { refusalWords } from '../../api/http.ts';
import { CopyButton } from '../../ui/CopyButton.tsx';
import { onLinkClick } from '../../ui/router.ts';
import { classroomApi } from './api.ts';
import { ClassLog } from './ClassLog.tsx';
import { ConsoleBar } from './ConsoleBar.tsx';
import { useConsoleTexts } from './console-texts.ts';
import { DebriefBody } from './DebriefBody.tsx';
import { TableCard } from './TableCard.tsx';
import { useClassTexts } from './texts.ts';
import { TopBar } from './TopBar.tsx';
import { useClassroom } from './useClassroom.ts';
import { WaitingList } from './WaitingList.tsx';

export function Dashboard({ id, token }: { id: string; token: string | null }) {
  const { c, lang } = useClassTexts();
  const { k } = useConsoleTexts();
  const { classroom, setClassroom, error, link } = useClassroom(id, token);
  const [busy, setBusy] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);
  const [deleted, setDeleted] = useState(false);

  const message = deleted ? k('deleted') : !token ? c('keepLink') : error;
  if (message || !token)
    return (
      <div className="class-page">
        <TopBar title={k('console')} />
        <main className="class-main">
          <p className={deleted ? '' : 'refusal'} role="alert">
            {message}
          </p>
        </main>
      </div>
    );
  if (!classroom)
    return (
      <div className="class-page">
        <TopBar title={k('console')} />
        <main className="class-main">
          <p className="muted">{c('loading')}</p>
        </main>
      </div>
    );

  const act = async (work: () => Promise<void>) => {
    setBusy(true);
    setActionError(null);
    try {
      await work();
    } catch (e) {
      setActionError(refusalWords(e, lang));
    } finally {
      setBusy(false);
    }
  };
  const togglePause = () =>
    act(async () =>
      setClassroom(await (classroom.paused ? classroomApi.resume(id, token) : classroomApi.pause(id, token))),
    );
  const remove = () => {
    if (!window.confirm(k('deleteConfirm'))) return;
    void act(async () => {
      await classroomApi.remove(id, token);
      setDeleted(true);
    });
  };
  const joinLink = new URL(classroom.joinLink, location.origin).href;
  const screenLink = new URL(classroom.screenLink, location.origin).href;
  const over = classroom.status === 'finished';
  const finished = classroom.tables.filter((x) => x.status === 'finished').length;
  const debriefPath = `/classroom/${encodeURIComponent(id)}/debrief#token=${encodeURIComponent(token)}`;
  const skewMs = Date.parse(classroom.serverTime) - Date.now();
  const onChanged = (c: ClassroomResponse) => setClassroom(c);

  return (
    <div className="class-page">
      <TopBar title={k('console')}>
        <span className={`link-state ${link}`} data-testid="link-state">
          {link === 'live' ? k('live') : k('reconnecting')}
        </span>
      </TopBar>
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
            <a
              className="button"
              href={screenLink}
              target="_blank"
              rel="noreferrer"
              data-testid="open-screen"
            >
              {k('bigScreen')}
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
        {!over && (
          <div className="console-row">
            <ConsoleBar classroom={classroom} token={token} onChanged={onChanged} />
            <WaitingList classroom={classroom} skewMs={skewMs} />
          </div>
        )}
        <section className="class-tables" data-testid="tables">
          {classroom.tables.map((x) => (
            <TableCard
              key={x.table}
              t={x}
              x={{ classroomId: id, token, onChanged }}
              watchers={classroom.observers.filter((o) => o.table === x.table)}
              game={classroom.game}
            />
          ))}
        </section>
        <ClassLog log={classroom.log} />
        {over && (
          <section className="class-debrief-inline" data-testid="debrief">
            <DebriefBody classroom={classroom} />
          </section>
        )}
        <section className="card class-danger">
          <p className="muted small-text" data-testid="kept-until">
            {k('keptUntil', {
              date: new Date(classroom.deleteAfter).toLocaleDateString(lang, { dateStyle: 'long' }),
              days: classroom.retentionDays,
            })}
          </p>
          <button
            type="button"
            className="danger"
            disabled={busy}
            onClick={remove}
            data-testid="delete-classroom"
          >
            {k('deleteClass')}
          </button>
        </section>
      </main>
    </div>
  );
}
