// The people at the table and their clocks, under the top bar: each person's time left (of the bank,
// or for this decision) counting down, the seats to move marked, low time in red, and a seat a
// stand-in bot plays for named as such. Low time of a seat this page plays is said once to screen
// readers (politely), not every second. Shown only for the live position of a running game.
import { useEffect, useRef, useState } from 'react';
import type { GameSnapshot, Lang } from '../../shared/api.ts';
import { fill, levelName, useLang } from '../ui/i18n.ts';
import { formatClock, isLow } from './format.ts';
import { CLOCKS } from './texts.ts';
import { useCountdown } from './useCountdown.ts';
import './clocks.css';
import { seatName as nameIn } from '../../shared/seat-names.ts';

/** A bot level's short name ("heuristic", "euristico"), without the strength note. */
export const shortLevel = (level: string, lang: Lang) => levelName(level, lang).replace(/\s*\(.*\)$/, '');

/** "stand-in bot (heuristic)". */
export const standInLabel = (level: string, lang: Lang) =>
  fill(CLOCKS.standInBot[lang], { level: shortLevel(level, lang) });

export function SeatClocks({ snapshot, colors }: { snapshot: GameSnapshot; colors: string[] }) {
  const { lang, tx } = useLang();
  const times = useCountdown(snapshot.seatClocks, true);
  const people = snapshot.seats.filter((s) => s.kind === 'human');
  const spec = snapshot.clock ?? null;

  // The seat of this page whose running clock is low now, said once per decision.
  const running = snapshot.seatClocks?.find((c) => {
    const left = times.get(c.seat);
    const seat = snapshot.seats[c.seat];
    return (
      c.deadline !== null &&
      !seat?.standIn &&
      snapshot.controls.includes(c.seat) &&
      spec !== null &&
      left !== undefined &&
      isLow(left, spec)
    );
  });
  const lowKey = running ? `${running.seat}@${running.deadline}` : null;
  const told = useRef(new Set<string>());
  const [said, setSaid] = useState('');
  useEffect(() => {
    if (!lowKey || told.current.has(lowKey) || !running) return;
    told.current.add(lowKey);
    setSaid(fill(tx(CLOCKS.lowTime), { time: formatClock(times.get(running.seat) ?? 0, lang) }));
  }, [lowKey]);

  if (!spec && !people.some((s) => s.standIn)) return null;
  return (
    <div className="seat-clocks" role="group" aria-label={tx(CLOCKS.clocksLabel)} data-testid="seat-clocks">
      {people.map((s) => {
        const left = times.get(s.seat);
        const toMove = snapshot.activeSeats.includes(s.seat);
        const low = !s.standIn && spec !== null && left !== undefined && toMove && isLow(left, spec);
        return (
          <span
            key={s.seat}
            className={`seat-clock${toMove ? ' to-move' : ''}${low ? ' low' : ''}${s.standIn ? ' stood-in' : ''}`}
            data-testid={`seat-clock-${s.seat}`}
            data-stand-in={s.standIn ?? ''}
          >
            <span className="swatch" style={{ background: colors[s.seat] }} aria-hidden="true" />
            <span className="who">{nameIn(s, lang)}</span>
            {toMove && <span className="sr-only">{tx(CLOCKS.toMove)}</span>}
            {s.standIn ? (
              <span className="stand-in" data-testid={`stand-in-${s.seat}`}>
                {standInLabel(s.standIn, lang)}
              </span>
            ) : (
              left !== undefined && (
                <span className="time" role="timer" data-testid={`clock-time-${s.seat}`}>
                  {formatClock(left, lang)}
                </span>
              )
            )}
          </span>
        );
      })}
      <span className="sr-only" aria-live="polite" data-testid="clock-announcement">
        {said}
      </span>
    </div>
  );
}
