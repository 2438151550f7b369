// PostgreSQL storage (node-postgres). Several server processes may share one database: the primary
// key (game_id, seq) of the moves table lets only one of them write move n, and every append is
// announced with NOTIFY so that each node can push the new views to the sockets it holds.
import pg from 'pg';
import { postgresAnalyses } from './analyses.ts';
import { postgresClassrooms } from './classrooms-postgres.ts';
import { botDutyHeldByOther, postgresLeases } from './leases-postgres.ts';
import {
  ClockConflict,
  INSERT_CLOCKS_PG,
  clocksFromRow,
  clockUpdateValues,
  clockValues,
  type ClockRow,
} from './clocks.ts';
import { APPEND_MOVE_STATEMENT, appendMoveValues, MOVE_REFUSED, notPausedTable } from './append-postgres.ts';
import {
  APPEND_MOVES_STATEMENT,
  AppendQueue,
  appendMovesValues,
  type QueuedMove,
} from './append-batch-postgres.ts';
import { postgresMigrations } from './migrations.ts';
import { pgCode, UNIQUE_VIOLATION } from './postgres-codes.ts';
import { moveJson, moveNoticePayload, noticeFrom, ownNoticePrefix } from './move-notice.ts';
import { postgresPush, UnsubscribedGames } from './push-postgres.ts';
import { postgresSocial } from './social-postgres.ts';
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
import { MoveConflictError, TablePausedError, type MoveNotice, type Storage } from './types.ts';

export interface PostgresOptions {
  connectionString: string;
  /** Schema holding the tables (created if missing); tests use one per run. */
  schema?: string;
  poolSize?: number;
  onError?: (error: Error) => void;
}

const UPSERT_SNAPSHOT = `INSERT INTO snapshots (game_id, seq, state) VALUES ($1, $2, $3)
  ON CONFLICT (game_id) DO UPDATE SET seq = excluded.seq, state = excluded.state WHERE excluded.seq > snapshots.seq`;
/** Serialises migrations when several nodes start at once. */
const MIGRATION_LOCK = 7_231_119;

export function checkSchemaName(schema: string): string {
  if (!/^[a-z_][a-z0-9_]{0,40}$/.test(schema))
    throw new Error(`DATABASE_SCHEMA "${schema}" must be lower-case letters, digits and _ (at most 41).`);
  return schema;
}

export function openPostgresStorage(opts: PostgresOptions): Storage {
  const schema = checkSchemaName(opts.schema ?? 'public');
  const channel = `externalities_moves_${schema}`;
  const config: pg.ClientConfig = {
    connectionString: opts.connectionString,
    options: `-c search_path=${schema}`,
  };
  // A database that does not answer a connection within 5 s is treated as down (503), not waited for.
  const pool = new pg.Pool({ ...config, max: opts.poolSize ?? 10, connectionTimeoutMillis: 5000 });
  // A snapshot only speeds up loading (the move log is the record): it is written after its move's
  // commit, which neither waits for it nor fails with it. Its write of a few kilobytes took the move's
  // statement into a transaction of nine round trips. A write the database refuses is counted, logged
  // and retried (snapshot-writes.ts); reading a game's snapshot here waits for its write on the way.
  const snapshotWrites = new SnapshotWrites();
  const snapshotsOnTheirWay = new Map<string, Promise<unknown>>();
  const saveSnapshot = (gameId: string, seq: number, state: unknown) => {
    const args = [gameId, seq, JSON.stringify(state)];
    const saved = snapshotWrites
      .save(gameId, seq, () => pool.query(UPSERT_SNAPSHOT, args).then(() => {}))
      .finally(() => {
        if (snapshotsOnTheirWay.get(gameId) === saved) snapshotsOnTheirWay.delete(gameId);
      });
    snapshotsOnTheirWay.set(gameId, saved);
  };
  const report = opts.onError ?? (() => {});
  pool.on('error', report);
  let listener: pg.Client | undefined;
  let closed = false;
  /** The node id sent with each NOTIFY (set by `listen`), so that a node can drop its own notices. */
  let nodeOfThisProcess = '';

  const tx = async <T>(work: (c: pg.PoolClient) => Promise<T>): Promise<T> => {
    const c = await pool.connect();
    // The pool listens for errors of idle connections only: a connection that dies while checked out
    // (the database stopped mid-transaction) emits 'error' on this client, which would end the process
    // if no one listened. Its queries fail on their own (503); the dead connection is not reused.
    let broken: Error | undefined;
    const onError = (e: Error) => {
      broken ??= e;
      report(e);
    };
    c.on('error', onError);
    try {
      await c.query('BEGIN');
      const out = await work(c);
      await c.query('COMMIT');
      return out;
    } catch (e) {
      if (!broken) await c.query('ROLLBACK').catch(() => {});
      throw e;
    } finally {
      c.removeListener('error', onError);
      c.release(broken);
    }
  };

  const classrooms = postgresClassrooms(pool, tx);
  const unsubscribed = new UnsubscribedGames();
  /** Why a move's write was refused, read only after a refusal: a paused table or another move n. */
  const refusal = async (a: { gameId: string; seq: number }): Promise<Error> =>
    (await classrooms.tablePaused(a.gameId))
      ? new TablePausedError(a.gameId)
      : new MoveConflictError(a.gameId, a.seq);
  /** A move written alone (APPEND_MOVE_STATEMENT), named so that each connection plans it once. */
  const writeOne = async ({ a, json, notice }: QueuedMove): Promise<void> => {
    try {
      const values = appendMoveValues(a, json, channel, notice);
      const r = await pool.query<{ subscribed: boolean }>({
        name: 'append-move',
        text: APPEND_MOVE_STATEMENT,
        values,
      });
      if (!r.rows[0].subscribed) unsubscribed.note(a.gameId);
    } catch (e) {
      const code = pgCode(e);
      if (code === UNIQUE_VIOLATION) throw new MoveConflictError(a.gameId, a.seq);
      if (code === MOVE_REFUSED) throw await refusal(a);
      throw e;
    }
  };
  /** Moves of different games written together (append-batch-postgres.ts). */
  const writeMany = async (moves: QueuedMove[]): Promise<void> => {
    const values = appendMovesValues(moves, channel);
    const r = await pool.query<{ subscribed: string[] }>({
      name: 'append-moves',
      text: APPEND_MOVES_STATEMENT,
      values,
    });
    const subscribed = new Set(r.rows[0].subscribed);
    for (const m of moves) if (!subscribed.has(m.a.gameId)) unsubscribed.note(m.a.gameId);
  };
  const appends = new AppendQueue(writeOne, writeMany);

  return {
    kind: 'postgres',
    pauseCheckedByAppend: true,
    snapshotWrites,
    classrooms,
    leases: postgresLeases(pool),
    push: postgresPush(pool, tx, unsubscribed),
    analyses: postgresAnalyses(pool),
    social: postgresSocial(pool, tx, async (gameId, n) => {
      // seq 0: no move; nodes that only follow moves ignore it. Every node takes it, this one too, so
      // it does not start with the node's id (move-notice.ts).
      await pool.query('SELECT pg_notify($1, $2)', [
        channel,
        JSON.stringify({ gameId, seq: 0, chat: n, node: nodeOfThisProcess }),
      ]);
    }),
    async init() {
      const c = new pg.Client({ connectionString: opts.connectionString });
      // A connection lost here fails the migration's query, which says why; the event alone would end the process.
      c.on('error', report);
      await c.connect();
      try {
        await c.query('BEGIN');
        await c.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
        await c.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
        await c.query(`SET LOCAL search_path TO ${schema}`);
        await c.query(
          'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)',
        );
        const done = new Set(
          (await c.query('SELECT version FROM schema_migrations')).rows.map((r) => Number(r.version)),
        );
        const known = Math.max(...postgresMigrations.map((m) => m.version));
        const newest = Math.max(0, ...done);
        if (newest > known)
          throw new Error(
            `The database has schema version ${newest}, newer than this program knows (${known}).`,
          );
        for (const m of postgresMigrations) {
          if (done.has(m.version)) continue;
          await c.query(m.sql);
          await c.query('INSERT INTO schema_migrations (version, applied_at) VALUES ($1, $2)', [
            m.version,
            new Date().toISOString(),
          ]);
        }
        await c.query('COMMIT');
      } catch (e) {
        await c.query('ROLLBACK').catch(() => {});
        throw e;
      } finally {
        await c.end();
      }
    },
    async ping() {
      await pool.query('SELECT 1');
    },
    async createGame(g, clocks) {
      const values = gameValues(g);
      await tx(async (c) => {
        await c.query(
          `INSERT INTO games (${GAME_COLUMNS}) VALUES (${values.map((_, i) => `$${i + 1}`).join(', ')})`,
          values,
        );
        await c.query(INSERT_CLOCKS_PG, clockValues(g.id, clocks));
      });
    },
    async loadClocks(id) {
      const r = await pool.query<ClockRow>(
        'SELECT spec, stand_in_level, seats, rev FROM game_clocks WHERE game_id = $1',
        [id],
      );
      return r.rows[0] ? clocksFromRow(r.rows[0]) : null;
    },
    async updateClocks(u) {
      try {
        await tx(async (c) => {
          // The game's row before the clocks, as a move's write takes them (no deadlock between them).
          const flagged = await c.query(
            'UPDATE games SET bot_to_move = $1 WHERE id = $2 AND move_count = $3',
            [u.botToMove, u.gameId, u.moveCount],
          );
          if (flagged.rowCount !== 1) throw new ClockConflict();
          const changed = await c.query(
            'UPDATE game_clocks SET seats = $1, rev = $2, next_deadline = $3, spec = $4 WHERE game_id = $5 AND rev = $6',
            clockUpdateValues(u.gameId, u.clocks),
          );
          if (changed.rowCount !== 1) throw new ClockConflict();
          await c.query('SELECT pg_notify($1, $2)', [
            channel,
            noticeFrom(nodeOfThisProcess, { gameId: u.gameId, seq: u.moveCount, clocks: true }),
          ]);
        });
        return true;
      } catch (e) {
        if (e instanceof ClockConflict) return false;
        throw e;
      }
    },
    async gamesPastDeadline(now, limit) {
      const r = await pool.query(
        'SELECT game_id FROM game_clocks WHERE next_deadline IS NOT NULL AND next_deadline <= $1 ORDER BY next_deadline LIMIT $2',
        [now, limit],
      );
      return r.rows.map((row) => String(row.game_id));
    },
    async loadGame(id) {
      const r = await pool.query<GameRow>(`SELECT ${GAME_COLUMNS} FROM games WHERE id = $1`, [id]);
      return r.rows[0] ? gameFromRow(r.rows[0]) : null;
    },
    async loadSnapshot(id) {
      await snapshotsOnTheirWay.get(id);
      const r = await pool.query('SELECT seq, state FROM snapshots WHERE game_id = $1', [id]);
      return r.rows[0] ? { seq: Number(r.rows[0].seq), state: JSON.parse(r.rows[0].state) } : null;
    },
    async loadMoves(id, afterSeq = 0) {
      const r = await pool.query<MoveRow>(
        `SELECT ${MOVE_COLUMNS} FROM moves WHERE game_id = $1 AND seq > $2 ORDER BY seq`,
        [id, afterSeq],
      );
      return r.rows.map(moveFromRow);
    },
    async appendMove(a) {
      unsubscribed.forget(a.gameId);
      // The move, its log and clocks turned into JSON once, for the statement and its notice alike.
      const json = moveJson(a);
      if (a.clocks) {
        await appends.write({
          a: { ...a, clocks: a.clocks },
          json,
          notice: moveNoticePayload(a, nodeOfThisProcess, json),
        });
      } else {
        await tx(async (c) => {
          // The game's row first, then the move: the order of the one statement above and of
          // updateClocks, so that two writers of one game wait for each other and never deadlock.
          const bumped = await c.query(
            `UPDATE games SET move_count = $1, status = $2, outcome = $3, bot_to_move = $4, updated_at = $5 WHERE id = $6 AND move_count = $7 AND ${notPausedTable('$6')}`,
            [
              a.seq,
              a.status,
              a.outcome === null ? null : JSON.stringify(a.outcome),
              a.botToMove,
              a.at,
              a.gameId,
              a.seq - 1,
            ],
          );
          if (bumped.rowCount !== 1) throw await refusal(a);
          try {
            await c.query(
              'INSERT INTO moves (game_id, seq, seat, move, log, created_at, undoes) VALUES ($1, $2, $3, $4, $5, $6, $7)',
              [a.gameId, a.seq, a.seat, json.move, json.log, a.at, a.undoes ?? null],
            );
          } catch (e) {
            if (pgCode(e) === UNIQUE_VIOLATION) throw new MoveConflictError(a.gameId, a.seq);
            throw e;
          }
          // Delivered to listeners at commit, and only if the transaction commits.
          await c.query('SELECT pg_notify($1, $2)', [channel, moveNoticePayload(a, nodeOfThisProcess, json)]);
        });
      }
      if (a.snapshot !== undefined) saveSnapshot(a.gameId, a.seq, a.snapshot);
    },
    async listGames(q) {
      const where: string[] = [];
      const args: unknown[] = [];
      if (q.status) where.push(`status = $${args.push(q.status)}`);
      if (q.game) where.push(`game = $${args.push(q.game)}`);
      if (q.visibleTo) {
        // Hashes are hex, so a LIKE on the grants' JSON finds them exactly.
        const held = q.visibleTo.map((h) => ` OR tokens LIKE $${args.push(`%"${h}"%`)}`).join('');
        where.push(`(id IN (SELECT game_id FROM game_settings WHERE listed)${held})`);
      }
      const w = where.length ? `WHERE ${where.join(' AND ')}` : '';
      // By updated_at, the hour first: its index walks the hours from the latest, the rows of each sorted
      // (migrations.ts, version 15: an index of updated_at itself would keep moves from being HOT updates).
      const rows = await pool.query<GameRow>(
        `SELECT ${listColumns(q)} FROM games ${w} ORDER BY updated_hour DESC, updated_at DESC, id LIMIT $${args.length + 1} OFFSET $${args.length + 2}`,
        [...args, q.limit, q.offset],
      );
      const total = await pool.query(`SELECT COUNT(*)::int AS n FROM games ${w}`, args);
      return { games: rows.rows.map(gameFromRow), total: Number(total.rows[0].n) };
    },
    async countGames() {
      const out = { running: 0, finished: 0 };
      const r = await pool.query('SELECT status, COUNT(*)::int AS n FROM games GROUP BY status');
      for (const row of r.rows) out[row.status as 'running' | 'finished'] = Number(row.n);
      return out;
    },
    async gamesWithBotToMove(limit, only = {}) {
      const args: unknown[] = [limit];
      let w = '';
      if (only.maxMoves !== undefined) w += ` AND g.move_count < $${args.push(only.maxMoves)}`;
      if (only.freeFor !== undefined) w += ` AND NOT ${botDutyHeldByOther(`$${args.push(only.freeFor)}`)}`;
      const r = await pool.query(
        `SELECT g.id FROM games g WHERE g.bot_to_move AND g.status = 'running'${w} ORDER BY g.updated_at LIMIT $1`,
        args,
      );
      return r.rows.map((row) => String(row.id));
    },
    async listen(node, onNotice, onResync) {
      nodeOfThisProcess = node;
      // This node's own notices (but chat's) tell it nothing: dropped before they are parsed.
      const own = ownNoticePrefix(node);
      let connections = 0;
      const connect = async (): Promise<void> => {
        if (closed) return;
        const c = new pg.Client({ ...config, application_name: `externalities-listener:${node}` });
        c.on('error', (e) => {
          report(e);
          listener = undefined;
          c.end().catch(() => {});
          if (!closed) setTimeout(retry, 1000).unref();
        });
        c.on('notification', (n) => {
          if (n.channel !== channel || !n.payload || n.payload.startsWith(own)) return;
          try {
            onNotice(JSON.parse(n.payload) as MoveNotice);
          } catch (e) {
            report(e as Error);
          }
        });
        await c.connect();
        await c.query(`LISTEN ${channel}`);
        listener = c;
        if (connections++ > 0) onResync?.();
      };
      const retry = () =>
        void connect().catch((e: Error) => {
          report(e);
          if (!closed) setTimeout(retry, 1000).unref();
        });
      await connect();
    },
    async announce(notice) {
      await pool.query('SELECT pg_notify($1, $2)', [channel, noticeFrom(nodeOfThisProcess, notice)]);
    },
    async close() {
      closed = true;
      snapshotWrites.close();
      await Promise.all(snapshotsOnTheirWay.values());
      await listener?.end().catch(() => {});
      await pool.end();
    },
  };
}
