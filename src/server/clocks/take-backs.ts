// The clocks after a take-back (an undo). Taking a move back must not buy time: every seat's clock goes
// back to where it stood just before the move, and the time spent since is charged to whoever was
// deciding through it. Without this, a move and its take-back granted the increment again each time, or
// a fresh decision time.
import type { Seat } from '../../kernel/index.ts';
import type { SeatInfo } from '../../shared/api.ts';
import {
  iso,
  msOf,
  seatState,
  startIfActive,
  stop,
  type ClockMark,
  type GameClocks,
  type SeatState,
} from './seat-clocks.ts';

/**
 * One seat's clock after move `mark.seq` is taken back at `nowMs`:
 * - the mover, and a seat that was deciding before the move and still is, run towards the deadline they
 *   had before it (their time since the move is spent);
 * - a seat whose decision the move interrupted resumes with what it had left at the move;
 * - a seat that was not deciding before the move is stopped with the bank it had then (the decision the
 *   move gave it is gone).
 */
function restored(mark: ClockMark, s: SeatState, seat: Seat, mover: Seat, nowMs: number): SeatState {
  const was = mark.seats[seat];
  if (!was) return s;
  if (seat === mover || (was.deadline && s.deadline)) return { ...s, ...was };
  if (was.deadline)
    return { ...s, bankMs: was.bankMs, deadline: iso(nowMs + Math.max(0, msOf(was.deadline) - mark.atMs)) };
  return { ...s, bankMs: was.bankMs, deadline: null };
}

/**
 * After `mover` took back move `undoes`, leaving `after` to decide. A stand-in's seat keeps its state
 * (it has no clock). Without a mark for the move (a game stored before marks were kept, or a run of
 * moves longer than the marks kept) the mover gets back no more than it had: the increment the move
 * earned is taken off again.
 */
export function afterTakeBack(
  c: GameClocks,
  seats: SeatInfo[],
  mover: Seat,
  undoes: number,
  after: Seat[],
  nowMs: number,
): GameClocks {
  const marks = seatState(c, mover).takeBacks ?? [];
  const mark = marks.at(-1)?.seq === undoes ? marks.at(-1) : undefined;
  const increment = c.spec && 'incrementSeconds' in c.spec ? c.spec.incrementSeconds * 1000 : 0;
  const next = seats.map((info, seat) => {
    let s = seatState(c, seat);
    if (seat === mover) {
      s = { ...s, note: null, takeBacks: marks.slice(0, mark ? -1 : 0) };
      if (!mark && s.bankMs !== null && !s.deadline) s = { ...s, bankMs: Math.max(0, s.bankMs - increment) };
    }
    if (s.standIn) return s;
    if (mark) s = restored(mark, s, seat, mover, nowMs);
    if (!after.includes(seat)) return stop(s, nowMs);
    return s.deadline ? s : startIfActive(c, s, info, after, seat, nowMs);
  });
  return { ...c, seats: next, rev: c.rev + 1 };
}
