// A game held in memory: its state (the replay of its entries: moves, and undos that take moves back),
// its log per viewer, and the snapshots sent to each kind of viewer. It changes only through `commit`,
// after the entry is durable. Its layers, from the bottom: live-entries.ts, live-log.ts, live-undo.ts,
// live-view.ts.
import type { RuleError } from '../../kernel/index.ts';
import {
  applyChecked,
  renderRefusal,
  SPECTATOR,
  type AnyGame,
  type LogEntry,
  type Seat,
} from '../../kernel/index.ts';
import type { LogLine, Texts } from '../../shared/api.ts';
import type { ClassroomNotice } from '../../shared/classroom.ts';
import type { GameClocks } from '../clocks/seat-clocks.ts';
import { type ApiFailure, programFailure, refusal } from '../http/errors.ts';
import { MOVE_TEXTS } from './move-texts.ts';
import { ownLine } from './shared-log.ts';
import type { MoveNotice, Storage, StoredMove } from '../storage/types.ts';
import type { StoredGame } from '../storage/game-record.ts';
import { startState, type AppliedMove } from './live-entries.ts';
import { texts } from './live-log.ts';
import { LiveViews } from './live-view.ts';

export type { AppliedMove } from './live-entries.ts';
export { viewerKey } from './live-log.ts';

const MOVE_IDS_KEPT = 256;

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

const plainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype;

/**
 * Whether two lists of entries are made of the same values, entry by entry and member by member (the
 * same objects): then their JSON is the same without writing it. A game gives most of a move's entries
 * to every viewer alike, sharing their parameters; only a list that differs is compared as JSON.
 */
function sameEntries(a: LogEntry[], b: LogEntry[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x: unknown = a[i];
    const y: unknown = b[i];
    if (x === y) continue;
    if (!plainObject(x) || !plainObject(y)) return false;
    const kx = Object.keys(x);
    const ky = Object.keys(y);
    if (kx.length !== ky.length) return false;
    for (let j = 0; j < kx.length; j++) if (kx[j] !== ky[j] || x[kx[j]] !== y[ky[j]]) return false;
  }
  return true;
}

export class LiveGame extends LiveViews {
  /**
   * Client move ids of recent entries, a map per seat, so that a resent move is not made twice (looked up
   * with every move: a map per seat needs no key made of the seat and the id).
   */
  private moveIds: Map<string, number>[] = [];

  /** A classroom's table: its teacher may give a seat to someone else at any time, on any node. */
  seatsChangeHands = false;

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
      live.note(m.seq, m.undoes, m.seat);
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

  /** Takes durable clocks into memory (a stand-in came or went, or another node changed them). */
  setClocks(clocks: GameClocks): void {
    this.clocks = clocks;
    this.meta = { ...this.meta, botToMove: this.botToMove() };
    this.snapshots.clear();
    this.blocked.clear();
    this.bare.clear();
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
    // The game is asked directly, with no closure made per move to ask it (the loader names every
    // closure it makes, a property defined on each).
    const spectator = this.game.describe(before, done.state, done.seat, done.move, SPECTATOR);
    let plain: string | undefined;
    const seats: Record<string, LogEntry[]> = {};
    for (let s = 0; s < this.players; s++) {
      const own = this.game.describe(before, done.state, done.seat, done.move, s);
      // A game may give every viewer the very same lines, or lines of the same entries: nothing to write
      // as JSON then.
      if (own === spectator || sameEntries(own, spectator)) continue;
      if (JSON.stringify(own) !== (plain ??= JSON.stringify(spectator))) seats[s] = own;
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
   * Takes a durable move or undo into memory, with `clocks`, the clocks written with it, if any: taken
   * here rather than by `setClocks` after, which worked out who moves next and cleared what was shown a
   * second time for every move.
   */
  commit(applied: AppliedMove, at: string, clocks?: GameClocks): void {
    if (applied.seq !== this.moveCount + 1)
      throw new Error(`game ${this.id}: move ${applied.seq} cannot follow move ${this.moveCount}`);
    if (clocks) this.clocks = clocks;
    if (applied.undoes === undefined)
      this.trail?.record(this.state, applied.state, applied.seat, applied.move);
    else this.undoTrail().takeBack(this.state, applied.seat);
    this.note(applied.seq, applied.undoes, applied.seat);
    this.state = applied.state;
    this.entries.push(
      applied.undoes === undefined
        ? { seat: applied.seat, move: applied.move }
        : { seat: applied.seat, move: applied.move, undoes: applied.undoes },
    );
    this.logs.push(applied.log);
    this.entryTimes.push(at);
    this.noteStandIn(applied.seq);
    const outcome = this.outcomeOf();
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
    return moveId === undefined ? undefined : this.moveIds[seat]?.get(moveId);
  }

  noteMoveId(seat: Seat, moveId: string | undefined, seq: number): void {
    if (moveId === undefined) return;
    const ids = (this.moveIds[seat] ??= new Map());
    ids.set(moveId, seq);
    // A client resends only its last few moves; the oldest ids go first.
    if (ids.size > MOVE_IDS_KEPT) ids.delete(ids.keys().next().value!);
  }

  /**
   * Takes the move another node's notice carries if it is the next one here (true), with the clocks
   * written with it when they are newer than those held (the stand-in level stays this node's).
   */
  takeNotified(notice: MoveNotice): boolean {
    const entry = notice.entry;
    if (!entry || this.moveCount !== notice.seq - 1) return false;
    const { clocks, ...move } = entry;
    const newer = clocks && clocks.rev > this.clocks.rev;
    this.catchUp(
      [{ ...move, seq: notice.seq }],
      newer ? { ...clocks, standInLevel: this.clocks.standInLevel } : undefined,
    );
    return true;
  }

  /**
   * Takes moves and undos written by another node (already durable) into memory; with `clocks`, the
   * clocks written with the last of them.
   */
  catchUp(stored: StoredMove[], clocks?: GameClocks): void {
    for (const [i, m] of stored.entries()) {
      if (m.seq !== this.moveCount + 1) continue;
      const written = i === stored.length - 1 ? clocks : undefined;
      if (m.undoes !== undefined) {
        const undo = this.tryStoredUndo(m);
        this.commit({ ...undo, log: m.log }, m.createdAt, written);
        continue;
      }
      const state = this.replayOne(this.state, m);
      this.commit({ seq: m.seq, seat: m.seat, move: m.move, state, log: m.log }, m.createdAt, written);
    }
  }
}
