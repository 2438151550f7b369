// Whether a value's JSON is at least so long, without writing it: a patch that changed many values of a
// member is sent as one `replace` of the member when that is shorter (state-patch.ts), and the member (a
// view of kilobytes, against operations of a few hundred characters) was turned to text at every push
// only to be found longer. The walk adds up a lower bound of the length and stops once it reaches the
// limit; only a member that may be shorter is written to be measured exactly.

/** A lower bound of a string's JSON: its characters and two quotes (escapes only add). */
const stringAtLeast = (s: string): number => s.length + 2;

/** Whether JSON writes `v` as it reads: a plain object or an array, without a toJSON. */
const plainJson = (v: object): boolean => {
  const proto = Object.getPrototypeOf(v) as unknown;
  return (
    (Array.isArray(v) || proto === Object.prototype || proto === null) &&
    typeof (v as { toJSON?: unknown }).toJSON !== 'function'
  );
};

/** What the walk has counted so far, and where it may stop. */
interface Count {
  n: number;
  limit: number;
}

/**
 * Adds to `c` a lower bound of the length of `v`'s JSON (as an array member or an object's value) and
 * returns whether the limit is reached. Anything JSON may write otherwise than it reads (a toJSON, a
 * value that is not a plain object or array) counts for nothing, its member name too.
 */
function add(v: unknown, c: Count): boolean {
  switch (typeof v) {
    case 'string':
      c.n += stringAtLeast(v);
      break;
    case 'number':
      c.n += Number.isFinite(v) ? String(v).length : 4;
      break;
    case 'boolean':
      c.n += v ? 4 : 5;
      break;
    case 'object':
      if (v === null) c.n += 4;
      else return addObject(v, c);
      break;
    default:
      break;
  }
  return c.n >= c.limit;
}

function addObject(v: object, c: Count): boolean {
  if (!plainJson(v)) return false;
  if (Array.isArray(v)) {
    // Brackets and commas: every item writes something (null at least).
    c.n += 2 + Math.max(0, v.length - 1);
    if (c.n >= c.limit) return true;
    for (const item of v) if (add(item, c)) return true;
    return false;
  }
  c.n += 2;
  let members = 0;
  for (const key of Object.keys(v)) {
    const value = (v as Record<string, unknown>)[key];
    const t = typeof value;
    // Left out of JSON, or maybe (a toJSON may give undefined): neither the name nor a comma counted.
    if (t === 'undefined' || t === 'function' || t === 'symbol') continue;
    if (t === 'object' && value !== null && !plainJson(value as object)) continue;
    c.n += stringAtLeast(key) + 1 + (members > 0 ? 1 : 0);
    members++;
    if (add(value, c)) return true;
  }
  return c.n >= c.limit;
}

/** Whether `JSON.stringify(v).length >= limit` is sure without writing it (false: not sure). */
export const jsonAtLeast = (v: unknown, limit: number): boolean => add(v, { n: 0, limit });
