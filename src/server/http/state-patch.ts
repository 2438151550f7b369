// The bytes of a socket's "patch" message: the change from the last snapshot a socket was sent to the
// new one, as a JSON Patch (RFC 6902, the operations fast-json-patch's `compare` gives, made by
// json-diff.ts), and the log lines it lacks.
// A move changes a few values of a snapshot whose view and decision are kilobytes; sockets of the same
// seat hold the same snapshot objects (LiveGame keeps one per viewer), so the change from one to the
// next is worked out once and shared by all of them.
import type { CompactMove, Lang, LogLine, PatchOperation, SnapshotAnswer } from '../../shared/api.ts';
import { toRuns } from '../../shared/move-runs.ts';
import { diffInto, escape } from './json-diff.ts';
import { jsonString, opJson, opsMembers, valueJson } from './patch-json.ts';
import { jsonAtLeast } from './json-length.ts';
import { withLinesBytes } from './state-text.ts';
import { updatedStep } from './patch-times.ts';

/** The members a patch leaves out: the log travels as lines of its own. */
const outside = (key: string) => key === 'log' || key === 'logFrom';

/** Whether two lists of keys are the same, in the same order. */
function sameKeys(a: string[], b: string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * Past this many operations for one member, the member is also tried whole: a decision that changed
 * throughout (another seat's moves) is shorter as one `replace` than as an operation per value.
 */
const TRY_WHOLE_AFTER = 8;

const isObject = (v: unknown): v is object => typeof v === 'object' && v !== null;

/**
 * A member's operations, and their JSON in each form (without the list's brackets, as the message joins
 * them) once it was worked out: kept with the operations, which the patches of several sockets may share.
 */
interface Ops {
  ops: PatchOperation[];
  /**
   * The member's new value, when it has more operations than TRY_WHOLE_AFTER: each form sends it as one
   * `replace` instead when that is the shorter in its own writing.
   */
  whole?: { path: string; value: object };
  /** The JSON of the shorter way as RFC 6902 operations (the default form). */
  members?: string;
  /** The same as short operations (`?ops=short`). */
  short?: string;
  /** The legal moves' operations, which a socket of `?legalMoves=runs` is sent as runs instead. */
  legal?: true;
  /** A decision's operations, whose lists are written with the JSON kept for each (decisionJson). */
  decision?: true;
}

/**
 * The operations of a member whose old and new values are shared by the snapshots of several viewers
 * (the one view of a game that hides nothing): made once for all of them. A push makes the patches of a
 * game's sockets one after the other, so the last operations made for each member are kept (each holding
 * the two values until the next push of any game changes that member). Kept with the new value in a weak
 * map, they cost an entry per member and patch where a game gives each viewer a view of its own, and
 * such an entry was never asked for again.
 */
const made = new Map<string, { before: object; after: object; ops: Ops }>();

/** The operations turning member `key` of one snapshot into the other's, the shorter of two ways. */
function memberOps(key: string, before: unknown, after: unknown): Ops {
  const path = `/${escape(key)}`;
  if (after === undefined) return { ops: [{ op: 'remove', path }] };
  if (before === undefined) return { ops: [{ op: 'add', path, value: after }] };
  if (!isObject(before) || !isObject(after) || Array.isArray(before) !== Array.isArray(after))
    return { ops: [{ op: 'replace', path, value: after }] };
  const earlier = made.get(key);
  if (earlier !== undefined && earlier.after === after && earlier.before === before) return earlier.ops;
  const ops = objectOps(path, before, after);
  if (earlier !== undefined) {
    earlier.before = before;
    earlier.after = after;
    earlier.ops = ops;
  } else made.set(key, { before, after, ops });
  return ops;
}

/**
 * The operations turning one object into another at `path`, value by value; with many of them, the new
 * value too, which a form sends whole when that is shorter (`shorter`).
 */
function objectOps(path: string, before: object, after: object): Ops {
  const ops: PatchOperation[] = [];
  diffInto(before, after, path, ops);
  return ops.length <= TRY_WHOLE_AFTER ? { ops } : { ops, whole: { path, value: after } };
}

/**
 * The shorter of a member's operations written in a form (`fine`) and the member replaced whole in the
 * same form (`whole`, of which `frame` characters are not the value). Each form chooses in its own
 * writing, so that one form's choice never costs the other its JSON (the web page's short operations
 * were chosen by the length of RFC 6902 objects, written for that alone). The whole member is written
 * only when it may be the shorter: most often its first values are longer than all the operations.
 */
function shorter(p: Ops, fine: string, frame: number, whole: () => string): string {
  if (p.whole === undefined || jsonAtLeast(p.whole.value, fine.length - frame)) return fine;
  const text = whole();
  return text.length < fine.length ? text : fine;
}

/** Members holding a list per seat that changes throughout when it changes at all (a new decision). */
const DECISIONS = new Set(['legalMoves', 'blockedMoves']);

const jsonOf = new WeakMap<object, string>();
/** A list's JSON, worked out once: the list of one push is the one the next is compared with. */
function json(list: object): string {
  let text = jsonOf.get(list);
  if (text === undefined) jsonOf.set(list, (text = JSON.stringify(list)));
  return text;
}

/**
 * Whether two lists read the same in JSON, without writing them: a list that changed (a new decision)
 * differs within its first values, and a socket of `?legalMoves=runs` never needs the list's own JSON.
 * Members are compared in order, as JSON writes them; a value JSON writes otherwise than as itself
 * (undefined, NaN, a toJSON) reads as different, which at worst sends a list that did not change.
 */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return typeof a !== 'number' || Number.isFinite(a);
  if (!isObject(a) || !isObject(b) || Array.isArray(a) !== Array.isArray(b)) return false;
  if (typeof (a as { toJSON?: unknown }).toJSON === 'function') return false;
  if (Array.isArray(a)) {
    const bs = b as unknown[];
    if (a.length !== bs.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameJson(a[i], bs[i])) return false;
    return true;
  }
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  for (let i = 0; i < ka.length; i++)
    if (
      ka[i] !== kb[i] ||
      !sameJson((a as Record<string, unknown>)[ka[i]], (b as Record<string, unknown>)[kb[i]])
    )
      return false;
  return true;
}

/**
 * A decision member seat by seat: a seat's list is left alone when it reads the same and replaced
 * whole otherwise, without walking the moves value by value (most of a patch's work otherwise).
 */
function decisionOps(key: string, before: unknown, after: unknown): PatchOperation[] | undefined {
  if (!isObject(before) || !isObject(after) || Array.isArray(before) || Array.isArray(after))
    return undefined;
  const b = before as Record<string, unknown>;
  const a = after as Record<string, unknown>;
  const ops: PatchOperation[] = [];
  for (const seat of Object.keys(b))
    if (!Object.hasOwn(a, seat)) ops.push({ op: 'remove', path: `/${key}/${escape(seat)}` });
  for (const [seat, list] of Object.entries(a)) {
    const was = Object.hasOwn(b, seat) ? b[seat] : undefined;
    if (was === list) continue;
    const path = `/${key}/${escape(seat)}`;
    if (was === undefined) ops.push({ op: 'add', path, value: list });
    else if (!isObject(was) || !isObject(list) || !sameJson(was, list))
      ops.push({ op: 'replace', path, value: list });
  }
  return ops;
}

/**
 * A decision's operations in JSON (without the list's brackets), each seat's list as the JSON worked out
 * once for it (compared with at the next push too) rather than turned to text again: a new decision is
 * most of a patch's bytes.
 */
const decisionMembers = (ops: PatchOperation[]): string =>
  ops
    .map((op) =>
      (op.op === 'add' || op.op === 'replace') && isObject(op.value)
        ? `{"op":"${op.op}","path":${jsonString(op.path)},"value":${json(op.value)}}`
        : opJson(op),
    )
    .join(',');

/** The JSON Patch turning `before` into `after`, both without their log, in parts. */
function patchParts(before: SnapshotAnswer, after: SnapshotAnswer): Ops[] {
  const b = before as unknown as Record<string, unknown>;
  const a = after as unknown as Record<string, unknown>;
  const parts: Ops[] = [];
  const keysB = Object.keys(b);
  const keysA = Object.keys(a);
  // Snapshots of a game most often have the same members in the same order: none removed then.
  if (!sameKeys(keysB, keysA))
    for (const key of keysB)
      if (!outside(key) && b[key] !== a[key] && !Object.hasOwn(a, key))
        parts.push({ ops: [{ op: 'remove', path: `/${escape(key)}` }] });
  for (const key of keysA) {
    if (outside(key) || b[key] === a[key]) continue;
    const was = Object.hasOwn(b, key) ? b[key] : undefined;
    const decision = DECISIONS.has(key) && decisionOps(key, was, a[key]);
    // A decision's JSON is written only when a socket is sent it (not as runs).
    if (decision && key === 'legalMoves') parts.push({ ops: decision, decision: true, legal: true });
    else parts.push(decision ? { ops: decision, decision: true } : memberOps(key, was, a[key]));
  }
  return parts.filter((p) => p.ops.length > 0);
}

/** A part's operations in the default form's JSON (RFC 6902 objects), worked out once. */
function rfcMembers(p: Ops): string {
  if (p.members !== undefined) return p.members;
  const fine = p.decision ? decisionMembers(p.ops) : opsMembers(p.ops);
  const w = p.whole;
  return (p.members =
    w === undefined
      ? fine
      : shorter(p, fine, `{"op":"replace","path":${JSON.stringify(w.path)},"value":}`.length, () =>
          opsMembers([{ op: 'replace', path: w.path, value: w.value }]),
        ));
}

/** The patch's JSON: each part's operations, without their brackets, joined. */
const partsJson = (parts: Ops[]) => `[${parts.map(rfcMembers).join(',')}]`;

const runsJson = new WeakMap<object, string>();
/** A seat's legal moves as runs, in JSON, worked out once per list (sockets of one seat share it). */
function runsOf(list: CompactMove[]): string {
  let text = runsJson.get(list);
  if (text === undefined) runsJson.set(list, (text = JSON.stringify(toRuns(list))));
  return text;
}

/** A key of a JSON Pointer as it was before `escape` (a seat's number, most often: nothing to undo). */
const unescape = (key: string) =>
  key.indexOf('~') === -1 ? key : key.replace(/~1/g, '/').replace(/~0/g, '~');

/**
 * The patch's operations as `?legalMoves=runs` sends them: those of the legal moves apart, each seat's
 * new list as runs in `moves` (a seat's list removed stays a `remove`).
 */
function withRuns(parts: Ops[]): { kept: Ops[]; moves: string | undefined } {
  const legal = parts.find((p) => p.legal);
  if (!legal) return { kept: parts, moves: undefined };
  const kept = parts.filter((p) => p !== legal);
  const seats: string[] = [];
  for (const op of legal.ops)
    if (op.op === 'remove') kept.push({ ops: [op] });
    else if (op.op === 'add' || op.op === 'replace') {
      const seat = jsonString(unescape(op.path.slice('/legalMoves/'.length)));
      seats.push(`${seat}:${runsOf(op.value as CompactMove[])}`);
    }
  return { kept, moves: seats.length > 0 ? `{${seats.join(',')}}` : undefined };
}

const CODES: Partial<Record<PatchOperation['op'], string>> = { add: 'a', replace: 'r', remove: 'd' };

/** An operation as a short array (`["r", path, value]`), a decision's lists as the JSON kept for them. */
function shortOp(op: PatchOperation, decision: boolean | undefined): string {
  const code = CODES[op.op];
  if (code === undefined) throw new Error(`no short form for a "${op.op}" operation`);
  const path = jsonString(op.path);
  if (op.op !== 'add' && op.op !== 'replace') return `["${code}",${path}]`;
  const value = decision && isObject(op.value) ? json(op.value) : valueJson(op.value);
  return `["${code}",${path},${value}]`;
}

/** A part's operations as short arrays (the shorter way), worked out once. */
function shortMembers(p: Ops): string {
  if (p.short !== undefined) return p.short;
  const fine = p.ops.map((op) => shortOp(op, p.decision)).join(',');
  const w = p.whole;
  return (p.short =
    w === undefined
      ? fine
      : shorter(p, fine, `["r",${jsonString(w.path)},]`.length, () =>
          shortOp({ op: 'replace', path: w.path, value: w.value }, false),
        ));
}

/**
 * The patch's operations as `?ops=short` sends them: each an array (`["r", path, value]`), without the
 * change of `moveCount`, which the message carries, nor, with `at`, that of `updatedAt` (each a member
 * of plain value: a part of one operation).
 */
function shortJson(parts: Ops[], at: number | undefined): string {
  const out: string[] = [];
  for (const p of parts) {
    const path = p.ops.length === 1 ? p.ops[0].path : undefined;
    if (path === '/moveCount' || (at !== undefined && path === '/updatedAt')) continue;
    out.push(shortMembers(p));
  }
  return `[${out.join(',')}]`;
}

/** A form's operations and moves in JSON, and the messages made of them per set of lines. */
interface Form {
  ops: string;
  /** The message's members before `patch` that say how to read it (`"ops"`, `"at"`), each with its comma. */
  shape: string;
  moves: string | undefined;
  /** Per set of lines, the message with each `viewerLogTo` (-1: none). */
  messages: Map<LogLine[], Map<number, Buffer>>;
}

interface Pair {
  before: SnapshotAnswer;
  parts: Ops[];
  empty: boolean;
  /** Each form sockets asked for (formKey), made when one first does. */
  forms: Map<number, Form>;
}

/**
 * The pairs made to each snapshot, kept with it, each holding the snapshot it starts from. The entry
 * made to that one held the one before it, and so on: a game would hold every snapshot of its history
 * (tests/server/patch-memory.test.ts). Once the change from a snapshot is asked for, the sockets that
 * held it move on and none asks for the change to it again, so that entry goes then, and a chain holds
 * one step. Kept with the older snapshot instead, each holding the newer, an entry whose key has grown
 * old holds the newer one through every collection of the young generation, which takes such an entry
 * for alive, and the next one after it: every snapshot since the last full collection was promoted.
 */
const pairs = new WeakMap<SnapshotAnswer, Pair[]>();

/** How a socket asked for its patches, and where its lines join the log its client keeps. */
export interface PatchForm {
  /** Each seat's new legal moves as runs (`moves`) rather than in the patch (`?legalMoves=runs`). */
  runs?: boolean;
  /**
   * The lines join the log the client kept for the new snapshot's viewer, as it was at this move
   * (`?logs=byViewer`, a hot-seat screen back at a seat it showed before); none: the log it holds.
   */
  viewerLogTo?: number;
  /**
   * Operations as short arrays, without the change of `moveCount` nor, when the message's `at` says it,
   * that of `updatedAt` (`?ops=short`).
   */
  short?: boolean;
  /** The lines' texts in this language only (`?lang=`); none: every language. */
  lang?: Lang;
}

/**
 * The "patch" message from `before` to `after` with `lines`, or undefined when it would change nothing.
 * Worked out once per pair of snapshots, form and set of lines, however many sockets send it.
 */
export function patchMessage(
  before: SnapshotAnswer,
  after: SnapshotAnswer,
  lines: LogLine[],
  { runs = false, viewerLogTo, short = false, lang }: PatchForm = {},
): Buffer | undefined {
  let list = pairs.get(after);
  if (!list) pairs.set(after, (list = []));
  let pair = list.find((p) => p.before === before);
  if (!pair) {
    const parts = patchParts(before, after);
    pair = { before, parts, empty: parts.length === 0, forms: new Map() };
    list.push(pair);
    pairs.delete(before);
  }
  if (pair.empty && lines.length === 0 && viewerLogTo === undefined) return undefined;
  const key = (runs ? 1 : 0) + (short ? 2 : 0) + (lang === undefined ? 0 : lang === 'en' ? 4 : 8);
  let form = pair.forms.get(key);
  if (!form) {
    const { kept, moves } = runs ? withRuns(pair.parts) : { kept: pair.parts, moves: undefined };
    const at = short ? updatedStep(kept, before) : undefined;
    form = {
      ops: short ? shortJson(kept, at) : partsJson(kept),
      shape: `${short ? ',"ops":"short"' : ''}${at === undefined ? '' : `,"at":${at}`}`,
      moves,
      messages: new Map(),
    };
    pair.forms.set(key, form);
  }
  let messages = form.messages.get(lines);
  if (!messages) form.messages.set(lines, (messages = new Map()));
  let bytes = messages.get(viewerLogTo ?? -1);
  if (!bytes) {
    const moves = form.moves ? `,"moves":${form.moves}` : '';
    const own = viewerLogTo === undefined ? '' : `,"viewerLogTo":${viewerLogTo}`;
    const head = `{"type":"patch","from":${before.moveCount},"moveCount":${after.moveCount}${form.shape},"patch":${form.ops}${moves}${own},"log":`;
    bytes = withLinesBytes(head, lines, lang, '}');
    messages.set(viewerLogTo ?? -1, bytes);
  }
  return bytes;
}
