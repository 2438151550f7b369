// The heart of the server: creates games, answers views, and takes moves one at a time per game —
// checked, made durable, then applied in memory and pushed to subscribers. Every refusal throws an
// ApiFailure and changes nothing.
import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import {
  isRuleError,
  SPECTATOR,
  UNDO_NOT_ALLOWED,
  type AnyGame,
  type MatchRecord,
  type Seat,
} from '../../kernel/index.ts';
import type {
  CreateGameRequest,
  CreateGameResponse,
  GameSnapshot,
  GameSummary,
  MoveRequest,
  PositionResponse,
  SeatInfo,
  UndoRequest,
} from '../../shared/api.ts';
import type { ClassroomNotice } from '../../shared/classroom.ts';
import { accessOf, controlsOf } from '../seats/access.ts';
import { SEAT_NOTE_IDS, stoodInRefusal } from '../clocks/messages.ts';
import {
  afterEntry,
  hintSaid,
  noteHint,
  seatState,
  seatsWithStandIns,
  type GameClocks,
} from '../clocks/seat-clocks.ts';
import { parseStandIn } from '../clocks/spec.ts';
import { afterTakeBack } from '../clocks/take-backs.ts';
import { ACCESS_TEXTS } from '../seats/access-texts.ts';
import { ApiFailure, noSuchGame, refusal } from '../http/errors.ts';
import { MOVE_TEXTS } from './move-texts.ts';
import { newGame } from './create-game.ts';
import { LiveGame, ruleRefusal, type AppliedMove } from './live-game.ts';
import type { Metrics } from '../ops/metrics.ts';
import { withHintLine } from '../analysis/hint-line.ts';
import { own } from '../http/own.ts';
import { sameDecision, TurnGuard, type TurnLimits } from './turn-guard.ts';
import { DEFAULT_SETTINGS } from '../storage/social.ts';
import { isStorageUnavailable } from '../storage/unavailable.ts';
import { MoveConflictError, type MoveNotice, type Storage } from '../storage/types.ts';
import { type GameStart, type StoredGame, type TokenGrant } from '../storage/game-record.ts';
import { hashToken } from '../seats/tokens.ts';

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
}

type Listener = (live: LiveGame) => void;

/** What a move or an undo did: the number of its entry, and whether it was a resend of one made before. */
export interface Done {
  n: number;
  duplicate: boolean;
}

const now = () => new Date().toISOString();

/**
 * Games whose seats or settings another node may change: open seats, over without a rematch yet, or a
 * classroom's table (its teacher may give a seat to someone else: the old link must stop on every node).
 */
const mayChangeElsewhere = (live: LiveGame) =>
  live.hasOpenSeat ||
  live.seatsChangeHands ||
  (live.meta.status === 'finished' && !live.meta.settings?.rematchId);

const notStarted = (live: LiveGame) => {
  const open = live.meta.seats.filter((s) => s.kind === 'open').map((s) => s.seat + 1);
  return refusal(409, 'GAME_NOT_STARTED', MOVE_TEXTS.notStarted(open));
};

const summary = (g: StoredGame): GameSummary => ({
  gameId: g.id,
  game: g.game,
  players: g.options.players,
  seats: g.seats,
  status: g.status,
  moveCount: g.moveCount,
  outcome: g.outcome,
  customSetup: g.customSetup ?? false,
  createdAt: g.createdAt,
  updatedAt: g.updatedAt,
});

export class GameService {
  /** Identifies this process among the nodes sharing a PostgreSQL database. */
  readonly node = randomBytes(6).toString('hex');
  private readonly cache = new Map<string, LiveGame>();
  private readonly loading = new Map<string, Promise<LiveGame>>();
  private readonly locks = new Map<string, Promise<unknown>>();
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly committed: Listener[] = [];
  private readonly stored: ((live: LiveGame, activeBefore: Seat[]) => void)[] = [];
  private readonly goneListeners = new Map<string, Set<() => void>>();
  private closing = false;
  private moveGate: (gameId: string) => Promise<void> = async () => {};
  private loadHook: (live: LiveGame) => Promise<void> = async () => {};

  private readonly turns: TurnGuard;

  constructor(private readonly deps: ServiceDeps) {
    this.turns = new TurnGuard(deps.config.turnLimits);
  }

  get gamesInMemory(): number {
    return this.cache.size;
  }

  /** `creator`: the key of the client creating the game (seats/creator.ts), for its share of bot time. */
  async create(req: CreateGameRequest, creator?: string, start?: GameStart): Promise<CreateGameResponse> {
    this.refuseWhileClosing();
    const ctx = {
      games: this.deps.games,
      botLevels: this.deps.botLevels,
      publicUrl: this.deps.config.publicUrl,
    };
    const { live, response } = newGame(req, { ...ctx, creator }, undefined, start);
    // Settings first: a game never exists without the ones asked for (an orphan row is harmless).
    const { listed, chat } = live.meta.settings ?? DEFAULT_SETTINGS;
    if (listed !== DEFAULT_SETTINGS.listed || chat !== DEFAULT_SETTINGS.chat)
      await this.deps.storage.social.saveSettings(live.id, { listed, chat });
    await this.deps.storage.createGame(live.meta, live.clocks);
    this.remember(live);
    this.deps.metrics.counters.gamesCreated++;
    this.deps.logger.info(
      { gameId: live.id, game: live.game.id, seats: live.meta.seats.map((s) => s.level ?? s.kind) },
      'game created',
    );
    this.emitCommitted(live);
    return response;
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

  /** The game in memory, loaded from storage on first use. */
  async live(id: string): Promise<LiveGame> {
    const cached = this.cache.get(id);
    if (cached) {
      this.cache.delete(id);
      this.cache.set(id, cached);
      // Another node may have given an open seat away or made the rematch: read the game's row again.
      if (this.deps.storage.kind === 'postgres' && mayChangeElsewhere(cached)) await this.refreshMeta(cached);
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

  /**
   * Changes the clocks alone (a stand-in comes or goes) under the game's lock: `decide` gets the game as
   * stored now and returns the new clocks, or null for no change. The write succeeds only over the
   * revision it was made from; when another node changed the game meanwhile, it reads again and decides
   * again, so a change made elsewhere is never made twice.
   */
  async changeClocks(
    id: string,
    decide: (live: LiveGame, nowMs: number) => GameClocks | null,
  ): Promise<LiveGame> {
    const live = await this.live(id);
    await this.withLock(id, async () => {
      for (let attempt = 0; attempt < 5; attempt++) {
        if (attempt > 0 || this.deps.storage.kind === 'postgres') await this.catchUp(live);
        const next = decide(live, Date.now());
        if (!next) return;
        const written = await this.deps.storage.updateClocks({
          gameId: live.id,
          moveCount: live.moveCount,
          clocks: next,
          botToMove:
            live.meta.status === 'running' &&
            live.movesInEffect < this.deps.config.turnLimits.maxGameMoves &&
            live.botToMove(live.state, next),
        });
        if (written) {
          live.setClocks(next);
          this.emitCommitted(live);
          return;
        }
      }
      throw refusal(503, 'BUSY', MOVE_TEXTS.busy);
    });
    return live;
  }

  /** With several nodes on one database, moves may have been written elsewhere: read them in first. */
  private async fresh(id: string): Promise<LiveGame> {
    const live = await this.live(id);
    // Under the game's lock: reading moves in while a move of this node is being stored would take it twice.
    if (this.deps.storage.kind === 'postgres')
      await this.withLock(id, () => this.catchUp(live)).catch((e: unknown) => {
        // With the database away, a game held here is still shown as this node last knew it.
        if (!isStorageUnavailable(e)) throw e;
      });
    return live;
  }

  /** With `logSince`, the log holds only the lines of later moves (the caller has the others). */
  async snapshot(
    id: string,
    token: string | undefined,
    seat?: number,
    logSince?: number,
  ): Promise<GameSnapshot> {
    const live = await this.fresh(id);
    const access = accessOf(live, token, seat);
    return live.snapshot(access.viewer, access.controls, logSince);
  }

  /** A person's move, answered with the snapshot the mover's seat sees after it (HTTP). */
  async move(
    id: string,
    token: string | undefined,
    req: MoveRequest,
    seatParam?: number,
    logSince?: number,
  ): Promise<GameSnapshot> {
    const { live, controls } = await this.play(id, token, req, seatParam, logSince);
    const access = accessOf(live, token, seatParam ?? (controls.length > 1 ? undefined : req.seat));
    return live.snapshot(access.viewer, access.controls, logSince);
  }

  /**
   * A person's move, stored and pushed; answered with what it did, not a snapshot (the socket's own
   * push carries the position). A refusal throws as for `move`, a 409 with the mover's snapshot.
   */
  async play(
    id: string,
    token: string | undefined,
    req: MoveRequest,
    seatParam?: number,
    logSince?: number,
  ): Promise<{ live: LiveGame; controls: Seat[]; done: Done }> {
    this.refuseWhileClosing();
    const started = process.hrtime.bigint();
    const live = await this.live(id);
    try {
      if (token === undefined) throw refusal(403, 'TOKEN_REQUIRED', ACCESS_TEXTS.moveNeedsLink);
      const controls = controlsOf(live, token);
      if (!controls.includes(req.seat))
        throw refusal(403, 'NOT_YOUR_SEAT', ACCESS_TEXTS.notYourSeat(req.seat, live.meta.seats));
      const done = await this.withLock(id, () =>
        this.commitMove(live, req.seat, req.move, req.expectedMoveCount, 'person', req.moveId),
      );
      if (!done.duplicate) this.deps.metrics.observeMove(Number(process.hrtime.bigint() - started) / 1e9);
      return { live, controls, done };
    } catch (e) {
      if (!(e instanceof ApiFailure)) throw e;
      this.deps.metrics.refused(e.status);
      if (e.status !== 409 || !e.current) throw e;
      // The stale client catches up with what its own seat sees.
      const access = accessOf(live, token, seatParam ?? (live.meta.hotSeat ? undefined : req.seat));
      throw e.withCurrent(live.snapshot(access.viewer, access.controls, logSince));
    }
  }

  /**
   * Takes back `req.seat`'s last move if the engine's rule allows it (409 UNDO_NOT_ALLOWED with the
   * reason otherwise). The undo is an entry of the log like a move: it takes the next number, so it
   * races with a move made at the same time on any node and exactly one of them is stored.
   */
  async undo(
    id: string,
    token: string | undefined,
    req: UndoRequest,
    seatParam?: number,
    logSince?: number,
  ): Promise<GameSnapshot> {
    const { live } = await this.takeBack(id, token, req, seatParam, logSince);
    const access = accessOf(live, token, seatParam ?? req.seat);
    return live.snapshot(access.viewer, access.controls, logSince);
  }

  /** An undo answered with what it did (the socket's own push carries the position). */
  async takeBack(
    id: string,
    token: string | undefined,
    req: UndoRequest,
    seatParam?: number,
    logSince?: number,
  ): Promise<{ live: LiveGame; done: Done }> {
    this.refuseWhileClosing();
    const live = await this.live(id);
    try {
      if (token === undefined) throw refusal(403, 'TOKEN_REQUIRED', ACCESS_TEXTS.undoNeedsLink);
      const controls = controlsOf(live, token);
      if (!controls.includes(req.seat))
        throw refusal(403, 'NOT_YOUR_SEAT', ACCESS_TEXTS.notYourSeat(req.seat, live.meta.seats));
      const done = await this.withLock(id, () =>
        this.commitUndo(live, req.seat, req.expectedMoveCount, req.moveId),
      );
      return { live, done };
    } catch (e) {
      if (!(e instanceof ApiFailure)) throw e;
      this.deps.metrics.refused(e.status);
      if (e.status !== 409 || !e.current) throw e;
      const access = accessOf(live, token, seatParam ?? req.seat);
      throw e.withCurrent(live.snapshot(access.viewer, access.controls, logSince));
    }
  }

  private async commitUndo(
    live: LiveGame,
    seat: Seat,
    expected: number | undefined,
    moveId: string | undefined,
  ): Promise<Done> {
    const known = live.entryOf(seat, moveId);
    if (known !== undefined) return { n: known, duplicate: true };
    await this.moveGate(live.id);
    // Another node may have stored a move since this one last looked: decide on the whole log.
    if (this.deps.storage.kind === 'postgres' || (expected !== undefined && expected > live.moveCount))
      await this.catchUp(live);
    if (expected !== undefined && expected !== live.moveCount) throw this.stale(live, expected);
    const standIn = live.botLevelOf(seat);
    if (standIn !== null) throw stoodInRefusal(live.id, seat, standIn, live.snapshot(SPECTATOR, []));
    let applied: AppliedMove;
    try {
      applied = live.tryUndo(seat);
    } catch (e) {
      if (isRuleError(e) && e.code === UNDO_NOT_ALLOWED) {
        const text = live.refusalTexts(live.undoRefusal(seat)!);
        throw refusal(409, e.code, text, { current: live.snapshot(SPECTATOR, []) });
      }
      throw e;
    }
    this.turns.checkUndo(live, seat);
    // The state after an undo is always stored as the snapshot: a game loads from it without needing
    // the states before the moves taken back.
    await this.store(live, applied, live.moveCount, true, moveId);
    this.deps.metrics.counters.undos++;
    return { n: applied.seq, duplicate: false };
  }

  /**
   * `seat` was given a hint at move `moveCount`: the log of its next move will say so, for everyone. The
   * note is stored with the game's clocks, so it outlives a restart and reaches whichever node stores
   * that move; a game that moved on meanwhile is not noted (the hint was for another position).
   */
  async noteHint(id: string, seat: Seat, moveCount: number): Promise<void> {
    await this.changeClocks(id, (live) =>
      live.moveCount === moveCount && live.meta.status === 'running' && !seatState(live.clocks, seat).hinted
        ? noteHint(live.clocks, seat)
        : null,
    );
  }

  /** A bot's move: no token, and a stale or refused move is reported, not thrown. */
  async botMove(
    id: string,
    seat: Seat,
    move: unknown,
    expectedMoveCount: number,
  ): Promise<'done' | 'stale' | 'refused'> {
    if (this.closing) return 'stale';
    const live = await this.live(id);
    try {
      await this.withLock(id, () => this.commitMove(live, seat, move, expectedMoveCount, 'bot'));
      this.deps.metrics.counters.botMoves++;
      return 'done';
    } catch (e) {
      if (e instanceof ApiFailure && e.status === 409) return 'stale';
      if (e instanceof ApiFailure && e.status === 422) {
        this.deps.logger.warn({ gameId: id, seat, code: e.code, err: e.message }, 'bot move refused');
        return 'refused';
      }
      throw e;
    }
  }

  private async commitMove(
    live: LiveGame,
    seat: Seat,
    rawMove: unknown,
    expected: number,
    by: 'person' | 'bot',
    moveId?: string,
  ): Promise<Done> {
    // A resent move (same id: its answer was lost) is answered as made, and not made again.
    const known = live.entryOf(seat, moveId);
    if (known !== undefined) return { n: known, duplicate: true };
    await this.moveGate(live.id);
    if (live.hasOpenSeat) throw notStarted(live);
    if (expected > live.moveCount) await this.catchUp(live);
    // A seat is played by its person or by a bot (its own, or a stand-in), never by both.
    const botLevel = live.botLevelOf(seat);
    if (by === 'bot' && botLevel === null) throw this.stale(live, expected);
    if (by === 'person' && botLevel !== null) throw stoodInRefusal(live.id, seat, botLevel);
    // Moves by others since the mover looked are no reason to refuse, as long as its decision is unchanged.
    if (expected !== live.moveCount && !sameDecision(live, seat, expected)) throw this.stale(live, expected);
    this.turns.check(live, seat);
    const offTurn = !live.activeSeats().includes(seat);
    let applied: AppliedMove;
    try {
      applied = live.tryMove(seat, rawMove);
    } catch (e) {
      if (isRuleError(e)) throw ruleRefusal(422, live.game, e);
      throw e;
    }
    await this.store(live, applied, expected, false, moveId);
    if (offTurn) this.turns.noteOffTurn(live, seat);
    this.deps.metrics.counters.moves++;
    return { n: applied.seq, duplicate: false };
  }

  /** Makes a move or an undo durable, then takes it into memory and tells the listeners. */
  private async store(
    live: LiveGame,
    planned: AppliedMove,
    expected: number,
    snapshot: boolean,
    moveId?: string,
  ) {
    const outcome = live.game.outcome(planned.state);
    const at = now();
    const before = live.activeSeats();
    // The clocks were changed by another node (not the moves): decide the clocks again and retry.
    for (let attempt = 0; ; attempt++) {
      // A hint given to the mover is said in the log of its next move (an undo is not that move).
      const hinted = planned.undoes === undefined && seatState(live.clocks, planned.seat).hinted === true;
      const name = live.meta.seats[planned.seat]?.name ?? `Seat ${planned.seat + 1}`;
      const applied = this.withSeatNote(live, hinted ? withHintLine(planned, name) : planned);
      const after = outcome ? [] : live.game.activeSeats(applied.state);
      // A take-back restores the clocks as they stood before the move it takes back (never buys time).
      const entered =
        applied.undoes === undefined
          ? afterEntry(
              live.clocks,
              live.meta.seats,
              applied.seat,
              applied.seq,
              before,
              after,
              Date.parse(at),
              !!outcome,
            )
          : afterTakeBack(live.clocks, live.meta.seats, applied.seat, applied.undoes, after, Date.parse(at));
      const clocks = hinted ? hintSaid(entered, applied.seat) : entered;
      try {
        await this.append(live, applied, outcome, at, snapshot, clocks);
      } catch (e) {
        if (!(e instanceof MoveConflictError)) throw e;
        const count = live.moveCount;
        await this.catchUp(live);
        if (live.moveCount === count && attempt < 3) continue;
        throw this.stale(live, expected);
      }
      live.commit(applied, at);
      live.noteMoveId(applied.seat, moveId, applied.seq);
      live.setClocks(clocks);
      this.emitCommitted(live);
      for (const l of this.stored) {
        try {
          l(live, before);
        } catch (e) {
          this.deps.logger.error({ err: e, gameId: live.id }, 'listener failed');
        }
      }
      return;
    }
  }

  /** The first move made for a seat after a stand-in came or went says so first in the log. */
  private withSeatNote(live: LiveGame, applied: AppliedMove): AppliedMove {
    const s = seatState(live.clocks, applied.seat);
    if (!s.note) return applied;
    const name = live.meta.seats[applied.seat]?.name ?? `Seat ${applied.seat + 1}`;
    const note = {
      id: SEAT_NOTE_IDS[s.note],
      params: { seat: applied.seat, name, level: live.clocks.standInLevel },
    };
    const seats = applied.log.seats;
    return {
      ...applied,
      log: {
        spectator: [note, ...applied.log.spectator],
        ...(seats
          ? { seats: Object.fromEntries(Object.entries(seats).map(([k, v]) => [k, [note, ...v]])) }
          : {}),
      },
    };
  }

  private async append(
    live: LiveGame,
    applied: AppliedMove,
    outcome: ReturnType<AnyGame['outcome']>,
    at: string,
    snapshot: boolean,
    clocks: GameClocks,
  ): Promise<void> {
    {
      await this.deps.storage.appendMove({
        gameId: live.id,
        seq: applied.seq,
        seat: applied.seat,
        move: applied.move,
        log: applied.log,
        ...(applied.undoes !== undefined ? { undoes: applied.undoes } : {}),
        status: outcome ? 'finished' : 'running',
        outcome,
        // A game at the length limit takes no more moves: its bots are not to be woken again.
        botToMove:
          !outcome &&
          live.movesInEffectAfter(applied) < this.deps.config.turnLimits.maxGameMoves &&
          live.botToMove(applied.state, clocks),
        at,
        ...(snapshot || outcome || applied.seq % this.deps.config.snapshotEvery === 0
          ? { snapshot: applied.state }
          : {}),
        clocks,
      });
    }
  }

  private stale(live: LiveGame, expected: number): ApiFailure {
    return refusal(409, 'STALE_MOVE_COUNT', MOVE_TEXTS.stale(expected, live.moveCount), {
      current: live.snapshot(SPECTATOR, []),
    });
  }

  private async catchUp(live: LiveGame): Promise<void> {
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
    await this.withLock(live.id, () => this.catchUp(live));
  }

  /** Notices may have been missed: bring every game someone is watching here up to date. */
  async resync(): Promise<void> {
    for (const id of this.listeners.keys()) {
      const live = this.cache.get(id);
      if (live) await this.withLock(id, () => this.catchUp(live));
    }
  }

  /** Listed games and the games of the tokens given, never others (their players' names are private). */
  async list(query: {
    status?: 'running' | 'finished';
    game?: string;
    limit: number;
    offset: number;
    tokens: string[];
  }) {
    const { tokens, ...rest } = query;
    const visibleTo = [...new Set(tokens.map(hashToken))];
    const { games, total } = await this.deps.storage.listGames({ ...rest, visibleTo });
    // A running game's seats say which bot plays for a person who left or ran out of time.
    const clocks = await Promise.all(
      games.map((g) => (g.status === 'running' ? this.deps.storage.loadClocks(g.id) : null)),
    );
    return {
      games: games.map((g, i) => {
        const s = summary(g);
        const controls = [
          ...new Set(g.tokens.filter((t) => visibleTo.includes(t.hash)).flatMap((t) => t.seats)),
        ].sort((a, b) => a - b);
        const c = clocks[i];
        return {
          ...s,
          ...(c ? { seats: seatsWithStandIns(g.seats, c) } : {}),
          ...(controls.length ? { controls } : {}),
        };
      }),
      total,
    };
  }

  async record(id: string): Promise<MatchRecord> {
    const live = await this.fresh(id);
    if (live.meta.status !== 'finished') throw refusal(409, 'GAME_RUNNING', MOVE_TEXTS.recordWhileRunning);
    return {
      game: live.game.id,
      rulesVersion: live.meta.rulesVersion,
      options: live.meta.options,
      seed: live.meta.seed,
      // A game played on from a position replays from that position, not from the seed's setup.
      ...(live.meta.start ? { position: live.meta.start.position } : {}),
      // Moves taken back are not part of the game: the record replays to the same state without them.
      moves: live.effectiveMoves(),
    };
  }

  async position(id: string, n: number, token: string | undefined, seat?: number): Promise<PositionResponse> {
    const live = await this.fresh(id);
    if (n > live.moveCount)
      throw refusal(404, 'NO_SUCH_POSITION', MOVE_TEXTS.noSuchPosition(id, live.moveCount, n));
    const controls = controlsOf(live, token);
    const viewer =
      controls.length === 0
        ? SPECTATOR
        : controls.length === 1
          ? controls[0]
          : accessOf(live, token, seat).viewer;
    const state = live.stateAt(n);
    return {
      gameId: id,
      game: live.game.id,
      n,
      moveCount: live.moveCount,
      viewer,
      activeSeats: live.game.activeSeats(state),
      view: live.game.view(state, viewer),
      outcome: live.game.outcome(state),
    };
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

  private emitCommitted(live: LiveGame): void {
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
  private withLock<T>(id: string, work: () => Promise<T>): Promise<T> {
    const prev = this.locks.get(id) ?? Promise.resolve();
    const next = prev.then(work, work);
    const tail = next.catch(() => {});
    this.locks.set(id, tail);
    void tail.then(() => {
      if (this.locks.get(id) === tail) this.locks.delete(id);
    });
    return next;
  }

  private remember(live: LiveGame): void {
    live.undosPerDecision = this.deps.config.turnLimits.undosPerDecision;
    this.cache.set(live.id, live);
    if (this.cache.size <= this.deps.config.cacheSize) return;
    for (const [id] of this.cache) {
      if (this.cache.size <= this.deps.config.cacheSize) break;
      if (!this.listeners.has(id) && !this.locks.has(id)) this.cache.delete(id);
    }
  }

  private refuseWhileClosing(): void {
    if (this.closing) throw refusal(503, 'SHUTTING_DOWN', MOVE_TEXTS.shuttingDown);
  }

  /** Refuses new moves, then waits for the moves in flight to be stored. */
  async close(): Promise<void> {
    this.closing = true;
    while (this.locks.size > 0) await Promise.all([...this.locks.values()]);
  }
}
