// A game held in memory, what its viewers see: the legal and blocked moves of each seat, and the
// snapshot of the game for each kind of viewer.
import {
  finalMoves,
  renderReason,
  SPECTATOR,
  tutorialProgress,
  type Seat,
  type Tutorial,
  type Viewer,
} from '../../kernel/index.ts';
import type {
  BlockedMove,
  CompactMove,
  CompactSnapshot,
  GameSnapshot,
  LegalMove,
  SeatClock,
  SnapshotAnswer,
} from '../../shared/api.ts';
import type { ClassroomNotice } from '../../shared/classroom.ts';
import { clockViews, seatState, seatsWithStandIns, type GameClocks } from '../clocks/seat-clocks.ts';
import { BARE_MOVES, COMPACT, lazyField } from './lazy.ts';
import { sharedLogUntil } from './shared-log.ts';
import { rematchView } from '../social/rematch-view.ts';
import { texts, viewerKey } from './live-log.ts';
import { LiveUndos } from './live-undo.ts';

/** The clocks of a game without them (shared: a snapshot's members are never changed). */
const NO_CLOCKS: SeatClock[] = Object.freeze([]) as unknown as SeatClock[];

const sameItems = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * Takes from the last snapshot for the same seats (whoever's eyes: a hot-seat screen changes them with
 * the seat to act) the small members built afresh at every move that read the same (the seats, the seats
 * to act, who may undo): a patch compares members by reference first and passes over the same object,
 * where a new one was walked and its operations made and kept.
 */
function sameAsBefore(snap: CompactSnapshot, last: CompactSnapshot): void {
  if (sameItems(snap.seats, last.seats)) snap.seats = last.seats;
  if (sameItems(snap.activeSeats, last.activeSeats)) snap.activeSeats = last.activeSeats;
  if (sameItems(snap.controls, last.controls)) snap.controls = last.controls;
  const undo = snap.canUndo;
  const was = last.canUndo;
  if (snap.controls.every((s) => undo[String(s)] === was[String(s)])) snap.canUndo = was;
}

export class LiveViews extends LiveUndos {
  /** This position's compact snapshots, by viewer, seats and the log's start: what pushes are made of. */
  protected snapshots = new Map<string, CompactSnapshot>();
  /** Each compact snapshot's whole form (texts, blocked moves), made when first asked for. */
  private wholes = new WeakMap<CompactSnapshot, GameSnapshot>();
  /** The last snapshot built for each set of seats a viewer controls, whose unchanged small members the next takes. */
  private lastShown = new Map<string, CompactSnapshot>();
  /** Each seat's blocked moves at this position, worked out when first asked for (GET /decision). */
  protected blocked = new Map<Seat, BlockedMove[]>();
  /** Each seat's legal moves at this position without texts, shared by every snapshot of it. */
  protected bare = new Map<Seat, CompactMove[]>();
  /** The view of a game that gives every viewer the same one, for the state it was built from. */
  private publicView?: { state: unknown; view: unknown };

  /** The seats' clocks and stand-ins (set by the service when the game is created or loaded). */
  clocks: GameClocks = { spec: null, standInLevel: 'random', seats: [], rev: 0 };

  /** The teacher's message to every table of the classroom this game is a table of, if any. */
  classroomNotice: ClassroomNotice | null = null;

  /** The guided first game this game was made from (set by the service), whose progress it shows. */
  tutorial: Tutorial | null = null;

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

  get hasOpenSeat(): boolean {
    return this.meta.seats.some((s) => s.kind === 'open');
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
   * What `viewer` sees now, with the legal moves of the seats in `controls` and their texts; shared by
   * every such viewer. With `logSince`, the log holds only the lines of the moves after it, and of any
   * earlier move whose line the client, which read it as `heldBy`, may read otherwise now (shared-log.ts).
   */
  snapshot(viewer: Viewer, controls: Seat[], logSince?: number, heldBy?: Viewer): GameSnapshot {
    const snap = this.whole(
      this.timeless(viewer, controls, this.linesKept(viewer, controls, logSince, heldBy)),
    );
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
   * The same without the moves' texts and the blocked moves (http/compact.ts): what pushes and compact
   * answers send, built as it is rather than copied from the whole snapshot.
   */
  compactSnapshot(viewer: Viewer, controls: Seat[], logSince?: number, heldBy?: Viewer): CompactSnapshot {
    const snap = this.timeless(viewer, controls, this.linesKept(viewer, controls, logSince, heldBy));
    if (!this.clocks.spec) return snap;
    const at = Date.now();
    // In the order of the whole snapshot's compact copy: the server's time, then `texts`, come last.
    const timed: Record<string | symbol, unknown> = {};
    for (const key in snap)
      if (key !== 'texts')
        timed[key] =
          key === 'seatClocks'
            ? clockViews(this.clocks, this.meta.seats, at)
            : snap[key as keyof CompactSnapshot];
    timed[BARE_MOVES] = (snap as unknown as Record<symbol, unknown>)[BARE_MOVES];
    timed.serverTime = new Date(at).toISOString();
    timed.texts = 'compact';
    return timed as unknown as CompactSnapshot;
  }

  /** The snapshot in the form a request asked for: whole with `texts=full`, compact otherwise. */
  answer(
    viewer: Viewer,
    controls: Seat[],
    texts: 'full' | 'compact' | undefined,
    logSince?: number,
    heldBy?: Viewer,
  ): SnapshotAnswer {
    return texts === 'full'
      ? this.snapshot(viewer, controls, logSince, heldBy)
      : this.compactSnapshot(viewer, controls, logSince, heldBy);
  }

  private linesKept(
    viewer: Viewer,
    controls: Seat[],
    logSince?: number,
    heldBy?: Viewer,
  ): number | undefined {
    return logSince === undefined ? undefined : this.keptLines(viewer, controls, logSince, heldBy);
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

  private timeless(viewer: Viewer, controls: Seat[], logSince?: number): CompactSnapshot {
    if (logSince !== undefined) return this.logTail(viewer, controls, logSince);
    const key = `${viewerKey(viewer)}|${controls.join(',')}`;
    let snap = this.snapshots.get(key);
    if (!snap) {
      const m = this.meta;
      // No move is taken while a seat is open (the game starts with its last open seat): none is offered.
      // Each seat's member set in turn (no list of entries made for it); seats are indexes, in order.
      const open = this.hasOpenSeat;
      const bare: Record<string, CompactMove[]> = {};
      const canUndo: Record<string, boolean> = {};
      for (const s of controls) {
        bare[String(s)] = open ? [] : this.bareMoves(s);
        // A seat a stand-in plays is not its person's to take moves back in.
        canUndo[String(s)] = this.botLevelOf(s) === null && this.mayUndo(s);
      }
      // Built compact: pushes and compact answers send it as it is, and only a request for the texts
      // (`whole`) makes the whole snapshot, where every push copied the whole one member by member.
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
        view: this.viewOf(viewer),
        legalMoves: bare,
        canUndo,
        log: this.renderedLog(viewer).slice(),
        logFrom: 0,
        outcome: m.outcome,
        customSetup: m.customSetup ?? false,
        hints: m.hints ?? false,
        chat: m.settings?.chat ?? true,
        listed: m.settings?.listed ?? false,
      } as CompactSnapshot;
      // The members a game may lack are added in their place, one after the other (JSON and a patch
      // read them in this order): spreads of objects made for them cost a snapshot more than the rest.
      if (m.settings?.rematchId) snap.rematch = rematchView(m.settings, m.seats);
      // Read from the moves in effect: a move taken back leaves the path no more.
      if (this.tutorial) snap.guide = tutorialProgress(this.tutorial, this.effectiveMoves());
      if (m.start)
        snap.playedOn = { ...(m.start.from ? { from: m.start.from } : {}), redrawn: m.start.redrawn };
      snap.clock = this.clocks.spec;
      snap.standInLevel = this.clocks.standInLevel;
      if (this.classroomNotice) snap.classroomNotice = this.classroomNotice;
      snap.seatClocks = NO_CLOCKS;
      snap.createdAt = m.createdAt;
      snap.updatedAt = m.updatedAt;
      snap.texts = 'compact';
      // Enumerable, so that copies of the snapshot (its clocks, its log's tail) keep it; JSON skips it.
      // Set as a member rather than defined (a call into the engine's slow path at every snapshot).
      (snap as unknown as Record<symbol, unknown>)[BARE_MOVES] = bare;
      const seats = controls.join(',');
      const last = this.lastShown.get(seats);
      if (last) sameAsBefore(snap, last);
      this.lastShown.set(seats, snap);
      this.snapshots.set(key, snap);
    }
    return snap;
  }

  /**
   * The whole snapshot of a compact one of this position: its members in the same order, the legal
   * moves with their texts and the blocked moves (after `canUndo`) each worked out when first read.
   */
  private whole(compact: CompactSnapshot): GameSnapshot {
    let whole = this.wholes.get(compact);
    if (whole) return whole;
    const state = this.state;
    const bare = (compact as unknown as { [BARE_MOVES]: Record<string, CompactMove[]> })[BARE_MOVES];
    const members: Record<string | symbol, unknown> = {};
    for (const key in compact) {
      if (key === 'texts') continue;
      if (key !== 'legalMoves') members[key] = compact[key as keyof CompactSnapshot];
      else
        // With their texts only when read (a whole snapshot's JSON, GET /decision): texts for hundreds
        // of moves were most of a snapshot's work.
        members.legalMoves = compact.controls.reduce(
          (bySeat, s) => lazyField(bySeat, String(s), () => this.withTexts(state, s, bare[String(s)])),
          {} as Record<string, LegalMove[]>,
        );
      // Worked out only when read (a whole snapshot's JSON, GET /decision): they were most of The Cost's
      // work per position. A snapshot kept past the next move (a held push) still reads its own position's.
      if (key === 'canUndo')
        members.blockedMoves = compact.controls.reduce(
          (bySeat, s) =>
            lazyField(bySeat, String(s), () =>
              this.state === state ? this.blockedMoves(s) : this.blockedIn(state, s),
            ),
          {} as Record<string, BlockedMove[]>,
        );
    }
    Object.defineProperty(members, BARE_MOVES, { value: bare, enumerable: true });
    // Not enumerable: a copy (with its clocks) is another snapshot, compacted on its own.
    Object.defineProperty(members, COMPACT, { value: compact });
    whole = members as unknown as GameSnapshot;
    this.wholes.set(compact, whole);
    return whole;
  }

  /**
   * What `viewer` sees of the position: one view for every viewer where the game gives them all the same
   * (its snapshots then share it, and a patch from one shared view to the next is made once for all).
   */
  private viewOf(viewer: Viewer): unknown {
    if (!this.game.publicView) return this.game.view(this.state, viewer);
    let kept = this.publicView;
    if (!kept || kept.state !== this.state)
      this.publicView = kept = { state: this.state, view: this.game.view(this.state, SPECTATOR) };
    return kept.view;
  }

  /** The snapshot whose log starts after move `logSince`: what a client holding the earlier lines lacks. */
  private logTail(viewer: Viewer, controls: Seat[], logSince: number): CompactSnapshot {
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
}
