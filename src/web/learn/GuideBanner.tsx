// The guided game's words at the table: what to do now and why, while the bots play, and the hand-over.
// Off the guided path it offers to go back to the guide: a new game at the step where the person left it
// (the server replays the listed moves up to there); once put aside, that offer stays as one short line.
import { useRef, useState } from 'react';
import { playPath } from '../api/seat-token.ts';
import { useLang } from '../ui/i18n.ts';
import { navigate } from '../ui/router.ts';
import { tutorials } from './api.ts';
import { LEARN, fillIn } from './texts.ts';
import type { Guide } from './useGuide.ts';
import { usePinBelowTopbar } from './usePinBelowTopbar.ts';
import './learn.css';

export function GuideBanner({ guide, gameId }: { guide: Guide; gameId: string }) {
  const { tx } = useLang();
  const [dismissed, setDismissed] = useState(false);
  const [resuming, setResuming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ref = useRef<HTMLElement>(null);
  usePinBelowTopbar(ref);
  const { state, tutorial } = guide;
  if (state.kind === 'hand-over') {
    if (dismissed) return null;
    return (
      <section ref={ref} className="guide-banner done" role="status" data-testid="guide-handover">
        <h3>{tx(LEARN.handOverTitle)}</h3>
        <p>{tx(tutorial.handOver)}</p>
        <button type="button" onClick={() => setDismissed(true)}>
          {tx(LEARN.gotIt)}
        </button>
      </section>
    );
  }
  if (state.kind === 'off-path') {
    const back = () => {
      setResuming(true);
      setError(null);
      tutorials.resume(tutorial.game, gameId).then(
        (r) => {
          const seat = r.seats.find((s) => s.token);
          if (!seat?.token) throw new Error('no seat');
          navigate(playPath(r.gameId, seat.token, 'guide=1'));
        },
        (e: Error) => {
          setResuming(false);
          setError(e.message);
        },
      );
    };
    const backButton = (
      <button type="button" className="primary" onClick={back} disabled={resuming} data-testid="guide-back">
        {tx(resuming ? LEARN.resuming : LEARN.backToGuide)}
      </button>
    );
    return (
      <section
        ref={ref}
        className={`guide-banner off-path${dismissed ? ' small' : ''}`}
        role="status"
        data-testid="guide-off-path"
      >
        {dismissed ? (
          <p>
            <span className="guide-title">{tx(LEARN.guide)}</span> {tx(LEARN.offPathShort)} {backButton}
          </p>
        ) : (
          <>
            <span className="guide-title">{tx(LEARN.guide)}</span>
            <p>{tx(LEARN.offPath)}</p>
            <p className="guide-actions">
              {backButton}
              <button type="button" onClick={() => setDismissed(true)} data-testid="guide-play-on">
                {tx(LEARN.playOn)}
              </button>
            </p>
          </>
        )}
        {error && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
      </section>
    );
  }
  if (state.kind === 'bot')
    return (
      <section ref={ref} className="guide-banner waiting" role="status" data-testid="guide-wait">
        <span className="guide-title">{tx(LEARN.guide)}</span>{' '}
        <span className="muted">{tx(LEARN.botPlays)}</span>
      </section>
    );
  return (
    <section
      ref={ref}
      className="guide-banner"
      role="status"
      data-testid="guide-step"
      data-step={state.index}
    >
      <span className="guide-title">
        {tx(LEARN.guide)} · {fillIn(tx(LEARN.stepOf), { n: state.guided, total: state.total })}
      </span>
      <p>{tx(state.step.say)}</p>
      <p className="guide-hint">{tx(LEARN.doThis)}</p>
    </section>
  );
}
