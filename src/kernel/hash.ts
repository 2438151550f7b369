// Stable hashing of plain JSON data: object keys are sorted, so two equal states hash the same
// whatever order their fields were written in.

/** JSON with object keys sorted at every level; undefined fields are dropped as JSON.stringify does. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'number' && !Number.isFinite(value)) throw new TypeError(`not JSON: ${value}`);
    return JSON.stringify(value) ?? 'null';
  }
  if (Array.isArray(value))
    return `[${value.map((v) => (v === undefined ? 'null' : canonicalJson(v))).join(',')}]`;
  const keys = Object.keys(value).sort();
  const parts: string[] = [];
  for (const k of keys) {
    const v = (value as Record<string, unknown>)[k];
    if (v === undefined || typeof v === 'function') continue;
    parts.push(`${JSON.stringify(k)}:${canonicalJson(v)}`);
  }
  return `{${parts.join(',')}}`;
}

/** A 128-bit non-cryptographic hash of a string, as 32 hex digits (four interleaved 32-bit lanes). */
export function hashString(text: string): string {
  let h1 = 0x811c9dc5,
    h2 = 0x01000193 ^ 0x9e3779b9,
    h3 = 0x85ebca6b,
    h4 = 0xc2b2ae35;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193);
    h2 = Math.imul(h2 ^ c, 0x5bd1e995);
    h3 = Math.imul(h3 ^ c, 0x27d4eb2d);
    h4 = Math.imul(h4 ^ c, 0x165667b1);
  }
  const mix = (h: number, s: number) => {
    h ^= h >>> 16;
    h = Math.imul(h, 0x85ebca6b ^ s);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
    return (h >>> 0).toString(16).padStart(8, '0');
  };
  return mix(h1 ^ h4, 1) + mix(h2 ^ h1, 2) + mix(h3 ^ h2, 3) + mix(h4 ^ h3, 4);
}

export const hashState = (state: unknown): string => hashString(canonicalJson(state));

/** Deep equality of plain JSON values (key order ignored). */
export const sameJson = (a: unknown, b: unknown): boolean => canonicalJson(a) === canonicalJson(b);
