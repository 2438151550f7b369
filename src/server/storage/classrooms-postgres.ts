// The classroom store on PostgreSQL. A seat changes hands by conditional UPDATEs in one transaction,
// so two nodes cannot give one seat to two students; log lines and observers are numbered by the
// database (two at once on two nodes: the loser takes the next number).
import type pg from 'pg';
import { pgCode, UNIQUE_VIOLATION } from './postgres-codes.ts';
import {
  ACTIVITY_SQL,
  CLASSROOM_COLUMNS,
  CLASSROOM_ROW_TABLES,
  DOOMED_GAMES_SQL,
  GAME_ROW_TABLES,
  SEAT_COLUMNS,
  activityFromRow,
  classroomFromRow,
  classroomValues,
  eventFromRow,
  observerFromRow,
  seatChangeStatements,
  seatFromRow,
  type ActivityRow,
  type ClassroomRow,
  type ClassroomStore,
  type EventRow,
  type ObserverRow,
  type SeatRow,
} from './classrooms.ts';

const dollar = (n: number) => `$${n}`;

/** Inserts a numbered row, taking the next number after a clash with another node. */
async function numbered(pool: pg.Pool, sql: string, args: unknown[]): Promise<number> {
  for (let attempt = 0; ; attempt++) {
    try {
      const r = await pool.query(sql, args);
      return Number(r.rows[0].n);
    } catch (e) {
      if (pgCode(e) !== UNIQUE_VIOLATION || attempt >= 20) throw e;
    }
  }
}

export function postgresClassrooms(
  pool: pg.Pool,
  tx: <T>(work: (c: pg.PoolClient) => Promise<T>) => Promise<T>,
): ClassroomStore {
  const one = async (sql: string, args: unknown[]) => {
    const r = await pool.query<ClassroomRow>(sql, args);
    return r.rows[0] ? classroomFromRow(r.rows[0]) : null;
  };
  const touch = (id: string, at: string) =>
    pool.query('UPDATE classrooms SET updated_at = $1 WHERE id = $2', [at, id]);
  return {
    async create(c, seats) {
      await tx(async (q) => {
        const values = classroomValues(c);
        await q.query(
          `INSERT INTO classrooms (${CLASSROOM_COLUMNS}) VALUES (${values.map((_, i) => `$${i + 1}`).join(', ')})`,
          values,
        );
        for (const [i, gameId] of c.tables.entries())
          await q.query(
            'INSERT INTO classroom_tables (game_id, classroom_id, table_no) VALUES ($1, $2, $3)',
            [gameId, c.id, i + 1],
          );
        for (const x of seats)
          await q.query(
            `INSERT INTO classroom_seats (classroom_id, ${SEAT_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
            [c.id, x.table, x.seat, x.gameId, x.token, x.name, x.partner],
          );
      });
    },
    load: (id) => one(`SELECT ${CLASSROOM_COLUMNS} FROM classrooms WHERE id = $1`, [id]),
    byJoinCode: (code) => one(`SELECT ${CLASSROOM_COLUMNS} FROM classrooms WHERE join_code = $1`, [code]),
    async seats(id) {
      const r = await pool.query<SeatRow>(
        `SELECT ${SEAT_COLUMNS} FROM classroom_seats WHERE classroom_id = $1 ORDER BY table_no, seat`,
        [id],
      );
      return r.rows.map(seatFromRow);
    },
    async changeSeat(c) {
      const done = await tx(async (q) => {
        for (const step of seatChangeStatements(c, dollar)) {
          const r = await q.query(step.sql, step.args);
          // Either row changed meanwhile: the transaction is rolled back, nothing is written.
          if (r.rowCount !== 1) throw new SeatMoved();
        }
        return true;
      }).catch((e: unknown) => {
        if (e instanceof SeatMoved) return false;
        throw e;
      });
      return done;
    },
    async setPaused(id, paused, at) {
      await pool.query('UPDATE classrooms SET paused = $1, updated_at = $2 WHERE id = $3', [paused, at, id]);
    },
    async setSettings(id, settings, at) {
      await pool.query('UPDATE classrooms SET settings = $1, updated_at = $2 WHERE id = $3', [
        JSON.stringify(settings),
        at,
        id,
      ]);
    },
    async tablePaused(gameId) {
      const r = await pool.query(
        'SELECT c.paused FROM classroom_tables t JOIN classrooms c ON c.id = t.classroom_id WHERE t.game_id = $1',
        [gameId],
      );
      return Boolean(r.rows[0]?.paused);
    },
    async classroomOfGame(gameId) {
      const r = await pool.query(
        'SELECT classroom_id FROM classroom_tables WHERE game_id = $1 UNION ALL SELECT classroom_id FROM classroom_games WHERE game_id = $1',
        [gameId],
      );
      return r.rows[0] ? String(r.rows[0].classroom_id) : null;
    },
    async appendEvent(id, e) {
      const n = await numbered(
        pool,
        `INSERT INTO classroom_events (classroom_id, n, kind, params, created_at)
         SELECT $1, COALESCE(MAX(n), 0) + 1, $2, $3, $4 FROM classroom_events WHERE classroom_id = $1
         RETURNING n`,
        [id, e.kind, JSON.stringify(e.params), e.at],
      );
      await touch(id, e.at);
      return { n, ...e };
    },
    async events(id) {
      const r = await pool.query<EventRow>(
        'SELECT n, kind, params, created_at FROM classroom_events WHERE classroom_id = $1 ORDER BY n',
        [id],
      );
      return r.rows.map(eventFromRow);
    },
    async lastEvent(id, kind) {
      const r = await pool.query<EventRow>(
        'SELECT n, kind, params, created_at FROM classroom_events WHERE classroom_id = $1 AND kind = $2 ORDER BY n DESC LIMIT 1',
        [id, kind],
      );
      return r.rows[0] ? eventFromRow(r.rows[0]) : null;
    },
    async addObserver(id, o) {
      const n = await numbered(
        pool,
        `INSERT INTO classroom_observers (classroom_id, n, table_no, name, created_at)
         SELECT $1, COALESCE(MAX(n), 0) + 1, $2, $3, $4 FROM classroom_observers WHERE classroom_id = $1
         RETURNING n`,
        [id, o.table, o.name, o.at],
      );
      await touch(id, o.at);
      return { n, ...o };
    },
    async observers(id) {
      const r = await pool.query<ObserverRow>(
        'SELECT n, table_no, name, created_at FROM classroom_observers WHERE classroom_id = $1 ORDER BY n',
        [id],
      );
      return r.rows.map(observerFromRow);
    },
    async removeObserver(id, n) {
      const r = await pool.query('DELETE FROM classroom_observers WHERE classroom_id = $1 AND n = $2', [
        id,
        n,
      ]);
      return r.rowCount === 1;
    },
    async addGame(id, gameId, at) {
      await tx(async (q) => {
        await q.query('INSERT INTO classroom_games (game_id, classroom_id, created_at) VALUES ($1, $2, $3)', [
          gameId,
          id,
          at,
        ]);
        await q.query('UPDATE classrooms SET updated_at = $1 WHERE id = $2', [at, id]);
      });
    },
    async games(id) {
      const r = await pool.query(
        'SELECT game_id FROM classroom_games WHERE classroom_id = $1 ORDER BY created_at, game_id',
        [id],
      );
      return r.rows.map((row) => String(row.game_id));
    },
    async activity() {
      const r = await pool.query<ActivityRow>(`${ACTIVITY_SQL} GROUP BY c.id`);
      return r.rows.map(activityFromRow);
    },
    async lastActivity(id) {
      const r = await pool.query<ActivityRow>(`${ACTIVITY_SQL} WHERE c.id = $1 GROUP BY c.id`, [id]);
      return r.rows[0] ? activityFromRow(r.rows[0]).lastActivity : null;
    },
    async delete(id) {
      return tx(async (q) => {
        // The classroom's row first, locked: a second deletion (another node's sweep) waits, then finds none.
        const found = await q.query('SELECT id FROM classrooms WHERE id = $1 FOR UPDATE', [id]);
        if (found.rowCount !== 1) return null;
        const games = (await q.query(DOOMED_GAMES_SQL(dollar), [id])).rows.map((r) => String(r.id));
        if (games.length > 0)
          for (const table of GAME_ROW_TABLES)
            await q.query(`DELETE FROM ${table} WHERE game_id = ANY($1)`, [games]);
        for (const table of CLASSROOM_ROW_TABLES)
          await q.query(`DELETE FROM ${table} WHERE classroom_id = $1`, [id]);
        await q.query('DELETE FROM classrooms WHERE id = $1', [id]);
        if (games.length > 0) await q.query('DELETE FROM games WHERE id = ANY($1)', [games]);
        return games;
      });
    },
  };
}

/** A seat change found a row changed meanwhile. */
class SeatMoved extends Error {}
