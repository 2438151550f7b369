// "Hint": what a strong player would do now, for the seat this page acts for, in a game whose creator
// allowed hints. The server searches from that seat's view and answers with the move's label and its
// reason in every language; a hint is for one position, so a new move clears it.
import { useEffect, useState } from 'react';
import { guideMark } from '../learn/guide.ts';
import type { Decision } from './useDecision.ts';
import type { HintResponse } from '../../shared/api.ts';
import { refusalWords, request } from '../api/http.ts';
import { useLang } from '../ui/i18n.ts';
import { fill, REVIEW } from '../review/texts.ts';
import '../review/review.css';

interface Props {
  gameId: string;
  token: string | null;
  seat: number;
  moveCount: number;
  /** The decision panel's state, to mark the choice that holds the suggested move. */
  decision: Decision;
}

const RETRY_MS = 2000;

export function HintButton({ gameId, token, seat, moveCount, decision }: Props) {
  const { lang, tx } = useLang();
  const [hint, setHint] = useState<HintResponse | null>(null);
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [asked, setAsked] = useState(0);

  useEffect(() => {
    setHint(null);
    setAsking(false);
    setError(null);
  }, [gameId, seat, moveCount]);

  useEffect(() => {
    if (asked === 0) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = () => {
      request<HintResponse>('POST', `/api/games/${encodeURIComponent(gameId)}/hint`, token, { seat }).then(
        (h) => {
          if (!live) return;
          // The search is still running: the same request later gets its answer.
          if (h.status !== 'ready') timer = setTimeout(ask, RETRY_MS);
          else {
            setHint(h);
            setAsking(false);
          }
        },
        (e: unknown) => {
          if (!live) return;
          setError(refusalWords(e, lang));
          setAsking(false);
        },
      );
    };
    ask();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [asked, gameId, token, seat]);

  const current = hint && hint.moveCount === moveCount && hint.seat === seat ? hint : null;
  const mark = current ? guideMark(decision.plan, decision.direct, current.move) : null;
  const markKey = mark && 'choiceKey' in mark ? mark.choiceKey : null;
  // The panel redraws its choices as the decision moves on: mark the suggested one again each time.
  useEffect(() => {
    if (!markKey) return;
    const el = document.querySelector(`.decision [data-choice="${CSS.escape(markKey)}"]`);
    el?.setAttribute('data-hinted', '');
    return () => el?.removeAttribute('data-hinted');
  });
  return (
    <section className="hint" aria-label={tx(REVIEW.hint)} data-testid="hint">
      {!current && (
        <button
          type="button"
          className="small"
          disabled={asking}
          title={tx(REVIEW.hintNote)}
          onClick={() => {
            setAsking(true);
            setError(null);
            setAsked((k) => k + 1);
          }}
          data-testid="hint-button"
        >
          💡 {asking ? tx(REVIEW.hintThinking) : tx(REVIEW.hintAsk)}
        </button>
      )}
      {current && (
        <div className="hint-answer" role="status" data-testid="hint-answer">
          <strong>{fill(tx(REVIEW.hintSuggests), { label: tx(current.label) })}</strong>
          <p>{tx(current.reason?.text)}</p>
        </div>
      )}
      {error && (
        <p className="refusal" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
