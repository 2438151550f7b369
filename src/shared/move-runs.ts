// A seat's legal moves in few bytes, for a socket's "patch" messages (`?legalMoves=runs`, docs/api.md).
// A new decision replaces a seat's list whole, and its moves repeat the same member names and most of
// the same values ("type":"SUBSIDY","swap":false ... "final":false) dozens of times: that repetition was
// most of a hot-seat screen's push. Moves in a row with the same member names form a run; the members
// equal throughout the run are written once (`same`), the others as one row of values per move.
import type { CompactMove, MoveRun } from './api.ts';

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The member names of a move that runs can carry (a move that is no object goes alone, as `same`). */
const shapeOf = (move: unknown): string[] | undefined => (isRecord(move) ? Object.keys(move) : undefined);

/** Whether two moves have the same member names in the same order. */
function sameShape(a: string[] | undefined, b: string[] | undefined): boolean {
  if (a === undefined || b === undefined || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * Whether `v` reads in JSON as `first` does: the same value reads the same, two different strings,
 * booleans or finite numbers never do (two numbers that are not finite both read `null`), and only
 * other values are written to compare (`json`, the JSON of `first`, written once when first needed).
 */
function readsAs(v: unknown, first: unknown, json: { of?: string }): boolean {
  if (v === first) return true;
  const tv = typeof v;
  const tf = typeof first;
  if (tv === 'number' && tf === 'number') return !Number.isFinite(v) && !Number.isFinite(first);
  if ((tv === 'string' && tf === 'string') || (tv === 'boolean' && tf === 'boolean')) return false;
  if (!('of' in json)) json.of = JSON.stringify(first) as string | undefined;
  return JSON.stringify(v) === json.of;
}

/** What a run says only when it is not the usual: no member left out when it reads as its default. */
function runOf(moves: CompactMove[]): MoveRun {
  const first = moves[0].move;
  const finals = moves.map((m) => m.final);
  const final = finals.every((f) => f === finals[0]) ? finals[0] : finals;
  const finalPart = final === false ? {} : { final };
  if (!isRecord(first)) return { move: first, ...finalPart };
  const same: Record<string, unknown> = {};
  const keys: string[] = [];
  for (const key of Object.keys(first)) {
    const value = first[key];
    const json = {};
    if (moves.every((m) => readsAs((m.move as Record<string, unknown>)[key], value, json))) same[key] = value;
    else keys.push(key);
  }
  if (keys.length === 0 && moves.length === 1) return { same, ...finalPart };
  const rows = moves.map((m) => keys.map((k) => (m.move as Record<string, unknown>)[k]));
  return { same, keys, rows, ...finalPart };
}

/** The runs of a seat's legal moves, in their order. */
export function toRuns(moves: CompactMove[]): MoveRun[] {
  const runs: MoveRun[] = [];
  let start = 0;
  let shape = moves.length > 0 ? shapeOf(moves[0].move) : undefined;
  for (let i = 1; i <= moves.length; i++) {
    const next = i < moves.length ? shapeOf(moves[i].move) : undefined;
    if (sameShape(next, shape)) continue;
    runs.push(runOf(moves.slice(start, i)));
    start = i;
    shape = next;
  }
  return runs;
}

/** The legal moves the runs stand for, each `{move, final}` as a snapshot holds it. */
export function fromRuns(runs: MoveRun[]): CompactMove[] {
  const moves: CompactMove[] = [];
  for (const run of runs) {
    const keys = run.keys ?? [];
    (run.rows ?? [[]]).forEach((row, i) => {
      const final = (Array.isArray(run.final) ? run.final[i] : run.final) ?? false;
      if (Object.hasOwn(run, 'move')) return void moves.push({ move: run.move, final });
      const move: Record<string, unknown> = { ...run.same };
      // As JSON.parse makes members: any name is a member of its own. Only "__proto__" needs defining
      // (set, it would change the move's prototype); defining every member was most of a list's time.
      for (let j = 0; j < keys.length; j++) {
        const k = keys[j];
        if (k === '__proto__')
          Object.defineProperty(move, k, {
            value: row[j],
            enumerable: true,
            writable: true,
            configurable: true,
          });
        else move[k] = row[j];
      }
      moves.push({ move, final });
    });
  }
  return moves;
}
