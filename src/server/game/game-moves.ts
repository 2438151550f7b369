// The move path: a move is checked, made durable, then applied in memory and pushed to subscribers,
// with the clocks, the seat notes and the hints its log entry carries. Every refusal throws an
// ApiFailure and changes nothing.
import { GameMemory } from './game-memory.ts';
import { isRuleError, SPECTATOR, type AnyGame, type MoveRecord, type Seat } from '../../kernel/index.ts';
import type { GameSnapshot, MoveRequest } from '../../shared/api.ts';
import { accessOf, controlsOf } from '../seats/access.ts';
import { SEAT_NOTE_IDS, stoodInRefusal } from '../clocks/messages.ts';
import {
  afterEntry,
  hintSaid,
  noteHint,
  sameClocks,
  seatState,
  type GameClocks,
} from '../clocks/seat-clocks.ts';
import { afterTakeBack } from '../clocks/take-backs.ts';
import { ACCESS_TEXTS } from '../seats/access-texts.ts';
import { ApiFailure, refusal } from '../http/errors.ts';
import { MOVE_TEXTS } from './move-texts.ts';
import { ruleRefusal, type AppliedMove, type LiveGame } from './live-game.ts';
import { withHintLine } from '../analysis/hint-line.ts';
import { sameDecision, TurnGuard } from './turn-guard.ts';
import { MoveConflictError, TablePausedError } from '../storage/types.ts';

/** What a move or an undo did: the number of its entry, and whether it was a resend of one made before. */
export interface Done {
  n: number;
  duplicate: boolean;
}

const now = () => new Date().toISOString();

const notStarted = (live: LiveGame) => {
  const open = live.meta.seats.filter((s) => s.kind === 'open').map((s) => s.seat + 1);
  return refusal(409, 'GAME_NOT_STARTED', MOVE_TEXTS.notStarted(open));
};

export class GameMoves extends GameMemory {
  protected readonly turns = new TurnGuard(this.deps.config.turnLimits);

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
    const started = performance.now();
    const live = this.held(id) ?? (await this.live(id));
    try {
      if (token === undefined) throw refusal(403, 'TOKEN_REQUIRED', ACCESS_TEXTS.moveNeedsLink);
      const controls = controlsOf(live, token);
      if (!controls.includes(req.seat))
        throw refusal(403, 'NOT_YOUR_SEAT', ACCESS_TEXTS.notYourSeat(req.seat, live.meta.seats));
      const done = await this.withLock(id, () =>
        this.commitMove(live, req.seat, req.move, req.expectedMoveCount, 'person', req.moveId),
      );
      if (!done.duplicate) this.deps.metrics.observeMove((performance.now() - started) / 1e3);
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

  /**
   * Makes `moves` in order, each by its seat (a person's or a bot's), under the game's lock: a game
   * created to start after listed moves (a guided game resumed) gets them before any bot can move in it.
   * A move the rules refuse throws, with the moves before it made.
   */
  protected async playListed(live: LiveGame, moves: readonly MoveRecord[]): Promise<void> {
    await this.withLock(live.id, async () => {
      for (const m of moves)
        await this.commitMove(
          live,
          m.seat,
          m.move,
          live.moveCount,
          live.botLevelOf(m.seat) ? 'bot' : 'person',
        );
    });
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
    // Where the move's write checks the pause itself, a move at a paused table is refused there.
    if (!this.deps.storage.pauseCheckedByAppend) await this.moveGate(live.id);
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
  protected async store(
    live: LiveGame,
    planned: AppliedMove,
    expected: number,
    snapshot: boolean,
    moveId?: string,
  ) {
    const outcome = live.outcomeOf(planned.state);
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
      const changed = hinted ? hintSaid(entered, applied.seat) : entered;
      // Clocks the move left as they were are written again only where a move's write is how nodes
      // learn of each other's clock changes (the storage says which).
      const clocks =
        this.deps.storage.clocksWrittenWhenChanged && sameClocks(changed, live.clocks)
          ? live.clocks
          : changed;
      try {
        await this.append(live, applied, outcome, at, snapshot, clocks);
      } catch (e) {
        if (e instanceof TablePausedError) {
          // The gate says it as it would have before the move (the table may have resumed since: retry).
          await this.moveGate(live.id);
          if (attempt < 3) continue;
          throw this.stale(live, expected);
        }
        if (!(e instanceof MoveConflictError)) throw e;
        const count = live.moveCount;
        await this.catchUp(live);
        if (live.moveCount === count && attempt < 3) continue;
        throw this.stale(live, expected);
      }
      live.commit(applied, at, clocks);
      live.noteMoveId(applied.seat, moveId, applied.seq);
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
        ...(clocks !== live.clocks ? { clocks } : {}),
      });
    }
  }

  protected stale(live: LiveGame, expected: number): ApiFailure {
    return refusal(409, 'STALE_MOVE_COUNT', MOVE_TEXTS.stale(expected, live.moveCount), {
      current: live.snapshot(SPECTATOR, []),
    });
  }
}
