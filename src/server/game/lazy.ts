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
