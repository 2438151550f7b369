// Lookups by a name from a request: only the record's own entries count, so that "constructor",
// "__proto__" or "toString" are unknown names rather than something inherited from Object.
export function own<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}
