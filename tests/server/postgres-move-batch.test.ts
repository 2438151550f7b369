// Moves of different games written by one statement on PostgreSQL (src/server/storage/
// append-batch-postgres.ts): moves that come while a node's move statements are in flight are written
// together; each is stored with its notice, or, when one of them is refused, each is written alone and
// gets its own answer.
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { APPENDS_IN_FLIGHT } from '../../src/server/storage/append-batch-postgres.ts';
import { openPostgresStorage } from '../../src/server/storage/postgres.ts';
import { MoveConflictError, type MoveNotice, type Storage } from '../../src/server/storage/types.ts';
import { postgresDatabase, TEST_DATABASE_URL, type TestDatabase } from '../support/databases.ts';
import { STORED_AT, storedGame } from '../support/stored-game.ts';

const clocks = (rev: number) => ({ spec: null, standInLevel: 'random', seats: [], rev });

const append = (gameId: string, seq: number, rev = seq) => ({
  gameId,
  seq,
  seat: (seq + 1) % 2,
  move: { type: 'MARK', cell: seq, note: `it's "${gameId}"` },
  log: { spectator: [{ id: 'MARKED', params: { game: gameId, cell: seq } }] },
  status: 'running' as const,
  outcome: null,
  botToMove: false,
  at: `2025-01-01T00:00:0${seq}.000Z`,
  clocks: clocks(rev),
});

describe('moves of different games written together on PostgreSQL', () => {
  let db: TestDatabase;
  let writer: Storage;
  let watcher: Storage;
  const notices: MoveNotice[] = [];
  /** The statements the connections were given: a named one's name, another's text. */
  const statements: string[] = [];
  const query = pg.Client.prototype.query;
  beforeAll(async () => {
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const named = args[0] as { name?: string };
      if (typeof named === 'string') statements.push(named);
      else if (typeof named === 'object' && named?.name) statements.push(named.name);
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof query;
    db = postgresDatabase();
    writer = openPostgresStorage({
      connectionString: TEST_DATABASE_URL,
      schema: db.env.DATABASE_SCHEMA,
      poolSize: 4,
    });
    await writer.init();
    await writer.listen('writer', () => {});
    watcher = db.open();
    await watcher.listen('watcher', (n) => notices.push(n));
  });
  afterEach(() => {
    statements.length = 0;
  });
  afterAll(async () => {
    pg.Client.prototype.query = query;
    await writer?.close();
    await watcher?.close();
    await db?.drop();
  });

  const games = async (prefix: string, n: number) => {
    const ids = Array.from({ length: n }, (_, i) => `${prefix}${i}`);
    for (const id of ids) await writer.createGame(storedGame(id), clocks(0));
    return ids;
  };

  it('stores each move with its notice, those that waited in one statement', async () => {
    const ids = await games('b', APPENDS_IN_FLIGHT + 4);
    await Promise.all(ids.map((id) => writer.appendMove(append(id, 1))));
    expect(statements.filter((s) => s === 'append-move')).toHaveLength(APPENDS_IN_FLIGHT);
    expect(statements.filter((s) => s === 'append-moves')).toHaveLength(1);
    // A game's next move after the batch: its row, clocks and move all moved on.
    await Promise.all(ids.map((id) => writer.appendMove(append(id, 2))));
    await expect.poll(() => notices.filter((n) => n.gameId.startsWith('b')).length).toBe(2 * ids.length);
    for (const id of ids) {
      const moves = await watcher.loadMoves(id);
      expect(moves.map((m) => [m.seq, m.move, m.log])).toEqual([
        [1, append(id, 1).move, append(id, 1).log],
        [2, append(id, 2).move, append(id, 2).log],
      ]);
      expect(await watcher.loadGame(id)).toMatchObject({ moveCount: 2 });
      expect((await watcher.loadClocks(id))?.rev).toBe(2);
      const heard = notices.filter((n) => n.gameId === id);
      expect(heard.map((n) => [n.seq, n.node, n.entry?.log])).toEqual([
        [1, 'writer', append(id, 1).log],
        [2, 'writer', append(id, 2).log],
      ]);
    }
  });

  it('answers each move of a statement with a refused one on its own', async () => {
    const ids = await games('r', APPENDS_IN_FLIGHT + 4);
    const writes = ids.map((id, i) =>
      // The last game's move is a second move 0's successor with stale clocks; one before it skips a move.
      i === ids.length - 1 ? append(id, 1, 5) : i === ids.length - 2 ? append(id, 2) : append(id, 1),
    );
    const results = await Promise.allSettled(writes.map((w) => writer.appendMove(w)));
    expect(statements).toContain('append-moves');
    expect(results.map((r) => r.status)).toEqual([
      ...ids.slice(0, -2).map(() => 'fulfilled'),
      'rejected',
      'rejected',
    ]);
    for (const r of results.slice(-2))
      expect((r as PromiseRejectedResult).reason).toBeInstanceOf(MoveConflictError);
    await expect.poll(() => notices.filter((n) => n.gameId.startsWith('r')).length).toBe(ids.length - 2);
    for (const [i, id] of ids.entries()) {
      const stored = i < ids.length - 2 ? 1 : 0;
      expect((await watcher.loadMoves(id)).length).toBe(stored);
      expect(await watcher.loadGame(id)).toMatchObject({ moveCount: stored });
      expect((await watcher.loadClocks(id))?.rev).toBe(stored);
    }
  });

  it("reads the push subscriptions of a game whose move was written with others', and of no other", async () => {
    const ids = await games('p', APPENDS_IN_FLIGHT + 3);
    const watched = ids[ids.length - 1];
    const sub = {
      gameId: watched,
      seat: 0,
      endpoint: 'https://push.example/1',
      p256dh: 'k',
      auth: 'a',
      lang: 'en' as const,
      createdAt: STORED_AT,
    };
    await writer.push.subscribe(sub, 5);
    await Promise.all(ids.map((id) => writer.appendMove(append(id, 1))));
    expect(statements).toContain('append-moves');
    statements.length = 0;
    expect(await writer.push.forSeats(watched, [0, 1])).toEqual([sub]);
    // The others were noted as having none: their subscriptions are not read.
    for (const id of ids.slice(0, -1)) expect(await writer.push.forSeats(id, [0, 1])).toEqual([]);
    expect(statements.filter((s) => s.includes('FROM push_subscriptions'))).toHaveLength(1);
  });

  it('writes two moves of one game in two statements, in order', async () => {
    const [id, other, third] = await games('o', 3);
    // Two in flight, then the other game's move and this game's next one wait together.
    const first = writer.appendMove(append(other, 1));
    const second = writer.appendMove(append(third, 1));
    const moves = [writer.appendMove(append(id, 1)), writer.appendMove(append(id, 2))];
    await Promise.all([first, second, ...moves]);
    expect((await watcher.loadMoves(id)).map((m) => m.seq)).toEqual([1, 2]);
  });
});
