// A student joins: types the teacher's code (or opens the join link), writes a name, takes a free seat
// (or the first free one), and goes to the table with the seat's link, which is also shown to keep.
import { useEffect, useState } from 'react';
import type { JoinInfo, JoinResponse } from '../../../shared/classroom.ts';
import { seatName as nameIn } from '../../../shared/seat-names.ts';
import { refusalWords } from '../../api/http.ts';
import { CopyButton } from '../../ui/CopyButton.tsx';
import { navigate } from '../../ui/router.ts';
import { localPath } from '../NewGameForm.tsx';
import { classroomApi } from './api.ts';
import { useClassTexts } from './texts.ts';
import { TopBar } from './TopBar.tsx';

export function JoinPage({ code }: { code: string | null }) {
  const { c, lang } = useClassTexts();
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

  const take = async (table?: number, seat?: number) => {
    if (!code) return;
    setBusy(true);
    setError(null);
    try {
      setJoined(await classroomApi.join(code, { name, ...(table !== undefined ? { table, seat } : {}) }));
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
            <p>{c('yourSeat', { table: joined.table, seat: joined.seat + 1 })}</p>
            <p className="link-line">
              <input readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
              <CopyButton text={link} />
            </p>
            <button type="button" className="primary big" onClick={() => navigate(localPath(joined.link))}>
              {c('playNow')}
            </button>
          </section>
        ) : info ? (
          <section className="card join-seats">
            <label className="join-name">
              {c('yourName')}{' '}
              <input name="name" value={name} maxLength={40} onChange={(e) => setName(e.target.value)} />
            </label>
            {info.free === 0 ? (
              <p className="refusal">{c('classFull')}</p>
            ) : (
              <>
                <p className="muted">{c('chooseSeat')}</p>
                <button
                  type="button"
                  className="primary"
                  disabled={busy || !name.trim()}
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
                          <strong>{s.name}</strong>
                        ) : (
                          <button
                            type="button"
                            className="small"
                            disabled={busy || !name.trim()}
                            onClick={() => void take(tb.table, s.seat)}
                            data-seat={`${tb.table}-${s.seat}`}
                          >
                            {c('takeSeat')} ({s.seat + 1})
                          </button>
                        )}
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          </section>
        ) : (
          !error && <p className="muted">{c('loading')}</p>
        )}
      </main>
    </div>
  );
}
