// What the table shows while positions and their decision texts arrive in any order: a game that moves
// on (a bot's moves, pushed in order), texts answered with the position the game is at when they are
// read, whole snapshots (polls, HTTP answers) overtaken by pushes, and failed asks.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CompactSnapshot, DecisionTexts, GameSnapshot, SnapshotAnswer } from '../../src/shared/api.ts';
import {
  NOTHING_SHOWN,
  onPosition,
  onTexts,
  onTextsFailed,
  type Step,
  type TablePosition,
} from '../../src/web/api/table-position.ts';

/** Seat 0 (the page's) has a decision at every position but each third (a bot's turn with nothing of ours). */
const decides = (n: number) => n % 3 !== 0;
const moveAt = (n: number) => ({ type: 'PICK', at: n });
const labelAt = (n: number) => ({ en: `pick at ${n}`, it: `scegli a ${n}` });

const base = (n: number) => ({
  gameId: 'g',
  game: 'test',
  players: 2,
  seats: [],
  viewer: 0 as const,
  controls: [0],
  status: 'running' as const,
  moveCount: n,
  activeSeats: [decides(n) ? 0 : 1],
  view: { at: n },
  canUndo: {},
  log: Array.from({ length: n }, (_, i) => ({ n: i + 1, seat: 0, entries: [] })),
  logFrom: 0,
  outcome: null,
  customSetup: false,
  chat: true,
  listed: false,
  createdAt: '',
  updatedAt: '',
});

const compact = (n: number): CompactSnapshot => ({
  ...base(n),
  texts: 'compact',
  legalMoves: { '0': decides(n) ? [{ move: moveAt(n), final: false }] : [] },
});

const textsAt = (n: number): DecisionTexts => ({
  gameId: 'g',
  moveCount: n,
  viewer: 0,
  legalMoves: { '0': decides(n) ? [{ move: moveAt(n), final: false, label: labelAt(n) }] : [] },
  blockedMoves: { '0': [] },
});

const whole = (n: number): GameSnapshot => ({ ...base(n), ...textsAt(n) });

/** One thing that happens, picked by the schedule. */
type Event = 'move' | 'push' | 'answer' | 'fail' | 'poll' | 'late';

interface World {
  table: TablePosition;
  /** The game's position on the server. */
  server: number;
  /** Pushes sent and not yet received, in order (a socket keeps them in order). */
  pushes: number[];
  /** Whole snapshots on their way, which may arrive in any order. */
  answers: number[];
  /** A texts request is on its way. */
  asked: boolean;
  /** The newest position the page was sent so far. */
  known: number;
  shownCounts: number[];
}

function apply(w: World, step: Step): void {
  w.table = step.table;
  if (step.ask === 'texts') {
    expect(w.asked).toBe(false);
    w.asked = true;
  }
  if (step.ask === 'refetch') w.answers.push(w.server);
}

function receive(w: World, s: SnapshotAnswer): void {
  w.known = Math.max(w.known, s.moveCount);
  apply(w, onPosition(w.table, s));
}

/** What must hold after every step. */
function check(w: World): void {
  const { shown, waiting } = w.table;
  if (!shown) return;
  // Never back in time, and always the newest position the page was sent.
  expect(shown.moveCount).toBeGreaterThanOrEqual(w.shownCounts.at(-1) ?? 0);
  expect(shown.moveCount).toBe(w.known);
  w.shownCounts.push(shown.moveCount);
  const legal = shown.legalMoves['0'];
  if (waiting) {
    // Busy only for a decision of ours, and then nothing to click has a label.
    expect(decides(shown.moveCount)).toBe(true);
    expect(legal.every((m) => m.label.en === '…')).toBe(true);
  } else {
    // A panel offered is the one of the position shown, with that position's own texts.
    expect(legal).toEqual(textsAt(shown.moveCount).legalMoves['0']);
  }
}

function step(w: World, e: Event, pick: number): void {
  switch (e) {
    case 'move':
      w.server += 1;
      w.pushes.push(w.server);
      break;
    case 'push': {
      const n = w.pushes.shift();
      if (n !== undefined) receive(w, compact(n));
      break;
    }
    case 'answer':
      if (!w.asked) break;
      w.asked = false;
      // Read when it is answered: the game may have moved on since it was asked.
      apply(w, onTexts(w.table, textsAt(w.server)));
      break;
    case 'fail':
      if (!w.asked) break;
      w.asked = false;
      apply(w, onTextsFailed(w.table));
      break;
    case 'poll':
      w.answers.push(w.server);
      break;
    case 'late': {
      if (w.answers.length === 0) break;
      const [n] = w.answers.splice(pick % w.answers.length, 1);
      receive(w, whole(n));
      break;
    }
  }
  check(w);
}

const events = fc.array(
  fc.tuple(fc.constantFrom<Event>('move', 'push', 'answer', 'fail', 'poll', 'late'), fc.nat(50)),
  { maxLength: 80 },
);

describe('what the table shows', () => {
  it('is the newest position sent, busy until its own texts come, whatever the order', () => {
    fc.assert(
      fc.property(fc.nat(5), events, (start, schedule) => {
        const w: World = {
          table: NOTHING_SHOWN,
          server: start,
          pushes: [],
          answers: [],
          asked: false,
          known: 0,
          shownCounts: [],
        };
        receive(w, compact(start));
        check(w);
        for (const [e, pick] of schedule) step(w, e, pick);
        // Everything on its way arrives; the game stays where it is: the page ends at its position.
        for (let i = 0; i < 20 && (w.pushes.length || w.answers.length || w.asked); i++) {
          while (w.pushes.length) step(w, 'push', 0);
          while (w.answers.length) step(w, 'late', 0);
          if (w.asked) step(w, 'answer', 0);
        }
        expect(w.asked).toBe(false);
        expect(w.table.shown?.moveCount).toBe(w.server);
        expect(w.table.waiting).toBe(false);
      }),
      { numRuns: 400 },
    );
  });

  it('keeps texts of a newer position for its push and shows the position held busy meanwhile', () => {
    let s = onPosition(NOTHING_SHOWN, compact(1));
    expect(s.ask).toBe('texts');
    expect(s.table.shown?.moveCount).toBe(1);
    expect(s.table.waiting).toBe(true);
    // A bot moved before the texts were read: they are those of position 2.
    s = onTexts(s.table, textsAt(2));
    expect(s.ask).toBe('nothing');
    expect(s.table.shown?.moveCount).toBe(1);
    expect(s.table.waiting).toBe(true);
    s = onPosition(s.table, compact(2));
    expect(s.ask).toBe('nothing');
    expect(s.table.waiting).toBe(false);
    expect(s.table.shown?.legalMoves['0'][0].label).toEqual(labelAt(2));
  });

  it('asks again when the texts that came are older than the position held', () => {
    let s = onPosition(NOTHING_SHOWN, compact(1));
    s = onPosition(s.table, compact(2));
    expect(s.ask).toBe('nothing');
    s = onTexts(s.table, textsAt(1));
    expect(s.ask).toBe('texts');
    expect(s.table.shown?.moveCount).toBe(2);
    expect(s.table.waiting).toBe(true);
  });

  it('shows a repeat of a whole position without asking for its texts', () => {
    let s = onPosition(NOTHING_SHOWN, whole(4));
    expect(s.table.waiting).toBe(false);
    s = onPosition(s.table, compact(4));
    expect(s.ask).toBe('nothing');
    expect(s.table.waiting).toBe(false);
    expect(s.table.shown?.legalMoves['0'][0].label).toEqual(labelAt(4));
  });

  it('asks for the texts when a decision comes without a move (an open seat claimed, a seat taken back)', () => {
    // Position 3 is a bot's turn in this schedule; here a person takes that seat at the same move count.
    let s = onPosition(NOTHING_SHOWN, whole(3));
    expect(s.table.shown?.legalMoves['0']).toEqual([]);
    const claimed: CompactSnapshot = {
      ...compact(3),
      legalMoves: { '0': [{ move: moveAt(3), final: false }] },
    };
    s = onPosition(s.table, claimed);
    expect(s.ask).toBe('texts');
    expect(s.table.waiting).toBe(true);
    const told: DecisionTexts = {
      ...textsAt(3),
      legalMoves: { '0': [{ move: moveAt(3), final: false, label: labelAt(3) }] },
    };
    s = onTexts(s.table, told);
    expect(s.ask).toBe('nothing');
    expect(s.table.waiting).toBe(false);
    expect(s.table.shown?.legalMoves['0'][0].label).toEqual(labelAt(3));
  });
});
