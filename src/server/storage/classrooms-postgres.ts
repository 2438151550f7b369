// The classroom store on PostgreSQL. A seat is claimed by a conditional UPDATE, so two nodes cannot
// give one seat to two students.
import type pg from 'pg';
import {
  CLASSROOM_COLUMNS,
  classroomFromRow,
  classroomValues,
  seatFromRow,
  type ClassroomRow,
  type ClassroomStore,
  type SeatRow,
} from './classrooms.ts';

export function postgresClassrooms(
  pool: pg.Pool,
  tx: <T>(work: (c: pg.PoolClient) => Promise<T>) => Promise<T>,
): ClassroomStore {
  const one = async (sql: string, args: unknown[]) => {
    const r = await pool.query<ClassroomRow>(sql, args);
    return r.rows[0] ? classroomFromRow(r.rows[0]) : null;
  };
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
            'INSERT INTO classroom_seats (classroom_id, table_no, seat, game_id, token, name) VALUES ($1, $2, $3, $4, $5, $6)',
            [c.id, x.table, x.seat, x.gameId, x.token, x.name],
          );
      });
    },
    load: (id) => one(`SELECT ${CLASSROOM_COLUMNS} FROM classrooms WHERE id = $1`, [id]),
    byJoinCode: (code) => one(`SELECT ${CLASSROOM_COLUMNS} FROM classrooms WHERE join_code = $1`, [code]),
    async seats(id) {
      const r = await pool.query<SeatRow>(
        'SELECT table_no, seat, game_id, token, name FROM classroom_seats WHERE classroom_id = $1 ORDER BY table_no, seat',
        [id],
      );
      return r.rows.map(seatFromRow);
    },
    async claimSeat(id, table, seat, name, at) {
      return tx(async (q) => {
        const r = await q.query(
          'UPDATE classroom_seats SET name = $1 WHERE classroom_id = $2 AND table_no = $3 AND seat = $4 AND name IS NULL',
          [name, id, table, seat],
        );
        if (r.rowCount !== 1) return false;
        await q.query('UPDATE classrooms SET updated_at = $1 WHERE id = $2', [at, id]);
        return true;
      });
    },
    async setPaused(id, paused, at) {
      await pool.query('UPDATE classrooms SET paused = $1, updated_at = $2 WHERE id = $3', [paused, at, id]);
    },
    async tablePaused(gameId) {
      const r = await pool.query(
        'SELECT c.paused FROM classroom_tables t JOIN classrooms c ON c.id = t.classroom_id WHERE t.game_id = $1',
        [gameId],
      );
      return Boolean(r.rows[0]?.paused);
    },
    async classroomOfGame(gameId) {
      const r = await pool.query('SELECT classroom_id FROM classroom_tables WHERE game_id = $1', [gameId]);
      return r.rows[0] ? String(r.rows[0].classroom_id) : null;
    },
  };
}
