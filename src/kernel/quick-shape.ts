// A quick yes to a well-formed move, read off the game's zod schema once. Checking a move with the
// schema itself costs microseconds a move (The Cost's union of nineteen strict objects); this answers
// only "certainly well-formed, and the schema would give back this value" (the value itself, or a copy
// with an object's members put in the schema's order where they came in another) and otherwise leaves
// the answer to the schema, so a malformed move is refused with the schema's own words as before. A schema
// holding anything not understood here (a refinement, a transform, a default, a kind of value not
// listed) gets no quick check at all.
import type { z } from 'zod';

/**
 * The value as the schema gives it back when the schema certainly accepts it: the value itself, or a copy
 * whose objects have their members in the schema's order; undefined when not certain (no value the
 * checks below take is undefined).
 */
type Quick = (value: unknown) => unknown;

interface Def {
  type: string;
  checks?: { _zod: { def: Record<string, unknown> } }[];
  shape?: Record<string, Node>;
  catchall?: Node;
  element?: Node;
  innerType?: Node;
  options?: Node[];
  discriminator?: string;
  values?: unknown[];
  entries?: Record<string, unknown>;
}
interface Node {
  _zod: { def: Def };
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Length and size bounds, the only checks understood; undefined when another check is there. */
function bounds(def: Def): ((n: number) => boolean) | undefined {
  const tests: ((n: number) => boolean)[] = [];
  for (const c of def.checks ?? []) {
    const d = c._zod.def;
    if (d.check === 'min_length') tests.push((n) => n >= (d.minimum as number));
    else if (d.check === 'max_length') tests.push((n) => n <= (d.maximum as number));
    else if (d.check === 'greater_than')
      tests.push(d.inclusive ? (n) => n >= (d.value as number) : (n) => n > (d.value as number));
    else if (d.check === 'less_than')
      tests.push(d.inclusive ? (n) => n <= (d.value as number) : (n) => n < (d.value as number));
    else if (d.check === 'number_format' && d.format === 'safeint') tests.push(Number.isSafeInteger);
    else return undefined;
  }
  return (n) => tests.every((t) => t(n));
}

/** The quick check of one schema, or undefined when the schema holds something not understood. */
function quickOf(node: Node): Quick | undefined {
  const def = node._zod.def;
  switch (def.type) {
    case 'string': {
      const ok = bounds(def);
      return ok && ((v) => (typeof v === 'string' && ok(v.length) ? v : undefined));
    }
    case 'number': {
      const ok = bounds(def);
      return ok && ((v) => (typeof v === 'number' && Number.isFinite(v) && ok(v) ? v : undefined));
    }
    case 'boolean':
      return def.checks?.length ? undefined : (v) => (typeof v === 'boolean' ? v : undefined);
    case 'literal': {
      const values = def.values ?? [];
      return def.checks?.length ? undefined : (v) => (values.includes(v) ? v : undefined);
    }
    case 'enum': {
      const values = Object.values(def.entries ?? {});
      return def.checks?.length ? undefined : (v) => (values.includes(v) ? v : undefined);
    }
    case 'nullable': {
      const inner = def.innerType && quickOf(def.innerType);
      return inner && ((v) => (v === null ? v : inner(v)));
    }
    case 'array': {
      const ok = bounds(def);
      const each = def.element && quickOf(def.element);
      return ok && each && ((v) => (Array.isArray(v) && ok(v.length) ? items(v, each) : undefined));
    }
    case 'object':
      return objectOf(def);
    case 'union':
      return unionOf(def);
    default:
      return undefined;
  }
}

/** An array's items as the schema gives them back: the array itself unless an item came back a copy. */
function items(v: unknown[], each: Quick): unknown[] | undefined {
  let out: unknown[] | undefined;
  for (let i = 0; i < v.length; i++) {
    const item = each(v[i]);
    if (item === undefined) return undefined;
    if (item !== v[i]) (out ??= v.slice())[i] = item;
  }
  return out ?? v;
}

/**
 * A strict object: the members the schema names, the optional ones present or not, nothing else. The
 * schema gives the members back in its own order, so members sent in another order (as a page builds a
 * move from the runs of a snapshot's legal moves, the members that vary last) come back as a copy in
 * that order; in order, and with no member copied, the object itself.
 */
function objectOf(def: Def): Quick | undefined {
  if (def.checks?.length || def.catchall?._zod.def.type !== 'never' || !def.shape) return undefined;
  const keys = Object.keys(def.shape);
  // A copy is made by setting members, which "__proto__" is not.
  if (keys.includes('__proto__')) return undefined;
  const members: { check: Quick; optional: boolean }[] = [];
  for (const key of keys) {
    const member = def.shape[key]._zod.def;
    const optional = member.type === 'optional';
    const check = quickOf(optional ? member.innerType! : def.shape[key]);
    if (!check || (optional && member.checks?.length)) return undefined;
    members.push({ check, optional });
  }
  /** The members in the schema's order whatever the order given, or undefined. */
  const reordered = (v: Record<string, unknown>, given: string[]): Record<string, unknown> | undefined => {
    const out: Record<string, unknown> = {};
    let found = 0;
    for (let k = 0; k < keys.length; k++) {
      if (!Object.prototype.propertyIsEnumerable.call(v, keys[k])) {
        if (members[k].optional) continue;
        return undefined;
      }
      const value = v[keys[k]];
      const back = value === undefined ? undefined : members[k].check(value);
      if (back === undefined) return undefined;
      out[keys[k]] = back;
      found++;
    }
    // Every member given is one of the schema's (own, listed once each): no other is there.
    return found === given.length ? out : undefined;
  };
  return (v) => {
    if (!isRecord(v) || Object.getPrototypeOf(v) !== Object.prototype) return undefined;
    const given = Object.keys(v);
    let g = 0;
    let copied = false;
    for (let k = 0; k < keys.length; k++) {
      if (given[g] !== keys[k]) {
        if (members[k].optional && !Object.hasOwn(v, keys[k])) continue;
        return reordered(v, given);
      }
      const value = v[keys[k]];
      const back = value === undefined ? undefined : members[k].check(value);
      if (back === undefined) return undefined;
      if (back !== value) copied = true;
      g++;
    }
    if (g !== given.length) return reordered(v, given);
    return copied ? reordered(v, given) : v;
  };
}

/**
 * A union of literals, or one told apart by a literal member: only the option of the value's literal
 * can accept it.
 */
function unionOf(def: Def): Quick | undefined {
  const key = def.discriminator;
  if (def.checks?.length || !def.options) return undefined;
  if (key === undefined) {
    const literals = def.options.map((o) => o._zod.def);
    if (!literals.every((l) => l.type === 'literal' && !l.checks?.length)) return undefined;
    const values = literals.flatMap((l) => l.values ?? []);
    return (v) => (values.includes(v) ? v : undefined);
  }
  const byTag = new Map<unknown, Quick>();
  for (const option of def.options) {
    const tag = option._zod.def.shape?.[key]?._zod.def;
    const check = quickOf(option);
    if (!check || tag?.type !== 'literal' || tag.values?.length !== 1 || byTag.has(tag.values[0]))
      return undefined;
    byTag.set(tag.values[0], check);
  }
  return (v) => (isRecord(v) ? byTag.get(v[key])?.(v) : undefined);
}

const quick = new WeakMap<object, Quick | null>();

/**
 * The schema's quick check, worked out once per schema; null when it has none. The check gives back
 * the value as the schema would (itself, or a copy with members in the schema's order), or undefined
 * when it leaves the value to the schema.
 */
export function quickShape(schema: z.ZodType): Quick | null {
  let q = quick.get(schema);
  if (q === undefined) {
    q = quickOf(schema as unknown as Node) ?? null;
    quick.set(schema, q);
  }
  return q;
}
