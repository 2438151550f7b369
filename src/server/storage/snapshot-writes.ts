// A snapshot only speeds up loading (the move log is the record), so a move never waits for its
// snapshot nor fails with it. A snapshot write that fails is still not let go quietly: it is counted
// (for /metrics), told to the listeners (the server logs it) and tried again a few times, later each
// time, unless a newer snapshot of the same game is written meanwhile. Both databases use this.

/** What the listeners hear of a failed snapshot write. */
export interface SnapshotFailure {
  gameId: string;
  seq: number;
  /** 1 for the first write, then one more for each retry. */
  attempt: number;
  error: unknown;
  /** True when no retry follows: the game loads from an older snapshot and replays the moves since. */
  givenUp: boolean;
}

export interface SnapshotCounts {
  /** Writes that failed (each attempt counts). */
  failed: number;
  /** Writes tried again after a failure. */
  retried: number;
  /** Snapshots given up after the last retry failed. */
  lost: number;
}

/** Waits before the retries, in milliseconds: one more retry per entry. */
export const SNAPSHOT_RETRY_MS = [250, 1_000, 4_000, 15_000];

export class SnapshotWrites {
  readonly counts: SnapshotCounts = { failed: 0, retried: 0, lost: 0 };
  private readonly listeners: ((f: SnapshotFailure) => void)[] = [];
  /** The newest snapshot asked for per game, kept while a write of the game is unfinished or waits to retry. */
  private readonly newest = new Map<string, number>();
  /** Retries waiting per game. */
  private readonly waiting = new Map<string, number>();
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();
  private closed = false;

  constructor(private readonly retryMs: readonly number[] = SNAPSHOT_RETRY_MS) {}

  onFailure(listener: (f: SnapshotFailure) => void): void {
    this.listeners.push(listener);
  }

  /** Runs `write` (the snapshot of `gameId` after move `seq`), and again after a failure. Never throws. */
  async save(gameId: string, seq: number, write: () => Promise<void>, attempt = 1): Promise<void> {
    if ((this.newest.get(gameId) ?? 0) < seq) this.newest.set(gameId, seq);
    try {
      await write();
      this.settled(gameId);
    } catch (error) {
      this.failed(gameId, seq, error, write, attempt);
    }
  }

  /**
   * A write of the snapshot failed (in `save`): it is counted, told, and `write` is tried again later unless the retries are used up.
   */
  failed(gameId: string, seq: number, error: unknown, write: () => Promise<void>, attempt = 1): void {
    if ((this.newest.get(gameId) ?? 0) < seq) this.newest.set(gameId, seq);
    this.counts.failed++;
    const wait = this.retryMs[attempt - 1];
    const givenUp = wait === undefined || this.closed;
    if (givenUp) this.counts.lost++;
    this.tell({ gameId, seq, attempt, error, givenUp });
    if (givenUp) return this.settled(gameId);
    this.waiting.set(gameId, (this.waiting.get(gameId) ?? 0) + 1);
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      const left = this.waiting.get(gameId)! - 1;
      if (left > 0) this.waiting.set(gameId, left);
      else this.waiting.delete(gameId);
      // A newer snapshot makes this one useless (the database keeps the newest only).
      if (this.closed || (this.newest.get(gameId) ?? 0) > seq) return this.settled(gameId);
      this.counts.retried++;
      void this.save(gameId, seq, write, attempt + 1);
    }, wait);
    timer.unref?.();
    this.timers.add(timer);
  }

  /** Stops the retries waiting (the storage is closing); a later failure is given up at once. */
  close(): void {
    this.closed = true;
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
  }

  /**
   * A write is over: the game is forgotten unless a retry of it waits. (A newer write still on its way
   * then finds no entry; the worst that follows is a retry the database ignores, as it keeps the newest.)
   */
  private settled(gameId: string): void {
    if (!this.waiting.has(gameId)) this.newest.delete(gameId);
  }

  private tell(f: SnapshotFailure): void {
    for (const l of this.listeners) {
      try {
        l(f);
      } catch {
        // A listener (a logger) that fails must not stop the others nor the retry.
      }
    }
  }
}
