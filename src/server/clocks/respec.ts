// A running game's time control changed (a classroom's teacher set a decision clock for every table):
// each person's clock starts afresh under the new control, a seat deciding now gets the whole of its new
// time from now, and who plays each seat (a stand-in or the person) does not change.
import type { Seat } from '../../kernel/index.ts';
import type { ClockSpec, SeatInfo } from '../../shared/api.ts';
import { seatState, withoutTakeBacks, type GameClocks, type SeatState } from './seat-clocks.ts';

export function withClockSpec(
  c: GameClocks,
  spec: ClockSpec | null,
  seats: SeatInfo[],
  active: Seat[],
  nowMs: number,
): GameClocks {
  const next: SeatState[] = seats.map((info, seat) => {
    // Times kept for take-backs were under the old control: a take-back now leaves the new one as it is.
    const s = withoutTakeBacks(seatState(c, seat));
    const bankMs = spec && 'bankSeconds' in spec ? spec.bankSeconds * 1000 : null;
    const deciding = info.kind === 'human' && !s.standIn && active.includes(seat);
    const allowance = !spec ? null : 'moveSeconds' in spec ? spec.moveSeconds * 1000 : bankMs;
    return {
      ...s,
      bankMs,
      deadline: deciding && allowance !== null ? new Date(nowMs + allowance).toISOString() : null,
    };
  });
  return { ...c, spec, seats: next, rev: c.rev + 1 };
}
