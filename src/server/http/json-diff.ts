// The JSON Patch (RFC 6902) turning one JSON tree into another: the operations, in the order, that
// fast-json-patch's `compare` gives, so a client applying them with that package ends where it did.
// Made for a patch that is turned to text at once: values are the trees' own (not deep copies, which
// were a third of `compare`'s work), arrays are walked by index (no list of index strings per array),
// and a member that is the same object in both trees is skipped without a look inside, as there.
import type { PatchOperation } from '../../shared/api.ts';

/** A key as a JSON Pointer writes it (RFC 6901); most keys have nothing to escape, and no regex runs for them. */
export const escape = (key: string) =>
  key.indexOf('/') === -1 && key.indexOf('~') === -1 ? key : key.replace(/~/g, '~0').replace(/\//g, '~1');

const isObject = (v: unknown): v is object => typeof v === 'object' && v !== null;

/** A value as JSON carries it in an array: undefined reads as null (a deep copy through JSON gave it). */
const valueOf = (v: unknown) => (v === undefined ? null : v);

/**
 * Where the walk is: the path of the member being compared, kept as its keys (an array's index a
 * number) and written out only for an operation. Most members a walk visits change nothing, and a
 * path written for each (a string per object and index) was a good part of the walk's work.
 */
interface Walk {
  base: string;
  keys: (string | number)[];
  ops: PatchOperation[];
}

/** Whether two lists of keys are the same, in the same order. */
function sameKeys(a: string[], b: string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** The path of the member the walk is at, or of its member `key`. */
function pathOf(w: Walk, key?: string | number): string {
  let path = w.base;
  for (const k of w.keys) path += `/${typeof k === 'number' ? k : escape(k)}`;
  return key === undefined ? path : `${path}/${typeof key === 'number' ? key : escape(key)}`;
}

/** Appends to `ops` the operations turning `before` into `after`, both objects or both arrays, at `path`. */
export function diffInto(before: object, after: object, path: string, ops: PatchOperation[]): void {
  walk(before, after, { base: path, keys: [], ops });
}

function walk(before: object, after: object, w: Walk): void {
  if (before === after) return;
  let now = after as Record<string, unknown>;
  const toJSON = (now as { toJSON?: unknown }).toJSON;
  if (typeof toJSON === 'function') now = toJSON.call(now) as Record<string, unknown>;
  const was = before as Record<string, unknown>;
  const array = Array.isArray(now);
  const wasArray = Array.isArray(was);
  if (array && wasArray) return arrayDiff(was, now as unknown as unknown[], w);
  if (array || wasArray) return mixed(was, now, array, wasArray, w);
  // Two objects, the walk's most common pair: each member read once, and the new keys listed only
  // when there may be new ones.
  const oldKeys = Object.keys(was);
  const newKeys = Object.keys(now);
  // The same members in the same order (most objects of a view and its last one): each is a member of
  // both, so none is looked up as own, and none is new.
  if (sameKeys(oldKeys, newKeys)) {
    for (let t = oldKeys.length - 1; t >= 0; t--) {
      const key = oldKeys[t];
      const value = now[key];
      const old = was[key];
      if (value !== undefined || old === undefined) member(old, value, key, w);
      else w.ops.push({ op: 'remove', path: pathOf(w, key) });
    }
    return;
  }
  let deleted = false;
  // Backwards, as `compare` goes: removals from the end keep the earlier indexes right.
  for (let t = oldKeys.length - 1; t >= 0; t--) {
    const key = oldKeys[t];
    const value = now[key];
    // A member still there, unless it became undefined (JSON then leaves it out).
    if (value !== undefined ? Object.hasOwn(now, key) : was[key] === undefined && Object.hasOwn(now, key))
      member(was[key], value, key, w);
    else {
      w.ops.push({ op: 'remove', path: pathOf(w, key) });
      deleted = true;
    }
  }
  if (!deleted && newKeys.length === oldKeys.length) return;
  for (const key of newKeys)
    if (!Object.hasOwn(was, key) && now[key] !== undefined)
      w.ops.push({ op: 'add', path: pathOf(w, key), value: now[key] });
}

/** An object against an array (or the reverse): their keys compared as strings, as `compare` does. */
function mixed(
  was: Record<string, unknown>,
  now: Record<string, unknown>,
  array: boolean,
  wasArray: boolean,
  w: Walk,
): void {
  const oldKeys = wasArray ? (was as unknown as unknown[]).map((_, i) => String(i)) : Object.keys(was);
  const newKeys = array ? (now as unknown as unknown[]).map((_, i) => String(i)) : Object.keys(now);
  let deleted = false;
  for (let t = oldKeys.length - 1; t >= 0; t--) {
    const key = oldKeys[t];
    const old = was[key];
    if (Object.hasOwn(now, key) && !(now[key] === undefined && old !== undefined && !array)) {
      member(old, now[key], key, w);
    } else if (wasArray === array) {
      w.ops.push({ op: 'remove', path: pathOf(w, key) });
      deleted = true;
    } else {
      w.ops.push({ op: 'replace', path: pathOf(w), value: now });
    }
  }
  if (!deleted && newKeys.length === oldKeys.length) return;
  for (const key of newKeys)
    if (!Object.hasOwn(was, key) && now[key] !== undefined)
      w.ops.push({ op: 'add', path: pathOf(w, key), value: now[key] });
}

/** One member present in both: walked into when both are objects of a kind, replaced when it changed. */
function member(old: unknown, now: unknown, key: string | number, w: Walk): void {
  // The same value (a frozen card's view, shared by every view, most often): nothing to walk into.
  if (old === now) return;
  if (isObject(old) && isObject(now) && Array.isArray(old) === Array.isArray(now)) {
    w.keys.push(key);
    walk(old, now, w);
    w.keys.pop();
  } else if (old !== now) w.ops.push({ op: 'replace', path: pathOf(w, key), value: valueOf(now) });
}

function arrayDiff(was: unknown[], now: unknown[], w: Walk): void {
  for (let i = was.length - 1; i >= 0; i--) {
    if (i < now.length) member(was[i], now[i], i, w);
    else w.ops.push({ op: 'remove', path: pathOf(w, i) });
  }
  for (let i = was.length; i < now.length; i++)
    if (now[i] !== undefined) w.ops.push({ op: 'add', path: pathOf(w, i), value: now[i] });
}

/** The operations turning `before` into `after` (both objects or both arrays). */
export function diff(before: object, after: object): PatchOperation[] {
  const ops: PatchOperation[] = [];
  diffInto(before, after, '', ops);
  return ops;
}
