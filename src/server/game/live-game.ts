// A game held in memory: its state (the replay of its entries: moves, and undos that take moves back),
// its log per viewer, and the snapshots sent to each kind of viewer. It changes only through `commit`,
// after the entry is durable.
import {
  applyChecked,
  formatMessage,
  LANGS,
  renderLogEntry,
  refusalParams,
  renderReason,
  renderRefusal,
  RuleError,
  SPECTATOR,
  tutorialProgress,
  UNDO_NOT_ALLOWED,
  undoMessages,
  UndoTrail,
  type UndoRefusal,
} from '../../kernel/index.ts';
import {
  finalMoves,
  type AnyGame,
  type LogEntry,
  type MoveRecord,
  type Seat,
  type Tutorial,
  type Viewer,
} from '../../kernel/index.ts';
import type {
  BlockedMove,
  CompactMove,
  GameSnapshot,
  Lang,
  LegalMove,
  LogLine,
  SeatInfo,
  Texts,
} from '../../shared/api.ts';
import type { ClassroomNotice } from '../../shared/classroom.ts';
import { levelWord, seatName } from '../../shared/seat-names.ts';
import { logMessages } from '../analysis/messages.ts';
import { clockViews, seatState, seatsWithStandIns, type GameClocks } from '../clocks/seat-clocks.ts';
import { SEAT_NOTE_IDS, seatMessages } from '../clocks/messages.ts';
import { type ApiFailure, programFailure, refusal } from '../http/errors.ts';
import { MOVE_TEXTS } from './move-texts.ts';
import { BARE_MOVES, lazyField } from './lazy.ts';
import { differingLines, ownLine, sharedLogUntil } from './shared-log.ts';
import { rematchView } from '../social/rematch-view.ts';
import type { MoveLog, Storage, StoredMove } from '../storage/types.ts';
import type { StoredGame } from '../storage/game-record.ts';

export interface AppliedMove {
  seq: number;
  seat: Seat;
  move: unknown;
  state: unknown;
  log: MoveLog;
  /** On an undo: the number of the move taken back (`move` is a copy of it). */
  undoes?: number;
}

/** One entry of the game's log: a move, or an undo naming the move it takes back. */
export interface Entry extends MoveRecord {
  undoes?: number;
}

/** The log entry id of an undo's line (its text comes from the kernel's undo messages). */
export const TOOK_BACK = 'TOOK_BACK';

const CHECKPOINT_EVERY = 32;
/** How far back `waitingSince` looks for the start of a wait. */
const WAIT_WALK = 64;
const MOVE_IDS_KEPT = 256;

const texts = (f: (lang: (typeof LANGS)[number]) => string): Texts =>
  Object.fromEntries(LANGS.map((l) => [l, f(l)])) as Texts;

/** A rule refusal's sentence in every language; undefined when the game gives it in English only. */
export const refusalTexts = (game: AnyGame, e: RuleError): Texts | undefined =>
  e.reason ? texts((l) => renderRefusal(game.messages, e, l)) : undefined;

/**
 * A rule error as a refusal, in every language. A rule error without a message id only refuses setup
 * pins (countries, turn order...), which programs send and no form offers: those stay in English.
 */
export const ruleRefusal = (status: number, game: AnyGame, e: RuleError): ApiFailure => {
  const text = refusalTexts(game, e);
  return text ? refusal(status, e.code, text) : programFailure(status, e.code, e.message);
};

export const viewerKey = (v: Viewer): string => (v === SPECTATOR ? SPECTATOR : String(v));

/** The state before move 1: the setup, or the position a game played on from another starts from. */
export function startState(game: AnyGame, meta: StoredGame): unknown {
  return meta.start ? game.position.read(meta.start.position) : game.setup(meta.options, meta.seed);
}

export class LiveGame {
  private renderedLogs = new Map<string, LogLine[]>();
  private snapshots = new Map<string, GameSnapshot>();
  /** Each seat's blocked moves at this position, worked out when first asked for (GET /decision). */
  private blocked = new Map<Seat, BlockedMove[]>();
  /** Each seat's legal moves at this position without texts, shared by every snapshot of it. */
  private bare = new Map<Seat, CompactMove[]>();
  /** Client move ids of recent entries, per seat (`seat:id`), so that a resent move is not made twice. */
  private moveIds = new Map<string, number>();
  /** States after move n, kept every CHECKPOINT_EVERY moves for replays of past positions. */
  private checkpoints = new Map<number, unknown>();
  /** The seats' clocks and stand-ins (set by the service when the game is created or loaded). */
  clocks: GameClocks = { spec: null, standInLevel: 'random', seats: [], rev: 0 };

  private constructor(
    readonly game: AnyGame,
    public meta: StoredGame,
    public state: unknown,
    readonly entries: Entry[],
    readonly logs: MoveLog[],
  ) {}

  /** When each entry was stored (ISO): entry n at n - 1. */
  private readonly entryTimes: string[] = [];
  /** The teacher's message to every table of the classroom this game is a table of, if any. */
  classroomNotice: ClassroomNotice | null = null;
  /** A classroom's table: its teacher may give a seat to someone else at any time, on any node. */
  seatsChangeHands = false;
  /** How often a seat may take moves back to the same point of the game (the server's limit). */
  undosPerDecision = Number.POSITIVE_INFINITY;
  /** The guided first game this game was made from (set by the service), whose progress it shows. */
  tutorial: Tutorial | null = null;

  /** Numbers of the moves in effect (not taken back), in order. */
  private readonly effective: number[] = [];
  /** Numbers of the moves a stand-in made for a person who was away; and who is stood in for now. */
  private readonly playedFor = new Set<number>();
  private readonly stoodIn: boolean[] = [];
  /** What may be taken back; built on first need (a full replay), then kept up to date by `commit`. */
  private trail: UndoTrail | undefined;

  static fresh(game: AnyGame, meta: StoredGame): LiveGame {
    return new LiveGame(game, meta, startState(game, meta), [], []);
  }

  static async load(game: AnyGame, storage: Storage, meta: StoredGame): Promise<LiveGame> {
    if (meta.rulesVersion !== game.rulesVersion)
      throw refusal(
        409,
        'RULES_VERSION',
        MOVE_TEXTS.rulesVersion(meta.id, meta.rulesVersion, game.title, game.rulesVersion),
      );
    const [snapshot, stored] = await Promise.all([storage.loadSnapshot(meta.id), storage.loadMoves(meta.id)]);
    const live = LiveGame.fresh(game, meta);
    let from = snapshot && snapshot.seq <= stored.length ? snapshot.seq : 0;
    // Every undo is stored with a snapshot, so entries after the snapshot are moves; if one is an undo
    // all the same, replay everything (an undo needs the state before the move it takes back).
    if (stored.some((m) => m.seq > from && m.undoes !== undefined)) from = 0;
    if (from > 0) live.state = snapshot!.state;
    for (const m of stored) {
      live.entries.push(
        m.undoes === undefined
          ? { seat: m.seat, move: m.move }
          : { seat: m.seat, move: m.move, undoes: m.undoes },
      );
      live.logs.push(m.log);
      live.entryTimes.push(m.createdAt);
      live.note(m.seq, m.undoes);
      live.noteStandIn(m.seq);
    }
    if (from === 0 && stored.length > 0) {
      const replayed = live.replayEntries();
      live.trail = replayed.trail;
      live.state = replayed.state;
    } else if (from < stored.length) {
      for (const m of stored) if (m.seq > from) live.state = live.replayOne(live.state, m);
    }
    live.meta = { ...meta, moveCount: stored.length };
    return live;
  }

  /**
   * Keeps the list of moves in effect in step with entry `seq`. An undo takes back move `undoes` and
   * every move in effect after it (the bots' replies to it).
   */
  private note(seq: number, undoes: number | undefined): void {
    if (undoes === undefined) return void this.effective.push(seq);
    const at = this.effective.lastIndexOf(undoes);
    if (at < 0)
      throw programFailure(
        500,
        'CORRUPT_GAME',
        `Entry ${seq} of game ${this.id} takes back a move not in effect.`,
      );
    this.effective.length = at;
  }

  /**
   * Reads who made entry `seq` from the seat note its log starts with (a stand-in taking over, the person
   * back): the log says it on every node and after every restart, so the moves a stand-in made for a
   * person are known without storing anything else.
   */
  private noteStandIn(seq: number): void {
    const seat = this.entries[seq - 1].seat;
    const first = this.logs[seq - 1].spectator[0]?.id;
    if (first === SEAT_NOTE_IDS.timeout || first === SEAT_NOTE_IDS.left) this.stoodIn[seat] = true;
    else if (first === SEAT_NOTE_IDS.back) this.stoodIn[seat] = false;
    if (this.stoodIn[seat] && this.entries[seq - 1].undoes === undefined) this.playedFor.add(seq);
  }

  /**
   * The seats whose moves answer the one person at the table: every other seat, when all of them are
   * bots. A take-back by that person goes with the bots' replies since (src/kernel/undo.ts). Bot seats
   * are fixed when the game is made, so every replay reads the log the same way.
   */
  private answeringBots(): Seat[] {
    const seats = this.meta.seats;
    const bots = seats.filter((s) => s.kind === 'bot').map((s) => s.seat);
    return bots.length === seats.length - 1 ? bots : [];
  }

  /** Replays every entry from the setup, checking each undo against the rule: the state and the trail. */
  private replayEntries(): { state: unknown; trail: UndoTrail } {
    const trail = new UndoTrail(this.game, this.players, this.answeringBots());
    let state = startState(this.game, this.meta);
    const effective: number[] = [];
    this.entries.forEach((e, i) => {
      if (e.undoes === undefined) {
        const after = this.replayOne(state, { seq: i + 1, seat: e.seat, move: e.move });
        trail.record(state, after, e.seat, e.move);
        effective.push(i + 1);
        state = after;
      } else {
        try {
          const taken = trail.takeBack(state, e.seat);
          const own = effective.splice(effective.length - taken.moves)[0];
          if (own !== e.undoes) throw new Error(`it names move ${e.undoes}, not ${own}`);
          state = taken.before;
        } catch (err) {
          throw programFailure(
            500,
            'CORRUPT_GAME',
            `Stored undo ${i + 1} of game ${this.id} cannot be replayed: ${(err as Error).message}`,
          );
        }
      }
    });
    return { state, trail };
  }

  /** A game loaded from a snapshot builds its trail on first need, from a full replay. */
  private undoTrail(): UndoTrail {
    return (this.trail ??= this.replayEntries().trail);
  }

  /** The moves in effect, in order: what a match record holds. */
  effectiveMoves(): MoveRecord[] {
    return this.effective.map((seq) => ({
      seat: this.entries[seq - 1].seat,
      move: this.entries[seq - 1].move,
    }));
  }

  /** The moves in effect: what the game's length limit counts (undos and the moves they took back do not). */
  get movesInEffect(): number {
    return this.effective.length;
  }

  /** The moves in effect once `applied` (a move, or an undo taking back its move and the replies since) is in. */
  movesInEffectAfter(applied: Pick<AppliedMove, 'undoes'>): number {
    return applied.undoes === undefined
      ? this.effective.length + 1
      : this.effective.lastIndexOf(applied.undoes);
  }

  /**
   * How often `seat` has already taken moves back to the point an undo would take the game to now (the
   * moves in effect before its last move: one fewer, or fewer still with the bots' replies). A point
   * once passed by another person's move is never reached again, so counting over the whole log counts
   * this decision's undos only.
   */
  undosToHere(seat: Seat): number {
    const trail = this.game.outcome(this.state) === null ? this.undoTrail() : undefined;
    const taken = trail && trail.refusal(this.state, seat) === null ? trail.peek(seat).moves : 1;
    const target = this.effective.length - taken;
    const inEffect: number[] = [];
    let undos = 0;
    this.entries.forEach((e, i) => {
      if (e.undoes === undefined) return void inEffect.push(i + 1);
      inEffect.length = inEffect.lastIndexOf(e.undoes);
      if (e.seat === seat && inEffect.length === target) undos++;
    });
    return undos;
  }

  /** Whether `seat` has used its undos back to the point an undo would reach now. */
  undoLimitReached(seat: Seat): boolean {
    return this.undosToHere(seat) >= this.undosPerDecision;
  }

  /**
   * Why `seat` may not take back a move now, or null when it may: the kernel's rule, and the seat's
   * person takes back none of the moves a stand-in made for them while they were away.
   */
  undoRefusal(seat: Seat): UndoRefusal | null {
    // A finished game needs no replay to say so (the first snapshot after loading one stays cheap).
    if (this.game.outcome(this.state) !== null) return { reason: 'GAME_OVER' };
    const trail = this.undoTrail();
    const refused = trail.refusal(this.state, seat);
    if (refused) return refused;
    const own = this.effective[this.effective.length - trail.peek(seat).moves];
    return this.playedFor.has(own) ? { reason: 'PLAYED_FOR' } : null;
  }

  /** A refusal in every language, the seat that moved since called by its name. */
  refusalTexts(refusal: UndoRefusal): Texts {
    const seat = refusal.seat;
    return texts((l) =>
      formatMessage(undoMessages[l].REFUSED, {
        why: formatMessage(undoMessages[l][refusal.reason], {
          name: seat === undefined ? '' : this.nameIn(seat, l),
        }),
      }),
    );
  }

  /** Checks that `seat` may take back its last move, and gives the undo entry without changing this game. */
  tryUndo(seat: Seat): AppliedMove {
    const refused = this.undoRefusal(seat);
    if (refused) throw new RuleError(UNDO_NOT_ALLOWED, this.refusalTexts(refused).en, refusalParams(refused));
    const taken = this.undoTrail().peek(seat);
    const undoes = this.effective[this.effective.length - taken.moves];
    const name = this.meta.seats[seat]?.name ?? `Seat ${seat + 1}`;
    // The bots' replies taken back with the move are counted in the line (`replies`).
    const params = { seat, name, undoes, ...(taken.moves > 1 ? { replies: taken.moves - 1 } : {}) };
    return {
      seq: this.moveCount + 1,
      seat,
      move: this.entries[undoes - 1].move,
      state: taken.before,
      log: { spectator: [{ id: TOOK_BACK, params }] },
      undoes,
    };
  }

  get id(): string {
    return this.meta.id;
  }
  /** Entries in the log, undos included: the number the next entry takes is moveCount + 1. */
  get moveCount(): number {
    return this.entries.length;
  }
  get players(): number {
    return this.meta.options.players;
  }

  activeSeats(): Seat[] {
    return this.game.activeSeats(this.state);
  }

  /** Bots wait, like everyone, while a seat is open (the game starts when the last one is taken). */
  botToMove(state = this.state, clocks = this.clocks): boolean {
    if (this.hasOpenSeat) return false;
    return this.game.activeSeats(state).some((s) => this.botLevelOf(s, clocks) !== null);
  }

  /** The bot level that plays `seat`: its own for a bot seat, the stand-in's for a person stood in for. */
  botLevelOf(seat: Seat, clocks = this.clocks): string | null {
    const info = this.meta.seats[seat];
    if (info?.kind === 'bot') return info.level ?? 'random';
    return info ? seatState(clocks, seat).standIn : null;
  }

  /** Takes durable clocks into memory (a stand-in came or went, or another node changed them). */
  setClocks(clocks: GameClocks): void {
    this.clocks = clocks;
    this.meta = { ...this.meta, botToMove: this.botToMove() };
    this.snapshots.clear();
    this.blocked.clear();
    this.bare.clear();
  }

  get hasOpenSeat(): boolean {
    return this.meta.seats.some((s) => s.kind === 'open');
  }

  /** Seats, grants or settings changed (a seat taken, a rematch made): what was shown is out of date. */
  metaChanged(meta: StoredGame): void {
    this.meta = meta;
    this.snapshots.clear();
    this.blocked.clear();
    this.bare.clear();
    // Log lines name players by their seats' names, which a claimed seat has just changed.
    this.renderedLogs.clear();
  }

  /** Checks and applies a move without changing this game; throws the game's RuleError when illegal. */
  tryMove(seat: Seat, rawMove: unknown): AppliedMove {
    const before = this.state;
    const done = applyChecked(this.game, before, seat, rawMove);
    const describe = (v: Viewer): LogEntry[] =>
      this.game.describe(before, done.state, done.seat, done.move, v);
    const spectator = describe(SPECTATOR);
    let plain: string | undefined;
    const seats: Record<string, LogEntry[]> = {};
    for (let s = 0; s < this.players; s++) {
      const own = describe(s);
      // A game may give every viewer the very same lines: nothing to compare then.
      if (own !== spectator && JSON.stringify(own) !== (plain ??= JSON.stringify(spectator))) seats[s] = own;
    }
    return {
      seq: this.moveCount + 1,
      seat: done.seat,
      move: done.move,
      state: done.state,
      log: Object.keys(seats).length ? { spectator, seats } : { spectator },
    };
  }

  /** The classroom's message changed: what was shown is out of date. */
  setClassroomNotice(notice: ClassroomNotice | null): void {
    this.classroomNotice = notice;
    this.snapshots.clear();
    this.blocked.clear();
    this.bare.clear();
  }

  /**
   * Since when the table has waited for `seat` (ISO): from the entry after which its pending decision
   * began, or its own last entry, whichever came last; the game's start if it has waited from then.
   */
  waitingSince(seat: Seat): string {
    const cached = this.waits?.moveCount === this.moveCount ? this.waits.bySeat.get(seat) : undefined;
    if (cached !== undefined) return cached;
    let n = this.moveCount;
    // Several seats deciding at once wait together; a long walk back is cut short (rare, and only an estimate).
    for (let steps = 0; n > 0 && steps < WAIT_WALK; steps++) {
      if (this.entries[n - 1].seat === seat) break;
      if (!this.game.activeSeats(this.stateAt(n - 1)).includes(seat)) break;
      n--;
    }
    const since = n === 0 ? this.meta.createdAt : this.entryTimes[n - 1];
    if (this.waits?.moveCount !== this.moveCount)
      this.waits = { moveCount: this.moveCount, bySeat: new Map() };
    this.waits.bySeat.set(seat, since);
    return since;
  }
  private waits?: { moveCount: number; bySeat: Map<Seat, string> };

  /** Takes a durable move or undo into memory. */
  commit(applied: AppliedMove, at: string): void {
    if (applied.seq !== this.moveCount + 1)
      throw new Error(`game ${this.id}: move ${applied.seq} cannot follow move ${this.moveCount}`);
    if (applied.undoes === undefined)
      this.trail?.record(this.state, applied.state, applied.seat, applied.move);
    else this.undoTrail().takeBack(this.state, applied.seat);
    this.note(applied.seq, applied.undoes);
    this.state = applied.state;
    this.entries.push(
      applied.undoes === undefined
        ? { seat: applied.seat, move: applied.move }
        : { seat: applied.seat, move: applied.move, undoes: applied.undoes },
    );
    this.logs.push(applied.log);
    this.entryTimes.push(at);
    this.noteStandIn(applied.seq);
    const outcome = this.game.outcome(this.state);
    this.meta = {
      ...this.meta,
      moveCount: this.moveCount,
      status: outcome ? 'finished' : 'running',
      outcome,
      botToMove: this.botToMove(),
      updatedAt: at,
    };
    // A line that reads for a viewer as for a spectator (nothing hidden of its own) is the spectator's
    // line itself: rendered once in every language, and encoded once however many logs hold it.
    let shared: LogLine | undefined;
    for (const [key, lines] of this.renderedLogs)
      lines.push(
        key !== SPECTATOR && ownLine(this.logs, this.entries, applied.seq, Number(key))
          ? this.renderLine(applied.seq, key)
          : (shared ??= this.renderLine(applied.seq, SPECTATOR)),
      );
    this.snapshots.clear();
    this.blocked.clear();
    this.bare.clear();
  }

  /** The entry a seat's move or undo with this client id made, if this process made it. */
  entryOf(seat: Seat, moveId: string | undefined): number | undefined {
    return moveId === undefined ? undefined : this.moveIds.get(`${seat}:${moveId}`);
  }

  noteMoveId(seat: Seat, moveId: string | undefined, seq: number): void {
    if (moveId === undefined) return;
    this.moveIds.set(`${seat}:${moveId}`, seq);
    // A client resends only its last few moves; the oldest ids go first.
    if (this.moveIds.size > MOVE_IDS_KEPT) this.moveIds.delete(this.moveIds.keys().next().value!);
  }

  /** Takes moves and undos written by another node (already durable) into memory. */
  catchUp(stored: StoredMove[]): void {
    for (const m of stored) {
      if (m.seq !== this.moveCount + 1) continue;
      if (m.undoes !== undefined) {
        const undo = this.tryStoredUndo(m);
        this.commit({ ...undo, log: m.log }, m.createdAt);
        continue;
      }
      const state = this.replayOne(this.state, m);
      this.commit({ seq: m.seq, seat: m.seat, move: m.move, state, log: m.log }, m.createdAt);
    }
  }

  private tryStoredUndo(m: StoredMove): AppliedMove {
    try {
      const undo = this.tryUndo(m.seat);
      if (undo.undoes !== m.undoes) throw new Error(`it names move ${m.undoes}, not ${undo.undoes}`);
      return undo;
    } catch (e) {
      throw programFailure(
        500,
        'CORRUPT_GAME',
        `Stored undo ${m.seq} of game ${this.id} cannot be replayed: ${(e as Error).message}`,
      );
    }
  }

  private replayOne(state: unknown, m: Pick<StoredMove, 'seq' | 'seat' | 'move'>): unknown {
    try {
      return this.game.apply(state, m.seat, m.move);
    } catch (e) {
      throw programFailure(
        500,
        'CORRUPT_GAME',
        `Stored move ${m.seq} of game ${this.id} cannot be replayed: ${(e as Error).message}`,
      );
    }
  }

  /** The seats' names in `lang`: a default one ("Bot 3 (random)") in that language, a chosen one as it is. */
  seatNames(lang: Lang): string[] {
    const seats = this.meta.seats;
    // Kept while the seats are the same ones: every log line asks for them in every language.
    if (this.names?.seats !== seats) this.names = { seats, by: {} };
    return (this.names.by[lang] ??= seats.map((seat) => seatName(seat, lang)));
  }
  private names?: { seats: readonly SeatInfo[]; by: Partial<Record<Lang, string[]>> };

  /** A seat's name in `lang`, as `seatNames`. */
  nameIn(seat: Seat, lang: Lang): string {
    const info = this.meta.seats[seat];
    return info ? seatName(info, lang) : seatName({ seat, kind: 'human' }, lang);
  }

  /**
   * A log entry's parameters in `lang`: the seat's name it was written with, when that is the seat's
   * default name, is said in that language (the server's own lines: hints used, undos, stand-ins).
   */
  private paramsIn(params: LogEntry['params'], lang: Lang): LogEntry['params'] {
    if (!('name' in params)) return params;
    const own = typeof params.seat === 'number' ? this.meta.seats[params.seat] : undefined;
    return own && params.name === own.name ? { ...params, name: seatName(own, lang) } : params;
  }

  /** A log entry as `lang` reads it: itself unless a default name in it is said otherwise. */
  private entryIn(e: LogEntry, lang: Lang): LogEntry {
    const params = this.paramsIn(e.params, lang);
    return params === e.params ? e : { ...e, params };
  }

  /** A stand-in's line in `lang`: its seat's name and the bot's level in that language. */
  private seatNoteIn(e: LogEntry, lang: Lang): string {
    const params = this.paramsIn(e.params, lang);
    const level = typeof params.level === 'string' ? levelWord(params.level, lang) : params.level;
    return formatMessage(seatMessages[lang][e.id], { ...params, level });
  }

  private renderLine(seq: number, key: string): LogLine {
    const log = this.logs[seq - 1];
    const entry = this.entries[seq - 1];
    const entries = (key !== SPECTATOR && log.seats?.[key]) || log.spectator;
    if (entry.undoes !== undefined) {
      // The move taken back reads as that viewer's own line of it, so an undo shows nothing its viewer
      // did not see when the move was made.
      const taken = this.renderLine(entry.undoes, key);
      return {
        n: seq,
        seat: entry.seat,
        entries: entries.map((e) => ({
          ...e,
          text: texts((l) =>
            formatMessage(undoMessages[l][e.params.replies ? 'TOOK_BACK_WITH_REPLIES' : 'TOOK_BACK'], {
              ...this.paramsIn(e.params, l),
              move: taken.entries.map((t) => t.text[l]).join(' '),
            }),
          ),
        })),
      };
    }
    return {
      n: seq,
      seat: entry.seat,
      entries: entries.map((e) => ({
        ...e,
        // Players are named by their seats' names ("Ann builds a mine"), in every language; who plays a
        // seat is the server's to say.
        text: texts((l) =>
          Object.hasOwn(seatMessages.en, e.id)
            ? this.seatNoteIn(e, l)
            : renderLogEntry(logMessages(this.game), this.entryIn(e, l), l, this.seatNames(l)),
        ),
      })),
    };
  }

  /** The log as `viewer` may read it, each entry rendered in every language. */
  renderedLog(viewer: Viewer): LogLine[] {
    const key = viewerKey(viewer);
    let lines = this.renderedLogs.get(key);
    if (!lines) {
      // The spectator's lines where they read the same (as at each move, in `commit`).
      const spectator = key === SPECTATOR ? undefined : this.renderedLogs.get(SPECTATOR);
      lines = this.logs.map((_, i) =>
        spectator?.[i] && !ownLine(this.logs, this.entries, i + 1, Number(key))
          ? spectator[i]
          : this.renderLine(i + 1, key),
      );
      this.renderedLogs.set(key, lines);
    }
    return lines;
  }

  /** The legal moves of `seat` now, each with whether it is final: what a compact snapshot carries. */
  bareMoves(seat: Seat): CompactMove[] {
    let list = this.bare.get(seat);
    if (!list) {
      const state = this.state;
      const moves = this.game.legalMoves(state, seat);
      // Whether each move can be taken back is the engine's to say; clients confirm the final ones.
      const finals = finalMoves(this.game, state, seat, moves);
      list = moves.map((move, i) => ({ move, final: finals[i] }));
      this.bare.set(seat, list);
    }
    return list;
  }

  /** The legal moves of `seat` now with their texts, each worked out when first read. */
  legalMoves(seat: Seat): LegalMove[] {
    return this.withTexts(this.state, seat, this.bareMoves(seat));
  }

  /** `bare`, the legal moves of `seat` in `state`, with their texts, each worked out when first read. */
  private withTexts(state: unknown, seat: Seat, bare: CompactMove[]): LegalMove[] {
    return bare.map(({ move, final }) => {
      const m = lazyField({ move, final }, 'label', () =>
        texts((l) => this.game.formatMove(move, l, this.seatNames(l))),
      );
      // The rules' own figures for the move, so that clients never compute costs themselves.
      const d = lazyField(m, 'detail', () => this.game.explainMove?.(state, seat, move) ?? undefined);
      // Said only of the moves that spend, so that a list of a thousand rails carries nothing for it.
      return lazyField(d, 'spends', () => (this.game.spends?.(state, seat, move) ? true : undefined));
    });
  }

  /**
   * The moves `seat` would look for but cannot make, with the game's reasons; computed only for a seat
   * whose decision is pending (the others have nothing to choose).
   */
  blockedMoves(seat: Seat): BlockedMove[] {
    let list = this.blocked.get(seat);
    if (!list) this.blocked.set(seat, (list = this.blockedIn(this.state, seat)));
    return list;
  }

  private blockedIn(state: unknown, seat: Seat): BlockedMove[] {
    const game = this.game;
    if (!game.blockedMoves || !game.activeSeats(state).includes(seat)) return [];
    return game.blockedMoves(state, seat).map((b) => {
      const m = lazyField({ move: b.move, code: b.code }, 'label', () =>
        texts((l) => this.game.formatMove(b.move, l, this.seatNames(l))),
      );
      return lazyField(m, 'reason', () => texts((l) => renderReason(this.game.messages, b.reason, l)));
    });
  }

  /**
   * What `viewer` sees now, with the legal moves of the seats in `controls`; shared by every such viewer.
   * With `logSince`, the log holds only the lines of the moves after it, and of any earlier move whose
   * line the client, which read it as `heldBy`, may read otherwise now (shared-log.ts).
   */
  snapshot(viewer: Viewer, controls: Seat[], logSince?: number, heldBy?: Viewer): GameSnapshot {
    const kept = logSince === undefined ? undefined : this.keptLines(viewer, controls, logSince, heldBy);
    const snap = this.timeless(viewer, controls, kept);
    if (!this.clocks.spec) return snap;
    // The clocks run between moves: their remaining times are reckoned on every snapshot sent.
    const at = Date.now();
    return {
      ...snap,
      seatClocks: clockViews(this.clocks, this.meta.seats, at),
      serverTime: new Date(at).toISOString(),
    };
  }

  /**
   * How many of its lines a client keeps: a token of several seats sees the game as the seat to act, so
   * its client's lines are kept up to the first that reads otherwise for `heldBy` (for any of the
   * token's viewers when the client's is not known) than for `viewer`; none when that is the first.
   */
  private keptLines(viewer: Viewer, controls: Seat[], logSince: number, heldBy?: Viewer): number | undefined {
    if (controls.length < 2) return logSince;
    const eyes = heldBy !== undefined ? [heldBy, viewer] : [...controls, SPECTATOR];
    const shared = sharedLogUntil(this.logs, this.entries, eyes);
    if (shared >= logSince) return logSince;
    return shared === 0 ? undefined : shared;
  }

  private timeless(viewer: Viewer, controls: Seat[], logSince?: number): GameSnapshot {
    if (logSince !== undefined) return this.logTail(viewer, controls, logSince);
    const key = `${viewerKey(viewer)}|${controls.join(',')}`;
    let snap = this.snapshots.get(key);
    if (!snap) {
      const m = this.meta;
      const state = this.state;
      // No move is taken while a seat is open (the game starts with its last open seat): none is offered.
      const bare = Object.fromEntries(
        controls.map((s) => [String(s), this.hasOpenSeat ? [] : this.bareMoves(s)]),
      );
      snap = {
        gameId: m.id,
        game: m.game,
        players: this.players,
        seats: seatsWithStandIns(m.seats, this.clocks),
        viewer,
        controls,
        status: m.status,
        moveCount: this.moveCount,
        activeSeats: this.activeSeats(),
        view: this.game.view(this.state, viewer),
        // With their texts only when read (a whole snapshot, GET /decision): compact answers and pushes
        // take the bare moves (BARE_MOVES), and texts for hundreds of moves were most of a snapshot's work.
        legalMoves: controls.reduce(
          (bySeat, s) => lazyField(bySeat, String(s), () => this.withTexts(state, s, bare[String(s)])),
          {} as Record<string, LegalMove[]>,
        ),
        // A seat a stand-in plays is not its person's to take moves back in.
        canUndo: Object.fromEntries(
          controls.map((s) => [
            String(s),
            this.botLevelOf(s) === null && this.undoRefusal(s) === null && !this.undoLimitReached(s),
          ]),
        ),
        // Worked out only when read (a whole snapshot's JSON, GET /decision): compact answers and
        // pushes leave them out, and they were most of The Cost's work per position.
        // A snapshot kept past the next move (a held push) still reads its own position's.
        blockedMoves: controls.reduce(
          (bySeat, s) =>
            lazyField(bySeat, String(s), () =>
              this.state === state ? this.blockedMoves(s) : this.blockedIn(state, s),
            ),
          {} as Record<string, BlockedMove[]>,
        ),
        log: this.renderedLog(viewer).slice(),
        logFrom: 0,
        outcome: m.outcome,
        customSetup: m.customSetup ?? false,
        hints: m.hints ?? false,
        chat: m.settings?.chat ?? true,
        listed: m.settings?.listed ?? false,
        ...(m.settings?.rematchId ? { rematch: rematchView(m.settings, m.seats) } : {}),
        // Read from the moves in effect: a move taken back leaves the path no more.
        ...(this.tutorial ? { guide: tutorialProgress(this.tutorial, this.effectiveMoves()) } : {}),
        ...(m.start
          ? { playedOn: { ...(m.start.from ? { from: m.start.from } : {}), redrawn: m.start.redrawn } }
          : {}),
        clock: this.clocks.spec,
        standInLevel: this.clocks.standInLevel,
        ...(this.classroomNotice ? { classroomNotice: this.classroomNotice } : {}),
        seatClocks: [],
        createdAt: m.createdAt,
        updatedAt: m.updatedAt,
      };
      // Enumerable, so that copies of the snapshot (its clocks, its log's tail) keep it; JSON skips it.
      Object.defineProperty(snap, BARE_MOVES, { value: bare, enumerable: true });
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
      const whole = this.timeless(viewer, controls);
      snap = { ...whole, logFrom, log: whole.log.filter((line) => line.n >= logFrom) };
      this.snapshots.set(key, snap);
    }
    return snap;
  }

  /**
   * The log lines a client holding the lines up to move `logSince`, as `heldBy` reads them, lacks to read
   * the log as `viewer`: the lines of later moves, and those of earlier ones that read otherwise for the
   * two (a hidden value shown to one of them), rather than every line from the first such one. Shared
   * by every socket of the same eyes and lines until the next move. With `keptTo`, the client takes up
   * the log it kept for `viewer` to that move, then the lines after it of the one it holds: only those
   * of the moves after `keptTo` that read otherwise for the two come again.
   */
  changedLines(viewer: Viewer, logSince: number, heldBy: Viewer, keptTo = 0): LogLine[] {
    if (this.lineSets?.moveCount !== this.moveCount)
      this.lineSets = { moveCount: this.moveCount, by: new Map() };
    const key = `${viewerKey(viewer)}|${viewerKey(heldBy)}|${logSince}|${keptTo}`;
    let lines = this.lineSets.by.get(key);
    if (!lines) {
      const all = this.renderedLog(viewer);
      const since = Math.min(logSince, all.length);
      lines = all.slice(since);
      if (heldBy !== viewer) {
        const differing = this.differingUntil(since, heldBy, viewer);
        const redone = keptTo > 0 ? differing.filter((n) => n > keptTo) : differing;
        if (redone.length > 0) lines = [...redone.map((n) => all[n - 1]), ...lines];
      }
      this.lineSets.by.set(key, lines);
    }
    return lines;
  }
  private lineSets?: { moveCount: number; by: Map<string, LogLine[]> };

  /**
   * The moves up to `until` whose lines read otherwise for `a` and `b` (to be read at once: the list
   * grows). Lines never change once written (an undo is a line of its own), so the search of each pair
   * of viewers goes on from where the last stopped rather than from the first move at every push.
   */
  private differingUntil(until: number, a: Viewer, b: Viewer): number[] {
    const key = [viewerKey(a), viewerKey(b)].sort().join('|');
    let d = this.differing.get(key);
    if (!d) this.differing.set(key, (d = { until: 0, found: [] }));
    if (until > d.until) {
      for (const n of differingLines(this.logs, this.entries, until, [a, b], d.until + 1)) d.found.push(n);
      d.until = until;
    }
    return until === d.until ? d.found : d.found.filter((n) => n <= until);
  }
  private differing = new Map<string, { until: number; found: number[] }>();

  /** The state after entry n (0 = the setup), replayed from the nearest checkpoint. */
  stateAt(n: number): unknown {
    if (n === this.moveCount) return this.state;
    let at = Math.floor(n / CHECKPOINT_EVERY) * CHECKPOINT_EVERY;
    while (at > 0 && !this.checkpoints.has(at)) at -= CHECKPOINT_EVERY;
    let state = at > 0 ? this.checkpoints.get(at) : startState(this.game, this.meta);
    for (let i = at; i < n; i++) {
      const e = this.entries[i];
      // An undo takes back the last move in effect, so it leaves the state that move was made on.
      state = e.undoes === undefined ? this.game.apply(state, e.seat, e.move) : this.stateAt(e.undoes - 1);
      if ((i + 1) % CHECKPOINT_EVERY === 0) this.checkpoints.set(i + 1, state);
    }
    return state;
  }
}
