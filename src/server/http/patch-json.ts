// The JSON of a patch's operations, written as `JSON.stringify` writes it but without its generic walk:
// most operations of a push hold a path and a number, a boolean or a short string, and a call of
// `JSON.stringify` for each part was a large share of making a patch (docs/performance.md, "Industrial
// Waste's patch step"). tests/server/patch-json.test.ts checks the text against `JSON.stringify`'s.
import type { PatchOperation } from '../../shared/api.ts';

/**
 * A string's JSON: itself between quotes when nothing in it is escaped (paths, times, most values), which
 * spares a call of `JSON.stringify` per path; otherwise `JSON.stringify`'s (lone surrogates included).
 */
export function jsonString(s: string): string {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x20 || c === 0x22 || c === 0x5c || (c >= 0xd800 && c <= 0xdfff)) return JSON.stringify(s);
  }
  return `"${s}"`;
}

/** The JSON of frozen objects made of plain values only (a card's view): it can never change. */
const frozenJson = new WeakMap<object, string>();

/** Whether every member of `v` is a plain value held as data (no getter, no object), its prototype Object's. */
function plainValues(v: object): boolean {
  if (Object.getPrototypeOf(v) !== Object.prototype) return false;
  for (const d of Object.values(Object.getOwnPropertyDescriptors(v)))
    if (!('value' in d) || (typeof d.value === 'object' && d.value !== null) || typeof d.value === 'function')
      return false;
  return true;
}

/**
 * An object's JSON; kept for an object that can never read otherwise (frozen, plain values): the views
 * of cards, shared by every view, come again and again in the operations of a patch.
 */
function objectJson(v: object): string {
  // Most objects of a patch are not frozen: no look in the weak map for them.
  if (!Object.isFrozen(v)) return JSON.stringify(v);
  let text = frozenJson.get(v);
  if (text === undefined) {
    text = JSON.stringify(v);
    if (plainValues(v)) frozenJson.set(v, text);
  }
  return text;
}

/**
 * A value's JSON, as `JSON.stringify(value)` writes it (undefined where it writes nothing): numbers,
 * booleans and strings as they are, the JSON of a frozen card kept, anything else through the generic
 * walk. Short operations (`?ops=short`, the web page's) write their values with it.
 */
export function valueJson(v: unknown): string | undefined {
  switch (typeof v) {
    case 'number':
      return Number.isFinite(v) ? String(v) : 'null';
    case 'boolean':
      return v ? 'true' : 'false';
    case 'string':
      return jsonString(v);
    case 'object':
      if (v === null) return 'null';
      // A toJSON may give anything: the generic way then.
      if (typeof (v as { toJSON?: unknown }).toJSON === 'function') return JSON.stringify(v);
      return objectJson(v);
    default:
      return JSON.stringify(v) as string | undefined;
  }
}

/**
 * An operation's JSON, as `JSON.stringify` writes it: every operation is made here or in json-diff.ts as
 * `{ op, path, value }` or `{ op, path }`, and most values are numbers, booleans or short strings, which
 * are written as they are rather than through the generic walk of an object.
 */
export function opJson(op: PatchOperation): string {
  const head = `{"op":"${op.op}","path":${jsonString(op.path)}`;
  if (op.op === 'remove') return `${head}}`;
  if (op.op !== 'add' && op.op !== 'replace' && op.op !== 'test') return JSON.stringify(op);
  const v = op.value;
  // A toJSON may give nothing (JSON then leaves the member out) or read its key ("value" here), and JSON
  // leaves out a member it cannot write (undefined, a function): the generic way for those.
  if (typeof v === 'object' && v !== null && typeof (v as { toJSON?: unknown }).toJSON === 'function')
    return JSON.stringify(op);
  const value = valueJson(v);
  return value === undefined ? JSON.stringify(op) : `${head},"value":${value}}`;
}

/** A list of operations' JSON as `JSON.stringify` writes it, without its brackets. */
export const opsMembers = (ops: PatchOperation[]): string => ops.map(opJson).join(',');
