// A student joins: types the teacher's code (or opens the join link), writes a name or takes a made-up
// one, and takes a free seat (or the first free one); once every seat is taken, shares a seat with a
// classmate or follows a table. The page says what is kept about them and for how long. The seat's link
// is shown to keep, with a button to the table.
import { useEffect, useState } from 'react';
import type { JoinInfo, JoinRequest, JoinResponse } from '../../../shared/classroom.ts';
import { seatName as nameIn } from '../../../shared/seat-names.ts';
import { refusalWords } from '../../api/http.ts';
import { CopyButton } from '../../ui/CopyButton.tsx';
import { localPath, navigate } from '../../ui/router.ts';
import { classroomApi } from './api.ts';
import { useConsoleTexts } from './console-texts.ts';
import { useClassTexts } from './texts.ts';
import { TopBar } from './TopBar.tsx';

export function JoinPage({ code }: { code: string | null }) {
  const { c, lang } = useClassTexts();
  const { k } = useConsoleTexts();
  const [typed, setTyped] = useState('');
  const [info, setInfo] = useState<JoinInfo | null>(null);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [joined, setJoined] = useState<JoinResponse | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!code) return;
    classroomApi.joinInfo(code).then(setInfo, (e: unknown) => setError(refusalWords(e, lang)));
  }, [code]);

  const take = async (req: Omit<JoinRequest, 'name'> = {}) => {
    if (!code) return;
    setBusy(true);
    setError(null);
    try {
      setJoined(await classroomApi.join(code, { name, ...req }));
    } catch (e) {
      setError(refusalWords(e, lang));
      classroomApi.joinInfo(code).then(setInfo, () => {});
    } finally {
      setBusy(false);
    }
  };

  if (!code)
    return (
      <div className="class-page">
        <TopBar title={c('joinTitle')} />
        <main className="class-main narrow">
          <form
            className="card join-code"
            onSubmit={(e) => {
              e.preventDefault();
              if (typed.trim()) navigate(`/join/${encodeURIComponent(typed.trim().toUpperCase())}`);
            }}
          >
            <label>
              {c('typeCode')}{' '}
              <input
                name="code"
                value={typed}
                onChange={(e) => setTyped(e.target.value)}
                autoComplete="off"
                maxLength={12}
              />
            </label>
            <button type="submit" className="primary">
              {c('go')}
            </button>
          </form>
        </main>
      </div>
    );

  const link = joined ? new URL(joined.link, location.origin).href : '';
  const noName = busy || !name.trim();
  return (
    <div className="class-page">
      <TopBar title={`${c('joinTitle')} · ${code}`} />
      <main className="class-main narrow">
        {error && (
          <p className="refusal" role="alert">
            {error}
          </p>
        )}
        {joined ? (
          <section className="card joined">
            <p>
              {joined.role === 'observer'
                ? k('youWatch', { table: joined.table })
                : joined.role === 'partner'
                  ? k('youShare', { table: joined.table, seat: (joined.seat ?? 0) + 1 })
                  : c('yourSeat', { table: joined.table, seat: (joined.seat ?? 0) + 1 })}
            </p>
            <p className="link-line">
              <input
                readOnly
                value={link}
                aria-label={c('seatLink')}
                onFocus={(e) => e.currentTarget.select()}
              />
              <CopyButton text={link} />
            </p>
            <button type="button" className="primary big" onClick={() => navigate(localPath(joined.link))}>
              {joined.role === 'observer' ? k('watchNow') : c('playNow')}
            </button>
          </section>
        ) : info ? (
          <section className="card join-seats">
            <label className="join-name">
              {c('yourName')}{' '}
              <input
                name="name"
                value={name}
                maxLength={40}
                autoComplete="off"
                onChange={(e) => setName(e.target.value)}
              />
            </label>
            <div className="suggestions">
              <span className="muted small-text">{k('suggest')}</span>
              {info.suggestions[lang].map((n) => (
                <button
                  key={n}
                  type="button"
                  className="small chip"
                  onClick={() => setName(n)}
                  data-suggestion={n}
                >
                  {n}
                </button>
              ))}
            </div>
            {info.free === 0 ? (
              <div className="join-full">
                <p className="refusal">{c('classFull')}</p>
                <p className="muted">{k('shareHelp')}</p>
                {info.shareable > 0 && (
                  <button
                    type="button"
                    className="primary"
                    disabled={noName}
                    onClick={() => void take({ as: 'partner' })}
                    data-testid="share-seat"
                  >
                    {k('shareSeat')}
                  </button>
                )}
              </div>
            ) : (
              <>
                <p className="muted">{c('chooseSeat')}</p>
                <button
                  type="button"
                  className="primary"
                  disabled={noName}
                  onClick={() => void take()}
                  data-testid="any-seat"
                >
                  {c('anySeat')}
                </button>
              </>
            )}
            <div className="join-tables">
              {info.tables.map((tb) => (
                <div key={tb.table} className="join-table">
                  <h3>{c('table', { n: tb.table })}</h3>
                  <ul>
                    {tb.seats.map((s) => (
                      <li key={s.seat}>
                        {s.kind === 'bot' ? (
                          <span className="muted">{nameIn(s, lang)}</span>
                        ) : s.name ? (
                          <strong>{s.partner ? `${s.name} & ${s.partner}` : s.name}</strong>
                        ) : (
                          <button
                            type="button"
                            className="small"
                            disabled={noName}
                            onClick={() => void take({ table: tb.table, seat: s.seat })}
                            data-seat={`${tb.table}-${s.seat}`}
                          >
                            {c('takeSeat')} ({s.seat + 1})
                          </button>
                        )}
                      </li>
                    ))}
                  </ul>
                  <button
                    type="button"
                    className="small link-like"
                    disabled={noName}
                    onClick={() => void take({ as: 'observer', table: tb.table })}
                    data-watch={tb.table}
                  >
                    {k('watchOnly', { n: tb.table })}
                  </button>
                </div>
              ))}
            </div>
            <p className="privacy small-text" data-testid="privacy">
              {k('privacy', {
                date: new Date(info.deleteAfter).toLocaleDateString(lang, { dateStyle: 'long' }),
                days: info.retentionDays,
              })}
            </p>
          </section>
        ) : (
          !error && <p className="muted">{c('loading')}</p>
        )}
      </main>
    </div>
  );
}
