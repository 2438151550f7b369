// The big screen, for a projector: the join code, the teacher's last message, and every table's public
// figures in large type (The Cost: money per company, deaths, bans; Industrial Waste: waste, loans,
// accidents; the scores and winners once a table is over), live over the classroom's socket. Its address
// holds no secret: it shows what any spectator of the tables sees.
import { useEffect, useState } from 'react';
import type { ScreenResponse, ScreenTable } from '../../../shared/classroom.ts';
import { refusalWords } from '../../api/http.ts';
import { LangSwitch } from '../../ui/LangSwitch.tsx';
import { classroomApi } from './api.ts';
import { useConsoleTexts } from './console-texts.ts';
import { ClassroomLive, type ClassroomLink } from './live.ts';
import { useClassTexts } from './texts.ts';

export function ScreenPage({ id }: { id: string }) {
  const { c, lang } = useClassTexts();
  const { k } = useConsoleTexts();
  const [screen, setScreen] = useState<ScreenResponse | null>(null);
  const [link, setLink] = useState<ClassroomLink>('connecting');
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    const live = new ClassroomLive<ScreenResponse>(id, null, {
      kind: 'screen',
      onState: setScreen,
      onLink: setLink,
      onRefused: (e) => {
        setScreen(null);
        setFailure(e);
      },
      poll: () => classroomApi.screen(id),
    });
    return () => live.close();
  }, [id]);

  if (!screen)
    return (
      <main className="class-screen">
        <p className={failure ? 'refusal' : 'muted'}>
          {failure ? refusalWords(failure, lang) : c('loading')}
        </p>
      </main>
    );
  const joinAt = `${location.host}/join`;
  return (
    <main className="class-screen" data-link={link}>
      <header className="screen-head">
        <p className="screen-join">
          {k('joinAt', { link: joinAt })} <strong data-testid="screen-code">{screen.joinCode}</strong>
        </p>
        {screen.paused && <p className="paused-note">{c('paused')}</p>}
        <LangSwitch />
      </header>
      {screen.notice && (
        <p className="screen-notice" role="status" data-testid="screen-notice">
          <span>{k('fromTeacher')}:</span> {screen.notice.text}
        </p>
      )}
      <section className="screen-tables">
        {screen.tables.map((t) => (
          <ScreenCard key={t.table} t={t} />
        ))}
      </section>
    </main>
  );
}

function ScreenCard({ t }: { t: ScreenTable }) {
  const { c } = useClassTexts();
  const over = t.status === 'finished';
  return (
    <article className={`screen-table ${over ? 'over' : ''}`} data-table={t.table}>
      <h2>
        {c('table', { n: t.table })}
        {t.round !== null && typeof t.phase === 'number' && (
          <span className="muted"> · {c('roundPhase', { round: t.round, phase: t.phase })}</span>
        )}
        {over && <span className="status-pill finished">{c('finished')}</span>}
      </h2>
      {t.deaths !== undefined && (
        <p className="screen-deaths">
          <strong data-testid="screen-deaths">{t.deaths}</strong> {c('deaths')}
          <span className="screen-bans">
            {c('bans')}: {t.bans && t.bans.length > 0 ? t.bans.map((b) => b.name).join(', ') : '—'}
          </span>
        </p>
      )}
      {t.accidents !== undefined && (
        <p className="screen-deaths">
          <strong>{t.accidents}</strong> {c('accidents')}
        </p>
      )}
      <table>
        <tbody>
          {t.names.map((name, seat) => (
            <tr key={seat} className={t.winners.includes(seat) ? 'winner' : ''}>
              <th>{name}</th>
              {t.money && <td className="num">${t.money[seat]}</td>}
              {t.waste && (
                <td className="num">
                  {c('waste')} {t.waste[seat]}
                </td>
              )}
              {t.scores && <td className="num">{t.scores[seat]}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </article>
  );
}
