// The guided game's words at the table: what to do now and why, while the bots play, and the hand-over.
import { useRef, useState } from 'react';
import { useLang } from '../ui/i18n.ts';
import { LEARN, fillIn } from './texts.ts';
import type { Guide } from './useGuide.ts';
import { usePinBelowTopbar } from './usePinBelowTopbar.ts';
import './learn.css';

export function GuideBanner({ guide }: { guide: Guide }) {
  const { tx } = useLang();
  const [dismissed, setDismissed] = useState(false);
  const ref = useRef<HTMLElement>(null);
  usePinBelowTopbar(ref);
  const { state, tutorial } = guide;
  if (state.kind === 'hand-over' || state.kind === 'off-path') {
    if (dismissed) return null;
    return (
      <section ref={ref} className="guide-banner done" role="status" data-testid="guide-handover">
        <h3>{tx(LEARN.handOverTitle)}</h3>
        <p>{state.kind === 'hand-over' ? tx(tutorial.handOver) : tx(LEARN.offPath)}</p>
        <button type="button" onClick={() => setDismissed(true)}>
          {tx(LEARN.gotIt)}
        </button>
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
