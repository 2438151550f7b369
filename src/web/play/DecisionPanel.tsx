// The player's side of a decision: the question, the choices (also clickable on the board), what has been
// chosen so far, and a confirm step before a move the server says is final or spends (confirm.ts).
// Number keys pick a choice (two digits past 9), letters jump to a choice by its name, Enter confirms,
// Escape goes back.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { LegalMove, Texts } from '../../shared/api.ts';
import { useLang } from '../ui/i18n.ts';
import { LEARN } from '../learn/texts.ts';
import type { Choice } from './decision.ts';
import type { Decision } from './useDecision.ts';
import { useSheetHeight } from './useSheetHeight.ts';
import { AmountStepper } from './AmountStepper.tsx';
import { splitQuestion } from './question.ts';

interface Props {
  decision: Decision;
  legal: LegalMove[];
  confirmOf: (move: LegalMove) => Texts | null;
  sending: boolean;
  /** The position's choices are on their way from the server: the panel says so and offers nothing. */
  choicesComing?: boolean;
  onSend: (move: LegalMove) => void;
  /** Whose decision this is, shown on a shared screen. */
  seatLabel: string | null;
  seatColor?: string;
  /** What the decision is about, for newcomers. */
  help?: Texts | null;
  /** The rules page's section on this decision (`/rules/<game>#<section>`), linked after the help. */
  rulesHref?: string | null;
  /** The glossary of the game's icons, linked after the rules. */
  glossaryHref?: string | null;
  /** The Undo button, when the last move may be taken back. */
  undo?: ReactNode;
  /** Every choice as a button of the list (a guided game points at them): no stepper, no board-only. */
  plain?: boolean;
}

function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT');
}

export function DecisionPanel({
  decision,
  legal,
  confirmOf,
  sending,
  choicesComing = false,
  onSend,
  seatLabel,
  seatColor,
  help,
  rulesHref,
  glossaryHref,
  undo,
  plain = false,
}: Props) {
  const { t, tx } = useLang();
  const { plan, direct } = decision;
  const sentFor = useRef<unknown>(null);
  const sheet = useRef<HTMLElement>(null);
  useSheetHeight(sheet);
  // On small screens the sheet can be folded down to its question, to see the board under it; the
  // question's details, the step's help and why greyed choices are closed show on demand.
  const [collapsed, setCollapsed] = useState(false);
  const [details, setDetails] = useState(false);
  const explicit = plan.kind !== 'none' && plan.crumbs.some((c) => c.chosen);
  const ready = direct ? direct : plan.kind === 'ready' ? plan.move : null;
  const confirm = direct ? confirmOf(direct) : plan.kind === 'ready' ? plan.confirm : null;

  // A decision completed by clicks and costing nothing is sent at once.
  useEffect(() => {
    if (!ready || direct || confirm || !explicit || sending) return;
    if (sentFor.current === ready) return;
    sentFor.current = ready;
    onSend(ready);
  }, [ready, direct, confirm, explicit, sending, onSend]);

  const all: Choice[] = plan.kind === 'choose' ? plan.step.choices : [];
  // Choices offered on the table only (a loan on the mat) stay out of the list while others are left.
  const listed = !plain && all.some((c) => !c.boardOnly) ? all.filter((c) => !c.boardOnly) : all;
  // Amounts (bids) are set with a stepper; the other choices (Pass) stay buttons.
  const amounts = listed.filter((c) => c.amount !== undefined && !c.blocked);
  const stepper =
    !plain && amounts.length > 3 ? [...amounts].sort((a, b) => (a.amount ?? 0) - (b.amount ?? 0)) : [];
  // With a stepper, every amount (open or greyed above the cash) is in it rather than in the list.
  const choices = stepper.length ? listed.filter((c) => c.amount === undefined) : listed;
  const explained =
    decision.explained && plan.kind === 'choose' && all.some((c) => c.key === decision.explained?.key)
      ? decision.explained
      : null;
  const showsConfirm = !!ready && (!!confirm || !explicit || !!direct || sentFor.current === ready);
  const sendReady = () => {
    if (!ready || sending) return;
    sentFor.current = ready;
    onSend(ready);
  };
  const list = useRef<HTMLUListElement>(null);
  const typed = useRef<{ text: string; at: number; digit: number | null; timer: number | undefined }>({
    text: '',
    at: 0,
    digit: null,
    timer: undefined,
  });

  useEffect(() => {
    const buffer = typed.current;
    const pickNumber = (n: number) => {
      if (n >= 1 && n <= choices.length) decision.pick(choices[n - 1]);
    };
    const onKey = (e: KeyboardEvent) => {
      if (isTyping(e.target) || e.ctrlKey || e.metaKey || e.altKey) return;
      if (e.key === 'Escape') {
        decision.back();
        return;
      }
      // Enter confirms a move waiting for it, unless the focus is on another control Enter would press.
      if (e.key === 'Enter' && showsConfirm) {
        const el = document.activeElement as HTMLElement | null;
        if (el?.closest('button, a, summary, [role=button], [role=spinbutton], [tabindex]')) return;
        e.preventDefault();
        sendReady();
        return;
      }
      if (/^[0-9]$/.test(e.key)) {
        // Choices past 9 take two digits: "1" then "2" picks the twelfth; a lone "1" picks the first.
        const d = Number(e.key);
        e.preventDefault();
        window.clearTimeout(buffer.timer);
        if (buffer.digit !== null) {
          const n = buffer.digit * 10 + d;
          const first = buffer.digit;
          buffer.digit = null;
          pickNumber(n <= choices.length ? n : first);
          return;
        }
        if (d === 0) return;
        if (d * 10 <= choices.length) {
          buffer.digit = d;
          buffer.timer = window.setTimeout(() => {
            buffer.digit = null;
            pickNumber(d);
          }, 900);
        } else pickNumber(d);
        return;
      }
      // Letters jump to the next choice whose label starts with what was typed (Enter then picks it).
      if (e.key.length === 1 && /\p{L}/u.test(e.key) && list.current) {
        const now = Date.now();
        buffer.text = now - buffer.at < 800 ? buffer.text + e.key.toLowerCase() : e.key.toLowerCase();
        buffer.at = now;
        const buttons = [...list.current.querySelectorAll<HTMLButtonElement>('button.choice')];
        const labels = buttons.map((b) =>
          (b.querySelector('.choice-label')?.textContent ?? '').toLowerCase(),
        );
        const from = buttons.indexOf(document.activeElement as HTMLButtonElement);
        const order = [...buttons.keys()].map((i) => (from + 1 + i) % buttons.length);
        const hit = order.find((i) => labels[i].startsWith(buffer.text));
        if (hit !== undefined) {
          e.preventDefault();
          buttons[hit].focus();
        }
      }
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.clearTimeout(buffer.timer);
    };
  });

  const crumbs = plan.kind === 'none' ? [] : plan.crumbs.filter((c) => c.chosen);
  const question = splitQuestion(plan.kind === 'choose' ? tx(plan.step.prompt) : '');
  const showsHelp = !!help && crumbs.length === 0;
  // A move waiting for its confirmation is never folded away.
  const waiting = !!ready;
  useEffect(() => {
    if (waiting) setCollapsed(false);
  }, [waiting]);

  return (
    <section
      ref={sheet}
      className={`decision ${collapsed ? 'collapsed' : ''} ${details ? 'details' : ''}`}
      aria-live="polite"
      style={seatColor ? { borderTopColor: seatColor } : undefined}
    >
      <div className="sheet-head">
        {seatLabel && (
          <div className="decision-seat" style={{ color: seatColor }}>
            {seatLabel}
          </div>
        )}
        {undo}
        <button
          type="button"
          className="small sheet-toggle"
          aria-expanded={!collapsed}
          onClick={() => setCollapsed((c) => !c)}
        >
          {collapsed ? `▴ ${t('showSheet')}` : `▾ ${t('hideSheet')}`}
        </button>
      </div>
      {crumbs.length > 0 && (
        <ol className="crumbs" aria-label={t('chosenSoFar')}>
          {crumbs.map((c, i) => (
            <li key={i}>{tx(c.label)}</li>
          ))}
        </ol>
      )}

      {ready && showsConfirm ? (
        <div className="confirm">
          {confirm && <h3>{t('confirmTitle')}</h3>}
          {(confirm || explicit || direct) && <p className="confirm-move">{tx(ready.label)}</p>}
          {confirm && <p className="confirm-cost">{tx(confirm)}</p>}
          <div className="buttons">
            <button type="button" className="primary" disabled={sending} autoFocus onClick={sendReady}>
              {sending ? t('sending') : confirm ? t('confirm') : tx(ready.label)}
            </button>
            {(explicit || direct) && (
              <button type="button" onClick={decision.back} disabled={sending}>
                {t('back')}
              </button>
            )}
          </div>
        </div>
      ) : plan.kind === 'choose' ? (
        <div className="choose">
          <h3 className="prompt">
            {question.question}
            {question.more && <span className="prompt-more"> {question.more}</span>}
          </h3>
          {(question.more || showsHelp || all.some((c) => c.blocked)) && (
            <button
              type="button"
              className="small link details-toggle"
              aria-expanded={details}
              onClick={() => setDetails((d) => !d)}
              data-testid="details-toggle"
            >
              {details ? t('fewerDetails') : t('moreDetails')}
            </button>
          )}
          {showsHelp && (
            <p className="help">
              {tx(help)}
              {rulesHref && (
                <>
                  {' '}
                  <a href={rulesHref} target="_blank" rel="noopener" data-testid="help-rules">
                    {t('rulesOfStep')}
                  </a>
                </>
              )}
              {glossaryHref && (
                <>
                  {' · '}
                  <a href={glossaryHref} target="_blank" rel="noopener" data-testid="help-icons">
                    {tx(LEARN.icons)}
                  </a>
                </>
              )}
            </p>
          )}
          {explained && (
            <p className="explained" role="status" data-testid="explained">
              <strong>{tx(explained.label)}</strong>: {t('notPossible')}{' '}
              {(explained.blocked ?? []).map((r) => tx(r)).join(' ')}
            </p>
          )}
          {stepper.length > 0 && (
            <AmountStepper choices={stepper} disabled={sending} onPick={(c) => decision.pick(c)} />
          )}
          <ul className="choices" ref={list}>
            {choices.map((c, i) => (
              <li key={c.key}>
                <button
                  type="button"
                  className={`choice ${c.target ? 'has-target' : ''} ${c.blocked ? 'blocked' : ''}`}
                  data-choice={c.key}
                  data-blocked={c.blocked ? 'true' : undefined}
                  title={c.blocked ? c.blocked.map((r) => tx(r)).join(' ') : undefined}
                  // A greyed choice stays focusable and tappable: it then says why it is closed.
                  aria-disabled={c.blocked ? true : undefined}
                  disabled={sending}
                  onClick={() => decision.pick(c)}
                  onMouseEnter={() => decision.hover(c)}
                  onMouseLeave={() => decision.hover(null)}
                  onFocus={() => decision.hover(c)}
                  onBlur={() => decision.hover(null)}
                >
                  <kbd>{i + 1}</kbd>
                  <span className="choice-label">{tx(c.label)}</span>
                  {c.hint && !c.blocked && <span className="choice-hint">{tx(c.hint)}</span>}
                  {c.blocked && (
                    <span className="choice-reason">{c.blocked.map((r) => tx(r)).join(' ')}</span>
                  )}
                </button>
              </li>
            ))}
          </ul>
          {crumbs.length > 0 && (
            <div className="buttons">
              <button type="button" onClick={decision.back}>
                {t('back')}
              </button>
              <button type="button" onClick={decision.reset}>
                {t('cancel')}
              </button>
            </div>
          )}
        </div>
      ) : ready ? (
        <p className="muted">{t('sending')}</p>
      ) : choicesComing ? (
        <p className="muted" aria-busy="true" data-testid="choices-coming">
          {t('choicesComing')}
        </p>
      ) : (
        <p className="muted">{t('noMoves')}</p>
      )}

      {legal.length > 1 && (
        <details className="all-moves">
          <summary>
            {t('allMoves')} ({legal.length})
          </summary>
          <ul>
            {legal.map((m, i) => (
              <li key={i}>
                <button
                  type="button"
                  className="link"
                  disabled={sending}
                  onClick={() => (confirmOf(m) ? decision.pickDirect(m) : onSend(m))}
                >
                  {tx(m.label)}
                </button>
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
