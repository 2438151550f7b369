// A clock's time in words and the point where it counts as low: pure, so tests can pin them down.
import type { ClockSpec, Lang } from '../../shared/api.ts';

const pad = (n: number) => String(n).padStart(2, '0');
const DAY_UNIT: Record<Lang, string> = { en: 'd', it: 'g' };

/**
 * "4:05" under an hour, "2:04:05" under a day, "3 d 4 h" (Italian "3 g 4 h") beyond. Seconds round
 * up, so a clock shows 0:00 only once its time has run out.
 */
export function formatClock(ms: number, lang: Lang): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(total / 86400);
  const hours = Math.floor((total % 86400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  if (days > 0) return `${days} ${DAY_UNIT[lang]} ${hours} h`;
  if (hours > 0) return `${hours}:${pad(minutes)}:${pad(seconds)}`;
  return `${minutes}:${pad(seconds)}`;
}

/** The whole time a seat gets: the time per decision, or the starting bank (ms). */
export const fullTime = (spec: ClockSpec): number =>
  ('moveSeconds' in spec ? spec.moveSeconds : spec.bankSeconds) * 1000;

/**
 * Low time: the last fifth of the whole time, but never less than half of it or ten seconds, whichever
 * is less, so that a clock of a few seconds still warns before it runs out.
 */
export function isLow(remainingMs: number, spec: ClockSpec): boolean {
  const full = fullTime(spec);
  return remainingMs <= Math.max(full / 5, Math.min(10_000, full / 2));
}
