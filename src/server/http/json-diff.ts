// The JSON Patch (RFC 6902) turning one JSON tree into another: the operations, in the order, that
// fast-json-patch's `compare` gives, so a client applying them with that package ends where it did.
// Made for a patch that is turned to text at once: values are the trees' own (not deep copies, which
// were a third of `compare`'s work), arrays are walked by index (no list of index strings per array),
// and a member that is the same object in both trees is skipped without a look inside, as there.
import type { PatchOperation } from '../../shared/api.ts';

const escape = (key: string) =>
  key.indexOf('/') === -1 && key.indexOf('~') === -1 ? key : key.replace(/~/g, '~0').replace(/\//g, '~1');

const isObject = (v: unknown): v is object => typeof v === 'object' && v !== null;

/** A value as JSON carries it in an array: undefined reads as null (a deep copy through JSON gave it). */
const valueOf = (v: unknown) => (v === undefined ? null : v);

/** Appends to `ops` the operations turning `before` into `after`, both objects or both arrays, at `path`. */
export function diffInto(before: object, after: object, path: string, ops: PatchOperation[]): void {
  if (before === after) return;
  let now = after as Record<string, unknown>;
  const toJSON = (now as { toJSON?: unknown }).toJSON;
  if (typeof toJSON === 'function') now = toJSON.call(now) as Record<string, unknown>;
  const was = before as Record<string, unknown>;
  const array = Array.isArray(now);
  if (array && Array.isArray(was)) return arrayDiff(was, now as unknown as unknown[], path, ops);
  const oldKeys = Array.isArray(was) ? was.map((_, i) => String(i)) : Object.keys(was);
  const newKeys = array ? (now as unknown as unknown[]).map((_, i) => String(i)) : Object.keys(now);
  let deleted = false;
  // Backwards, as `compare` goes: removals from the end keep the earlier indexes right.
  for (let t = oldKeys.length - 1; t >= 0; t--) {
    const key = oldKeys[t];
    const old = was[key];
    if (Object.hasOwn(now, key) && !(now[key] === undefined && old !== undefined && !array)) {
      member(old, now[key], path, key, ops);
    } else if (Array.isArray(was) === array) {
      ops.push({ op: 'remove', path: `${path}/${escape(key)}` });
      deleted = true;
    } else {
      ops.push({ op: 'replace', path, value: now });
    }
  }
  if (!deleted && newKeys.length === oldKeys.length) return;
  for (const key of newKeys)
    if (!Object.hasOwn(was, key) && now[key] !== undefined)
      ops.push({ op: 'add', path: `${path}/${escape(key)}`, value: now[key] });
}

/** One member present in both: walked into when both are objects of a kind, replaced when it changed. */
function member(old: unknown, now: unknown, path: string, key: string, ops: PatchOperation[]): void {
  if (isObject(old) && isObject(now) && Array.isArray(old) === Array.isArray(now))
    diffInto(old, now, `${path}/${escape(key)}`, ops);
  else if (old !== now) ops.push({ op: 'replace', path: `${path}/${escape(key)}`, value: valueOf(now) });
}

function arrayDiff(was: unknown[], now: unknown[], path: string, ops: PatchOperation[]): void {
  for (let i = was.length - 1; i >= 0; i--) {
    if (i < now.length) member(was[i], now[i], path, String(i), ops);
    else ops.push({ op: 'remove', path: `${path}/${i}` });
  }
  for (let i = was.length; i < now.length; i++)
    if (now[i] !== undefined) ops.push({ op: 'add', path: `${path}/${i}`, value: now[i] });
}

/** The operations turning `before` into `after` (both objects or both arrays). */
export function diff(before: object, after: object): PatchOperation[] {
  const ops: PatchOperation[] = [];
  diffInto(before, after, '', ops);
  return ops;
}
