// The console's levers over every table at once: a message shown at every table (the last one stays in
// view), and the decision clock (a bot plays for a student whose time runs out).
import { useState } from 'react';
import type { ClockSpec } from '../../../shared/api.ts';
import type { ClassroomResponse } from '../../../shared/classroom.ts';
import { refusalWords } from '../../api/http.ts';
import { classroomApi } from './api.ts';
import { clockText, useConsoleTexts } from './console-texts.ts';

/** The clocks the console offers: seconds per decision (0: none). */
const CLOCKS = [0, 30, 60, 120, 300, 600];

const specSeconds = (spec: ClockSpec | null): number =>
  spec === null ? 0 : 'moveSeconds' in spec ? spec.moveSeconds : spec.bankSeconds;

export function ConsoleBar({
  classroom,
  token,
  onChanged,
}: {
  classroom: ClassroomResponse;
  token: string;
  onChanged: (c: ClassroomResponse) => void;
}) {
  const { k, lang } = useConsoleTexts();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const current = specSeconds(classroom.clock);
  const [clock, setClock] = useState(current);
  const id = classroom.classroomId;

  const act = async (work: () => Promise<ClassroomResponse>, after?: () => void) => {
    setBusy(true);
    setError(null);
    try {
      onChanged(await work());
      after?.();
    } catch (e) {
      setError(refusalWords(e, lang));
    } finally {
      setBusy(false);
    }
  };
  const choices = CLOCKS.includes(current) ? CLOCKS : [...CLOCKS, current].sort((a, b) => a - b);

  return (
    <section className="card console-bar" aria-label={k('messageAll')}>
      <form
        className="broadcast"
        onSubmit={(e) => {
          e.preventDefault();
          if (text.trim())
            void act(
              () => classroomApi.broadcast(id, token, text),
              () => setText(''),
            );
        }}
      >
        <label htmlFor="broadcast-text">{k('messageAll')}</label>
        <div className="inline">
          <input
            id="broadcast-text"
            value={text}
            maxLength={500}
            placeholder={k('messagePlaceholder')}
            onChange={(e) => setText(e.target.value)}
            data-testid="broadcast-text"
          />
          <button type="submit" className="primary" disabled={busy || !text.trim()} data-testid="broadcast">
            {k('send')}
          </button>
        </div>
        {classroom.notice && (
          <p className="muted small-text" data-testid="last-notice">
            {k('lastMessage', {
              time: new Date(classroom.notice.at).toLocaleTimeString(lang, {
                hour: '2-digit',
                minute: '2-digit',
              }),
              text: classroom.notice.text,
            })}
          </p>
        )}
      </form>
      <form
        className="class-clock"
        onSubmit={(e) => {
          e.preventDefault();
          void act(() => classroomApi.clock(id, token, clock === 0 ? null : { moveSeconds: clock }));
        }}
      >
        <label htmlFor="class-clock">{k('clock')}</label>
        <div className="inline">
          <select
            id="class-clock"
            value={clock}
            onChange={(e) => setClock(Number(e.target.value))}
            data-testid="clock"
          >
            {choices.map((s) => (
              <option key={s} value={s}>
                {s === 0 ? k('noClock') : k('perDecision', { n: clockText(s * 1000) })}
              </option>
            ))}
          </select>
          <button type="submit" disabled={busy || clock === current} data-testid="set-clock">
            {k('setClock')}
          </button>
        </div>
        <p className="muted small-text">{k('clockHelp')}</p>
      </form>
      {error && (
        <p className="refusal" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
