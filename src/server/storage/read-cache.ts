// Rows the main thread would otherwise read from SQLite on every move (a classroom table's pause, a
// game's push subscriptions), kept in memory. Only for SQLite: one process owns the file (see
// folder-lock.ts) and every write goes through its stores, so a store forgets an entry once its own
// write of that row is on disk, and a read after that finds the new row. A read made while such a
// write is on its way sees the old row, as it would without the cache.

/** At most this many entries; beyond it the cache starts again empty (reading costs little). */
const MAX_ENTRIES = 10_000;

export class ReadCache<V> {
  private readonly entries = new Map<string, V>();

  /** The entry for `key`, read with `load` when it is not held. */
  get(key: string, load: () => V): V {
    if (this.entries.has(key)) return this.entries.get(key)!;
    const value = load();
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(key, value);
    return value;
  }

  /** Forgets `key`, or every entry without one. */
  forget(key?: string): void {
    if (key === undefined) this.entries.clear();
    else this.entries.delete(key);
  }
}
