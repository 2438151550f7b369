// The time control and stand-in level a game is created with, checked against sensible bounds: a
// refusal names the rule in a sentence, for the API (with the field's name) and for the new-game form
// (in the person's language).
import { defaultStandIn } from '../../shared/levels.ts';
import type { ClockSpec, Texts } from '../../shared/api.ts';
import { CLOCK_BOUNDS } from '../../shared/clock-bounds.ts';
import { refusal } from '../http/errors.ts';
import { NEW_GAME_TEXTS } from '../game/new-game-texts.ts';

const bad = (message: string, text: Texts) => refusal(400, 'BAD_CLOCK', text, { message });

/** What each bound measures, in the words of the form. */
const WHAT: Record<keyof typeof CLOCK_BOUNDS, Texts> = {
  moveSeconds: { en: 'the time for each decision', it: 'il tempo per ogni decisione' },
  bankSeconds: { en: 'the time bank of each person', it: 'la riserva di tempo di ogni persona' },
  incrementSeconds: { en: 'the time added after each move', it: 'il tempo aggiunto dopo ogni mossa' },
};

const SHAPE: Texts = {
  en: 'The clock is either a fixed time per decision or a time bank with an increment per move.',
  it: "L'orologio è un tempo fisso per ogni decisione oppure una riserva di tempo con un incremento a ogni mossa.",
};

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function seconds(value: unknown, name: keyof typeof CLOCK_BOUNDS): number {
  const { min, max } = CLOCK_BOUNDS[name];
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    const what = WHAT[name];
    throw bad(`"${name}" (${what.en}) must be a whole number of seconds from ${min} to ${max}.`, {
      en: `${capital(what.en)} must be a whole number of seconds from ${min} to ${max}.`,
      it: `${capital(what.it)} deve essere un numero intero di secondi da ${min} a ${max}.`,
    });
  }
  return value;
}

/** The clock of a creation request: absent or null means none. */
export function parseClock(raw: unknown): ClockSpec | null {
  if (raw === undefined || raw === null) return null;
  if (typeof raw !== 'object' || Array.isArray(raw))
    throw bad('"clock" is { "moveSeconds": n } or { "bankSeconds": n, "incrementSeconds": m }.', SHAPE);
  const keys = Object.keys(raw).sort().join(',');
  const c = raw as Record<string, unknown>;
  if (keys === 'moveSeconds') return { moveSeconds: seconds(c.moveSeconds, 'moveSeconds') };
  if (keys === 'bankSeconds' || keys === 'bankSeconds,incrementSeconds')
    return {
      bankSeconds: seconds(c.bankSeconds, 'bankSeconds'),
      incrementSeconds: seconds(c.incrementSeconds ?? 0, 'incrementSeconds'),
    };
  throw bad(
    '"clock" is either { "moveSeconds": n } (a fixed time per decision) or { "bankSeconds": n, "incrementSeconds": m } (a time bank with an increment per move), nothing else.',
    SHAPE,
  );
}

/** The stand-in level: one of the game's bot levels, by default the strongest (`defaultStandIn`). */
export function parseStandIn(raw: string | undefined, levels: string[], title: string): string {
  if (raw === undefined) return defaultStandIn(levels);
  if (!levels.includes(raw))
    throw refusal(400, 'BAD_STAND_IN', NEW_GAME_TEXTS.noSuchStandIn(raw, title, levels));
  return raw;
}
