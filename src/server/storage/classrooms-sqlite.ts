// The classroom store on SQLite: writes go through the same group commit as moves, so a classroom is
// on disk when `create` resolves.
import type Database from 'better-sqlite3';
import {
  CLASSROOM_COLUMNS,
  classroomFromRow,
  classroomValues,
  seatFromRow,
  type ClassroomRow,
  type ClassroomStore,
  type SeatRow,
} from './classrooms.ts';

export function sqliteClassrooms(
  db: Database.Database,
  write: (work: () => void) => Promise<void>,
): ClassroomStore {
  const bool = (v: unknown) => (typeof v === 'boolean' ? (v ? 1 : 0) : v);
  let stmts: ReturnType<typeof prepare> | undefined;
  const prepare = () => ({
    insert: db.prepare(
      `INSERT INTO classrooms (${CLASSROOM_COLUMNS}) VALUES (${CLASSROOM_COLUMNS.split(',')
        .map(() => '?')
        .join(', ')})`,
    ),
    insertTable: db.prepare(
      'INSERT INTO classroom_tables (game_id, classroom_id, table_no) VALUES (?, ?, ?)',
    ),
    insertSeat: db.prepare(
      'INSERT INTO classroom_seats (classroom_id, table_no, seat, game_id, token, name) VALUES (?, ?, ?, ?, ?, ?)',
    ),
    load: db.prepare(`SELECT ${CLASSROOM_COLUMNS} FROM classrooms WHERE id = ?`),
    byCode: db.prepare(`SELECT ${CLASSROOM_COLUMNS} FROM classrooms WHERE join_code = ?`),
    seats: db.prepare(
      'SELECT table_no, seat, game_id, token, name FROM classroom_seats WHERE classroom_id = ? ORDER BY table_no, seat',
    ),
    claim: db.prepare(
      'UPDATE classroom_seats SET name = ? WHERE classroom_id = ? AND table_no = ? AND seat = ? AND name IS NULL',
    ),
    touch: db.prepare('UPDATE classrooms SET updated_at = ? WHERE id = ?'),
    pause: db.prepare('UPDATE classrooms SET paused = ?, updated_at = ? WHERE id = ?'),
    paused: db.prepare(
      'SELECT c.paused FROM classroom_tables t JOIN classrooms c ON c.id = t.classroom_id WHERE t.game_id = ?',
    ),
    ofGame: db.prepare('SELECT classroom_id FROM classroom_tables WHERE game_id = ?'),
  });
  const s = () => (stmts ??= prepare());

  return {
    create: (c, seats) =>
      write(() => {
        s().insert.run(...classroomValues(c).map(bool));
        c.tables.forEach((gameId, i) => s().insertTable.run(gameId, c.id, i + 1));
        for (const x of seats) s().insertSeat.run(c.id, x.table, x.seat, x.gameId, x.token, x.name);
      }),
    async load(id) {
      const row = s().load.get(id) as ClassroomRow | undefined;
      return row ? classroomFromRow(row) : null;
    },
    async byJoinCode(code) {
      const row = s().byCode.get(code) as ClassroomRow | undefined;
      return row ? classroomFromRow(row) : null;
    },
    async seats(id) {
      return (s().seats.all(id) as SeatRow[]).map(seatFromRow);
    },
    async claimSeat(id, table, seat, name, at) {
      let claimed = false;
      await write(() => {
        claimed = s().claim.run(name, id, table, seat).changes === 1;
        if (claimed) s().touch.run(at, id);
      });
      return claimed;
    },
    setPaused: (id, paused, at) => write(() => void s().pause.run(paused ? 1 : 0, at, id)),
    async tablePaused(gameId) {
      const row = s().paused.get(gameId) as { paused: number } | undefined;
      return Boolean(row?.paused);
    },
    async classroomOfGame(gameId) {
      const row = s().ofGame.get(gameId) as { classroom_id: string } | undefined;
      return row ? row.classroom_id : null;
    },
  };
}
