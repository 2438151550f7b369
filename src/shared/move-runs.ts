// A seat's legal moves in few bytes, for a socket's "patch" messages (`?legalMoves=runs`, docs/api.md).
// A new decision replaces a seat's list whole, and its moves repeat the same member names and most of
// the same values ("type":"SUBSIDY","swap":false ... "final":false) dozens of times: that repetition was
// most of a hot-seat screen's push. Moves in a row with the same member names form a run; the members
// equal throughout the run are written once (`same`), the others as one row of values per move.
import type { CompactMove, MoveRun } from './api.ts';

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Whether `move` is an object of the member names `names`, in the same order: its keys read in a loop
 * rather than listed (a list per move was a good part of the garbage the runs made). A move is a plain
 * object, whose `for...in` keys are its own, in the order of `Object.keys`.
 */
function hasMembers(move: unknown, names: string[]): boolean {
  if (!isRecord(move)) return false;
  let i = 0;
  for (const key in move) if (i === names.length || key !== names[i++]) return false;
  return i === names.length;
}

/**
 * Whether `v` reads in JSON as `first` does, when that is told without writing them: the same value
 * reads the same, two different strings, booleans or finite numbers never do (two numbers that are not
 * finite both read `null`); undefined for other values, which are written to compare.
 */
function readsAs(v: unknown, first: unknown): boolean | undefined {
  if (v === first) return true;
  const tv = typeof v;
  const tf = typeof first;
  if (tv === 'number' && tf === 'number') return !Number.isFinite(v) && !Number.isFinite(first);
  if ((tv === 'string' && tf === 'string') || (tv === 'boolean' && tf === 'boolean')) return false;
  return undefined;
}

/** Whether the moves of the run are final: one value for all of them, or one per move. */
function finalOf(moves: CompactMove[], start: number, end: number): boolean | boolean[] {
  const first = moves[start].final;
  let i = start + 1;
  while (i < end && moves[i].final === first) i++;
  if (i === end) return first;
  const finals: boolean[] = [];
  for (let j = start; j < end; j++) finals.push(moves[j].final);
  return finals;
}

/**
 * The run of `moves` from `start` to `end` (not included), whose moves have the member names `names`
 * (none: one move that is no object). Read in place, its values and rows gathered in loops, and the run
 * written as one literal without a `final` when it is false (the usual), rather than from slices,
 * `map`s and a spread per run: the same runs, and with their JSON 13-23% less time than that.
 */
function runOf(moves: CompactMove[], start: number, end: number, names: string[] | undefined): MoveRun {
  const final = finalOf(moves, start, end);
  const first = moves[start].move;
  if (names === undefined) return final === false ? { move: first } : { move: first, final };
  const same: Record<string, unknown> = {};
  const keys: string[] = [];
  for (const key of names) {
    const value = (first as Record<string, unknown>)[key];
    // The JSON of the first value, written once when first needed (no holder object made per member).
    let json: string | undefined;
    let written = false;
    let i = start + 1;
    for (; i < end; i++) {
      const v = (moves[i].move as Record<string, unknown>)[key];
      const reads = readsAs(v, value);
      if (reads === true) continue;
      if (reads === false) break;
      if (!written) {
        json = JSON.stringify(value) as string | undefined;
        written = true;
      }
      if (JSON.stringify(v) !== json) break;
    }
    if (i === end) same[key] = value;
    else keys.push(key);
  }
  if (keys.length === 0 && end - start === 1) return final === false ? { same } : { same, final };
  // Each array made at its length: grown by `push` from empty, a row of three values took room for 17.
  const rows: unknown[][] = new Array<unknown[]>(end - start);
  for (let i = start; i < end; i++) {
    const move = moves[i].move as Record<string, unknown>;
    const row: unknown[] = new Array<unknown>(keys.length);
    for (let j = 0; j < keys.length; j++) row[j] = move[keys[j]];
    rows[i - start] = row;
  }
  return final === false ? { same, keys, rows } : { same, keys, rows, final };
}

/**
 * The runs of a seat's legal moves, in their order: moves in a row with the same member names (the
 * first's) form a run; a move that is no object goes alone.
 */
export function toRuns(moves: CompactMove[]): MoveRun[] {
  const runs: MoveRun[] = [];
  let start = 0;
  while (start < moves.length) {
    const first = moves[start].move;
    const names = isRecord(first) ? Object.keys(first) : undefined;
    let end = start + 1;
    if (names !== undefined) while (end < moves.length && hasMembers(moves[end].move, names)) end++;
    runs.push(runOf(moves, start, end, names));
    start = end;
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
