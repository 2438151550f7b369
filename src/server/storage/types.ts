// The storage interface: an append-only log of moves per game with a unique (game, move number), the
// game's metadata, and a snapshot of the state for fast loading. Two implementations: SQLite and
// PostgreSQL. A promise from `appendMove` resolves only once the move is durable. An undo is an entry
// of the same log (with `undoes`), so it takes a move number and races with moves like any move.
import type { Outcome, Seat } from '../../kernel/index.ts';
import type { GameStatus } from '../../shared/api.ts';
import type { AnalysisStore } from './analyses.ts';
import type { GameClocks } from '../clocks/seat-clocks.ts';
import type { ClassroomStore } from './classrooms.ts';
import type { LeaseStore } from './leases.ts';
import type { PushStore } from './push.ts';
import type { SocialStore } from './social.ts';
import type { StoredGame } from './game-record.ts';
import type { SnapshotWrites } from './snapshot-writes.ts';
import type { ClockUpdate, StoredClocks } from './clocks.ts';

/** The log entries one move produced, per viewer; a seat is listed only where it differs from spectators. */
export interface MoveLog {
  spectator: { id: string; params: Record<string, string | number | boolean | null> }[];
  seats?: Record<string, MoveLog['spectator']>;
}

export interface StoredMove {
  seq: number;
  seat: Seat;
  /** For an undo: the move taken back (a copy of move `undoes`'s), so the entry reads on its own. */
  move: unknown;
  log: MoveLog;
  createdAt: string;
  /** Present on an undo entry: the number of the move it takes back. */
  undoes?: number;
}

export interface AppendMove {
  gameId: string;
  /** 1-based move number; must be the game's move count + 1. */
  seq: number;
  seat: Seat;
  move: unknown;
  log: MoveLog;
  /** Present on an undo entry: the number of the move it takes back. */
  undoes?: number;
  status: GameStatus;
  outcome: Outcome | null;
  botToMove: boolean;
  at: string;
  /** When present, the state after this move is stored as the game's snapshot. */
  snapshot?: unknown;
  /** The seats' clocks after this move, written only over revision `clocks.rev - 1` (else a conflict). */
  clocks?: GameClocks;
}

export interface ListQuery {
  status?: GameStatus;
  game?: string;
  limit: number;
  offset: number;
  /**
   * When present, only listed games and games holding a seat token of one of these hashes (lower-case
   * hex), read with their grants; absent: every game (for the server's own use).
   */
  visibleTo?: string[];
}

/** Another node (or this one) appended a move. */
export interface MoveNotice {
  gameId: string;
  seq: number;
  node: string;
  /** Present (with seq 0) when the notice is of chat message number `chat`, not of a move. */
  chat?: number;
  /** The seats' clocks or stand-ins changed (without a move). */
  clocks?: boolean;
  /** Present (with seq 0) when the game's seats or grants changed without a move: read them again. */
  meta?: boolean;
  /** Present (with seq 0) when the game was deleted: forget it. */
  gone?: boolean;
  /** Present when classroom `classroom` changed (its log, notice, seats, settings); `gameId` is ''. */
  classroom?: string;
  /**
   * The entry `seq` itself, with the clocks stored with it (less the stand-in level, which moves do not
   * change), when it fit in the notice; absent, the entry is read from the database.
   */
  entry?: Omit<StoredMove, 'seq'> & { clocks?: Omit<GameClocks, 'standInLevel'> };
}

/**
 * The move was refused by its own write because the game is a table of a paused classroom (storages
 * with `pauseCheckedByAppend`); nothing of it is written.
 */
export class TablePausedError extends Error {
  override readonly name = 'TablePausedError';
  constructor(readonly gameId: string) {
    super(`game ${gameId} is a table of a paused classroom`);
  }
}

/** Move n of this game was written already (by another request or another node). */
export class MoveConflictError extends Error {
  override readonly name = 'MoveConflictError';
  constructor(
    readonly gameId: string,
    readonly seq: number,
  ) {
    super(`move ${seq} of game ${gameId} is already stored`);
  }
}

export interface Storage {
  readonly kind: 'sqlite' | 'postgres';
  /** Classrooms and the seats of their tables (same database, same durability as games). */
  readonly classrooms: ClassroomStore;
  /** Duties of games (bots, clocks) held by one node at a time, see leases.ts. */
  readonly leases: LeaseStore;
  /** The VAPID key pair and the seats' push subscriptions. */
  readonly push: PushStore;
  /** The win probabilities of games' positions, computed once and kept. */
  readonly analyses: AnalysisStore;
  /** Lobby, chat, rematches and personal keys (same database, same durability as games). */
  readonly social: SocialStore;
  /** Snapshot writes that failed: counted for /metrics, told to listeners (the log) and retried. */
  readonly snapshotWrites: SnapshotWrites;
  /** Runs pending migrations; called once before use. */
  init(): Promise<void>;
  /** Cheap liveness check for /healthz. */
  ping(): Promise<void>;
  /** Stores a new game with its seats' clocks (absent: no time control, the default stand-in), in one write. */
  createGame(game: StoredGame, clocks?: GameClocks): Promise<void>;
  loadGame(id: string): Promise<StoredGame | null>;
  loadSnapshot(id: string): Promise<{ seq: number; state: unknown } | null>;
  /** Moves with seq > afterSeq, in order. */
  loadMoves(id: string, afterSeq?: number): Promise<StoredMove[]>;
  /**
   * Durable when it resolves; throws MoveConflictError if move `seq` exists or the count moved on, and
   * TablePausedError, where `pauseCheckedByAppend`, if the game is a table of a paused classroom.
   */
  appendMove(append: AppendMove): Promise<void>;
  /**
   * The move's own write refuses a move at a paused classroom table (PostgreSQL, where a read of the
   * pause before each move was a round trip of its own), so the moves need not read the pause first.
   */
  readonly pauseCheckedByAppend?: boolean;
  /**
   * A move whose clocks are as they were writes none, and their revision stays (SQLite: one process makes
   * every change of a game's clocks, each under the game's lock, so no other change can come between).
   * Elsewhere each move writes its clocks over the revision it read, which is how a node learns that
   * another one changed them.
   */
  readonly clocksWrittenWhenChanged?: boolean;
  /** Newest first, without tokens. */
  listGames(query: ListQuery): Promise<{ games: StoredGame[]; total: number }>;
  countGames(): Promise<Record<GameStatus, number>>;
  /**
   * Ids of running games where a bot is to move, oldest change first. With `freeFor`, only those
   * whose bot duty (lease kind `bot`) no live node other than `freeFor` holds; with `maxMoves`, only
   * games shorter than that (a longer game takes no more moves).
   */
  gamesWithBotToMove(limit: number, only?: { freeFor?: string; maxMoves?: number }): Promise<string[]>;
  /** The seats' clocks and stand-ins; null for a game not stored. */
  loadClocks(id: string): Promise<StoredClocks | null>;
  /**
   * Writes a change of the clocks alone if the stored revision is the one it was made from and the game
   * is still at `moveCount`; false (nothing written) otherwise. Announced to other nodes like a move.
   */
  updateClocks(update: ClockUpdate): Promise<boolean>;
  /** Ids of games with a running deadline at or before `now` (ISO), earliest first. */
  gamesPastDeadline(now: string, limit: number): Promise<string[]>;
  /**
   * Notices of appended moves, from every node sharing this database (none for SQLite); of this node's
   * own (`node`), only chat messages'. After a lost connection is back, `onResync` is called: notices
   * may have been missed meanwhile.
   */
  listen(node: string, onNotice: (notice: MoveNotice) => void, onResync?: () => void): Promise<void>;
  /** Tells the other nodes sharing this database of a change made here without a move (none for SQLite). */
  announce(notice: Omit<MoveNotice, 'node'>): Promise<void>;
  close(): Promise<void>;
}
