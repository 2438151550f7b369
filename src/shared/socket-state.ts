// A client's side of a game's socket (docs/api.md, live updates): the first message is a whole "state",
// every later one a "patch" (RFC 6902) from the last snapshot the socket sent. This keeps that snapshot
// and applies each patch to it; a patch that does not start where the client is (a message missed) or
// that does not apply means the client lost track, and asks for a whole state again (`resync`).
// The package's default export: Node loads its CommonJS build, which has no named exports for ESM.
import jsonpatch, { type Operation } from 'fast-json-patch';
import type {
  ClientMessage,
  LogLine,
  MoveRun,
  PatchOperation,
  ServerMessage,
  ShortOperation,
  SnapshotAnswer,
} from './api.ts';
import { fromRuns } from './move-runs.ts';

/** What a state or patch message gave: the new snapshot, its `log` the lines the message carried. */
export interface Pushed<S extends SnapshotAnswer = SnapshotAnswer> {
  snapshot: S;
  /**
   * How its lines join the ones held: `from` after the lines before `snapshot.logFrom` (a whole state);
   * `byNumber` each in the place of the held line of its `n`, or after the last (a patch); or, with
   * `viewerLogTo` (`?logs=byViewer`), each in the place of its `n` in the log kept for the snapshot's
   * viewer, which ran to that move, followed by the later lines held.
   */
  lines: 'from' | 'byNumber' | { viewerLogTo: number };
}

type Pushes = Extract<ServerMessage, { type: 'state' | 'patch' }>;

export class SocketState<S extends SnapshotAnswer = SnapshotAnswer> {
  private held: S | null = null;
  /** A whole state was asked for: the patches still on their way before it are of no use. */
  private asked = false;

  /**
   * @param inPlace patch the held snapshot itself rather than a copy: for a client that keeps no
   * earlier snapshot (a program), not for one that shows them (a page compares old and new).
   */
  constructor(private readonly inPlace = false) {}

  /**
   * The snapshot of a "state" or "patch" message; 'resync' when the client must ask for a whole state,
   * 'skip' for the patches that come after that until the state does.
   */
  take(message: Pushes): Pushed<S> | 'resync' | 'skip' {
    if (message.type === 'state') {
      this.asked = false;
      this.held = message.snapshot as S;
      return { snapshot: this.held, lines: 'from' };
    }
    const held = this.held;
    this.held = null;
    if (this.asked) return 'skip';
    let next: S | undefined;
    try {
      if (held?.moveCount === message.from) {
        // Read before the patch, which may change the held snapshot itself (`inPlace`).
        const updatedAt = held.updatedAt;
        const ops = message.ops === 'short' ? fromShort(message.patch as ShortOperation[]) : message.patch;
        next = jsonpatch.applyPatch(held, ops as Operation[], false, this.inPlace).newDocument;
        // A short patch leaves out the move count's change: the message carries it.
        if (message.ops === 'short') next = { ...next, moveCount: message.moveCount };
        // Nor, with `at`, that of `updatedAt`: a time past the held one (an unreadable one throws).
        if (message.ops === 'short' && message.at !== undefined)
          // eslint-disable-next-line no-restricted-globals -- reads and writes a time the server sent, no clock
          next = { ...next, updatedAt: new Date(Date.parse(updatedAt) + message.at).toISOString() };
      }
      // A seat's new legal moves as runs (`?legalMoves=runs`), apart from the patch.
      if (next && message.moves) next = withMoves(next, message.moves);
    } catch {
      next = undefined;
    }
    if (next?.moveCount !== message.moveCount) {
      this.asked = true;
      return 'resync';
    }
    // `logFrom`: the first line carried; the lines after it need not all be there (see `lines`).
    this.held = { ...next, log: message.log, logFrom: message.log[0]?.n ?? message.moveCount + 1 };
    const lines = message.viewerLogTo === undefined ? 'byNumber' : { viewerLogTo: message.viewerLogTo };
    return { snapshot: this.held, lines };
  }

  /** Forget the held snapshot (the socket closed): the next socket starts with a whole state. */
  reset(): void {
    this.held = null;
    this.asked = false;
  }
}

/** Short operations (`?ops=short`) as the RFC 6902 ones they stand for; an unknown one throws. */
export function fromShort(ops: readonly ShortOperation[]): PatchOperation[] {
  return ops.map((op) => {
    if (!Array.isArray(op) || typeof op[1] !== 'string') throw new Error('not a short operation');
    if (op[0] === 'd' && op.length === 2) return { op: 'remove', path: op[1] };
    if ((op[0] === 'a' || op[0] === 'r') && op.length === 3)
      return { op: op[0] === 'a' ? 'add' : 'replace', path: op[1], value: op[2] };
    throw new Error(`unknown short operation "${String(op[0])}"`);
  });
}

/** `snapshot` with the legal moves of the seats in `moves` replaced by the moves their runs stand for. */
function withMoves<S extends SnapshotAnswer>(snapshot: S, moves: Record<string, MoveRun[]>): S {
  const legalMoves = { ...snapshot.legalMoves } as Record<string, unknown>;
  for (const [seat, runs] of Object.entries(moves))
    Object.defineProperty(legalMoves, seat, {
      value: fromRuns(runs),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  return { ...snapshot, legalMoves };
}

/** The message asking for a whole state again, the log after `logSince` (none: the whole log). */
export const resyncMessage = (logSince?: number): ClientMessage =>
  logSince === undefined ? { type: 'resync' } : { type: 'resync', logSince };

/**
 * The log `held` (whole, line n at n - 1) with a patch's `lines` in: each in the place of its own
 * number, or after the last; undefined when a line would leave a hole (lines are missing).
 */
export function withLines(held: readonly LogLine[], lines: readonly LogLine[]): LogLine[] | undefined {
  const log = held.slice();
  for (const line of lines) {
    if (line.n <= log.length && log[line.n - 1]?.n === line.n) log[line.n - 1] = line;
    else if (line.n === log.length + 1) log.push(line);
    else return undefined;
  }
  return log;
}
