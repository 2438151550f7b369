// Tells a database that cannot be reached (down, restarting, refusing connections, a lost connection)
// from a request's own failure, so that the API answers 503 with Retry-After rather than 500, and
// reads of games held in memory go on without it.
import { type ApiFailure, refusal } from '../http/errors.ts';
import { LIMIT_TEXTS } from '../http/limit-texts.ts';

/** PostgreSQL SQLSTATEs of a server that is not there to answer: connection exceptions, shutdowns. */
const PG_DOWN = /^(08...|57P01|57P02|57P03|53300)$/;
/** Socket failures of a connection to the database. */
const NET_DOWN = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ENOTFOUND',
]);
/** node-postgres says these in words only. */
const PG_DOWN_WORDS =
  /Connection terminated|timeout exceeded when trying to connect|not queryable|connection error|Connection ended/i;
/** SQLite: the file cannot be written or read for now (disk full, I/O error, locked by another process). */
const SQLITE_DOWN = /^SQLITE_(BUSY|LOCKED|IOERR|FULL|CANTOPEN|READONLY)/;

export function isStorageUnavailable(e: unknown): boolean {
  if (!e || typeof e !== 'object') return false;
  const code = String((e as { code?: unknown }).code ?? '');
  if (PG_DOWN.test(code) || NET_DOWN.has(code) || SQLITE_DOWN.test(code)) return true;
  if (e instanceof AggregateError) return e.errors.some(isStorageUnavailable);
  return e instanceof Error && !code && PG_DOWN_WORDS.test(e.message);
}

/** Seconds a client is told to wait before trying a write again while the database is away. */
export const STORAGE_RETRY_AFTER_SECONDS = 5;

/** The refusal of a write while the database is away, the same over HTTP and the socket. */
export function storageUnavailable(): ApiFailure {
  return refusal(503, 'STORAGE_UNAVAILABLE', LIMIT_TEXTS.storageUnavailable(STORAGE_RETRY_AFTER_SECONDS), {
    retryAfter: STORAGE_RETRY_AFTER_SECONDS,
  });
}
