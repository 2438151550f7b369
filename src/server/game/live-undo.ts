// A game held in memory, its take-backs: whether a seat may take back its last move now, and the undo
// entry that does it.
import {
  formatMessage,
  refusalParams,
  RuleError,
  UNDO_NOT_ALLOWED,
  undoMessages,
  type Seat,
  type UndoRefusal,
} from '../../kernel/index.ts';
import type { Texts } from '../../shared/api.ts';
import { programFailure } from '../http/errors.ts';
import type { StoredMove } from '../storage/types.ts';
import type { AppliedMove } from './live-entries.ts';
import { LiveLog, texts, TOOK_BACK } from './live-log.ts';

export class LiveUndos extends LiveLog {
  /** How often a seat may take moves back to the same point of the game (the server's limit). */
  undosPerDecision = Number.POSITIVE_INFINITY;

  /**
   * How often `seat` has already taken moves back to the point an undo would take the game to now (the
   * moves in effect before its last move: one fewer, or fewer still with the bots' replies). A point
   * once passed by another person's move is never reached again, so counting over the whole log counts
   * this decision's undos only (kept as the entries come, `undosLeaving`).
   */
  undosToHere(seat: Seat): number {
    const trail = this.outcomeOf() === null ? this.undoTrail() : undefined;
    const taken = trail && trail.refusal(this.state, seat) === null ? trail.peek(seat).moves : 1;
    return this.undosLeaving.get(seat)?.get(this.effective.length - taken) ?? 0;
  }

  /**
   * Why `seat` may not take back a move now, or null when it may: the kernel's rule, and the seat's
   * person takes back none of the moves a stand-in made for them while they were away.
   */
  undoRefusal(seat: Seat): UndoRefusal | null {
    // A finished game needs no replay to say so (the first snapshot after loading one stays cheap).
    if (this.outcomeOf() !== null) return { reason: 'GAME_OVER' };
    const trail = this.undoTrail();
    const refused = trail.refusal(this.state, seat);
    if (refused) return refused;
    const own = this.effective[this.effective.length - trail.peek(seat).moves];
    return this.playedFor.has(own) ? { reason: 'PLAYED_FOR' } : null;
  }

  /**
   * Whether `seat` may take back its last move now and has undos left for it: `undoRefusal` is null and
   * `undosToHere` under `undosPerDecision`, asking the rules once (a snapshot says it for each seat at every move, and
   * the two asked the undo trail the same questions one after the other).
   */
  mayUndo(seat: Seat): boolean {
    if (this.outcomeOf() !== null) return false;
    const trail = this.undoTrail();
    if (trail.refusal(this.state, seat) !== null) return false;
    const taken = trail.peek(seat).moves;
    if (this.playedFor.has(this.effective[this.effective.length - taken])) return false;
    return (this.undosLeaving.get(seat)?.get(this.effective.length - taken) ?? 0) < this.undosPerDecision;
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

  protected tryStoredUndo(m: StoredMove): AppliedMove {
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
}
