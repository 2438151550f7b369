// The games row on PostgreSQL: no index of it covers a column that every move changes, so that a
// move's update of the row is HOT (written beside the old row, no index entry added); lists keep their
// order by the time of the last change through the hour of it (migrations.ts, version 15), on a new
// database and on one that had the earlier schema, with its games.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresMigrations } from '../../src/server/storage/migrations.ts';
import { openPostgresStorage } from '../../src/server/storage/postgres.ts';
import { TEST_DATABASE_URL } from '../support/databases.ts';
import { storedGame } from '../support/stored-game.ts';

const schema = `t_${process.pid}_${Date.now().toString(36)}_games_row`;
let admin: pg.Client;

beforeAll(async () => {
  admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
});
afterAll(async () => {
  await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await admin.end();
});

/** Columns that the move's one statement writes with new values at every move. */
const CHANGED_BY_EVERY_MOVE = ['move_count', 'updated_at'];

describe("the games row's indexes on PostgreSQL", () => {
  it('migrates a database of the earlier schema, its games listed in the same order, with no index a move changes', async () => {
    // The schema as it was before version 15, with games in it.
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.query(`SET search_path TO ${schema}`);
    await admin.query(
      'CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)',
    );
    for (const m of postgresMigrations.filter((m) => m.version < 15)) {
      await admin.query(m.sql);
      await admin.query('INSERT INTO schema_migrations (version, applied_at) VALUES ($1, $2)', [
        m.version,
        'then',
      ]);
    }
    const storage = openPostgresStorage({ connectionString: TEST_DATABASE_URL, schema, poolSize: 2 });
    try {
      const at: Record<string, string> = {
        a: '2025-01-01T10:30:00.000Z',
        b: '2025-01-01T10:30:00.000Z',
        c: '2025-01-01T09:59:59.999Z',
        d: '2025-01-02T00:00:00.000Z',
      };
      for (const [id, t] of Object.entries(at))
        await storage.createGame(storedGame(id, { createdAt: t, updatedAt: t }));
      const indexes = async () =>
        (
          await admin.query<{ indexdef: string }>(
            "SELECT indexdef FROM pg_indexes WHERE schemaname = $1 AND tablename = 'games'",
            [schema],
          )
        ).rows.map((r) => r.indexdef);
      expect((await indexes()).some((d) => /\bupdated_at\b/.test(d))).toBe(true);

      await storage.init();
      const now = await indexes();
      for (const column of CHANGED_BY_EVERY_MOVE)
        expect(now.filter((d) => new RegExp(`\\b${column}\\b`).test(d))).toEqual([]);
      expect(now.some((d) => /\bupdated_hour\b/.test(d))).toBe(true);
      const hours = await admin.query(`SELECT id, updated_hour FROM ${schema}.games ORDER BY id`);
      expect(hours.rows).toEqual([
        { id: 'a', updated_hour: '2025-01-01T10' },
        { id: 'b', updated_hour: '2025-01-01T10' },
        { id: 'c', updated_hour: '2025-01-01T09' },
        { id: 'd', updated_hour: '2025-01-02T00' },
      ]);
      expect((await storage.listGames({ limit: 10, offset: 0 })).games.map((g) => g.id)).toEqual([
        'd',
        'a',
        'b',
        'c',
      ]);
      // A move keeps the hour of the row in step with its time.
      await storage.appendMove({
        gameId: 'c',
        seq: 1,
        seat: 0,
        move: { type: 'MARK', cell: 1 },
        log: { spectator: [] },
        status: 'running',
        outcome: null,
        botToMove: false,
        at: '2025-01-03T07:00:00.000Z',
      });
      expect((await storage.listGames({ limit: 2, offset: 0 })).games.map((g) => g.id)).toEqual(['c', 'd']);
    } finally {
      await storage.close();
    }
  });
});
