// The bounds of a game's time control, in seconds: the server refuses a clock outside them, and the
// new-game form says so before it sends one.
const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const CLOCK_BOUNDS = {
  /** A fixed time for each decision (daily play): from a few seconds to two weeks. */
  moveSeconds: { min: 5, max: 14 * DAY },
  /** Each person's bank of time (live play). */
  bankSeconds: { min: 10, max: 48 * HOUR },
  /** Time added to the bank after each of the person's moves. */
  incrementSeconds: { min: 0, max: HOUR },
} as const;
