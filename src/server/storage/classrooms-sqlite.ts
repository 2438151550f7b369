// The classroom store on SQLite: writes go through the same writer thread and group commit as moves,
// so a classroom is on disk when `create` resolves. One process owns the file, so the class log and the
// observers are numbered here, in the writer's group.
import type Database from 'better-sqlite3';
import { ReadCache } from './read-cache.ts';
import type { WriteStep } from './sqlite-writer.ts';
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

const q = () => '?';

export function sqliteClassrooms(
  db: Database.Database,
  write: (steps: WriteStep[]) => Promise<number[]>,
): ClassroomStore {
  const bool = (v: unknown) => (typeof v === 'boolean' ? (v ? 1 : 0) : v);
  const INSERT = `INSERT INTO classrooms (${CLASSROOM_COLUMNS}) VALUES (${CLASSROOM_COLUMNS.split(',')
    .map(() => '?')
    .join(', ')})`;
  const INSERT_TABLE = 'INSERT INTO classroom_tables (game_id, classroom_id, table_no) VALUES (?, ?, ?)';
  const INSERT_SEAT = `INSERT INTO classroom_seats (classroom_id, ${SEAT_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?)`;
  const TOUCH = 'UPDATE classrooms SET updated_at = ? WHERE id = ?';
  const PAUSE = 'UPDATE classrooms SET paused = ?, updated_at = ? WHERE id = ?';
  const SETTINGS = 'UPDATE classrooms SET settings = ?, updated_at = ? WHERE id = ?';
  const EVENT =
    'INSERT INTO classroom_events (classroom_id, n, kind, params, created_at) VALUES (?, ?, ?, ?, ?)';
  const OBSERVER =
    'INSERT INTO classroom_observers (classroom_id, n, table_no, name, created_at) VALUES (?, ?, ?, ?, ?)';
  let stmts: ReturnType<typeof prepare> | undefined;
  const prepare = () => ({
    load: db.prepare(`SELECT ${CLASSROOM_COLUMNS} FROM classrooms WHERE id = ?`),
    byCode: db.prepare(`SELECT ${CLASSROOM_COLUMNS} FROM classrooms WHERE join_code = ?`),
    seats: db.prepare(
      `SELECT ${SEAT_COLUMNS} FROM classroom_seats WHERE classroom_id = ? ORDER BY table_no, seat`,
    ),
    paused: db.prepare(
      'SELECT c.paused FROM classroom_tables t JOIN classrooms c ON c.id = t.classroom_id WHERE t.game_id = ?',
    ),
    ofGame: db.prepare(
      'SELECT classroom_id FROM classroom_tables WHERE game_id = ? UNION ALL SELECT classroom_id FROM classroom_games WHERE game_id = ?',
    ),
    events: db.prepare(
      'SELECT n, kind, params, created_at FROM classroom_events WHERE classroom_id = ? ORDER BY n',
    ),
    lastEvent: db.prepare(
      'SELECT n, kind, params, created_at FROM classroom_events WHERE classroom_id = ? AND kind = ? ORDER BY n DESC LIMIT 1',
    ),
    lastEventN: db.prepare('SELECT MAX(n) AS n FROM classroom_events WHERE classroom_id = ?'),
    observers: db.prepare(
      'SELECT n, table_no, name, created_at FROM classroom_observers WHERE classroom_id = ? ORDER BY n',
    ),
    lastObserverN: db.prepare('SELECT MAX(n) AS n FROM classroom_observers WHERE classroom_id = ?'),
    games: db.prepare(
      'SELECT game_id FROM classroom_games WHERE classroom_id = ? ORDER BY created_at, game_id',
    ),
    activity: db.prepare(`${ACTIVITY_SQL} GROUP BY c.id`),
    activityOf: db.prepare(`${ACTIVITY_SQL} WHERE c.id = ? GROUP BY c.id`),
    doomed: db.prepare(DOOMED_GAMES_SQL(q)),
  });
  const s = () => (stmts ??= prepare());
  // Read before every move; a pause changes it for all the classroom's tables, so it forgets them all.
  const paused = new ReadCache<boolean>();
  // One process writes this file: the next number of a classroom's log line or observer is counted here
  // (read once from the file), so that lines written in one group of the writer get different numbers.
  const counters = new Map<string, number>();
  const next = (key: string, last: () => number) => {
    const n = (counters.get(key) ?? last()) + 1;
    counters.set(key, n);
    return n;
  };
  const lastOf = (stmt: Database.Statement, id: string) => () =>
    Number((stmt.get(id) as { n: number | null }).n ?? 0);

  return {
    create: async (c, seats) => {
      await write([
        { sql: INSERT, args: classroomValues(c).map(bool) },
        ...c.tables.map((gameId, i) => ({ sql: INSERT_TABLE, args: [gameId, c.id, i + 1] })),
        ...seats.map((x) => ({
          sql: INSERT_SEAT,
          args: [c.id, x.table, x.seat, x.gameId, x.token, x.name, x.partner],
        })),
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
    async changeSeat(c) {
      const steps = seatChangeStatements(c, q);
      try {
        await write(steps.map((x) => ({ ...x, ifUnchanged: 'fail' as const })));
        return true;
      } catch (e) {
        if ((e as { code?: string }).code === 'UNCHANGED') return false;
        throw e;
      }
    },
    setPaused: async (id, pause, at) => {
      try {
        await write([{ sql: PAUSE, args: [pause ? 1 : 0, at, id] }]);
      } finally {
        paused.forget();
      }
    },
    setSettings: async (id, settings, at) => {
      await write([{ sql: SETTINGS, args: [JSON.stringify(settings), at, id] }]);
    },
    async tablePaused(gameId) {
      return paused.get(gameId, () => {
        const row = s().paused.get(gameId) as { paused: number } | undefined;
        return Boolean(row?.paused);
      });
    },
    async classroomOfGame(gameId) {
      const row = s().ofGame.get(gameId, gameId) as { classroom_id: string } | undefined;
      return row ? row.classroom_id : null;
    },
    async appendEvent(id, e) {
      const n = next(`e:${id}`, lastOf(s().lastEventN, id));
      await write([
        { sql: EVENT, args: [id, n, e.kind, JSON.stringify(e.params), e.at] },
        { sql: TOUCH, args: [e.at, id] },
      ]);
      return { n, ...e };
    },
    async events(id) {
      return (s().events.all(id) as EventRow[]).map(eventFromRow);
    },
    async lastEvent(id, kind) {
      const row = s().lastEvent.get(id, kind) as EventRow | undefined;
      return row ? eventFromRow(row) : null;
    },
    async addObserver(id, o) {
      const n = next(`o:${id}`, lastOf(s().lastObserverN, id));
      await write([
        { sql: OBSERVER, args: [id, n, o.table, o.name, o.at] },
        { sql: TOUCH, args: [o.at, id] },
      ]);
      return { n, ...o };
    },
    async observers(id) {
      return (s().observers.all(id) as ObserverRow[]).map(observerFromRow);
    },
    async removeObserver(id, n) {
      const [removed] = await write([
        { sql: 'DELETE FROM classroom_observers WHERE classroom_id = ? AND n = ?', args: [id, n] },
      ]);
      return removed === 1;
    },
    async addGame(id, gameId, at) {
      await write([
        {
          sql: 'INSERT INTO classroom_games (game_id, classroom_id, created_at) VALUES (?, ?, ?)',
          args: [gameId, id, at],
        },
        { sql: TOUCH, args: [at, id] },
      ]);
    },
    async games(id) {
      return (s().games.all(id) as { game_id: string }[]).map((r) => r.game_id);
    },
    async activity() {
      return (s().activity.all() as ActivityRow[]).map(activityFromRow);
    },
    async lastActivity(id) {
      const row = s().activityOf.get(id) as ActivityRow | undefined;
      return row ? activityFromRow(row).lastActivity : null;
    },
    async delete(id) {
      if (!s().load.get(id)) return null;
      const games = (s().doomed.all(id, id) as { id: string }[]).map((r) => r.id);
      const list = games.map(() => '?').join(', ');
      const steps: WriteStep[] = [];
      if (games.length > 0)
        for (const table of GAME_ROW_TABLES)
          steps.push({ sql: `DELETE FROM ${table} WHERE game_id IN (${list})`, args: games });
      for (const table of CLASSROOM_ROW_TABLES)
        steps.push({ sql: `DELETE FROM ${table} WHERE classroom_id = ?`, args: [id] });
      steps.push({ sql: 'DELETE FROM classrooms WHERE id = ?', args: [id] });
      if (games.length > 0) steps.push({ sql: `DELETE FROM games WHERE id IN (${list})`, args: games });
      try {
        await write(steps);
      } finally {
        paused.forget();
        counters.delete(`e:${id}`);
        counters.delete(`o:${id}`);
      }
      return games;
    },
  };
}
