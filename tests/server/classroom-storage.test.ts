// The classroom store, run against real SQLite and real PostgreSQL: a classroom and its seats read back
// as written, a seat is claimed once, the pause is kept (and seen at once, though SQLite's store keeps
// it in memory), and everything survives a reopen.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ClassroomSeat, StoredClassroom } from '../../src/server/storage/classrooms.ts';
import { TablePausedError, type Storage } from '../../src/server/storage/types.ts';
import type { StoredGame } from '../../src/server/storage/game-record.ts';
import { databases, type TestDatabase } from '../support/databases.ts';
import { storedGame } from '../support/stored-game.ts';

const at = '2025-01-01T00:00:00.000Z';
const game = (id: string): StoredGame =>
  storedGame(id, {
    seats: [
      { seat: 0, kind: 'human', name: 'Student 1' },
      { seat: 1, kind: 'bot', level: 'random', name: 'Bot 2 (random)' },
    ],
  });

const classroom = (id: string, code: string, tables: string[]): StoredClassroom => ({
  id,
  game: 'tic-tac-toe',
  teacherHash: 'ab'.repeat(32),
  joinCode: code,
  settings: {
    tables: tables.length,
    players: 2,
    humansPerTable: 1,
    students: tables.length,
    botLevel: 'random',
    lang: 'it',
  },
  tables,
  paused: false,
  createdAt: at,
  updatedAt: at,
});

const seats = (tables: string[]): ClassroomSeat[] =>
  tables.map((gameId, i) => ({
    table: i + 1,
    seat: 0,
    gameId,
    token: `tok-${gameId}`,
    name: null,
    partner: null,
  }));

/** A student takes seat 0 of a table: the classroom's seat and the game's seat name change together. */
async function claim(storage: Storage, table: number, gameId: string, name: string, when = at) {
  const g = (await storage.loadGame(gameId))!;
  const seat = (await storage.classrooms.seats('c1')).find((s) => s.table === table && s.seat === 0);
  if (!seat) return false;
  return storage.classrooms.changeSeat({
    classroomId: 'c1',
    table,
    seat: 0,
    gameId,
    was: { name: null, partner: null, token: seat.token },
    now: { name, partner: null, token: seat.token },
    game: {
      before: { seats: g.seats, tokens: g.tokens },
      after: { seats: g.seats.map((s) => (s.seat === 0 ? { ...s, name } : s)), tokens: g.tokens },
    },
    at: when,
  });
}

describe.each(databases)('classroom store on $name', { timeout: 60_000 }, ({ make }) => {
  let db: TestDatabase;
  let storage: Storage;
  beforeEach(async () => {
    db = make();
    storage = db.open();
    await storage.init();
    for (const id of ['g1', 'g2', 'g3']) await storage.createGame(game(id));
  }, 60_000);
  afterEach(async () => {
    await storage.close();
    await db.drop();
  }, 60_000);

  it('stores a classroom with its tables and seats, found by id, join code and game', async () => {
    await storage.classrooms.create(classroom('c1', 'ABC234', ['g1', 'g2']), seats(['g1', 'g2']));
    expect(await storage.classrooms.load('c1')).toEqual(classroom('c1', 'ABC234', ['g1', 'g2']));
    expect(await storage.classrooms.byJoinCode('ABC234')).toEqual(classroom('c1', 'ABC234', ['g1', 'g2']));
    expect(await storage.classrooms.load('nope')).toBeNull();
    expect(await storage.classrooms.byJoinCode('ZZZZZZ')).toBeNull();
    expect(await storage.classrooms.seats('c1')).toEqual(seats(['g1', 'g2']));
    expect(await storage.classrooms.classroomOfGame('g2')).toBe('c1');
    expect(await storage.classrooms.classroomOfGame('g3')).toBeNull();
  });

  it('refuses a second classroom with the same join code or a table of another classroom', async () => {
    await storage.classrooms.create(classroom('c1', 'ABC234', ['g1']), seats(['g1']));
    await expect(
      storage.classrooms.create(classroom('c2', 'ABC234', ['g2']), seats(['g2'])),
    ).rejects.toThrow();
    await expect(storage.classrooms.create(classroom('c3', 'XYZ789', ['g1']), [])).rejects.toThrow();
    // Nothing of the refused classrooms was kept.
    expect(await storage.classrooms.load('c2')).toBeNull();
    expect(await storage.classrooms.load('c3')).toBeNull();
    expect(await storage.classrooms.classroomOfGame('g2')).toBeNull();
  });

  it('claims a free seat once, even when two claims race', async () => {
    await storage.classrooms.create(classroom('c1', 'ABC234', ['g1']), seats(['g1']));
    const results = await Promise.all([
      claim(storage, 1, 'g1', 'Ada', '2025-01-02T00:00:00.000Z'),
      claim(storage, 1, 'g1', 'Bea', '2025-01-02T00:00:00.000Z'),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    const [seat] = await storage.classrooms.seats('c1');
    const winner = results[0] ? 'Ada' : 'Bea';
    expect(seat.name).toBe(winner);
    // The game's seat carries the same name, written in the same transaction.
    expect((await storage.loadGame('g1'))?.seats[0].name).toBe(winner);
    expect(await claim(storage, 1, 'g1', 'Cy')).toBe(false);
    expect(await claim(storage, 2, 'g2', 'Cy')).toBe(false);
    expect((await storage.classrooms.load('c1'))?.updatedAt).toBe('2025-01-02T00:00:00.000Z');
  });

  it('keeps the classroom, its claimed seats and its pause across a reopen', async () => {
    await storage.classrooms.create(classroom('c1', 'ABC234', ['g1', 'g2']), seats(['g1', 'g2']));
    await claim(storage, 2, 'g2', 'Ada');
    await storage.classrooms.setPaused('c1', true, '2025-01-03T00:00:00.000Z');
    await storage.close();
    storage = db.open();
    await storage.init();
    expect(await storage.classrooms.tablePaused('g2')).toBe(true);
    expect(await storage.classrooms.tablePaused('g3')).toBe(false);
    const back = await storage.classrooms.load('c1');
    expect(back?.paused).toBe(true);
    expect(back?.updatedAt).toBe('2025-01-03T00:00:00.000Z');
    expect((await storage.classrooms.seats('c1')).map((s) => s.name)).toEqual([null, 'Ada']);
    await storage.classrooms.setPaused('c1', false, at);
    expect((await storage.classrooms.load('c1'))?.paused).toBe(false);
    expect(await storage.classrooms.tablePaused('g1')).toBe(false);
  });

  it('sees a pause and a resume of a classroom whose table was read before, even before it was a table', async () => {
    expect(await storage.classrooms.tablePaused('g1')).toBe(false);
    await storage.classrooms.create(classroom('c1', 'ABC234', ['g1']), seats(['g1']));
    expect(await storage.classrooms.tablePaused('g1')).toBe(false);
    await storage.classrooms.setPaused('c1', true, at);
    expect(await storage.classrooms.tablePaused('g1')).toBe(true);
    expect(await storage.classrooms.tablePaused('g3')).toBe(false);
    await storage.classrooms.setPaused('c1', false, at);
    expect(await storage.classrooms.tablePaused('g1')).toBe(false);
  });

  it('refuses, where the write checks it, a move at a paused table whole, with or without a snapshot', async (ctx) => {
    if (!storage.pauseCheckedByAppend) return ctx.skip();
    const clocks = (rev: number) => ({ spec: null, standInLevel: 'random', seats: [], rev });
    await storage.createGame(game('g4'), clocks(0));
    await storage.classrooms.create(classroom('c1', 'ABC234', ['g4']), seats(['g4']));
    const move = (seq: number, extra = {}) => ({
      gameId: 'g4',
      seq,
      seat: 0,
      move: { type: 'MARK', cell: seq },
      log: { spectator: [] },
      status: 'running' as const,
      outcome: null,
      botToMove: true,
      at,
      clocks: clocks(seq),
      ...extra,
    });
    await storage.appendMove(move(1));
    await storage.classrooms.setPaused('c1', true, at);
    await expect(storage.appendMove(move(2))).rejects.toBeInstanceOf(TablePausedError);
    await expect(storage.appendMove(move(2, { snapshot: { cells: [] } }))).rejects.toBeInstanceOf(
      TablePausedError,
    );
    expect((await storage.loadMoves('g4')).map((m) => m.seq)).toEqual([1]);
    expect(await storage.loadGame('g4')).toMatchObject({ moveCount: 1 });
    expect((await storage.loadClocks('g4'))?.rev).toBe(1);
    expect(await storage.loadSnapshot('g4')).toBeNull();
    await storage.classrooms.setPaused('c1', false, at);
    await storage.appendMove(move(2, { snapshot: { cells: [] } }));
    await storage.appendMove(move(3));
    expect((await storage.loadMoves('g4')).map((m) => m.seq)).toEqual([1, 2, 3]);
  });
});
