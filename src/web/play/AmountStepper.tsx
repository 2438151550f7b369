// A number to set (a bid) among the amounts the server allows: one value with − and + (arrow keys, + and
// − on the keyboard, Page Up/Down by five, Home/End), a few quick picks, and one button to send it,
// instead of a button per amount.
import { useEffect, useState } from 'react';
import { useLang } from '../ui/i18n.ts';
import type { Choice } from './decision.ts';

interface Props {
  /** The choices that carry an amount, in increasing order. */
  choices: Choice[];
  disabled: boolean;
  onPick: (choice: Choice) => void;
}

/** At most four quick picks: the lowest, two between, the highest. */
function quickPicks(n: number): number[] {
  if (n <= 4) return Array.from({ length: n }, (_, i) => i);
  return [...new Set([0, Math.round((n - 1) / 3), Math.round((2 * (n - 1)) / 3), n - 1])];
}

export function AmountStepper({ choices, disabled, onPick }: Props) {
  const { t, tx } = useLang();
  const [index, setIndex] = useState(0);
  const keys = choices.map((c) => c.key).join(',');
  useEffect(() => setIndex(0), [keys]);
  const at = Math.min(index, choices.length - 1);
  const current = choices[at];
  const move = (by: number) => setIndex((i) => Math.max(0, Math.min(choices.length - 1, i + by)));

  // + and − work wherever the focus is (outside text fields); arrows work on the stepper itself.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const el = e.target as HTMLElement | null;
      if (e.ctrlKey || e.metaKey || e.altKey || (el && /INPUT|TEXTAREA|SELECT/.test(el.tagName))) return;
      if (e.key === '+' || e.key === '=') move(1);
      else if (e.key === '-' || e.key === '_') move(-1);
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  if (!current) return null;
  return (
    <div className="stepper">
      <div className="stepper-row">
        <button
          type="button"
          className="stepper-step"
          aria-label={t('less')}
          disabled={disabled || at === 0}
          onClick={() => move(-1)}
        >
          −
        </button>
        <span
          className="stepper-value"
          role="spinbutton"
          tabIndex={0}
          aria-label={t('amount')}
          aria-valuemin={choices[0].amount}
          aria-valuemax={choices[choices.length - 1].amount}
          aria-valuenow={current.amount}
          aria-valuetext={tx(current.label)}
          data-testid="stepper-value"
          onKeyDown={(e) => {
            const by: Record<string, number> = {
              ArrowUp: 1,
              ArrowRight: 1,
              ArrowDown: -1,
              ArrowLeft: -1,
              PageUp: 5,
              PageDown: -5,
              Home: -choices.length,
              End: choices.length,
            };
            if (e.key in by) {
              e.preventDefault();
              move(by[e.key]);
            } else if (e.key === 'Enter' && !disabled) {
              e.preventDefault();
              onPick(current);
            }
          }}
        >
          {tx(current.label)}
        </span>
        <button
          type="button"
          className="stepper-step"
          aria-label={t('more')}
          disabled={disabled || at === choices.length - 1}
          onClick={() => move(1)}
        >
          +
        </button>
        <button
          type="button"
          className="primary stepper-go"
          data-choice={current.key}
          disabled={disabled}
          onClick={() => onPick(current)}
        >
          {t('choose')} {tx(current.label)}
        </button>
      </div>
      <div className="stepper-quick" aria-label={t('quickPicks')}>
        {quickPicks(choices.length).map((i) => (
          <button
            key={choices[i].key}
            type="button"
            className="small"
            aria-pressed={i === at}
            disabled={disabled}
            onClick={() => setIndex(i)}
          >
            {tx(choices[i].label)}
          </button>
        ))}
      </div>
    </div>
  );
}
