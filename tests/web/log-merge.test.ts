// The page keeps one snapshot with the whole log while the server sends each log line once.
import { describe, expect, it } from 'vitest';
import type { GameSnapshot, LogLine } from '../../src/shared/api.ts';
import { logSinceOf, mergeSnapshot } from '../../src/web/api/log-merge.ts';

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
});
