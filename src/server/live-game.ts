// A game held in memory: its state (the replay of its moves), its log per viewer, and the snapshots
// sent to each kind of viewer. It changes only through `commit`, after the move is durable.
import { applyChecked, LANGS, renderLogEntry, SPECTATOR } from '../kernel/index.ts';
import type { AnyGame, LogEntry, MoveRecord, Seat, Viewer } from '../kernel/index.ts';
import type { GameSnapshot, LegalMove, LogLine, Texts } from '../shared/api.ts';
import { ApiFailure } from './errors.ts';
import type { MoveLog, Storage, StoredGame, StoredMove } from './storage/types.ts';

export interface AppliedMove {
  seq: number;
  seat: Seat;
  move: unknown;
  state: unknown;
  log: MoveLog;
}

const CHECKPOINT_EVERY = 32;

const texts = (f: (lang: (typeof LANGS)[number]) => string): Texts =>
  Object.fromEntries(LANGS.map((l) => [l, f(l)])) as Texts;

export const viewerKey = (v: Viewer): string => (v === SPECTATOR ? SPECTATOR : String(v));

export class LiveGame {
  private renderedLogs = new Map<string, LogLine[]>();
  private snapshots = new Map<string, GameSnapshot>();
  /** States after move n, kept every CHECKPOINT_EVERY moves for replays of past positions. */
  private checkpoints = new Map<number, unknown>();

  private constructor(
    readonly game: AnyGame,
    public meta: StoredGame,
    public state: unknown,
    readonly moves: MoveRecord[],
    readonly logs: MoveLog[],
  ) {}

  static fresh(game: AnyGame, meta: StoredGame): LiveGame {
    return new LiveGame(game, meta, game.setup(meta.options, meta.seed), [], []);
  }

  static async load(game: AnyGame, storage: Storage, meta: StoredGame): Promise<LiveGame> {
    if (meta.rulesVersion !== game.rulesVersion)
      throw new ApiFailure(
        409,
        'RULES_VERSION',
        `Game ${meta.id} was started under rules version ${meta.rulesVersion} of ${game.title}; this server plays version ${game.rulesVersion} and cannot continue it.`,
      );
    const [snapshot, stored] = await Promise.all([storage.loadSnapshot(meta.id), storage.loadMoves(meta.id)]);
    const live = LiveGame.fresh(game, meta);
    const from = snapshot && snapshot.seq <= stored.length ? snapshot.seq : 0;
    if (from > 0) live.state = snapshot!.state;
    for (const m of stored) {
      if (m.seq > from) live.state = live.replayOne(live.state, m);
      live.moves.push({ seat: m.seat, move: m.move });
      live.logs.push(m.log);
    }
    live.meta = { ...meta, moveCount: stored.length };
    return live;
  }

  get id(): string {
    return this.meta.id;
  }
  get moveCount(): number {
    return this.moves.length;
  }
  get players(): number {
    return this.meta.options.players;
  }

  activeSeats(): Seat[] {
    return this.game.activeSeats(this.state);
  }

  botToMove(state = this.state): boolean {
    return this.game.activeSeats(state).some((s) => this.meta.seats[s]?.kind === 'bot');
  }

  /** Checks and applies a move without changing this game; throws the game's RuleError when illegal. */
  tryMove(seat: Seat, rawMove: unknown): AppliedMove {
    const before = this.state;
    const done = applyChecked(this.game, before, seat, rawMove);
    const describe = (v: Viewer): LogEntry[] =>
      this.game.describe(before, done.state, done.seat, done.move, v);
    const spectator = describe(SPECTATOR);
    const plain = JSON.stringify(spectator);
    const seats: Record<string, LogEntry[]> = {};
    for (let s = 0; s < this.players; s++) {
      const own = describe(s);
      if (JSON.stringify(own) !== plain) seats[s] = own;
    }
    return {
      seq: this.moveCount + 1,
      seat: done.seat,
      move: done.move,
      state: done.state,
      log: Object.keys(seats).length ? { spectator, seats } : { spectator },
    };
  }

  /** Takes a durable move into memory. */
  commit(applied: AppliedMove, at: string): void {
    if (applied.seq !== this.moveCount + 1)
      throw new Error(`game ${this.id}: move ${applied.seq} cannot follow move ${this.moveCount}`);
    this.state = applied.state;
    this.moves.push({ seat: applied.seat, move: applied.move });
    this.logs.push(applied.log);
    const outcome = this.game.outcome(this.state);
    this.meta = {
      ...this.meta,
      moveCount: this.moveCount,
      status: outcome ? 'finished' : 'running',
      outcome,
      botToMove: this.botToMove(),
      updatedAt: at,
    };
    for (const [key, lines] of this.renderedLogs) lines.push(this.renderLine(applied.seq, key));
    this.snapshots.clear();
  }

  /** Takes moves written by another node (already durable) into memory. */
  catchUp(stored: StoredMove[]): void {
    for (const m of stored) {
      if (m.seq !== this.moveCount + 1) continue;
      const state = this.replayOne(this.state, m);
      this.commit({ seq: m.seq, seat: m.seat, move: m.move, state, log: m.log }, m.createdAt);
    }
  }

  private replayOne(state: unknown, m: StoredMove): unknown {
    try {
      return this.game.apply(state, m.seat, m.move);
    } catch (e) {
      throw new ApiFailure(
        500,
        'CORRUPT_GAME',
        `Stored move ${m.seq} of game ${this.id} cannot be replayed: ${(e as Error).message}`,
      );
    }
  }

  private renderLine(seq: number, key: string): LogLine {
    const log = this.logs[seq - 1];
    const entries = (key !== SPECTATOR && log.seats?.[key]) || log.spectator;
    return {
      n: seq,
      seat: this.moves[seq - 1].seat,
      entries: entries.map((e) => ({ ...e, text: texts((l) => renderLogEntry(this.game.messages, e, l)) })),
    };
  }

  /** The log as `viewer` may read it, each entry rendered in every language. */
  renderedLog(viewer: Viewer): LogLine[] {
    const key = viewerKey(viewer);
    let lines = this.renderedLogs.get(key);
    if (!lines) {
      lines = this.logs.map((_, i) => this.renderLine(i + 1, key));
      this.renderedLogs.set(key, lines);
    }
    return lines;
  }

  legalMoves(seat: Seat): LegalMove[] {
    return this.game.legalMoves(this.state, seat).map((move) => {
      const label = texts((l) => this.game.formatMove(move, l));
      // The rules' own figures for the move, so that clients never compute costs themselves.
      const detail = this.game.explainMove?.(this.state, seat, move) ?? null;
      return detail ? { move, label, detail } : { move, label };
    });
  }

  /**
   * What `viewer` sees now, with the legal moves of the seats in `controls`; shared by every such viewer.
   * With `logSince`, the log holds only the lines of the moves after it.
   */
  snapshot(viewer: Viewer, controls: Seat[], logSince?: number): GameSnapshot {
    if (logSince !== undefined) return this.logTail(viewer, controls, logSince);
    const key = `${viewerKey(viewer)}|${controls.join(',')}`;
    let snap = this.snapshots.get(key);
    if (!snap) {
      const m = this.meta;
      snap = {
        gameId: m.id,
        game: m.game,
        players: this.players,
        seats: m.seats,
        viewer,
        controls,
        status: m.status,
        moveCount: this.moveCount,
        activeSeats: this.activeSeats(),
        view: this.game.view(this.state, viewer),
        legalMoves: Object.fromEntries(controls.map((s) => [String(s), this.legalMoves(s)])),
        log: this.renderedLog(viewer).slice(),
        logFrom: 0,
        outcome: m.outcome,
        customSetup: m.customSetup ?? false,
        createdAt: m.createdAt,
        updatedAt: m.updatedAt,
      };
      this.snapshots.set(key, snap);
    }
    return snap;
  }

  /** The snapshot whose log starts after move `logSince`: what a client holding the earlier lines lacks. */
  private logTail(viewer: Viewer, controls: Seat[], logSince: number): GameSnapshot {
    const logFrom = Math.min(logSince, this.moveCount) + 1;
    // Cleared with the others at the next move, so at most moveCount + 1 of these per viewer.
    const key = `${viewerKey(viewer)}|${controls.join(',')}|from ${logFrom}`;
    let snap = this.snapshots.get(key);
    if (!snap) {
      const whole = this.snapshot(viewer, controls);
      snap = { ...whole, logFrom, log: whole.log.filter((line) => line.n >= logFrom) };
      this.snapshots.set(key, snap);
    }
    return snap;
  }

  /** The state after move n (0 = the setup), replayed from the nearest checkpoint. */
  stateAt(n: number): unknown {
    if (n === this.moveCount) return this.state;
    let at = Math.floor(n / CHECKPOINT_EVERY) * CHECKPOINT_EVERY;
    while (at > 0 && !this.checkpoints.has(at)) at -= CHECKPOINT_EVERY;
    let state = at > 0 ? this.checkpoints.get(at) : this.game.setup(this.meta.options, this.meta.seed);
    for (let i = at; i < n; i++) {
      state = this.game.apply(state, this.moves[i].seat, this.moves[i].move);
      if ((i + 1) % CHECKPOINT_EVERY === 0) this.checkpoints.set(i + 1, state);
    }
    return state;
  }
}
