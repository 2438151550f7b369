// What a database keeps of a classroom: the classroom itself (its game, settings, teacher token hash,
// join code, tables, pause), the seat links of the people's seats so that they can be handed out when a
// student joins or the teacher assigns a seat, the students who only watch a table, the class log of
// what the teacher (and the students joining) did, and the games played on from its tables. Only the
// names students type are kept about them. Both databases implement the same store.
import type { ClockSpec, SeatInfo } from '../../shared/api.ts';
import type { TokenGrant } from './game-record.ts';

export interface ClassroomSettings {
  tables: number;
  players: number;
  humansPerTable: number;
  /** People's seats in all (spread over the tables). */
  students: number;
  botLevel: string;
  lang: 'en' | 'it';
  /** Days after the last activity at which the classroom and all its games are deleted (absent: 30). */
  retentionDays?: number;
  /** The decision clock of every table (absent or null: none). */
  clock?: ClockSpec | null;
}

export interface StoredClassroom {
  id: string;
  game: string;
  /** Hash of the teacher's token; the token itself is never stored. */
  teacherHash: string;
  /** Short code students type to join (unique among classrooms). */
  joinCode: string;
  settings: ClassroomSettings;
  /** Game id of each table, table 1 first. */
  tables: string[];
  paused: boolean;
  createdAt: string;
  updatedAt: string;
}

/**
 * A people's seat of a classroom table. The seat's token is kept (not only its hash) because the
 * classroom hands the link out later, to whoever joins; `name` is null while the seat is free, and
 * `partner` names a second student sharing the seat.
 */
export interface ClassroomSeat {
  table: number;
  seat: number;
  gameId: string;
  token: string;
  name: string | null;
  partner: string | null;
}

/** Who holds a people's seat: the names and the seat's token. */
export type SeatHolders = Pick<ClassroomSeat, 'name' | 'partner' | 'token'>;

/**
 * A change of who holds a seat, written with the game's seats and grants in one transaction, and only
 * while both are still as read (`was`, `game.before`): a join, a share, a free or a reassign.
 */
export interface SeatChange {
  classroomId: string;
  table: number;
  seat: number;
  gameId: string;
  was: SeatHolders;
  now: SeatHolders;
  game: {
    before: { seats: SeatInfo[]; tokens: TokenGrant[] };
    after: { seats: SeatInfo[]; tokens: TokenGrant[] };
  };
  at: string;
}

/** A student following a table without playing (its spectator view). */
export interface ClassroomObserver {
  n: number;
  table: number;
  name: string;
  at: string;
}

/** One line of the class log: what the teacher did, or a student joining. */
export interface ClassEvent {
  n: number;
  at: string;
  kind: string;
  params: Record<string, string | number | boolean | null>;
}

/** When a classroom last saw anything happen, and how long it is kept after that. */
export interface ClassroomActivity {
  id: string;
  retentionDays: number;
  /** The latest change of the classroom or of any of its games (ISO). */
  lastActivity: string;
}

export const DEFAULT_RETENTION_DAYS = 30;

export const retentionOf = (s: ClassroomSettings): number => s.retentionDays ?? DEFAULT_RETENTION_DAYS;

export interface ClassroomStore {
  create(classroom: StoredClassroom, seats: ClassroomSeat[]): Promise<void>;
  load(id: string): Promise<StoredClassroom | null>;
  byJoinCode(code: string): Promise<StoredClassroom | null>;
  /** People's seats, by table then seat. */
  seats(id: string): Promise<ClassroomSeat[]>;
  /** Writes a change of a seat's holders and its game's seats; false when either changed meanwhile. */
  changeSeat(change: SeatChange): Promise<boolean>;
  setPaused(id: string, paused: boolean, at: string): Promise<void>;
  setSettings(id: string, settings: ClassroomSettings, at: string): Promise<void>;
  /** True when the game is a table of a paused classroom (checked before every move). */
  tablePaused(gameId: string): Promise<boolean>;
  /** The classroom a game is a table (or a game played on from a table) of, if any. */
  classroomOfGame(gameId: string): Promise<string | null>;
  /** Adds a line to the class log (numbered from 1) and touches the classroom. */
  appendEvent(id: string, event: Omit<ClassEvent, 'n'>): Promise<ClassEvent>;
  /** The class log, oldest first. */
  events(id: string): Promise<ClassEvent[]>;
  /** The newest line of `kind` in the class log, if any. */
  lastEvent(id: string, kind: string): Promise<ClassEvent | null>;
  addObserver(id: string, observer: Omit<ClassroomObserver, 'n'>): Promise<ClassroomObserver>;
  observers(id: string): Promise<ClassroomObserver[]>;
  /** False when there was no such observer. */
  removeObserver(id: string, n: number): Promise<boolean>;
  /** A game played on from one of the classroom's tables: deleted with the classroom. */
  addGame(id: string, gameId: string, at: string): Promise<void>;
  /** Games played on from the tables, oldest first. */
  games(id: string): Promise<string[]>;
  /** The activity of every classroom (for the deletion sweep). */
  activity(): Promise<ClassroomActivity[]>;
  /** The latest change of the classroom or its games; null for no such classroom. */
  lastActivity(id: string): Promise<string | null>;
  /**
   * Deletes the classroom with every row of its games (tables, games played on from them and their
   * rematches): moves, snapshots, clocks, chat, analyses, settings, push subscriptions, kept seats,
   * leases. Returns the ids of the games deleted, or null when there was no such classroom.
   */
  delete(id: string): Promise<string[] | null>;
}

export interface ClassroomRow {
  id: string;
  game: string;
  teacher_hash: string;
  join_code: string;
  settings: string;
  tables: string;
  paused: number | boolean;
  created_at: string;
  updated_at: string;
}

export interface SeatRow {
  table_no: number;
  seat: number;
  game_id: string;
  token: string;
  name: string | null;
  partner: string | null;
}

export interface ObserverRow {
  n: number;
  table_no: number;
  name: string;
  created_at: string;
}

export interface EventRow {
  n: number;
  kind: string;
  params: string;
  created_at: string;
}

export const CLASSROOM_COLUMNS =
  'id, game, teacher_hash, join_code, settings, tables, paused, created_at, updated_at';
export const SEAT_COLUMNS = 'table_no, seat, game_id, token, name, partner';

export const classroomFromRow = (r: ClassroomRow): StoredClassroom => ({
  id: r.id,
  game: r.game,
  teacherHash: r.teacher_hash,
  joinCode: r.join_code,
  settings: JSON.parse(r.settings),
  tables: JSON.parse(r.tables),
  paused: Boolean(r.paused),
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

export const classroomValues = (c: StoredClassroom) => [
  c.id,
  c.game,
  c.teacherHash,
  c.joinCode,
  JSON.stringify(c.settings),
  JSON.stringify(c.tables),
  c.paused,
  c.createdAt,
  c.updatedAt,
];

export const seatFromRow = (r: SeatRow): ClassroomSeat => ({
  table: Number(r.table_no),
  seat: Number(r.seat),
  gameId: r.game_id,
  token: r.token,
  name: r.name,
  partner: r.partner ?? null,
});

export const observerFromRow = (r: ObserverRow): ClassroomObserver => ({
  n: Number(r.n),
  table: Number(r.table_no),
  name: r.name,
  at: r.created_at,
});

export const eventFromRow = (r: EventRow): ClassEvent => ({
  n: Number(r.n),
  at: r.created_at,
  kind: r.kind,
  params: JSON.parse(r.params),
});

/** Migration 2 of both databases (booleans differ; everything else is plain SQL). */
export const classroomTablesSql = (bool: string) => `
  CREATE TABLE classrooms (
    id TEXT PRIMARY KEY,
    game TEXT NOT NULL,
    teacher_hash TEXT NOT NULL,
    join_code TEXT NOT NULL UNIQUE,
    settings TEXT NOT NULL,
    tables TEXT NOT NULL,
    paused ${bool} NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  CREATE TABLE classroom_tables (
    game_id TEXT PRIMARY KEY REFERENCES games (id),
    classroom_id TEXT NOT NULL REFERENCES classrooms (id),
    table_no INTEGER NOT NULL
  );
  CREATE TABLE classroom_seats (
    classroom_id TEXT NOT NULL REFERENCES classrooms (id),
    table_no INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    game_id TEXT NOT NULL REFERENCES games (id),
    token TEXT NOT NULL,
    name TEXT,
    PRIMARY KEY (classroom_id, table_no, seat)
  );`;

/** The console's tables, the same on both databases: shared seats, observers, the class log, played-on games. */
export const classroomConsoleSql = `
  ALTER TABLE classroom_seats ADD COLUMN partner TEXT;
  CREATE TABLE classroom_observers (
    classroom_id TEXT NOT NULL REFERENCES classrooms (id),
    n INTEGER NOT NULL,
    table_no INTEGER NOT NULL,
    name TEXT NOT NULL,
    created_at TEXT NOT NULL,
    PRIMARY KEY (classroom_id, n)
  );
  CREATE TABLE classroom_events (
    classroom_id TEXT NOT NULL REFERENCES classrooms (id),
    n INTEGER NOT NULL,
    kind TEXT NOT NULL,
    params TEXT NOT NULL,
    created_at TEXT NOT NULL,
    PRIMARY KEY (classroom_id, n)
  );
  CREATE TABLE classroom_games (
    game_id TEXT PRIMARY KEY REFERENCES games (id),
    classroom_id TEXT NOT NULL REFERENCES classrooms (id),
    created_at TEXT NOT NULL
  );`;

/**
 * The games a classroom's deletion takes: its tables, the games played on from them, and the rematches
 * of any of those (a rematch of a rematch too). `$1` is the classroom's id.
 */
export const DOOMED_GAMES_SQL = (p: (n: number) => string) => `
  WITH RECURSIVE doomed (id) AS (
    SELECT game_id FROM classroom_tables WHERE classroom_id = ${p(1)}
    UNION SELECT game_id FROM classroom_games WHERE classroom_id = ${p(1)}
    UNION SELECT s.game_id FROM game_settings s JOIN doomed d ON s.rematch_of = d.id
  )
  SELECT id FROM doomed`;

/**
 * The deletions of a classroom, in an order the foreign keys allow: `games(list)` are statements taking
 * the doomed games' ids as a list, then the classroom's own rows by its id.
 */
export const GAME_ROW_TABLES = [
  'player_seats',
  'push_subscriptions',
  'chat_messages',
  'analyses',
  'snapshots',
  'moves',
  'game_clocks',
  'leases',
  'game_settings',
  'classroom_seats',
  'classroom_tables',
  'classroom_games',
] as const;
export const CLASSROOM_ROW_TABLES = [
  'classroom_seats',
  'classroom_tables',
  'classroom_games',
  'classroom_observers',
  'classroom_events',
] as const;

/** The games a classroom's activity counts (its tables and played-on games), by classroom. */
export const ACTIVITY_SQL = `
  SELECT c.id, c.settings, c.updated_at, MAX(g.updated_at) AS games_updated_at
  FROM classrooms c
  LEFT JOIN (
    SELECT classroom_id, game_id FROM classroom_tables
    UNION ALL SELECT classroom_id, game_id FROM classroom_games
  ) t ON t.classroom_id = c.id
  LEFT JOIN games g ON g.id = t.game_id`;

export interface ActivityRow {
  id: string;
  settings: string;
  updated_at: string;
  games_updated_at: string | null;
}

export const activityFromRow = (r: ActivityRow): ClassroomActivity => ({
  id: r.id,
  retentionDays: retentionOf(JSON.parse(r.settings)),
  lastActivity:
    r.games_updated_at !== null && r.games_updated_at > r.updated_at ? r.games_updated_at : r.updated_at,
});

/** The statements of a seat change (`p` numbers a placeholder in the database's dialect). */
export function seatChangeStatements(c: SeatChange, p: (n: number) => string) {
  return [
    {
      // `IS` compares NULL with NULL as equal in both databases (`IS NOT DISTINCT FROM` on PostgreSQL).
      sql: `UPDATE classroom_seats SET name = ${p(1)}, partner = ${p(2)}, token = ${p(3)}
            WHERE classroom_id = ${p(4)} AND table_no = ${p(5)} AND seat = ${p(6)}
            AND token = ${p(7)} AND name IS NOT DISTINCT FROM ${p(8)} AND partner IS NOT DISTINCT FROM ${p(9)}`,
      args: [
        c.now.name,
        c.now.partner,
        c.now.token,
        c.classroomId,
        c.table,
        c.seat,
        c.was.token,
        c.was.name,
        c.was.partner,
      ],
    },
    {
      sql: `UPDATE games SET seats = ${p(1)}, tokens = ${p(2)}, updated_at = ${p(3)}
            WHERE id = ${p(4)} AND seats = ${p(5)} AND tokens = ${p(6)}`,
      args: [
        JSON.stringify(c.game.after.seats),
        JSON.stringify(c.game.after.tokens),
        c.at,
        c.gameId,
        JSON.stringify(c.game.before.seats),
        JSON.stringify(c.game.before.tokens),
      ],
    },
    {
      sql: `UPDATE classrooms SET updated_at = ${p(1)} WHERE id = ${p(2)}`,
      args: [c.at, c.classroomId],
    },
  ];
}
