// Two guards on moves. A move names the move count its player saw; when others have moved since, the
// move still stands if this seat's decision is as it was (same turn or not, same legal moves with the
// same costs), so a seat acting off turn (a loan in Industrial Waste) cannot make the pending player's
// move fail. And moves made off turn are limited per seat (a pace and a number per game), with a cap on
// a game's length in moves in effect; take-backs to one point are limited per seat, so that no seat can
// stall, bloat or end a game for the others.
import type { AnyGame, Seat } from '../../kernel/index.ts';
import { refusal } from '../http/errors.ts';
import { MOVE_TEXTS } from './move-texts.ts';
import type { LiveGame } from './live-game.ts';
import { RateLimiter } from '../http/rate-limit.ts';

export interface TurnLimits {
  /** Moves a seat may make off turn per minute (a burst of a few is allowed). */
  offTurnPerMinute: number;
  /** Moves a seat may make off turn in one game. */
  offTurnPerGame: number;
  /** Moves in effect in one game, all seats together (undos and the moves they took back not counted). */
  maxGameMoves: number;
  /** Undos a seat may make back to the same point of the game: take-backs do not grow a log for ever. */
  undosPerDecision: number;
}

/** What `seat` has to decide in `state`: whether it is to act, and its legal moves with their costs. */
export function decisionOf(game: AnyGame, state: unknown, seat: Seat): string {
  const active = game.activeSeats(state).includes(seat);
  const moves = game.legalMoves(state, seat).map((m) => [m, game.explainMove?.(state, seat, m) ?? null]);
  return JSON.stringify([active, moves]);
}

/**
 * Whether `seat`'s decision after move `seen` is still its decision now (no move of its own since):
 * `decisionOf` equal in both states, found out step by step so that a changed decision stops at the
 * first difference, and the costs of the moves are worked out only when the moves are the same.
 */
export function sameDecision(live: LiveGame, seat: Seat, seen: number): boolean {
  if (seen < 0 || seen > live.moveCount) return false;
  for (let i = seen; i < live.moveCount; i++) if (live.entries[i].seat === seat) return false;
  const { game } = live;
  const then = live.stateAt(seen);
  const now = live.state;
  if (game.activeSeats(then).includes(seat) !== game.activeSeats(now).includes(seat)) return false;
  const before = game.legalMoves(then, seat);
  const after = game.legalMoves(now, seat);
  if (JSON.stringify(before) !== JSON.stringify(after)) return false;
  const cost = (state: unknown, move: unknown) =>
    JSON.stringify(game.explainMove?.(state, seat, move) ?? null);
  return before.every((move, i) => cost(then, move) === cost(now, after[i]));
}

interface OffTurnCount {
  upTo: number;
  bySeat: number[];
}

export class TurnGuard {
  private readonly pace: RateLimiter;
  private readonly counts = new WeakMap<LiveGame, OffTurnCount>();

  constructor(
    private readonly limits: TurnLimits,
    clock?: () => number,
  ) {
    const perSecond = limits.offTurnPerMinute / 60;
    this.pace = new RateLimiter(
      { perSecond, burst: Math.max(1, Math.min(3, limits.offTurnPerMinute)) },
      clock,
    );
  }

  /** Moves `seat` made off turn in this game so far (replayed once, then kept up to date). */
  offTurnMoves(live: LiveGame, seat: Seat): number {
    let c = this.counts.get(live);
    // A game that lost moves (an undo) is counted afresh.
    if (!c || c.upTo > live.moveCount) c = { upTo: 0, bySeat: Array(live.players).fill(0) };
    if (c.upTo < live.moveCount) {
      let state = live.stateAt(c.upTo);
      for (let i = c.upTo; i < live.moveCount; i++) {
        const e = live.entries[i];
        // An undo is no move out of turn; the state after it is the one before the move it takes back.
        if (e.undoes === undefined && !live.game.activeSeats(state).includes(e.seat)) c.bySeat[e.seat]++;
        state =
          i + 1 === live.moveCount
            ? live.state
            : e.undoes === undefined
              ? live.game.apply(state, e.seat, e.move)
              : live.stateAt(i + 1);
      }
      c.upTo = live.moveCount;
    }
    this.counts.set(live, c);
    return c.bySeat[seat] ?? 0;
  }

  /** Throws when `seat` may not move now for want of room in the game or in its off-turn allowance. */
  check(live: LiveGame, seat: Seat): void {
    const { maxGameMoves, offTurnPerGame, offTurnPerMinute } = this.limits;
    if (live.movesInEffect >= maxGameMoves)
      throw refusal(422, 'GAME_TOO_LONG', MOVE_TEXTS.tooLong(maxGameMoves));
    if (live.activeSeats().includes(seat)) return;
    if (this.offTurnMoves(live, seat) >= offTurnPerGame)
      throw refusal(422, 'OFF_TURN_LIMIT', MOVE_TEXTS.offTurnLimit(seat, live.meta.seats, offTurnPerGame));
    const wait = this.pace.peek(`${live.id}:${seat}`);
    if (wait > 0)
      throw refusal(
        429,
        'OFF_TURN_RATE_LIMITED',
        MOVE_TEXTS.offTurnRate(seat, live.meta.seats, offTurnPerMinute, wait),
        {
          retryAfter: wait,
        },
      );
  }

  /** Throws when `seat` has taken moves back to the point an undo would reach as often as allowed. */
  checkUndo(live: LiveGame, seat: Seat): void {
    const max = this.limits.undosPerDecision;
    if (live.undosToHere(seat) >= max)
      throw refusal(422, 'UNDO_LIMIT', MOVE_TEXTS.undoLimit(seat, live.meta.seats, max));
  }

  /** Counts a move that was made off turn, once it is stored. */
  noteOffTurn(live: LiveGame, seat: Seat): void {
    this.pace.take(`${live.id}:${seat}`);
    const c = this.counts.get(live);
    if (c && c.upTo === live.moveCount - 1) {
      c.bySeat[seat]++;
      c.upTo = live.moveCount;
    }
  }
}
