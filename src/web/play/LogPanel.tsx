// The game log in plain words, in the language chosen now. Each line belongs to a move; clicking it shows
// the position after that move.
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { GameSnapshot } from '../../shared/api.ts';
import { useLang } from '../ui/i18n.ts';
import { afterName } from './named-line.ts';
import { seatName } from './turn.ts';

interface Props {
  snapshot: GameSnapshot;
  colors: string[];
  /** The move whose position is shown (null: the live position). */
  shown: number | null;
  onShow: (n: number) => void;
}

export function LogPanel({ snapshot, colors, shown, onShow }: Props) {
  const { t, tx, lang } = useLang();
  const list = useRef<HTMLOListElement>(null);
  const stick = useRef(true);
  const lines = snapshot.log;
  const last = lines.length ? lines[lines.length - 1].n : 0;

  // Follow new lines unless the reader scrolled up to read older ones. Only the reader's own scrolling
  // (wheel, touch, keys, scrollbar) counts: layout changes around the log also move it.
  const userScroll = useRef(false);
  useLayoutEffect(() => {
    const el = list.current;
    if (el && stick.current && shown === null) el.scrollTop = el.scrollHeight;
  });

  useEffect(() => {
    if (shown === null) return;
    list.current?.querySelector(`[data-n="${shown}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [shown]);

  return (
    <section className="log" aria-label={t('log')}>
      <h2>{t('log')}</h2>
      {lines.length === 0 ? (
        <p className="muted">{t('logEmpty')}</p>
      ) : (
        <ol
          ref={list}
          onWheel={() => (userScroll.current = true)}
          onTouchStart={() => (userScroll.current = true)}
          onPointerDown={() => (userScroll.current = true)}
          onKeyDown={() => (userScroll.current = true)}
          onScroll={(e) => {
            if (!userScroll.current) return;
            const el = e.currentTarget;
            stick.current = el.scrollHeight - el.scrollTop - el.clientHeight < 24;
          }}
        >
          {lines.map((line, i) => {
            const color = line.seat === null ? undefined : colors[line.seat];
            const name = line.seat === null ? '' : seatName(snapshot, line.seat, lang);
            const isShown = shown === line.n || (shown === null && line.n === last);
            return (
              <li
                key={`${line.n}-${i}`}
                data-n={line.n}
                className={`${isShown ? 'shown' : ''} ${line.n === last ? 'latest' : ''}`}
              >
                <button
                  type="button"
                  onClick={() => onShow(line.n)}
                  title={line.n === 0 ? t('setup') : `#${line.n}`}
                >
                  <span className="log-n">{line.n === 0 ? '·' : line.n}</span>{' '}
                  {/* The name and the line read as one sentence ("Ann left the table"). */}
                  {line.seat !== null && (
                    <>
                      <span className="log-seat" style={{ borderColor: color }}>
                        {name}
                      </span>{' '}
                    </>
                  )}
                  <span className="log-text">
                    {line.entries.map((e, k) => (
                      <span key={k} className="log-entry">
                        {k === 0 ? afterName(tx(e.text), name) : tx(e.text)}
                      </span>
                    ))}
                  </span>
                </button>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
