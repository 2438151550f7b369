// SQLite storage (better-sqlite3, WAL). Writes run on a writer thread, grouped and fsynced
// (synchronous=FULL), so a move is on disk when appendMove resolves and the event loop never waits
// for the disk. One process owns the folder (a lock file refuses a second
// one, see folder-lock.ts): several server processes need PostgreSQL.
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { sqliteAnalyses } from './analyses.ts';
import { sqliteClassrooms } from './classrooms-sqlite.ts';
import {
  INSERT_CLOCKS_SQLITE,
  clocksFromRow,
  clockUpdateValues,
  clockValues,
  type ClockRow,
} from './clocks.ts';
import { lockFolder } from './folder-lock.ts';
import { botDutyHeldByOther, sqliteLeases } from './leases-sqlite.ts';
import { sqlitePush } from './push-sqlite.ts';
import { sqliteSocial } from './social-sqlite.ts';
import { sqliteMigrations } from './migrations.ts';
import { SqliteWriter, type WriteError, type WriteStep } from './sqlite-writer.ts';
import {
  GAME_COLUMNS,
  MOVE_COLUMNS,
  listColumns,
  gameFromRow,
  gameValues,
  moveFromRow,
  type GameRow,
  type MoveRow,
} from './rows.ts';
import { SnapshotWrites } from './snapshot-writes.ts';
import { MoveConflictError, type AppendMove, type ListQuery, type Storage } from './types.ts';
import { type StoredGame } from './game-record.ts';

export const SQLITE_FILE = 'externalities.sqlite';

/** The database file could not be opened or is not an Externalities database. */
export class StorageOpenError extends Error {
  override readonly name = 'StorageOpenError';
}

const bool = (v: unknown) => (typeof v === 'boolean' ? (v ? 1 : 0) : v);

const INSERT_MOVE =
  'INSERT INTO moves (game_id, seq, seat, move, log, created_at, undoes) VALUES (?, ?, ?, ?, ?, ?, ?)';
// The count check makes a gap (move n+2 before n+1) a conflict, as a second move n is.
const BUMP_GAME =
  'UPDATE games SET move_count = ?, status = ?, outcome = ?, bot_to_move = ?, updated_at = ? WHERE id = ? AND move_count = ?';
const UPSERT_SNAPSHOT =
  'INSERT INTO snapshots (game_id, seq, state) VALUES (?, ?, ?) ON CONFLICT (game_id) DO UPDATE SET seq = excluded.seq, state = excluded.state WHERE excluded.seq > snapshots.seq';

const UPDATE_CLOCKS =
  'UPDATE game_clocks SET seats = ?, rev = ?, next_deadline = ?, spec = ? WHERE game_id = ? AND rev = ?';

export function openSqliteStorage(dataDir: string): Storage {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, SQLITE_FILE);
  let db: Database.Database;
  try {
    db = new Database(file);
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
  } catch (e) {
    throw new StorageOpenError(
      `Cannot open the game database ${file}: ${(e as Error).message}. Move the file away or set DATA_DIR to another folder.`,
    );
  }

  const migrate = () => {
    db.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)',
    );
    const done = new Set(
      (db.prepare('SELECT version FROM schema_migrations').all() as { version: number }[]).map(
        (r) => r.version,
      ),
    );
    for (const m of sqliteMigrations) {
      if (done.has(m.version)) continue;
      db.transaction(() => {
        db.exec(m.sql);
        db.prepare('INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)').run(
          m.version,
          new Date().toISOString(),
        );
      })();
    }
    const newest = Math.max(0, ...done);
    const known = Math.max(...sqliteMigrations.map((m) => m.version));
    if (newest > known)
      throw new StorageOpenError(
        `The game database ${file} has schema version ${newest}, newer than this program knows (${known}).`,
      );
  };

  let stmts: ReturnType<typeof prepare> | undefined;
  const prepare = () => ({
    loadGame: db.prepare(`SELECT ${GAME_COLUMNS} FROM games WHERE id = ?`),
    loadSnapshot: db.prepare('SELECT seq, state FROM snapshots WHERE game_id = ?'),
    loadMoves: db.prepare(`SELECT ${MOVE_COLUMNS} FROM moves WHERE game_id = ? AND seq > ? ORDER BY seq`),
    loadClocks: db.prepare('SELECT spec, stand_in_level, seats, rev FROM game_clocks WHERE game_id = ?'),
    pastDeadline: db.prepare(
      `SELECT game_id FROM game_clocks WHERE next_deadline IS NOT NULL AND next_deadline <= ? ORDER BY next_deadline LIMIT ?`,
    ),
    counts: db.prepare('SELECT status, COUNT(*) AS n FROM games GROUP BY status'),
    botGames: db.prepare(
      `SELECT g.id FROM games g WHERE g.bot_to_move = 1 AND g.status = 'running' AND g.move_count < @max
       AND (@node IS NULL OR NOT ${botDutyHeldByOther}) ORDER BY g.updated_at LIMIT @limit`,
    ),
  });
  const s = () => (stmts ??= prepare());

  // Writes go to the writer thread (sqlite-writer.ts): grouped, one fsync per group, each
  // acknowledged once on disk. This connection only reads (and migrates before the first write).
  const writer = new SqliteWriter(file);
  const insertGameSql = `INSERT INTO games (${GAME_COLUMNS}) VALUES (${GAME_COLUMNS.split(',')
    .map(() => '?')
    .join(', ')})`;
  const write = (steps: WriteStep[]) => writer.write(steps).then(() => undefined);

  // A snapshot only speeds up loading (the move log is the record), so a move is acknowledged
  // without waiting for it; it goes with a later group. Reading a snapshot waits for the pending one.
  // A write the disk refuses is counted, logged and retried (snapshot-writes.ts); until one succeeds,
  // loading replays from an older snapshot.
  const snapshotWrites = new SnapshotWrites();
  const snapshotsOnTheirWay = new Map<string, Promise<unknown>>();
  const saveSnapshot = (gameId: string, seq: number, state: unknown) => {
    const saved = snapshotWrites
      .save(gameId, seq, () =>
        writer.writeLater([{ sql: UPSERT_SNAPSHOT, args: [gameId, seq, state], json: [2] }]).then(() => {}),
      )
      .finally(() => {
        if (snapshotsOnTheirWay.get(gameId) === saved) snapshotsOnTheirWay.delete(gameId);
      });
    snapshotsOnTheirWay.set(gameId, saved);
  };

  const appendMove = async (a: AppendMove) => {
    try {
      await writer.write([
        {
          sql: INSERT_MOVE,
          args: [
            a.gameId,
            a.seq,
            a.seat,
            JSON.stringify(a.move),
            JSON.stringify(a.log),
            a.at,
            a.undoes ?? null,
          ],
        },
        {
          sql: BUMP_GAME,
          args: [
            a.seq,
            a.status,
            a.outcome === null ? null : JSON.stringify(a.outcome),
            a.botToMove ? 1 : 0,
            a.at,
            a.gameId,
            a.seq - 1,
          ],
          ifUnchanged: 'fail',
        },
        ...(a.clocks
          ? [
              {
                sql: UPDATE_CLOCKS,
                args: clockUpdateValues(a.gameId, a.clocks),
                ifUnchanged: 'fail' as const,
              },
            ]
          : []),
      ]);
    } catch (e) {
      const code = (e as WriteError).code;
      if (code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'UNCHANGED')
        throw new MoveConflictError(a.gameId, a.seq);
      throw e;
    }
    if (a.snapshot !== undefined) saveSnapshot(a.gameId, a.seq, a.snapshot);
  };

  let release: (() => void) | undefined;
  const leases = sqliteLeases(db, (steps) => writer.write(steps));
  return {
    kind: 'sqlite',
    clocksWrittenWhenChanged: true,
    snapshotWrites,
    classrooms: sqliteClassrooms(db, (steps) => writer.write(steps)),
    leases,
    push: sqlitePush(db, (steps) => writer.write(steps)),
    analyses: sqliteAnalyses(db, (steps) => writer.write(steps)),
    social: sqliteSocial(db, (steps) => writer.write(steps)),
    async init() {
      release ??= lockFolder(dataDir, (sentence) => new StorageOpenError(sentence));
      try {
        migrate();
        leases.forgetDeadNodes();
      } catch (e) {
        if (e instanceof StorageOpenError) throw e;
        throw new StorageOpenError(
          `The game database ${file} cannot be used: ${(e as Error).message}. Move the file away or set DATA_DIR to another folder.`,
        );
      }
    },
    async ping() {
      db.prepare('SELECT 1').get();
    },
    createGame: (g: StoredGame, clocks) =>
      write([
        { sql: insertGameSql, args: gameValues(g).map(bool) },
        { sql: INSERT_CLOCKS_SQLITE, args: clockValues(g.id, clocks) },
      ]),
    async loadClocks(id) {
      const row = s().loadClocks.get(id) as ClockRow | undefined;
      return row ? clocksFromRow(row) : null;
    },
    async updateClocks(u) {
      try {
        await write([
          { sql: UPDATE_CLOCKS, args: clockUpdateValues(u.gameId, u.clocks), ifUnchanged: 'fail' },
          {
            sql: 'UPDATE games SET bot_to_move = ? WHERE id = ? AND move_count = ?',
            args: [u.botToMove ? 1 : 0, u.gameId, u.moveCount],
            ifUnchanged: 'fail',
          },
        ]);
        return true;
      } catch (e) {
        if ((e as WriteError).code === 'UNCHANGED') return false;
        throw e;
      }
    },
    async gamesPastDeadline(now, limit) {
      return (s().pastDeadline.all(now, limit) as { game_id: string }[]).map((r) => r.game_id);
    },
    async loadGame(id) {
      const row = s().loadGame.get(id) as GameRow | undefined;
      return row ? gameFromRow(row) : null;
    },
    async loadSnapshot(id) {
      await snapshotsOnTheirWay.get(id);
      const row = s().loadSnapshot.get(id) as { seq: number; state: string } | undefined;
      return row ? { seq: row.seq, state: JSON.parse(row.state) } : null;
    },
    async loadMoves(id, afterSeq = 0) {
      return (s().loadMoves.all(id, afterSeq) as MoveRow[]).map(moveFromRow);
    },
    appendMove,
    async listGames(q: ListQuery) {
      const where: string[] = [];
      const args: unknown[] = [];
      if (q.status) {
        where.push('status = ?');
        args.push(q.status);
      }
      if (q.game) {
        where.push('game = ?');
        args.push(q.game);
      }
      if (q.visibleTo) {
        // Hashes are hex, so a LIKE on the grants' JSON finds them exactly.
        const held = q.visibleTo.map(() => 'tokens LIKE ?');
        where.push(
          `(id IN (SELECT game_id FROM game_settings WHERE listed = 1)${held.map((h) => ` OR ${h}`).join('')})`,
        );
        args.push(...q.visibleTo.map((h) => `%"${h}"%`));
      }
      const w = where.length ? `WHERE ${where.join(' AND ')}` : '';
      const rows = db
        .prepare(`SELECT ${listColumns(q)} FROM games ${w} ORDER BY updated_at DESC, id LIMIT ? OFFSET ?`)
        .all(...args, q.limit, q.offset) as GameRow[];
      const total = (db.prepare(`SELECT COUNT(*) AS n FROM games ${w}`).get(...args) as { n: number }).n;
      return { games: rows.map(gameFromRow), total };
    },
    async countGames() {
      const out = { running: 0, finished: 0 };
      for (const r of s().counts.all() as { status: 'running' | 'finished'; n: number }[])
        out[r.status] = r.n;
      return out;
    },
    async gamesWithBotToMove(limit, only = {}) {
      const rows = s().botGames.all({
        limit,
        max: only.maxMoves ?? Number.MAX_SAFE_INTEGER,
        node: only.freeFor ?? null,
        now: Date.now(),
      }) as { id: string }[];
      return rows.map((r) => r.id);
    },
    async listen() {
      // One process owns an SQLite file: there is no other node to hear from.
    },
    async announce() {
      // Nor to tell.
    },
    async close() {
      snapshotWrites.close();
      await writer.close();
      if (db.open) db.close();
      release?.();
    },
  };
}
