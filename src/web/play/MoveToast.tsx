// A short-lived line saying what another player (or a bot) just did, so moves made elsewhere are noticed.
import { useEffect, useRef, useState } from 'react';
import type { GameSnapshot, Texts } from '../../shared/api.ts';
import { useLang } from '../ui/i18n.ts';
import { afterName } from './named-line.ts';
import { seatName } from './turn.ts';

interface Toast {
  /** The number of its log line. */
  id: number;
  seat: number;
  /** The first entry's text as it came; shown from the log's line of the same number while it has one. */
  text: Texts;
  /** The line has more entries (automatic steps). */
  more: boolean;
  /** When it leaves (ms since the epoch): a few seconds after it came. */
  until: number;
}

/** How long a line stays. */
const SHOWN_MS = 4000;

export function MoveToast({ snapshot, colors }: { snapshot: GameSnapshot; colors: string[] }) {
  const { tx, lang } = useLang();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const seen = useRef<number | null>(null);

  useEffect(() => {
    const last = snapshot.log.length ? snapshot.log[snapshot.log.length - 1].n : 0;
    if (seen.current === null) {
      seen.current = last;
      return;
    }
    const fresh = snapshot.log.filter(
      (l) => l.n > (seen.current ?? 0) && l.seat !== null && !snapshot.controls.includes(l.seat),
    );
    seen.current = last;
    if (fresh.length === 0) return;
    const until = Date.now() + SHOWN_MS;
    const added = fresh.slice(-3).map((l) => ({
      id: l.n,
      seat: l.seat as number,
      text: l.entries[0]?.text,
      more: l.entries.length > 1,
      until,
    }));
    setToasts((t) => [...t, ...added].slice(-3));
  }, [snapshot]);

  // Each line leaves a few seconds after it came, whatever came before it: a phone shows only the
  // newest (styles.css), which must not wait for older ones it hides.
  useEffect(() => {
    if (toasts.length === 0) return;
    const next = Math.min(...toasts.map((x) => x.until));
    const timer = setTimeout(
      () => setToasts((t) => t.filter((x) => x.until > Date.now())),
      Math.max(0, next - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [toasts]);

  // At the end the report is what matters.
  if (toasts.length === 0 || snapshot.status === 'finished') return null;
  return (
    <div className="toasts" aria-live="polite">
      {toasts.map((x) => {
        const name = seatName(snapshot, x.seat, lang);
        // The line as the log holds it now: after a change of language it comes again in the new one.
        const line = snapshot.log.find((l) => l.n === x.id);
        // The first entry says what was done (the rest, automatic steps, is in the log), after the name.
        const text = afterName(tx(line?.entries[0]?.text ?? x.text), name);
        return (
          <div key={x.id} className="toast" style={{ borderLeftColor: colors[x.seat] }}>
            <strong style={{ color: colors[x.seat] }}>{name}</strong> {x.more ? `${text} …` : text}
          </div>
        );
      })}
    </div>
  );
}
