// A failed snapshot write is not let go quietly: the move is still acknowledged (the move log is the
// record), the failure is logged and counted in /metrics, and the snapshot is written again once the
// database takes it. The failure is made real: a trigger in the database refuses snapshot rows.
import Database from 'better-sqlite3';
import { join } from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { SQLITE_FILE } from '../../src/server/storage/sqlite.ts';
import { databases, TEST_DATABASE_URL, type TestDatabase } from '../support/databases.ts';
import { call, startTestServer, type TestServer } from '../support/server.ts';

/** Makes the database refuse snapshot rows until the returned function is called. */
async function refuseSnapshots(db: TestDatabase): Promise<() => Promise<void>> {
  if (db.kind === 'sqlite') {
    const conn = new Database(join(db.env.DATA_DIR, SQLITE_FILE));
    for (const when of ['INSERT', 'UPDATE'])
      conn.exec(
        `CREATE TRIGGER refuse_snapshot_${when} BEFORE ${when} ON snapshots BEGIN SELECT RAISE(ABORT, 'disk says no'); END`,
      );
    return async () => {
      conn.exec('DROP TRIGGER refuse_snapshot_INSERT; DROP TRIGGER refuse_snapshot_UPDATE');
      conn.close();
    };
  }
  const schema = db.env.DATABASE_SCHEMA;
  const c = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await c.connect();
  await c.query(`CREATE FUNCTION ${schema}.refuse_snapshot() RETURNS trigger LANGUAGE plpgsql AS
    $$ BEGIN RAISE EXCEPTION 'disk says no'; END $$`);
  await c.query(`CREATE TRIGGER refuse_snapshot BEFORE INSERT OR UPDATE ON ${schema}.snapshots
    FOR EACH ROW EXECUTE FUNCTION ${schema}.refuse_snapshot()`);
  return async () => {
    await c.query(`DROP TRIGGER refuse_snapshot ON ${schema}.snapshots`);
    await c.end();
  };
}

const metric = async (url: string, name: string) => {
  const text = (await (await fetch(`${url}/metrics`)).text()) as string;
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  return line === undefined ? undefined : Number(line.split(' ')[1]);
};

describe.each(databases)('a failed snapshot write on $name', ({ make }) => {
  const db = make();
  let t: TestServer | undefined;
  afterAll(async () => {
    await t?.close();
    await db.drop();
  });

  it('is logged, counted in /metrics and written again; the move stands', async () => {
    const logged: { msg: string; gameId?: string; seq?: number; attempt?: number }[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => void logged.push(JSON.parse(line)) });
    t = await startTestServer(db, { snapshotEvery: 1 }, undefined, undefined, logger);
    const created = await call(`${t.url}/api/games`, {
      body: {
        game: 'tic-tac-toe',
        players: 2,
        seats: [{ kind: 'human' }, { kind: 'human' }],
        options: { firstPlayer: 0 },
        hotSeat: true,
        seed: 'snap',
        customSetup: true,
      },
    });
    expect(created.status).toBe(201);
    const { gameId, hotSeatToken } = created.body;
    expect(await metric(t.url, 'externalities_snapshot_writes_failed_total')).toBe(0);

    const allow = await refuseSnapshots(db);
    const moved = await call(`${t.url}/api/games/${gameId}/moves`, {
      body: { seat: 0, move: { type: 'MARK', cell: 4 }, expectedMoveCount: 0 },
      token: hotSeatToken,
    });
    expect(moved.status).toBe(200);
    expect(moved.body.moveCount).toBe(1);
    expect(await t.storage.loadMoves(gameId)).toHaveLength(1);

    await expect.poll(() => metric(t!.url, 'externalities_snapshot_writes_failed_total')).toBeGreaterThan(0);
    expect(logged).toContainEqual(
      expect.objectContaining({ msg: 'snapshot write failed', gameId, seq: 1, attempt: 1 }),
    );
    expect((await t.storage.loadSnapshot(gameId))?.seq ?? 0).toBe(0);

    await allow();
    await expect.poll(async () => (await t!.storage.loadSnapshot(gameId))?.seq).toBe(1);
    expect(await metric(t.url, 'externalities_snapshot_writes_retried_total')).toBeGreaterThan(0);
    expect(await metric(t.url, 'externalities_snapshot_writes_lost_total')).toBe(0);
  });
});
