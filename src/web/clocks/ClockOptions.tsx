// The new-game form's time control: none (the table waits for everyone), live (a bank of minutes with
// seconds added after each move) or daily (hours or days for each decision), and the bot that stands in
// for a person whose time runs out or who leaves. Out-of-bounds numbers are named before anything is
// sent; the bounds are the server's own (src/shared/clock-bounds.ts).
import { defaultStandIn } from '../../shared/levels.ts';
import { useEffect, useId, useState } from 'react';
import type { ClockSpec } from '../../shared/api.ts';
import { CLOCK_BOUNDS } from '../../shared/clock-bounds.ts';
import { fill, levelName, useLang } from '../ui/i18n.ts';
import { CLOCKS } from './texts.ts';
import './clocks.css';

export interface ClockChoice {
  clock?: ClockSpec;
  standIn?: string;
}

type Mode = 'none' | 'live' | 'daily';
type Unit = 'hours' | 'days';

const UNIT_SECONDS: Record<Unit, number> = { hours: 3600, days: 86400 };
const BANK_UNIT = 60;

/** Whole units from `seconds.min` (at least one unit) to `seconds.max`, for a field counted in `unit` s. */
const inUnits = (b: { min: number; max: number }, unit: number) => ({
  min: Math.max(unit === 1 ? b.min : 1, Math.ceil(b.min / unit)),
  max: Math.floor(b.max / unit),
});

const BOUNDS = {
  bank: inUnits(CLOCK_BOUNDS.bankSeconds, BANK_UNIT),
  increment: inUnits(CLOCK_BOUNDS.incrementSeconds, 1),
  hours: inUnits(CLOCK_BOUNDS.moveSeconds, UNIT_SECONDS.hours),
  days: inUnits(CLOCK_BOUNDS.moveSeconds, UNIT_SECONDS.days),
};

/** The number typed if it is a whole number within the bounds, else null. */
function whole(text: string, b: { min: number; max: number }): number | null {
  if (!/^\s*\d+\s*$/.test(text)) return null;
  const n = Number(text);
  return n >= b.min && n <= b.max ? n : null;
}

/** The server's own default: the strongest level where the game has it. */
const serverDefault = (levels: string[]) => (levels.length ? defaultStandIn(levels) : '');

export function ClockOptions({
  levels,
  onChange,
}: {
  levels: string[];
  onChange: (choice: ClockChoice, valid: boolean) => void;
}) {
  const { tx, lang } = useLang();
  const id = useId();
  const [mode, setMode] = useState<Mode>('none');
  const [bank, setBank] = useState('10');
  const [increment, setIncrement] = useState('5');
  const [amount, setAmount] = useState('1');
  const [unit, setUnit] = useState<Unit>('days');
  const [chosenLevel, setChosenLevel] = useState<string | null>(null);
  const standIn = chosenLevel !== null && levels.includes(chosenLevel) ? chosenLevel : serverDefault(levels);

  const bankMin = whole(bank, BOUNDS.bank);
  const incrementSec = whole(increment, BOUNDS.increment);
  const perDecision = whole(amount, BOUNDS[unit]);
  const problems: string[] = [];
  const outOf = (what: string, b: { min: number; max: number }) =>
    problems.push(fill(tx(CLOCKS.outOfBounds), { what, ...b }));
  if (mode === 'live' && bankMin === null) outOf(tx(CLOCKS.bankMinutes), BOUNDS.bank);
  if (mode === 'live' && incrementSec === null) outOf(tx(CLOCKS.incrementSeconds), BOUNDS.increment);
  if (mode === 'daily' && perDecision === null)
    outOf(`${tx(CLOCKS.perDecision)} (${tx(CLOCKS[unit])})`, BOUNDS[unit]);

  const clock: ClockSpec | undefined =
    mode === 'live' && bankMin !== null && incrementSec !== null
      ? { bankSeconds: bankMin * BANK_UNIT, incrementSeconds: incrementSec }
      : mode === 'daily' && perDecision !== null
        ? { moveSeconds: perDecision * UNIT_SECONDS[unit] }
        : undefined;
  const valid = problems.length === 0;
  const key = JSON.stringify([clock, standIn, valid]);
  useEffect(() => {
    onChange({ ...(clock ? { clock } : {}), ...(standIn ? { standIn } : {}) }, valid);
    // onChange is a fresh function on every render of the form; the choice is what matters.
  }, [key]);

  const radio = (m: Mode, label: string) => (
    <label className="radio-line">
      <input
        type="radio"
        name={`${id}-clock`}
        checked={mode === m}
        onChange={() => setMode(m)}
        data-testid={`clock-${m}`}
      />
      {label}
    </label>
  );
  const number = (
    label: string,
    value: string,
    set: (v: string) => void,
    b: { min: number; max: number },
    testId: string,
  ) => (
    <label className="clock-field">
      <span>{label}</span>
      <input
        type="number"
        inputMode="numeric"
        min={b.min}
        max={b.max}
        step={1}
        value={value}
        aria-invalid={whole(value, b) === null}
        onChange={(e) => set(e.currentTarget.value)}
        data-testid={testId}
      />
    </label>
  );

  return (
    <fieldset className="clock-options">
      <legend>{tx(CLOCKS.timeControl)}</legend>
      {radio('none', tx(CLOCKS.noClock))}
      {radio('live', tx(CLOCKS.liveClock))}
      {mode === 'live' && (
        <div className="clock-fields">
          {number(tx(CLOCKS.bankMinutes), bank, setBank, BOUNDS.bank, 'clock-bank')}
          {number(tx(CLOCKS.incrementSeconds), increment, setIncrement, BOUNDS.increment, 'clock-increment')}
        </div>
      )}
      {radio('daily', tx(CLOCKS.dailyClock))}
      {mode === 'daily' && (
        <div className="clock-fields">
          {number(tx(CLOCKS.perDecision), amount, setAmount, BOUNDS[unit], 'clock-per-decision')}
          <label className="clock-field">
            <span>{tx(CLOCKS.unit)}</span>
            <select
              value={unit}
              onChange={(e) => setUnit(e.currentTarget.value as Unit)}
              data-testid="clock-unit"
            >
              <option value="hours">{tx(CLOCKS.hours)}</option>
              <option value="days">{tx(CLOCKS.days)}</option>
            </select>
          </label>
        </div>
      )}
      {problems.length > 0 && (
        <p className="refusal" role="alert" data-testid="clock-problem">
          {problems.join(' ')}
        </p>
      )}
      {levels.length > 0 && (
        <label className="clock-field stand-in-level">
          <span>{tx(CLOCKS.standInLevel)}</span>
          <select
            value={standIn}
            onChange={(e) => setChosenLevel(e.currentTarget.value)}
            data-testid="stand-in-level"
          >
            {levels.map((l) => (
              <option key={l} value={l}>
                {levelName(l, lang)}
              </option>
            ))}
          </select>
        </label>
      )}
    </fieldset>
  );
}
