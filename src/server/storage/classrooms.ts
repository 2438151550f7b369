// What a database keeps of a classroom: the classroom itself (its game, settings, teacher token hash,
// join code, tables, pause), and the seat links of the people's seats so that they can be handed out
// when a student joins or the teacher assigns a seat. Both databases implement the same store.

export interface ClassroomSettings {
  tables: number;
  players: number;
  humansPerTable: number;
  /** People's seats in all (spread over the tables). */
  students: number;
  botLevel: string;
  lang: 'en' | 'it';
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
 * classroom hands the link out later, to whoever joins; `name` is null while the seat is free.
 */
export interface ClassroomSeat {
  table: number;
  seat: number;
  gameId: string;
  token: string;
  name: string | null;
}

export interface ClassroomStore {
  create(classroom: StoredClassroom, seats: ClassroomSeat[]): Promise<void>;
  load(id: string): Promise<StoredClassroom | null>;
  byJoinCode(code: string): Promise<StoredClassroom | null>;
  /** People's seats, by table then seat. */
  seats(id: string): Promise<ClassroomSeat[]>;
  /** Gives a free seat a name; false when it was taken meanwhile (by this or another node). */
  claimSeat(id: string, table: number, seat: number, name: string, at: string): Promise<boolean>;
  setPaused(id: string, paused: boolean, at: string): Promise<void>;
  /** True when the game is a table of a paused classroom (checked before every move). */
  tablePaused(gameId: string): Promise<boolean>;
  /** The classroom a game is a table of, if any. */
  classroomOfGame(gameId: string): Promise<string | null>;
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
}

export const CLASSROOM_COLUMNS =
  'id, game, teacher_hash, join_code, settings, tables, paused, created_at, updated_at';

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
