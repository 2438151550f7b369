// The page keeps one snapshot with the whole log, but the server sends the log only once: later
// snapshots carry just the lines after `logFrom - 1` (see GameSnapshot.logFrom), and a change pushed over
// the socket just the lines it changed or added. This joins such a
// snapshot to the one held, and says when that cannot be done without asking for the missing lines.
import type { GameSnapshot, Lang, LogLine, SnapshotAnswer } from '../../shared/api.ts';
import { withLines, type Pushed } from '../../shared/socket-state.ts';

export type Merged<S extends SnapshotAnswer = GameSnapshot> =
  /** The snapshot to keep, its log whole. */
  | { kind: 'take'; snapshot: S }
  /** Older than the one held (an answer overtaken by a push): keep what we have. */
  | { kind: 'stale' }
  /** Lines are missing: fetch the whole snapshot again. */
  | { kind: 'gap' };

export function mergeSnapshot<S extends SnapshotAnswer>(
  held: S | null,
  next: S,
  lines: Pushed['lines'] = 'from',
  /** The logs of the other viewers a hot-seat screen showed, as it left them (by viewer). */
  kept: Readonly<Record<string, LogLine[]>> = {},
): Merged<S> {
  const same = held !== null && held.gameId === next.gameId;
  if (same && next.moveCount < held.moveCount) return { kind: 'stale' };
  if (typeof lines === 'object') {
    // A screen back at a seat it showed before: that seat's log as the page left it, which must run to
    // the move the server names (else the page asks for the whole log), then the later lines held,
    // with the pushed lines in.
    const own = same ? kept[String(next.viewer)] : undefined;
    const log =
      held && own?.length === lines.viewerLogTo && held.log.length >= own.length
        ? withLines(own.concat(held.log.slice(own.length)), next.log)
        : undefined;
    return log ? { kind: 'take', snapshot: { ...next, log, logFrom: 0 } } : { kind: 'gap' };
  }
  if (lines === 'byNumber') {
    // A change pushed: its lines take the places of their numbers (those the screen's new seat reads
    // otherwise) or come after the last one held.
    const log = same ? withLines(held.log, next.log) : undefined;
    return log ? { kind: 'take', snapshot: { ...next, log, logFrom: 0 } } : { kind: 'gap' };
  }
  const from = next.logFrom ?? 0;
  if (from === 0) return { kind: 'take', snapshot: next };
  // `held` always has the whole log up to its move count. When the eyes change (a hot-seat screen at
  // the next seat) the server sends again every line the new viewer reads otherwise, so the lines kept
  // read the same for both.
  if (!same || from > held.moveCount + 1) return { kind: 'gap' };
  const log = held.log.filter((line) => line.n < from).concat(next.log);
  return { kind: 'take', snapshot: { ...next, log, logFrom: 0 } };
}

/** What to ask the server for: the lines after the last move held (undefined: everything). */
export const logSinceOf = (held: SnapshotAnswer | null, gameId: string): number | undefined =>
  held && held.gameId === gameId ? held.moveCount : undefined;

/**
 * What a socket in `lang` asks for: the lines after the last move up to which every line held reads in
 * `lang` (undefined: everything). A socket's pushes carry their lines in its language only (`?lang=`),
 * so after the page changes language the lines from the first one it holds in the old one only come
 * again, whole; the lines before it stay as they are.
 */
export function logSinceIn(held: SnapshotAnswer | null, gameId: string, lang: Lang): number | undefined {
  const since = logSinceOf(held, gameId);
  if (since === undefined || !held) return since;
  const first = held.log.find((line) => line.entries.some((e) => typeof e.text?.[lang] !== 'string'));
  if (!first) return since;
  return first.n > 0 ? Math.min(since, first.n - 1) : undefined;
}
