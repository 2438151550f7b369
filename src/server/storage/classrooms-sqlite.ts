// The classroom store on SQLite: writes go through the same writer thread and group commit as moves,
// so a classroom is on disk when `create` resolves.
import type Database from 'better-sqlite3';
import { ReadCache } from './read-cache.ts';
import type { WriteStep } from './sqlite-writer.ts';
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
  write: (steps: WriteStep[]) => Promise<number[]>,
): ClassroomStore {
  const bool = (v: unknown) => (typeof v === 'boolean' ? (v ? 1 : 0) : v);
  const INSERT = `INSERT INTO classrooms (${CLASSROOM_COLUMNS}) VALUES (${CLASSROOM_COLUMNS.split(',')
    .map(() => '?')
    .join(', ')})`;
  const INSERT_TABLE = 'INSERT INTO classroom_tables (game_id, classroom_id, table_no) VALUES (?, ?, ?)';
  const INSERT_SEAT =
    'INSERT INTO classroom_seats (classroom_id, table_no, seat, game_id, token, name) VALUES (?, ?, ?, ?, ?, ?)';
  const CLAIM =
    'UPDATE classroom_seats SET name = ? WHERE classroom_id = ? AND table_no = ? AND seat = ? AND name IS NULL';
  const TOUCH = 'UPDATE classrooms SET updated_at = ? WHERE id = ?';
  const PAUSE = 'UPDATE classrooms SET paused = ?, updated_at = ? WHERE id = ?';
  let stmts: ReturnType<typeof prepare> | undefined;
  const prepare = () => ({
    load: db.prepare(`SELECT ${CLASSROOM_COLUMNS} FROM classrooms WHERE id = ?`),
    byCode: db.prepare(`SELECT ${CLASSROOM_COLUMNS} FROM classrooms WHERE join_code = ?`),
    seats: db.prepare(
      'SELECT table_no, seat, game_id, token, name FROM classroom_seats WHERE classroom_id = ? ORDER BY table_no, seat',
    ),
    paused: db.prepare(
      'SELECT c.paused FROM classroom_tables t JOIN classrooms c ON c.id = t.classroom_id WHERE t.game_id = ?',
    ),
    ofGame: db.prepare('SELECT classroom_id FROM classroom_tables WHERE game_id = ?'),
  });
  const s = () => (stmts ??= prepare());
  // Read before every move; a pause changes it for all the classroom's tables, so it forgets them all.
  const paused = new ReadCache<boolean>();

  return {
    create: async (c, seats) => {
      await write([
        { sql: INSERT, args: classroomValues(c).map(bool) },
        ...c.tables.map((gameId, i) => ({ sql: INSERT_TABLE, args: [gameId, c.id, i + 1] })),
        ...seats.map((x) => ({ sql: INSERT_SEAT, args: [c.id, x.table, x.seat, x.gameId, x.token, x.name] })),
      ]);
    },
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
      // A seat already named changes nothing, and then the classroom is not touched either.
      const [claimed] = await write([
        { sql: CLAIM, args: [name, id, table, seat], ifUnchanged: 'stop' },
        { sql: TOUCH, args: [at, id] },
      ]);
      return claimed === 1;
    },
    setPaused: async (id, pause, at) => {
      try {
        await write([{ sql: PAUSE, args: [pause ? 1 : 0, at, id] }]);
      } finally {
        paused.forget();
      }
    },
    async tablePaused(gameId) {
      return paused.get(gameId, () => {
        const row = s().paused.get(gameId) as { paused: number } | undefined;
        return Boolean(row?.paused);
      });
    },
    async classroomOfGame(gameId) {
      const row = s().ofGame.get(gameId) as { classroom_id: string } | undefined;
      return row ? row.classroom_id : null;
    },
  };
}
