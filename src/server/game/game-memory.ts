// The games this node holds in memory: loaded from storage on first use and kept up to date with the
// moves other nodes store, one piece of work at a time per game (its lock), and the listeners told of
// every change. The move path (game-moves.ts) and the service's requests (game-service.ts) build on it.
import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import { type AnyGame, type Seat, type Tutorial } from '../../kernel/index.ts';
import type { SeatInfo } from '../../shared/api.ts';
import type { ClassroomNotice } from '../../shared/classroom.ts';
import { type GameClocks } from '../clocks/seat-clocks.ts';
import { parseStandIn } from '../clocks/spec.ts';
import { ApiFailure, noSuchGame, refusal } from '../http/errors.ts';
import { MOVE_TEXTS } from './move-texts.ts';
import { LiveGame } from './live-game.ts';
import type { Metrics } from '../ops/metrics.ts';
import { own } from '../http/own.ts';
import { type TurnLimits } from './turn-guard.ts';
import { isStorageUnavailable } from '../storage/unavailable.ts';
import { type MoveNotice, type Storage } from '../storage/types.ts';
import { type StoredGame, type TokenGrant } from '../storage/game-record.ts';

export interface ServiceConfig {
  /** Store the state as a snapshot every this many moves (and at the end). */
  snapshotEvery: number;
  /** Games kept in memory; the least recently used ones without subscribers are dropped first. */
  cacheSize: number;
  /** Prefix of the links handed out (e.g. https://table.example.org); links are paths without it. */
  publicUrl: string;
  /** Limits on moves out of turn and on a game's length. */
  turnLimits: TurnLimits;
}

export interface ServiceDeps {
  games: Record<string, AnyGame>;
  storage: Storage;
  logger: Logger;
  metrics: Metrics;
  botLevels: (game: AnyGame) => string[];
  config: ServiceConfig;
  /** The guided first game a game was made from, if any (its snapshots carry the guide's progress). */
  tutorialOf?: (meta: StoredGame) => Tutorial | null;
}

type Listener = (live: LiveGame) => void;

/**
 * Games whose seats or settings another node may change: open seats, over without a rematch yet, or a
 * classroom's table (its teacher may give a seat to someone else: the old link must stop on every node).
 */
const mayChangeElsewhere = (live: LiveGame) =>
  live.hasOpenSeat ||
  live.seatsChangeHands ||
  (live.meta.status === 'finished' && !live.meta.settings?.rematchId);

export class GameMemory {
  /** Identifies this process among the nodes sharing a PostgreSQL database. */
  readonly node = randomBytes(6).toString('hex');

  private readonly cache = new Map<string, LiveGame>();

  private readonly loading = new Map<string, Promise<LiveGame>>();

  private readonly locks = new Map<string, Promise<unknown>>();

  private readonly listeners = new Map<string, Set<Listener>>();

  private readonly committed: Listener[] = [];

  protected readonly stored: ((live: LiveGame, activeBefore: Seat[]) => void)[] = [];

  private readonly goneListeners = new Map<string, Set<() => void>>();

  protected closing = false;

  protected moveGate: (gameId: string) => Promise<void> = async () => {};

  private loadHook: (live: LiveGame) => Promise<void> = async () => {};

  constructor(protected readonly deps: ServiceDeps) {}

  get gamesInMemory(): number {
    return this.cache.size;
  }

  /** A check every move (people's and bots') passes first; it throws an ApiFailure to refuse the move. */
  setMoveGate(gate: (gameId: string) => Promise<void>): void {
    this.moveGate = gate;
  }

  /** Work done on a game as it is loaded into memory (a classroom table's message from the teacher). */
  setLoadHook(hook: (live: LiveGame) => Promise<void>): void {
    this.loadHook = hook;
  }

  /** A classroom's message to its tables changed: a table held here shows it at once. */
  tableNotice(id: string, notice: ClassroomNotice | null): void {
    const live = this.cache.get(id);
    if (!live) return;
    live.setClassroomNotice(notice);
    this.emitChanged(live);
  }

  /** Whether the move gate lets moves into the game now (a bot need not think for a paused table). */
  async movesAllowed(id: string): Promise<boolean> {
    try {
      await this.moveGate(id);
      return true;
    } catch (e) {
      if (e instanceof ApiFailure) return false;
      throw e;
    }
  }

  /** Tells the bots of a game to look again (a paused classroom table resumed). */
  async wake(id: string): Promise<void> {
    const live = await this.fresh(id);
    for (const l of this.committed) l(live);
  }

  /** Resolves once the moves and claims in flight on this game on this node are stored or refused. */
  async settled(id: string): Promise<void> {
    await this.locks.get(id);
  }

  /** The game in memory, marked as used, when nothing need be read to use it (`live` reads what is). */
  protected held(id: string): LiveGame | undefined {
    const cached = this.cache.get(id);
    if (!cached) return undefined;
    this.cache.delete(id);
    this.cache.set(id, cached);
    // Another node may have given an open seat away or made the rematch: `live` reads the game's row again.
    return this.deps.storage.kind === 'postgres' && mayChangeElsewhere(cached) ? undefined : cached;
  }

  /** The game in memory, loaded from storage on first use. */
  async live(id: string): Promise<LiveGame> {
    const held = this.held(id);
    if (held) return held;
    const cached = this.cache.get(id);
    if (cached) {
      await this.refreshMeta(cached).catch((e: unknown) => {
        // The database is away: the game is shown as held (a write will be refused with 503 anyway).
        if (!isStorageUnavailable(e)) throw e;
      });
      return cached;
    }
    let pending = this.loading.get(id);
    if (!pending) {
      pending = (async () => {
        const stored = await this.deps.storage.loadGame(id);
        if (!stored) throw noSuchGame(id);
        const meta = { ...stored, settings: await this.deps.storage.social.settings(id) };
        const game = own(this.deps.games, meta.game);
        if (!game) throw refusal(409, 'UNKNOWN_GAME', MOVE_TEXTS.unknownGame(id, meta.game));
        const live = await LiveGame.load(game, this.deps.storage, meta);
        live.setClocks(await this.storedClocks(live));
        await this.loadHook(live);
        this.remember(live);
        return live;
      })().finally(() => this.loading.delete(id));
      this.loading.set(id, pending);
    }
    return pending;
  }

  /** The game with every move stored so far, from any node (a sweep acting on what the database says). */
  latest(id: string): Promise<LiveGame> {
    return this.fresh(id);
  }

  /** The game's clocks as stored; a game stored before clocks existed has none and the default stand-in. */
  private async storedClocks(live: LiveGame): Promise<GameClocks> {
    const stored = await this.deps.storage.loadClocks(live.id);
    const levels = this.deps.botLevels(live.game);
    const standInLevel = stored?.standInLevel ?? parseStandIn(undefined, levels, live.game.title);
    return stored ? { ...stored, standInLevel } : { spec: null, standInLevel, seats: [], rev: 0 };
  }

  /** With several nodes on one database, moves may have been written elsewhere: read them in first. */
  protected async fresh(id: string): Promise<LiveGame> {
    const live = await this.live(id);
    // Under the game's lock: reading moves in while a move of this node is being stored would take it twice.
    if (this.deps.storage.kind === 'postgres')
      await this.withLock(id, () => this.catchUp(live)).catch((e: unknown) => {
        // With the database away, a game held here is still shown as this node last knew it.
        if (!isStorageUnavailable(e)) throw e;
      });
    return live;
  }

  protected async catchUp(live: LiveGame): Promise<void> {
    const before = live.moveCount;
    const rev = live.clocks.rev;
    const stored = await this.deps.storage.loadMoves(live.id, before);
    if (stored.length > 0) live.catchUp(stored);
    // Other nodes change clocks too (with their moves, or a stand-in alone): read them after the moves.
    if (this.deps.storage.kind === 'postgres') {
      const clocks = await this.storedClocks(live);
      if (clocks.rev > live.clocks.rev) live.setClocks(clocks);
    }
    if (live.moveCount !== before || live.clocks.rev !== rev) this.emitChanged(live);
  }

  /** Another node stored a move: bring a game held here up to date and push it to its sockets. */
  async onNotice(notice: MoveNotice): Promise<void> {
    if (notice.node === this.node) return;
    if (notice.gone) return this.forget(notice.gameId);
    const live = this.cache.get(notice.gameId);
    // Seats changed hands elsewhere (a classroom's): the grants read here may open a seat no longer.
    if (live && notice.meta) return this.withLock(live.id, () => this.refreshMeta(live));
    if (!live || (live.moveCount >= notice.seq && !notice.clocks)) return;
    // Nothing in flight on the game here: the next move, carried whole, is taken at once, with nothing
    // to wait for (the lock's promises are for work that may wait on the database).
    if (!this.locks.has(live.id) && this.takeNext(live, notice)) return;
    await this.withLock(live.id, () => this.takeNotice(live, notice));
  }

  /** The move a notice carries is taken as it is when it is the next one here; after a gap, moves are read. */
  private async takeNotice(live: LiveGame, notice: MoveNotice): Promise<void> {
    if (this.takeNext(live, notice)) return;
    if (notice.entry && live.moveCount >= notice.seq) return;
    return this.catchUp(live);
  }

  /** Takes the move a notice carries if it is the next one here (true), and pushes it. */
  private takeNext(live: LiveGame, notice: MoveNotice): boolean {
    if (!live.takeNotified(notice)) return false;
    this.emitChanged(live);
    return true;
  }

  /** Notices may have been missed: bring every game someone is watching here up to date. */
  async resync(): Promise<void> {
    for (const id of this.listeners.keys()) {
      const live = this.cache.get(id);
      if (live) await this.withLock(id, () => this.catchUp(live));
    }
  }

  /**
   * Runs `work` on the game under its lock, after every move or claim in flight on this node and, with
   * several nodes, after the moves and seat changes other nodes stored (a rematch asked on a node that had
   * not yet heard of the game's last move would otherwise be told the game is still running).
   */
  async locked<T>(id: string, work: (live: LiveGame) => Promise<T>): Promise<T> {
    this.refuseWhileClosing();
    const live = await this.live(id);
    return this.withLock(id, async () => {
      if (this.deps.storage.kind === 'postgres') {
        await this.catchUp(live);
        if (mayChangeElsewhere(live)) await this.refreshMeta(live);
      }
      return work(live);
    });
  }

  /** Reads a game's seats, grants and settings again (changed by a claim or a rematch, maybe elsewhere). */
  async refreshMeta(live: LiveGame): Promise<void> {
    const [stored, settings] = await Promise.all([
      this.deps.storage.loadGame(live.id),
      this.deps.storage.social.settings(live.id),
    ]);
    if (!stored) return;
    const m = live.meta;
    if (
      JSON.stringify(stored.seats) === JSON.stringify(m.seats) &&
      JSON.stringify(stored.tokens) === JSON.stringify(m.tokens) &&
      settings.rematchId === (m.settings?.rematchId ?? null) &&
      settings.rematchBy === (m.settings?.rematchBy ?? null)
    )
      return;
    live.metaChanged({
      ...m,
      seats: stored.seats,
      tokens: stored.tokens,
      settings,
      botToMove: stored.botToMove,
    });
    this.emitChanged(live);
  }

  /**
   * The game's seats or grants were changed in storage here (a classroom seat given to someone else):
   * the copy in memory follows at once, so an old token opens nothing from now on, and its viewers see
   * the new names. Other nodes are told by the caller (`Storage.announce`).
   */
  seatsChanged(id: string, seats: SeatInfo[], tokens: TokenGrant[], at: string): void {
    const live = this.cache.get(id);
    if (!live) return;
    live.metaChanged({ ...live.meta, seats, tokens, updatedAt: at });
    this.emitChanged(live);
  }

  /**
   * The game was deleted (with its classroom): it leaves memory, and its watchers are told it is gone;
   * a later request finds no game. Moves in flight on it are waited for first.
   */
  async forget(id: string): Promise<void> {
    await this.locks.get(id);
    this.cache.delete(id);
    const gone = this.goneListeners.get(id);
    this.goneListeners.delete(id);
    this.listeners.delete(id);
    for (const l of gone ?? []) {
      try {
        l();
      } catch (e) {
        this.deps.logger.error({ err: e, gameId: id }, 'listener failed');
      }
    }
  }

  /** A game made elsewhere than `create` (a rematch) joins the games in memory; its bots wake. */
  adopt(live: LiveGame): void {
    this.remember(live);
    this.deps.metrics.counters.gamesCreated++;
    this.emitCommitted(live);
  }

  /** The game's metadata changed here (a seat taken, a rematch made): push it, and wake its bots. */
  metaCommitted(live: LiveGame, meta: StoredGame): void {
    live.metaChanged(meta);
    this.emitCommitted(live);
  }

  /** Calls `listener` after every change of the game (moves from this node or others), `gone` if it is deleted. */
  subscribe(id: string, listener: Listener, gone?: () => void): () => void {
    let set = this.listeners.get(id);
    if (!set) this.listeners.set(id, (set = new Set()));
    set.add(listener);
    let goneSet = this.goneListeners.get(id);
    if (gone) {
      if (!goneSet) this.goneListeners.set(id, (goneSet = new Set()));
      goneSet.add(gone);
    }
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.listeners.get(id) === set) this.listeners.delete(id);
      if (gone && goneSet) {
        goneSet.delete(gone);
        if (goneSet.size === 0 && this.goneListeners.get(id) === goneSet) this.goneListeners.delete(id);
      }
    };
  }

  /** Calls `listener` after each game created or move stored by this node (bots wake up here). */
  onCommitted(listener: Listener): void {
    this.committed.push(listener);
  }

  /** Calls `listener` after each move or undo stored by this node, with the seats that were to move before it. */
  onMoveStored(listener: (live: LiveGame, activeBefore: Seat[]) => void): void {
    this.stored.push(listener);
  }

  protected emitCommitted(live: LiveGame): void {
    this.emitChanged(live);
    for (const l of this.committed) l(live);
  }

  private emitChanged(live: LiveGame): void {
    for (const l of this.listeners.get(live.id) ?? []) {
      try {
        l(live);
      } catch (e) {
        this.deps.logger.error({ err: e, gameId: live.id }, 'listener failed');
      }
    }
  }

  /** Runs `work` after every earlier piece of work on the same game, one at a time. */
  protected withLock<T>(id: string, work: () => Promise<T>): Promise<T> {
    const prev = this.locks.get(id) ?? Promise.resolve();
    const next = prev.then(work, work);
    const release = (): void => void (this.locks.get(id) === tail && this.locks.delete(id));
    const tail: Promise<void> = next.then(release, release);
    this.locks.set(id, tail);
    return next;
  }

  protected remember(live: LiveGame): void {
    live.undosPerDecision = this.deps.config.turnLimits.undosPerDecision;
    live.tutorial = this.deps.tutorialOf?.(live.meta) ?? null;
    this.cache.set(live.id, live);
    if (this.cache.size <= this.deps.config.cacheSize) return;
    for (const [id] of this.cache) {
      if (this.cache.size <= this.deps.config.cacheSize) break;
      if (!this.listeners.has(id) && !this.locks.has(id)) this.cache.delete(id);
    }
  }

  protected refuseWhileClosing(): void {
    if (this.closing) throw refusal(503, 'SHUTTING_DOWN', MOVE_TEXTS.shuttingDown);
  }

  /** Refuses new moves, then waits for the moves in flight to be stored. */
  async close(): Promise<void> {
    this.closing = true;
    while (this.locks.size > 0) await Promise.all([...this.locks.values()]);
  }
}
