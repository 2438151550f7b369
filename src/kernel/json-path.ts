// Dotted paths into plain JSON: `players[0].money`, `players.0.money` and `countries.pecora.demand`
// all work. Used by scenario expectations, which are written against documented view fields.

export function splitPath(path: string): string[] {
  if (path === '' || path === '$') return [];
  return path
    .replace(/^\$\.?/, '')
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter((p) => p !== '');
}

export const MISSING = Symbol('missing');

export function getPath(value: unknown, path: string): unknown {
  let cur: unknown = value;
  for (const key of splitPath(path)) {
    if (cur === null || typeof cur !== 'object' || !(key in (cur as object))) return MISSING;
    cur = (cur as Record<string, unknown>)[key];
  }
  return cur;
}

/** The first place where two JSON values differ, as a path (relative to the values); null if equal. */
export function firstDifference(expected: unknown, actual: unknown, path = ''): string | null {
  if (expected === actual) return null;
  if (typeof expected !== 'object' || typeof actual !== 'object' || expected === null || actual === null) {
    return path || '$';
  }
  if (Array.isArray(expected) !== Array.isArray(actual)) return path || '$';
  if (Array.isArray(expected) && Array.isArray(actual)) {
    for (let i = 0; i < Math.max(expected.length, actual.length); i++) {
      if (i >= expected.length || i >= actual.length) return `${path}[${i}]`;
      const d = firstDifference(expected[i], actual[i], `${path}[${i}]`);
      if (d) return d;
    }
    return null;
  }
  const e = expected as Record<string, unknown>;
  const a = actual as Record<string, unknown>;
  const keys = new Set([...Object.keys(e), ...Object.keys(a)]);
  for (const k of [...keys].sort()) {
    if (e[k] === undefined && a[k] === undefined) continue;
    const d = firstDifference(e[k], a[k], path ? `${path}.${k}` : k);
    if (d) return d;
  }
  return null;
}
