// The clocks of a game's seats and who plays for each person, as stored with the game. Every change is
// a new value with the next revision number; storage writes it only over the revision it was made from,
// so of two nodes acting on one expired deadline exactly one succeeds. Time is passed in (server time).
import type { Seat } from '../../kernel/index.ts';
import type { ClockSpec, SeatClock, SeatInfo } from '../../shared/api.ts';

/** What the log still has to say about a seat, written into the first line of its next move. */
export type SeatNote = 'timeout' | 'left' | 'back';

export interface SeatState {
  /** Live clocks: the bank left while the clock is stopped (ms). Null for daily clocks or none. */
  bankMs: number | null;
  /** When the pending decision's time runs out (ISO); null while the clock is stopped. */
  deadline: string | null;
  /** The bot level playing for the person, or null while the person plays. */
  standIn: string | null;
  note: SeatNote | null;
  /**
   * The seat was given a hint since its last move: the log of its next move says so. Kept here, with
   * the game, so that a restart or a move taken by another node does not lose it (absent: no).
   */
  hinted?: boolean;
  /**
   * A bot program plays the person's seat through its link (`connect`): its name, shown at the table
   * (absent: the person plays, as far as the server knows).
   */
  program?: string | null;
  /**
   * The seat's moves that may still be taken back (its trailing moves since another seat last moved),
   * each with every seat's clock as it stood just before it: taking the move back restores those, so a
   * move and its take-back never buy time (absent: none).
   */
  takeBacks?: ClockMark[];
}

/** Every seat's clock as it stood just before move `seq`, made at `atMs`. */
export interface ClockMark {
  seq: number;
  atMs: number;
  seats: Pick<SeatState, 'bankMs' | 'deadline'>[];
}

export interface GameClocks {
  spec: ClockSpec | null;
  /** Bot level that stands in for a person. */
  standInLevel: string;
  seats: SeatState[];
  /** Revision: each change is written only over the revision it was made from. */
  rev: number;
}

export const idle = (): SeatState => ({ bankMs: null, deadline: null, standIn: null, note: null });
export const iso = (ms: number) => new Date(ms).toISOString();
export const msOf = (deadline: string) => Date.parse(deadline);

/** A seat's state, also for games stored before clocks existed (no entry: an idle seat). */
export const seatState = (c: GameClocks, seat: Seat): SeatState => c.seats[seat] ?? idle();

/**
 * The seats as shown: a person's seat says which bot level plays for them while one does, and which bot
 * program plays it through its link.
 */
export const seatsWithStandIns = (seats: SeatInfo[], c: Pick<GameClocks, 'seats'>): SeatInfo[] =>
  seats.map((info) => {
    if (info.kind !== 'human') return info;
    const standIn = c.seats[info.seat]?.standIn ?? null;
    const program = c.seats[info.seat]?.program ?? null;
    return standIn || program
      ? { ...info, ...(standIn ? { standIn } : {}), ...(program ? { program } : {}) }
      : info;
  });

/** A bot program plays the seat (a name), or no longer does (null). */
export function markProgram(c: GameClocks, seat: Seat, program: string | null): GameClocks {
  return { ...c, seats: withSeat(c, seat, { ...seatState(c, seat), program }), rev: c.rev + 1 };
}

export function initialClocks(
  spec: ClockSpec | null,
  standInLevel: string,
  seats: SeatInfo[],
  active: Seat[],
  nowMs: number,
): GameClocks {
  const start: GameClocks = {
    spec,
    standInLevel,
    rev: 0,
    seats: seats.map(() => ({
      ...idle(),
      bankMs: spec && 'bankSeconds' in spec ? spec.bankSeconds * 1000 : null,
    })),
  };
  return { ...start, seats: start.seats.map((s, i) => startIfActive(start, s, seats[i], active, i, nowMs)) };
}

/** Time a seat gets for a decision it starts now. */
function allowance(c: GameClocks, s: SeatState): number | null {
  if (!c.spec) return null;
  // A seat with no bank yet (an open seat taken after the start) gets the whole bank.
  return 'moveSeconds' in c.spec ? c.spec.moveSeconds * 1000 : (s.bankMs ?? c.spec.bankSeconds * 1000);
}

export function startIfActive(
  c: GameClocks,
  s: SeatState,
  info: SeatInfo | undefined,
  active: Seat[],
  seat: Seat,
  nowMs: number,
): SeatState {
  if (info?.kind !== 'human' || s.standIn || !active.includes(seat)) return s;
  const ms = allowance(c, s);
  return ms === null ? s : { ...s, deadline: iso(nowMs + ms) };
}

/** Stops a running clock: a live bank keeps what was left. */
export function stop(s: SeatState, nowMs: number): SeatState {
  if (!s.deadline) return s;
  const left = Math.max(0, msOf(s.deadline) - nowMs);
  return { ...s, deadline: null, bankMs: s.bankMs === null ? null : left };
}

/** How many of a seat's trailing moves keep their clocks for a take-back (a turn is rarely longer). */
export const TAKE_BACK_MARKS = 24;

/** The seat without its marks for take-backs. */
export function withoutTakeBacks(s: SeatState): SeatState {
  if (s.takeBacks === undefined) return s;
  const copy = { ...s };
  delete copy.takeBacks;
  return copy;
}

/**
 * After move `seq` by `mover`: the mover's clock stops (a live bank gains the increment) and starts
 * again if it decides again; a seat still deciding the same as before keeps its deadline; a seat with a
 * new decision starts its clock; the others stop. The mover's note is said. Every seat's clock as it
 * stood before the move is kept with the mover's take-backs (another seat's marks go: its moves can no
 * longer be taken back once this one is made; but a bot's reply to the one person leaves theirs).
 */
export function afterEntry(
  c: GameClocks,
  seats: SeatInfo[],
  mover: Seat,
  seq: number,
  before: Seat[],
  after: Seat[],
  nowMs: number,
  finished: boolean,
): GameClocks {
  // Marks for take-backs are kept only under a time control: a game without one made them at every
  // move for nothing.
  const marked = Boolean(c.spec) && !finished;
  // A bot answering the one person at the table settles nothing (src/kernel/undo.ts): that person's
  // move may still be taken back with the bot's reply, so its marks stay.
  const answering = seats[mover]?.kind === 'bot' && seats.filter((s) => s.kind !== 'bot').length === 1;
  const next = seats.map((info, seat) => {
    let s = answering && seat !== mover ? seatState(c, seat) : withoutTakeBacks(seatState(c, seat));
    if (seat === mover) {
      const wasRunning = s.deadline !== null;
      s = stop(s, nowMs);
      if (s.note !== null) s = { ...s, note: null };
      if (wasRunning && s.bankMs !== null && c.spec && 'incrementSeconds' in c.spec)
        s = { ...s, bankMs: s.bankMs + c.spec.incrementSeconds * 1000 };
      if (marked) {
        const mark: ClockMark = {
          seq,
          atMs: nowMs,
          seats: seats.map((_, other) => {
            const { bankMs, deadline } = seatState(c, other);
            return { bankMs, deadline };
          }),
        };
        s = { ...s, takeBacks: [...(seatState(c, seat).takeBacks ?? []), mark].slice(-TAKE_BACK_MARKS) };
      }
    } else if (!after.includes(seat) || !before.includes(seat)) s = stop(s, nowMs);
    if (finished) return stop(s, nowMs);
    return s.deadline ? s : startIfActive(c, s, info, after, seat, nowMs);
  });
  return { ...c, seats: next, rev: c.rev + 1 };
}

/** Whether `b` holds the same clocks as `a`, seat by seat the same objects (their revisions aside). */
export const sameClocks = (a: GameClocks, b: GameClocks): boolean =>
  a.spec === b.spec &&
  a.standInLevel === b.standInLevel &&
  a.seats.length === b.seats.length &&
  a.seats.every((s, i) => s === b.seats[i]);

/** A stand-in takes the seat: its time ran out (`timeout`) or the person left (`left`). */
export function standIn(c: GameClocks, seat: Seat, why: 'timeout' | 'left', nowMs: number): GameClocks {
  const s = stop(seatState(c, seat), nowMs);
  const seats = c.seats.slice();
  seats[seat] = {
    ...s,
    bankMs: why === 'timeout' && s.bankMs !== null ? 0 : s.bankMs,
    standIn: c.standInLevel,
    note: why,
  };
  return { ...c, seats, rev: c.rev + 1 };
}

/**
 * The person takes the seat back; a pending decision starts their clock. A live bank that ran out
 * restarts at a fifth of the starting bank, so that taking the seat back is not a new timeout at once.
 */
export function reclaim(
  c: GameClocks,
  seat: Seat,
  info: SeatInfo,
  active: Seat[],
  nowMs: number,
): GameClocks {
  const s = seatState(c, seat);
  const floor = c.spec && 'bankSeconds' in c.spec ? c.spec.bankSeconds * 200 : null;
  const back: SeatState = {
    ...s,
    standIn: null,
    // A takeover the log has not told yet is simply not told; otherwise the return is.
    note: s.note === 'timeout' || s.note === 'left' ? null : 'back',
    bankMs: s.bankMs === null || floor === null ? s.bankMs : Math.max(s.bankMs, floor),
  };
  const seats = c.seats.slice();
  seats[seat] = startIfActive(c, back, info, active, seat, nowMs);
  return { ...c, seats, rev: c.rev + 1 };
}

/** The seat was given a hint: its next move's log will say so. */
export function noteHint(c: GameClocks, seat: Seat): GameClocks {
  return { ...c, seats: withSeat(c, seat, { ...seatState(c, seat), hinted: true }), rev: c.rev + 1 };
}

/** The hint of the seat has been said, in the log of its move. */
export function hintSaid(c: GameClocks, seat: Seat): GameClocks {
  if (!seatState(c, seat).hinted) return c;
  return { ...c, seats: withSeat(c, seat, { ...seatState(c, seat), hinted: false }) };
}

/** The seats with `seat` replaced; a game stored before clocks existed has no entries: idle ones fill in. */
const withSeat = (c: GameClocks, seat: Seat, s: SeatState): SeatState[] =>
  Array.from({ length: Math.max(c.seats.length, seat + 1) }, (_, i) => (i === seat ? s : seatState(c, i)));

/** Seats whose deadline has passed at `nowMs`. */
export const expiredSeats = (c: GameClocks, nowMs: number): Seat[] =>
  c.seats.flatMap((s, seat) => (s.deadline && !s.standIn && msOf(s.deadline) <= nowMs ? [seat] : []));

/** The earliest running deadline, which storage indexes so that a sweep finds expired games cheaply. */
export const nextDeadline = (c: GameClocks): string | null =>
  c.seats.reduce<string | null>(
    (min, s) => (s.deadline && (!min || s.deadline < min) ? s.deadline : min),
    null,
  );

/** Each human seat's clock for a snapshot (none without a time control). */
export function clockViews(c: GameClocks, seats: SeatInfo[], nowMs: number): SeatClock[] {
  if (!c.spec) return [];
  const spec = c.spec;
  return seats.flatMap((info, seat) => {
    if (info.kind !== 'human') return [];
    const s = seatState(c, seat);
    const remainingMs = s.deadline
      ? Math.max(0, msOf(s.deadline) - nowMs)
      : (s.bankMs ?? ('moveSeconds' in spec ? spec.moveSeconds * 1000 : 0));
    return [{ seat, remainingMs, deadline: s.deadline }];
  });
}
