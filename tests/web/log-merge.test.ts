// The page keeps one snapshot with the whole log while the server sends each log line once.
import { describe, expect, it } from 'vitest';
import type { GameSnapshot, LogLine } from '../../src/shared/api.ts';
import { logSinceIn, logSinceOf, mergeSnapshot } from '../../src/web/api/log-merge.ts';
import { textIn } from '../../src/web/ui/i18n.ts';

const line = (n: number, text = `move ${n}`): LogLine => ({
  n,
  seat: n % 2,
  entries: [{ id: 'X', params: {}, text: { en: text, it: text } }],
});
const lines = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => line(from + i));
const snap = (moveCount: number, logFrom: number, over: Partial<GameSnapshot> = {}): GameSnapshot => ({
  gameId: 'g',
  game: 'test',
  players: 2,
  seats: [],
  viewer: 0,
  controls: [0],
  status: 'running',
  moveCount,
  activeSeats: [0],
  view: { at: moveCount },
  legalMoves: {},
  canUndo: {},
  blockedMoves: {},
  log: lines(Math.max(1, logFrom), moveCount),
  logFrom,
  outcome: null,
  customSetup: false,
  chat: true,
  listed: false,
  createdAt: '',
  updatedAt: '',
  ...over,
});

describe('mergeSnapshot', () => {
  it('takes a whole snapshot as it is', () => {
    expect(mergeSnapshot(null, snap(3, 0))).toEqual({ kind: 'take', snapshot: snap(3, 0) });
    expect(mergeSnapshot(snap(5, 0), snap(5, 0, { viewer: 1 }))).toMatchObject({ kind: 'take' });
  });

  it('appends the new lines, replacing any it already had from there on', () => {
    expect(mergeSnapshot(snap(3, 0), snap(5, 4))).toEqual({ kind: 'take', snapshot: snap(5, 0) });
    // An answer that repeats lines (the move was pushed meanwhile) adds none twice.
    const r = mergeSnapshot(snap(5, 0), snap(5, 4));
    expect(r.kind === 'take' && r.snapshot.log.map((l) => l.n)).toEqual([1, 2, 3, 4, 5]);
    expect(mergeSnapshot(snap(5, 0), snap(5, 6))).toEqual({ kind: 'take', snapshot: snap(5, 0) });
  });

  it('ignores an older snapshot and asks again when lines are missing', () => {
    expect(mergeSnapshot(snap(5, 0), snap(4, 0))).toEqual({ kind: 'stale' });
    expect(mergeSnapshot(snap(3, 0), snap(6, 5))).toEqual({ kind: 'gap' });
    expect(mergeSnapshot(null, snap(6, 5))).toEqual({ kind: 'gap' });
    expect(mergeSnapshot(snap(3, 0, { gameId: 'other' }), snap(4, 4))).toEqual({ kind: 'gap' });
  });

  it('keeps the lines held when the eyes change, as the server sent again those read otherwise', () => {
    const next = snap(5, 3, { viewer: 1 });
    expect(mergeSnapshot(snap(4, 0), next)).toEqual({
      kind: 'take',
      snapshot: { ...next, log: lines(1, 5), logFrom: 0 },
    });
  });

  it('asks for the lines after the last move held, or for everything', () => {
    expect(logSinceOf(snap(7, 0), 'g')).toBe(7);
    expect(logSinceOf(snap(7, 0), 'other')).toBeUndefined();
    expect(logSinceOf(null, 'g')).toBeUndefined();
  });

  it('in another language, asks again from the first line held in the old one only', () => {
    // Lines 1-3 came whole (every language), 4-6 pushed in English only (`?lang=en`).
    const english = (n: number): LogLine => ({
      ...line(n),
      entries: [{ id: 'X', params: {}, text: { en: `move ${n}` } as LogLine['entries'][0]['text'] }],
    });
    const held = snap(6, 0, { log: [...lines(1, 3), english(4), english(5), english(6)] });
    expect(logSinceIn(held, 'g', 'en')).toBe(6);
    expect(logSinceIn(held, 'g', 'it')).toBe(3);
    // A setup line (0) in one language only: the whole log again.
    const setup = { ...english(1), n: 0 };
    expect(logSinceIn(snap(2, 0, { log: [setup, ...lines(1, 2)] }), 'g', 'it')).toBeUndefined();
    expect(logSinceIn(held, 'other', 'it')).toBeUndefined();
    expect(logSinceIn(null, 'g', 'it')).toBeUndefined();
    // Until they come again, such lines read in the language they have rather than as nothing.
    expect(textIn({ en: 'Ann builds.' }, 'it')).toBe('Ann builds.');
    expect(textIn({ it: 'Ann costruisce.' }, 'en')).toBe('Ann costruisce.');
    expect(textIn({ en: 'Ann builds.', it: 'Ann costruisce.' }, 'it')).toBe('Ann costruisce.');
  });
});
