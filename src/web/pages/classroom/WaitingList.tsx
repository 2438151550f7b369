// Who the tables are waiting for, the longest wait first, with how long they have waited and, under a
// decision clock, when a bot will play for them. The times count on the page between the server's
// pushes, against the server's clock (the classroom's `serverTime`).
import { useEffect, useState } from 'react';
import type { ClassroomResponse } from '../../../shared/classroom.ts';
import { clockText, useConsoleTexts } from './console-texts.ts';

export function WaitingList({ classroom, skewMs }: { classroom: ClassroomResponse; skewMs: number }) {
  const { k } = useConsoleTexts();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const serverNow = now + skewMs;
  const waiting = classroom.waiting;
  return (
    <section className="card waiting" aria-live="polite">
      <h2>{k('waitingFor')}</h2>
      {waiting.length === 0 ? (
        <p className="muted">{k('nobodyWaited')}</p>
      ) : (
        <ol data-testid="waiting">
          {waiting.map((w) => {
            const waited = serverNow - Date.parse(w.since);
            return (
              <li key={`${w.table}-${w.seat}`} data-table={w.table} data-seat={w.seat}>
                <span className="who">
                  {k('waitLine', { who: w.name ?? k('freeSeatAt', { seat: w.seat + 1 }), table: w.table })}
                </span>
                <span className={`waited ${waited > 120_000 ? 'long' : ''}`}>{clockText(waited)}</span>
                {w.deadline && (
                  <span className="muted small-text">
                    {k('botIn', { t: clockText(Date.parse(w.deadline) - serverNow) })}
                  </span>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
