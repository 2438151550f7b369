// What the teacher can do with one people's seat: a free one is given to a student by name; a held
// one is freed (its link stops at once), given to someone else under a new link, shared with a second
// student, or handed to a bot and back (the stand-in, as the student's own table offers). A new link is
// shown to copy and hand over.
import { useState } from 'react';
import type { ClassroomResponse, ClassroomSeatInfo, JoinResponse } from '../../../shared/classroom.ts';
import { refusalWords } from '../../api/http.ts';
import { tokenInLink } from '../../api/seat-token.ts';
import { seatAction } from '../../clocks/seat-actions.ts';
import { CopyButton } from '../../ui/CopyButton.tsx';
import { classroomApi } from './api.ts';
import { useConsoleTexts } from './console-texts.ts';
import { useClassTexts } from './texts.ts';

export interface SeatContext {
  classroomId: string;
  token: string;
  table: number;
  gameId: string;
  running: boolean;
  onChanged: (c: ClassroomResponse) => void;
}

type Mode = null | 'give' | 'share';

export function SeatControls({ s, x }: { s: ClassroomSeatInfo; x: SeatContext }) {
  const { k, lang } = useConsoleTexts();
  const { c } = useClassTexts();
  const [mode, setMode] = useState<Mode>(null);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [handed, setHanded] = useState<JoinResponse | null>(null);

  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (e) {
      setError(refusalWords(e, lang));
    } finally {
      setBusy(false);
    }
  };
  const give = (n: string) =>
    run(async () => {
      const out =
        s.name === null
          ? await classroomApi.assign(x.classroomId, x.token, { table: x.table, seat: s.seat, name: n })
          : mode === 'share'
            ? await classroomApi.assign(x.classroomId, x.token, {
                table: x.table,
                seat: s.seat,
                name: n,
                share: true,
              })
            : await classroomApi.reassign(x.classroomId, x.token, x.table, s.seat, n);
      setHanded(out);
      setMode(null);
      setName('');
      x.onChanged(await classroomApi.get(x.classroomId, x.token));
    });
  const free = () => {
    const who = s.partner ? `${s.name} & ${s.partner}` : (s.name ?? '');
    if (!window.confirm(k('freeConfirm', { seat: s.seat + 1, table: x.table, who }))) return;
    void run(async () => {
      setHanded(null);
      x.onChanged(await classroomApi.free(x.classroomId, x.token, x.table, s.seat));
    });
  };
  const seatToken = s.link ? tokenInLink(new URL(s.link, location.origin).hash) : null;
  const toggleBot = () =>
    run(async () => {
      await seatAction(x.gameId, seatToken, s.seat, s.standIn ? 'reclaim' : 'leave');
      x.onChanged(await classroomApi.get(x.classroomId, x.token));
    });

  const asking = mode !== null;
  return (
    <div className="seat-controls" data-seat={`${x.table}-${s.seat}`}>
      {s.link && <CopyButton text={new URL(s.link, location.origin).href} label={c('seatLink')} />}
      {s.name === null && !asking && (
        <button type="button" className="small" onClick={() => setMode('give')} data-action="assign">
          {c('assign')}…
        </button>
      )}
      {s.name !== null && (
        <details className="seat-menu">
          <summary aria-label={k('seatActions', { seat: s.seat + 1 })}>⋯</summary>
          <div className="seat-menu-items">
            <button type="button" className="small" disabled={busy} onClick={free} data-action="free">
              {k('free')}
            </button>
            <button
              type="button"
              className="small"
              disabled={busy}
              onClick={() => setMode('give')}
              data-action="give"
            >
              {k('giveTo')}
            </button>
            {!s.partner && (
              <button
                type="button"
                className="small"
                disabled={busy}
                onClick={() => setMode('share')}
                data-action="share"
              >
                {k('shareWith')}
              </button>
            )}
            {x.running && seatToken && (
              <button
                type="button"
                className="small"
                disabled={busy}
                onClick={() => void toggleBot()}
                data-action="bot"
              >
                {s.standIn ? k('studentPlays') : k('letBotPlay')}
              </button>
            )}
          </div>
        </details>
      )}
      {asking && (
        <form
          className="assign"
          onSubmit={(e) => {
            e.preventDefault();
            if (name.trim()) void give(name.trim());
          }}
        >
          <input
            value={name}
            maxLength={40}
            autoFocus
            placeholder={c('assignPlaceholder')}
            aria-label={c('assignPlaceholder')}
            onChange={(e) => setName(e.target.value)}
          />
          <button type="submit" className="small" disabled={busy || !name.trim()}>
            {s.name === null ? c('assign') : mode === 'share' ? k('share') : k('give')}
          </button>
        </form>
      )}
      {handed && (
        <p className="handed small-text">
          {k('newLink', { name: handed.name })}{' '}
          <CopyButton text={new URL(handed.link, location.origin).href} />
        </p>
      )}
      {error && <span className="refusal">{error}</span>}
    </div>
  );
}
