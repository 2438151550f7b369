// The time control and stand-in level a game is created with, checked against sensible bounds: a
// refusal names the rule in a sentence.
import type { ClockSpec } from '../../shared/api.ts';
import { CLOCK_BOUNDS } from '../../shared/clock-bounds.ts';
import { ApiFailure } from '../errors.ts';

const bad = (message: string) => new ApiFailure(400, 'BAD_CLOCK', message);

function seconds(value: unknown, name: keyof typeof CLOCK_BOUNDS, what: string): number {
  const { min, max } = CLOCK_BOUNDS[name];
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max)
    throw bad(`"${name}" (${what}) must be a whole number of seconds from ${min} to ${max}.`);
  return value;
}

/** The clock of a creation request: absent or null means none. */
export function parseClock(raw: unknown): ClockSpec | null {
  if (raw === undefined || raw === null) return null;
  if (typeof raw !== 'object' || Array.isArray(raw))
    throw bad('"clock" is { "moveSeconds": n } or { "bankSeconds": n, "incrementSeconds": m }.');
  const keys = Object.keys(raw).sort().join(',');
  const c = raw as Record<string, unknown>;
  if (keys === 'moveSeconds')
    return { moveSeconds: seconds(c.moveSeconds, 'moveSeconds', 'the time for each decision') };
  if (keys === 'bankSeconds' || keys === 'bankSeconds,incrementSeconds')
    return {
      bankSeconds: seconds(c.bankSeconds, 'bankSeconds', 'the time bank of each person'),
      incrementSeconds: seconds(
        c.incrementSeconds ?? 0,
        'incrementSeconds',
        'the time added after each move',
      ),
    };
  throw bad(
    '"clock" is either { "moveSeconds": n } (a fixed time per decision) or { "bankSeconds": n, "incrementSeconds": m } (a time bank with an increment per move), nothing else.',
  );
}

/** The stand-in level: one of the game's bot levels, "heuristic" when there is one, else the first. */
export function parseStandIn(raw: string | undefined, levels: string[], title: string): string {
  if (raw === undefined) return levels.includes('heuristic') ? 'heuristic' : (levels[0] ?? 'random');
  if (!levels.includes(raw))
    throw new ApiFailure(
      400,
      'BAD_STAND_IN',
      `There is no "${raw}" bot to stand in for a person at ${title}; choose one of: ${levels.join(', ')}.`,
    );
  return raw;
}
