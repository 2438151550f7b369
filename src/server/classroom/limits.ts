// How big a classroom may be: enough for a class of 30 (eight tables of four, bots filling the gaps),
// small enough that one dashboard stays readable and one request does not swamp a server.
export const CLASSROOM_LIMITS = {
  maxTables: 12,
  /** Seats (people and bots) over all tables. */
  maxSeats: 32,
  maxNameLength: 40,
} as const;

/** Letters and digits that cannot be misread for one another (no 0/O, 1/I/L). */
export const JOIN_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const JOIN_CODE_LENGTH = 6;
