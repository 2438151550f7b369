/** PostgreSQL's error codes (SQLSTATE) the storages act on, named once for all of them. */

/** A row with the same key is already there: another writer got there first. */
export const UNIQUE_VIOLATION = '23505';
/** PostgreSQL broke a lock cycle by failing this statement; nothing of it was written. */
export const DEADLOCK = '40P01';

/** The SQLSTATE of an error thrown by the driver, if it has one. */
export const pgCode = (e: unknown): string | undefined => (e as { code?: string } | null)?.code;
