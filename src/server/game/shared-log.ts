// A log line reads the same for every viewer unless its move told some seat more than the others (a
// hidden value: the seat's own entries). A screen that changes eyes (a hot-seat token, at the next
// seat) keeps the lines before the first one that reads differently for its old and new viewer, and is
// sent only the lines from there on, rather than the whole log again.
import { SPECTATOR, type Viewer } from '../../kernel/index.ts';
import type { MoveLog } from '../storage/types.ts';

interface Line {
  /** On an undo entry: the number of the move it takes back (whose line it quotes). */
  undoes?: number;
}

/** Whether line `seq` reads for `viewer` otherwise than for a spectator. */
export function ownLine(logs: MoveLog[], entries: Line[], seq: number, viewer: Viewer): boolean {
  if (viewer === SPECTATOR) return false;
  if (logs[seq - 1].seats?.[String(viewer)]) return true;
  const undoes = entries[seq - 1].undoes;
  return undoes !== undefined && ownLine(logs, entries, undoes, viewer);
}

/** The last move up to which the log reads the same for every one of `viewers` (0: not even the first). */
export function sharedLogUntil(logs: MoveLog[], entries: Line[], viewers: Viewer[]): number {
  const distinct = [...new Set(viewers)];
  if (distinct.length < 2) return logs.length;
  for (let seq = 1; seq <= logs.length; seq++)
    if (distinct.some((v) => ownLine(logs, entries, seq, v))) return seq - 1;
  return logs.length;
}

/**
 * The moves from `from` up to `until` whose lines read otherwise for some of `viewers` than for the
 * others.
 */
export function differingLines(
  logs: MoveLog[],
  entries: Line[],
  until: number,
  viewers: Viewer[],
  from = 1,
): number[] {
  const distinct = [...new Set(viewers)];
  const found: number[] = [];
  if (distinct.length < 2) return found;
  for (let seq = from; seq <= until; seq++)
    if (distinct.some((v) => ownLine(logs, entries, seq, v))) found.push(seq);
  return found;
}
