// A move's texts (label, costs, reason) are most of the work of a snapshot in a large decision, and
// compact answers and pushes (the default) never send them. They are worked out when first read (by
// JSON for a `texts=full` answer, GET /decision, a hint) and kept, so a snapshot costs only its moves
// until someone asks for the words.

/**
 * Defines `key` on `target` as an enumerable property worked out by `compute` on its first read and
 * then kept. A value of undefined leaves the property out of JSON, as an absent optional field.
 */
export function lazyField<T extends object, K extends string, V>(
  target: T,
  key: K,
  compute: () => V,
): T & Record<K, V> {
  Object.defineProperty(target, key, {
    enumerable: true,
    configurable: true,
    get() {
      const value = compute();
      Object.defineProperty(target, key, {
        value,
        enumerable: value !== undefined,
        writable: false,
        configurable: false,
      });
      return value;
    },
  });
  return target as T & Record<K, V>;
}

/**
 * Where a snapshot keeps each seat's legal moves without texts (`{move, final}`, shared by every
 * snapshot of the position), so that a compact answer takes them as they are rather than reading, and
 * so working out, the moves with texts. A symbol: JSON leaves it out, a copy of the snapshot keeps it.
 */
export const BARE_MOVES: unique symbol = Symbol('legal moves without texts');

/**
 * Where a whole snapshot built from a compact one (live-view.ts) keeps it, so that compacting it gives
 * that very object back (pushes compare snapshots by reference first). Not enumerable: a copy of the
 * whole snapshot (with its clocks) is compacted on its own.
 */
export const COMPACT: unique symbol = Symbol('the compact snapshot this one was made from');
