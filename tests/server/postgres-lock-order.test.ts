// Writers of one game on PostgreSQL (a move's one statement, a move or undo without clocks in a
// transaction, a change of the clocks alone) take the game's row before anything else, so two of them
// sent at once from two nodes wait for each other: one is stored, the other refused as a conflict. Taken
// in another order they could each hold what the other waits for, and PostgreSQL would end one of them
// with a deadlock error (a 500 to the player) instead.
// A third connection holds a row lock to line the writers up in the order that would deadlock; the
// waits are read from pg_blocking_pids, so the test does not depend on timing.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import pg from 'pg';
import { MoveConflictError, type AppendMove, type Storage } from '../../src/server/storage/types.ts';
import type { StoredGame } from '../../src/server/storage/game-record.ts';
import { postgresDatabase, TEST_DATABASE_URL, type TestDatabase } from '../support/databases.ts';
import { storedGame } from '../support/stored-game.ts';

const at = '2025-01-01T00:00:00.000Z';
const game: StoredGame = storedGame('g1', {
  seats: [
    { seat: 0, kind: 'human', name: 'Ada' },
    { seat: 1, kind: 'human', name: 'Ben' },
  ],
  tokens: [{ hash: 'h0', seats: [0, 1] }],
  hotSeat: true,
});
const clocks = (rev: number) => ({ spec: null, standInLevel: 'random', seats: [], rev });
const move = (seq: number, extra: Partial<AppendMove> = {}): AppendMove => ({
  gameId: 'g1',
  seq,
  seat: (seq - 1) % 2,
  move: { type: 'MARK', cell: seq },
  log: { spectator: [] },
  status: 'running',
  outcome: null,
  botToMove: false,
  at,
  clocks: clocks(seq),
  ...extra,
});

describe('writers of one game on PostgreSQL', () => {
  let db: TestDatabase;
  let storage: Storage;
  let holder: pg.Client;
  // Another connection reads the waits: inside the holder's transaction they would be read once and kept.
  let watcher: pg.Client;
  let holderPid: number;
  beforeEach(async () => {
    db = postgresDatabase();
    storage = db.open();
    await storage.init();
    await storage.createGame(game, clocks(0));
    await storage.appendMove(move(1));
    holder = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await holder.connect();
    await holder.query(`SET search_path TO ${db.env.DATABASE_SCHEMA}`);
    holderPid = (await holder.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0].pid;
    watcher = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await watcher.connect();
  });
  afterEach(async () => {
    await holder.end();
    await watcher.end();
    await storage.close();
    await db.drop();
  });

  /** Waits until `count` sessions wait, directly or through others, for the holder's lock. */
  const waitForWaiters = async (count: number) => {
    for (let polls = 0; polls < 2000; polls++) {
      const r = await watcher.query<{ pid: number; blockers: number[] }>(
        'SELECT pid, pg_blocking_pids(pid) AS blockers FROM pg_stat_activity WHERE datname = current_database()',
      );
      const waiting = new Set<number>([holderPid]);
      for (let grew = true; grew;) {
        grew = false;
        for (const row of r.rows)
          if (!waiting.has(row.pid) && row.blockers.some((b) => waiting.has(b))) {
            waiting.add(row.pid);
            grew = true;
          }
      }
      if (waiting.size - 1 >= count) return;
      await new Promise((done) => setTimeout(done, 5));
    }
    throw new Error(`fewer than ${count} writers ever waited for the held lock`);
  };

  /** Exactly one of two writes was stored; the other was refused as a conflict, not with an error. */
  const oneStoredOneConflict = (results: PromiseSettledResult<unknown>[]) => {
    const refused = results.filter((r) => r.status === 'rejected') as PromiseRejectedResult[];
    expect(refused).toHaveLength(1);
    expect(refused[0].reason).toBeInstanceOf(MoveConflictError);
  };

  it('a move and an undo written in a transaction sent at once: one stored, the other a conflict', async () => {
    await holder.query('BEGIN');
    await holder.query("SELECT 1 FROM game_clocks WHERE game_id = 'g1' FOR UPDATE");
    // The move's statement takes the game's row and waits at the clocks.
    const moved = storage.appendMove(move(2));
    await waitForWaiters(1);
    // The undo (without clocks it is written in a transaction) comes second.
    const undone = storage.appendMove(move(2, { seat: 0, undoes: 1, clocks: undefined }));
    await waitForWaiters(2);
    await holder.query('COMMIT');
    const results = await Promise.allSettled([moved, undone]);
    oneStoredOneConflict(results);
    expect(results[0].status).toBe('fulfilled');
    const stored = await storage.loadMoves('g1');
    expect(stored.map((m) => [m.seq, m.undoes])).toEqual([
      [1, undefined],
      [2, undefined],
    ]);
    expect((await storage.loadGame('g1'))?.moveCount).toBe(2);
  });

  it('a change of the clocks alone and a move sent at once: the move stored, the change refused', async () => {
    await holder.query('BEGIN');
    await holder.query("SELECT 1 FROM games WHERE id = 'g1' FOR UPDATE");
    const moved = storage.appendMove(move(2));
    await waitForWaiters(1);
    const changed = storage.updateClocks({ gameId: 'g1', moveCount: 1, clocks: clocks(2), botToMove: false });
    await waitForWaiters(2);
    await holder.query('COMMIT');
    const [m, c] = await Promise.allSettled([moved, changed]);
    expect(m.status).toBe('fulfilled');
    expect(c).toEqual({ status: 'fulfilled', value: false });
    expect((await storage.loadClocks('g1'))?.rev).toBe(2);
    expect((await storage.loadGame('g1'))?.moveCount).toBe(2);
  });
});
