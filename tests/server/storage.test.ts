// One storage suite, run against real SQLite and real PostgreSQL.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MoveConflictError, type Storage } from '../../src/server/storage/types.ts';
import { type StoredGame } from '../../src/server/storage/game-record.ts';
import { databases, type TestDatabase } from '../support/databases.ts';
import { STORED_AT, storedGame } from '../support/stored-game.ts';
import type { PushSubscriptionRecord } from '../../src/server/storage/push.ts';

const game = (id: string, at = STORED_AT): StoredGame =>
  storedGame(id, {
    seats: [
      { seat: 0, kind: 'human', name: 'Ada' },
      { seat: 1, kind: 'bot', level: 'random', name: 'random' },
    ],
    createdAt: at,
    updatedAt: at,
  });

const append = (gameId: string, seq: number, extra: Partial<Parameters<Storage['appendMove']>[0]> = {}) => ({
  gameId,
  seq,
  seat: seq % 2,
  move: { type: 'MARK', cell: seq },
  log: { spectator: [{ id: 'MARKED', params: { player: (seq % 2) + 1, cell: seq } }] },
  status: 'running' as const,
  outcome: null,
  botToMove: seq % 2 === 0,
  at: `2025-01-01T00:00:0${seq}.000Z`,
  ...extra,
});

const subscription = (gameId: string, seat: number, endpoint: string): PushSubscriptionRecord => ({
  gameId,
  seat,
  endpoint,
  p256dh: 'key',
  auth: 'secret',
  lang: 'it',
  createdAt: '2025-01-01T00:00:00.000Z',
});

describe.each(databases)('storage on $name', ({ make }) => {
  let db: TestDatabase;
  let storage: Storage;
  beforeEach(async () => {
    db = make();
    storage = db.open();
    await storage.init();
  });
  afterEach(async () => {
    await storage.close();
    await db.drop();
  });

  it('stores a game and reads it back, tokens included', async () => {
    await storage.createGame(game('g1'));
    expect(await storage.loadGame('g1')).toEqual(game('g1'));
    expect(await storage.loadGame('nope')).toBeNull();
  });

  it('keeps the first estimate of a position: a second write of it changes nothing', async () => {
    await storage.createGame(game('g1'));
    await storage.analyses.save('g1', 'model:a', [
      { n: 1, winProbability: [0.25, 0.75] },
      { n: 0, winProbability: [0.5, 0.5] },
    ]);
    await storage.analyses.save('g1', 'model:a', [{ n: 1, winProbability: [1, 0] }]);
    expect(await storage.analyses.load('g1', 'model:a')).toEqual([
      { n: 0, winProbability: [0.5, 0.5] },
      { n: 1, winProbability: [0.25, 0.75] },
    ]);
    expect(await storage.analyses.load('g2', 'model:a')).toEqual([]);
  });

  it("reads only one estimator's figures, and drops the others' so that a position is made again", async () => {
    await storage.createGame(game('g1'));
    await storage.createGame(game('g2'));
    await storage.analyses.save('g1', 'search:100', [{ n: 0, winProbability: [0.5, 0.5] }]);
    await storage.analyses.save('g2', 'search:100', [{ n: 0, winProbability: [0.4, 0.6] }]);
    expect(await storage.analyses.load('g1', 'model:b')).toEqual([]);
    await storage.analyses.dropOthers('g1', 'model:b');
    expect(await storage.analyses.load('g1', 'search:100')).toEqual([]);
    await storage.analyses.save('g1', 'model:b', [{ n: 0, winProbability: [0.9, 0.1] }]);
    expect(await storage.analyses.load('g1', 'model:b')).toEqual([{ n: 0, winProbability: [0.9, 0.1] }]);
    // Another game's figures stay.
    expect(await storage.analyses.load('g2', 'search:100')).toEqual([{ n: 0, winProbability: [0.4, 0.6] }]);
  });

  it('appends moves in order and refuses a second move n', async () => {
    await storage.createGame(game('g1'));
    await storage.appendMove(append('g1', 1));
    await storage.appendMove(append('g1', 2, { snapshot: { cells: [1] } }));
    await expect(storage.appendMove(append('g1', 2))).rejects.toBeInstanceOf(MoveConflictError);
    // A gap (move 4 before 3) is refused too, and leaves nothing behind.
    await expect(storage.appendMove(append('g1', 4))).rejects.toBeInstanceOf(MoveConflictError);
    const moves = await storage.loadMoves('g1');
    expect(moves.map((m) => m.seq)).toEqual([1, 2]);
    expect(moves[1]).toMatchObject({ seat: 0, move: { type: 'MARK', cell: 2 } });
    expect((await storage.loadMoves('g1', 1)).map((m) => m.seq)).toEqual([2]);
    expect(await storage.loadSnapshot('g1')).toEqual({ seq: 2, state: { cells: [1] } });
    const g = await storage.loadGame('g1');
    expect(g).toMatchObject({ moveCount: 2, botToMove: true, updatedAt: '2025-01-01T00:00:02.000Z' });
  });

  it('writes a move with its clocks whole or not at all', async () => {
    const clocks = (rev: number) => ({ spec: null, standInLevel: 'random', seats: [], rev });
    await storage.createGame(game('g1'), clocks(0));
    await storage.appendMove(append('g1', 1, { clocks: clocks(1) }));
    // Clocks changed elsewhere since (revision 2 is not the stored 1's next): nothing of the move is kept.
    await expect(storage.appendMove(append('g1', 2, { clocks: clocks(3) }))).rejects.toBeInstanceOf(
      MoveConflictError,
    );
    // A second move 1, and a move after a gap, are refused with their clocks.
    await expect(storage.appendMove(append('g1', 1, { clocks: clocks(2) }))).rejects.toBeInstanceOf(
      MoveConflictError,
    );
    await expect(storage.appendMove(append('g1', 3, { clocks: clocks(2) }))).rejects.toBeInstanceOf(
      MoveConflictError,
    );
    expect((await storage.loadMoves('g1')).map((m) => m.seq)).toEqual([1]);
    expect(await storage.loadGame('g1')).toMatchObject({
      moveCount: 1,
      updatedAt: '2025-01-01T00:00:01.000Z',
    });
    expect((await storage.loadClocks('g1'))?.rev).toBe(1);
    await storage.appendMove(append('g1', 2, { clocks: clocks(2), undoes: 1 }));
    const moves = await storage.loadMoves('g1');
    expect(moves[1]).toMatchObject({ seq: 2, seat: 0, move: { type: 'MARK', cell: 2 }, undoes: 1 });
    expect(moves[1].log).toEqual(append('g1', 2).log);
    expect(await storage.loadGame('g1')).toMatchObject({ moveCount: 2, botToMove: true });
    expect((await storage.loadClocks('g1'))?.rev).toBe(2);
  });

  it('settles writes made at once each on its own: one refused write undoes no other', async () => {
    const [created1, created2] = await Promise.allSettled([
      storage.createGame(game('g1')),
      storage.createGame(game('g2')),
    ]);
    expect([created1.status, created2.status]).toEqual(['fulfilled', 'fulfilled']);
    const results = await Promise.allSettled([
      storage.appendMove(append('g1', 1)),
      storage.appendMove(append('g1', 1, { move: { type: 'MARK', cell: 7 } })),
      storage.appendMove(append('g2', 1)),
      storage.createGame(game('g1')),
    ]);
    // Exactly one of the two writes of move 1 of g1 wins (which one is the database's choice).
    expect([results[0].status, results[1].status].sort()).toEqual(['fulfilled', 'rejected']);
    expect(results.slice(2).map((r) => r.status)).toEqual(['fulfilled', 'rejected']);
    const lost = results[0].status === 'rejected' ? results[0] : results[1];
    expect((lost as PromiseRejectedResult).reason).toBeInstanceOf(MoveConflictError);
    const won = results[0].status === 'fulfilled' ? 1 : 7;
    expect((await storage.loadMoves('g1')).map((m) => m.move)).toEqual([{ type: 'MARK', cell: won }]);
    expect(await storage.loadMoves('g2')).toHaveLength(1);
  });

  it('records the end of a game', async () => {
    await storage.createGame(game('g1'));
    const outcome = { winners: [0], scores: [1, 0] };
    await storage.appendMove(append('g1', 1, { status: 'finished', outcome, botToMove: false }));
    expect(await storage.loadGame('g1')).toMatchObject({ status: 'finished', outcome });
    expect(await storage.countGames()).toEqual({ running: 0, finished: 1 });
  });

  it('lists games newest first without tokens, with filters and paging', async () => {
    for (let i = 0; i < 5; i++) await storage.createGame(game(`g${i}`, `2025-01-0${i + 1}T00:00:00.000Z`));
    await storage.appendMove(
      append('g0', 1, { status: 'finished', outcome: { winners: [0], scores: [1, 0] } }),
    );
    const all = await storage.listGames({ limit: 3, offset: 0 });
    expect(all.total).toBe(5);
    expect(all.games.map((g) => g.id)).toEqual(['g4', 'g3', 'g2']);
    expect(all.games.every((g) => g.tokens.length === 0)).toBe(true);
    const finished = await storage.listGames({ status: 'finished', limit: 10, offset: 0 });
    expect(finished.games.map((g) => g.id)).toEqual(['g0']);
    expect((await storage.listGames({ limit: 10, offset: 4 })).games.map((g) => g.id)).toEqual(['g0']);
  });

  it('lists games by their last change across hours and days, ties by id', async () => {
    const at = {
      a: '2025-01-01T10:30:00.000Z',
      b: '2025-01-01T10:30:00.000Z',
      c: '2025-01-01T09:59:59.999Z',
      d: '2025-01-01T10:00:00.000Z',
      e: '2024-12-31T23:59:59.000Z',
      f: '2025-01-02T00:00:00.000Z',
    };
    for (const [id, t] of Object.entries(at)) await storage.createGame(game(id, t));
    // A move brings the oldest to the front, from one day into the next.
    await storage.appendMove(append('e', 1, { at: '2025-01-02T08:00:00.000Z' }));
    const order = ['e', 'f', 'a', 'b', 'd', 'c'];
    expect((await storage.listGames({ limit: 10, offset: 0 })).games.map((g) => g.id)).toEqual(order);
    for (let offset = 0; offset < 6; offset += 2)
      expect((await storage.listGames({ limit: 2, offset })).games.map((g) => g.id)).toEqual(
        order.slice(offset, offset + 2),
      );
  });

  it('finds running games where a bot is to move', async () => {
    await storage.createGame({ ...game('a'), botToMove: true });
    await storage.createGame(game('b'));
    expect(await storage.gamesWithBotToMove(10)).toEqual(['a']);
  });

  it('keeps everything across a close and a reopen, and migrations run once', async () => {
    await storage.createGame(game('g1'));
    await storage.appendMove(append('g1', 1));
    await storage.close();
    storage = db.open();
    await storage.init();
    await storage.init();
    expect((await storage.loadMoves('g1')).length).toBe(1);
  });

  // SQLite's store keeps a game's subscriptions in memory: a read after a change must see it.
  it("sees a game's push subscriptions come and go after they were read", async () => {
    await storage.createGame(game('g1'));
    await storage.createGame(game('g2'));
    const endpoints = async (gameId: string, seats: number[]) =>
      (await storage.push.forSeats(gameId, seats)).map((s) => `${s.seat}:${s.endpoint}`);
    expect(await endpoints('g1', [0, 1])).toEqual([]);
    await storage.push.subscribe(subscription('g1', 1, 'https://push.example/a'), 3);
    await storage.push.subscribe(subscription('g1', 0, 'https://push.example/b'), 3);
    expect(await endpoints('g1', [1])).toEqual(['1:https://push.example/a']);
    expect(await endpoints('g1', [0, 1])).toEqual(['0:https://push.example/b', '1:https://push.example/a']);
    expect(await endpoints('g2', [0, 1])).toEqual([]);
    await storage.push.unsubscribe('g1', 1, 'https://push.example/a');
    expect(await endpoints('g1', [0, 1])).toEqual(['0:https://push.example/b']);
    await storage.push.subscribe(subscription('g1', 1, 'https://push.example/c'), 3);
    await storage.push.unsubscribe('g1', 0);
    expect(await endpoints('g1', [0, 1])).toEqual(['1:https://push.example/c']);
    await storage.push.forgetGame('g1');
    expect(await endpoints('g1', [0, 1])).toEqual([]);
  });

  // PostgreSQL skips the read after a move whose write found no subscription: one stored since is seen
  // when stored on this node, and from another node at the next move.
  it('finds the push subscriptions of a game after a move, stored here or by another node', async () => {
    const clocks = (rev: number) => ({ spec: null, standInLevel: 'random', seats: [], rev });
    await storage.createGame(game('g1'), clocks(0));
    const endpoints = async (gameId: string, seats: number[]) =>
      (await storage.push.forSeats(gameId, seats)).map((s) => `${s.seat}:${s.endpoint}`);
    await storage.appendMove(append('g1', 1, { clocks: clocks(1) }));
    expect(await endpoints('g1', [0, 1])).toEqual([]);
    await storage.appendMove(append('g1', 2, { clocks: clocks(2) }));
    await storage.push.subscribe(subscription('g1', 0, 'https://push.example/a'), 3);
    expect(await endpoints('g1', [0])).toEqual(['0:https://push.example/a']);
    // Another node on PostgreSQL; one SQLite folder has one process, so there the same store.
    const other = storage.kind === 'postgres' ? db.open() : storage;
    try {
      await other.push.subscribe(subscription('g1', 1, 'https://push.example/b'), 3);
      await storage.push.unsubscribe('g1', 0);
      await storage.appendMove(append('g1', 3, { clocks: clocks(3) }));
      expect(await endpoints('g1', [0, 1])).toEqual(['1:https://push.example/b']);
      // An undo's write with its snapshot finds the subscription as a move's does.
      await storage.appendMove(append('g1', 4, { clocks: clocks(4), snapshot: {}, undoes: 3 }));
      expect(await endpoints('g1', [1])).toEqual(['1:https://push.example/b']);
    } finally {
      if (other !== storage) await other.close();
    }
  });
});
