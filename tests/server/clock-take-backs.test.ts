// A move and its take-back never buy time: the clocks after an undo are those from before the move, with
// the time spent since charged to whoever was deciding. Pure functions of the time passed in, so the
// seconds here are exact without waiting for any.
import { describe, expect, it } from 'vitest';
import type { ClockSpec, SeatInfo } from '../../src/shared/api.ts';
import {
  afterEntry,
  clockViews,
  initialClocks,
  standIn,
  withoutTakeBacks,
  type GameClocks,
} from '../../src/server/clocks/seat-clocks.ts';
import { afterTakeBack } from '../../src/server/clocks/take-backs.ts';
import { withClockSpec } from '../../src/server/clocks/respec.ts';

const T0 = Date.parse('2026-01-01T00:00:00.000Z');
const humans = (n: number): SeatInfo[] =>
  Array.from({ length: n }, (_, seat) => ({ seat, kind: 'human', name: `P${seat + 1}` }) as SeatInfo);
const left = (c: GameClocks, seats: SeatInfo[], atMs: number) =>
  clockViews(c, seats, atMs).map((v) => v.remainingMs);
const running = (c: GameClocks) => c.seats.map((s) => s.deadline !== null);

describe('clocks after a take-back', () => {
  it('a bank with an hour of increment: move + undo pairs never add an hour', () => {
    const seats = humans(2);
    const spec: ClockSpec = { bankSeconds: 10, incrementSeconds: 3600 };
    let c = initialClocks(spec, 'random', seats, [0], T0);
    let t = T0;
    let seq = 0;
    const seen: number[] = [];
    for (let pair = 0; pair < 3; pair++) {
      t += 11;
      c = afterEntry(c, seats, 0, ++seq, [0], [1], t, false);
      // The move itself earns the increment once.
      expect(left(c, seats, t)[0]).toBe(10_000 - 11 * (2 * pair + 1) + 3_600_000);
      t += 11;
      c = afterTakeBack(c, seats, 0, seq, [0], t);
      seq++;
      seen.push(left(c, seats, t)[0]);
      expect(running(c)).toEqual([true, false]);
      expect(left(c, seats, t)[1]).toBe(10_000);
    }
    // Before the fix: 9,989 -> 3,609,982 -> 7,209,965 ... Now only the time spent goes.
    expect(seen).toEqual([10_000 - 22, 10_000 - 44, 10_000 - 66]);
    // A move made for good still earns its increment, once.
    t += 1000;
    c = afterEntry(c, seats, 0, seq + 1, [0], [1], t, false);
    expect(left(c, seats, t)[0]).toBe(10_000 - 66 - 1000 + 3_600_000);
  });

  it('against a bot: the person’s undo after the bot replied gives back no time either', () => {
    const seats: SeatInfo[] = [
      { seat: 0, kind: 'human', name: 'Ann' },
      { seat: 1, kind: 'bot', level: 'random', name: 'Bot' } as SeatInfo,
    ];
    let c = initialClocks({ bankSeconds: 60, incrementSeconds: 30 }, 'random', seats, [0], T0);
    c = afterEntry(c, seats, 0, 1, [0], [1], T0 + 2000, false);
    // The bot's reply keeps Ann's mark: her move may still be taken back with the reply.
    c = afterEntry(c, seats, 1, 2, [1], [0], T0 + 2500, false);
    expect(left(c, seats, T0 + 2500)[0]).toBe(88_000);
    c = afterTakeBack(c, seats, 0, 1, [0], T0 + 4000);
    // Back to her decision before the move, less the 4 s spent on it and since: not 88 s.
    expect(left(c, seats, T0 + 4000)[0]).toBe(56_000);
    expect(running(c)).toEqual([true, false]);
  });

  it('a fixed time per decision: an undo 3.5 s after the move leaves 1.5 s, not a fresh 5 s', () => {
    const seats = humans(2);
    let c = initialClocks({ moveSeconds: 5 }, 'random', seats, [0], T0);
    c = afterEntry(c, seats, 0, 1, [0], [1], T0, false);
    expect(left(c, seats, T0)).toEqual([5000, 5000]);
    expect(running(c)).toEqual([false, true]);
    c = afterTakeBack(c, seats, 0, 1, [0], T0 + 3500);
    expect(left(c, seats, T0 + 3500)).toEqual([1500, 5000]);
    expect(running(c)).toEqual([true, false]);
    expect(c.seats[0].deadline).toBe(new Date(T0 + 5000).toISOString());
    // Again after another second: the decision's time keeps running out; an undo past it leaves none.
    c = afterEntry(c, seats, 0, 3, [0], [1], T0 + 4500, false);
    c = afterTakeBack(c, seats, 0, 3, [0], T0 + 6000);
    expect(left(c, seats, T0 + 6000)).toEqual([0, 5000]);
  });

  it('walks back over several moves of one seat, each to the clock before it', () => {
    const seats = humans(2);
    let c = initialClocks({ bankSeconds: 10, incrementSeconds: 3600 }, 'random', seats, [0], T0);
    // Seat 1 moves first so that seat 0's marks start after it; they go when another seat moves.
    c = afterEntry(c, seats, 0, 1, [0], [1], T0 + 1000, false);
    c = afterEntry(c, seats, 1, 2, [1], [0], T0 + 2000, false);
    expect(c.seats[0].takeBacks).toBeUndefined();
    expect(c.seats[1].takeBacks).toHaveLength(1);
    const seat0Deadline = c.seats[0].deadline;
    c = afterEntry(c, seats, 0, 3, [0], [0], T0 + 3000, false);
    c = afterEntry(c, seats, 0, 4, [0], [1], T0 + 4000, false);
    expect(c.seats[1].takeBacks).toBeUndefined();
    expect(c.seats[0].takeBacks?.map((m) => m.seq)).toEqual([3, 4]);
    c = afterTakeBack(c, seats, 0, 4, [0], T0 + 5000);
    // Move 3 stands: its increment stays, move 4's does not.
    // (deadline T0 + 3 s + 7,208 s, seen at T0 + 5 s)
    expect(left(c, seats, T0 + 5000)[0]).toBe(7_206_000);
    c = afterTakeBack(c, seats, 0, 3, [0], T0 + 6000);
    expect(c.seats[0].deadline).toBe(seat0Deadline);
    expect(left(c, seats, T0 + 6000)[0]).toBe(10_000 - 1000 + 3_600_000 - 4000);
    expect(c.seats[0].takeBacks).toEqual([]);
  });

  it('a seat whose decision the move interrupted resumes with what it had left; a new one is gone', () => {
    const seats = humans(3);
    let c = initialClocks({ moveSeconds: 5 }, 'random', seats, [0, 1], T0);
    c = afterEntry(c, seats, 0, 1, [0, 1], [2], T0 + 1000, false);
    expect(running(c)).toEqual([false, false, true]);
    c = afterTakeBack(c, seats, 0, 1, [0, 1], T0 + 3000);
    expect(running(c)).toEqual([true, true, false]);
    // Seat 0 had 4 s at its move and spent 2 since; seat 1 was stopped by the move with 4 s left.
    expect(left(c, seats, T0 + 3000)).toEqual([2000, 4000, 5000]);
  });

  it('a stand-in playing a seat keeps it; a change of time control drops the marks', () => {
    const seats = humans(2);
    let c = initialClocks({ bankSeconds: 60, incrementSeconds: 10 }, 'random', seats, [0], T0);
    c = afterEntry(c, seats, 0, 1, [0], [1], T0 + 1000, false);
    c = standIn(c, 1, 'left', T0 + 2000);
    c = afterTakeBack(c, seats, 0, 1, [0], T0 + 3000);
    expect(c.seats[1].standIn).toBe('random');
    expect(c.seats[1].deadline).toBeNull();
    expect(left(c, seats, T0 + 3000)[0]).toBe(57_000);
    c = afterEntry(c, seats, 0, 3, [0], [1], T0 + 4000, false);
    const respec = withClockSpec(c, { moveSeconds: 30 }, seats, [1], T0 + 5000);
    expect(respec.seats.every((s) => s.takeBacks === undefined)).toBe(true);
  });

  it('without a mark (a game stored before marks were kept) the increment earned is taken off', () => {
    const seats = humans(2);
    let c = initialClocks({ bankSeconds: 10, incrementSeconds: 3600 }, 'random', seats, [0], T0);
    c = afterEntry(c, seats, 0, 1, [0], [1], T0 + 1000, false);
    c = { ...c, seats: c.seats.map(withoutTakeBacks) };
    c = afterTakeBack(c, seats, 0, 1, [0], T0 + 2000);
    expect(left(c, seats, T0 + 2000)[0]).toBe(9000);
  });
});
