// The classroom part of the API contract (docs/api.md, "Classrooms"): a teacher runs several tables of
// one game at once, students join by a short code, and the class debrief sums the tables' own reports.
import type { ClockSpec, GameStatus, Lang, Texts } from './api.ts';

/** Retention: days after the last activity at which a classroom is deleted with all its games. */
export const RETENTION_DAYS = { min: 1, max: 365, default: 30 } as const;

export interface CreateClassroomRequest {
  game: string;
  /** Number of tables. */
  tables: number;
  /** Players at each table. */
  players: number;
  /** Seats per table for people (at most); bots take the others. */
  humansPerTable: number;
  /**
   * People in the class, spread as evenly as possible over the tables (at most `humansPerTable` at one);
   * `tables × humansPerTable` when absent.
   */
  students?: number;
  /** Level of the bots (see GET /api/meta); the game's first level when absent. */
  botLevel?: string;
  /** Language of the prompts and the debrief printed for the class. */
  lang?: Lang;
  /** Game-specific setup options, the same for every table. */
  options?: Record<string, unknown>;
  /** Pins every table's setup (table n gets `${seed}:${n}`); random when absent. */
  seed?: string;
  /** Days after the last activity at which everything of the classroom is deleted (1-365, default 30). */
  retentionDays?: number;
  /** A decision clock for every table (a stand-in bot plays for a student whose time runs out). */
  clock?: ClockSpec | null;
}

export interface ClassroomSeatInfo {
  seat: number;
  kind: 'human' | 'bot';
  /** A student's name once the seat is taken; the bot's name for bots; null for a free seat. */
  name: string | null;
  /** A second student sharing the seat (people's seats; null or absent: none). */
  partner?: string | null;
  level?: string;
  /** For the teacher only: the seat's secret link (people's seats). */
  link?: string;
  /** The bot level playing for the student (their time ran out, or they left), while one does. */
  standIn?: string;
}

export interface CreateClassroomResponse {
  classroomId: string;
  game: string;
  teacherToken: string;
  teacherLink: string;
  joinCode: string;
  joinLink: string;
  /** The big-screen view: public figures only, no secret in its address. */
  screenLink: string;
  tables: { table: number; gameId: string; spectatorLink: string; seats: ClassroomSeatInfo[] }[];
  retentionDays: number;
  /** When the classroom will be deleted if nothing happens meanwhile (ISO). */
  deleteAfter: string;
}

/** One table as the teacher's dashboard shows it. */
export interface ClassroomTable {
  table: number;
  gameId: string;
  status: GameStatus;
  moveCount: number;
  round: number | null;
  /** The game's own phase: The Cost 1..4, Industrial Waste a name ('drafting', 'playing', ...). */
  phase: number | string | null;
  /** Names of the seats whose decision is awaited. */
  toAct: string[];
  seats: ClassroomSeatInfo[];
  spectatorLink: string;
  /** The Cost: each seat's money (public in that game), deaths so far and the countries that banned the trade. */
  money?: number[];
  deaths?: number;
  bans?: { country: string; name: string; round: number; phase: number }[];
  /** Industrial Waste: waste and loans per seat, accidents so far, final scores once over. */
  waste?: number[];
  loans?: number[];
  accidents?: number;
  scores?: number[] | null;
}

export interface CostPlayerFigures {
  table: number;
  seat: number;
  name: string;
  kind: 'human' | 'bot';
  money: number;
  deaths: number;
  winner: boolean;
}

export interface CostClassReport {
  game: 'the-cost';
  tables: number;
  finishedTables: number;
  /** Workers who died at every table together. */
  deaths: number;
  deathsByCountry: { country: string; name: string; deaths: number }[];
  bans: { table: number; country: string; name: string; round: number; phase: number; by: string | null }[];
  byTable: {
    table: number;
    gameId: string;
    status: GameStatus;
    deaths: number;
    deathsByCountry: Record<string, number>;
    bans: number;
    winners: string[];
  }[];
  players: CostPlayerFigures[];
}

export interface WastePlayerFigures {
  table: number;
  seat: number;
  name: string;
  kind: 'human' | 'bot';
  waste: number;
  loans: number;
  /** Accidents in which this factory paid a fine or a bribe. */
  fines: number;
  bribes: number;
  /** Final score and cash, once the table is over (null before). */
  score: number | null;
  cash: number | null;
  winner: boolean;
}

export interface WasteClassReport {
  game: 'industrial-waste';
  tables: number;
  finishedTables: number;
  waste: number;
  accidents: number;
  loans: number;
  byTable: {
    table: number;
    gameId: string;
    status: GameStatus;
    waste: number;
    accidents: number;
    loans: number;
    winners: string[];
  }[];
  players: WastePlayerFigures[];
}

/** A game without a class report of its own: the tables' status and scores only. */
export interface PlainClassReport {
  game: string;
  tables: number;
  finishedTables: number;
  byTable: {
    table: number;
    gameId: string;
    status: GameStatus;
    scores: number[] | null;
    winners: string[];
  }[];
}

export type ClassReport = CostClassReport | WasteClassReport | PlainClassReport;

export interface ClassroomResponse {
  classroomId: string;
  game: string;
  settings: {
    tables: number;
    players: number;
    humansPerTable: number;
    students: number;
    botLevel: string;
    lang: Lang;
  };
  paused: boolean;
  /** 'finished' once every table is over. */
  status: GameStatus;
  joinCode: string;
  joinLink: string;
  teacherLink: string;
  tables: ClassroomTable[];
  report: ClassReport;
  /** Questions for the class discussion, in every language. */
  prompts: Texts[];
  retentionDays: number;
  /** When the classroom will be deleted if nothing happens meanwhile (ISO). */
  deleteAfter: string;
  /** The decision clock of every table (null: none). */
  clock: ClockSpec | null;
  /** The teacher's last message to every table (null: none yet). */
  notice: ClassroomNotice | null;
  /** Students following a table without playing. */
  observers: ClassroomObserverInfo[];
  /** People's seats the tables are waiting for, longest first. */
  waiting: WaitingSeat[];
  /** The class log: what the teacher did and who joined, oldest first. */
  log: ClassLogLine[];
  /** The big-screen view: public figures only, no secret in its address. */
  screenLink: string;
  /** The server's time when this was made (ISO), to count waits and deadlines down against. */
  serverTime: string;
  createdAt: string;
  updatedAt: string;
}

/** The teacher's message to every table; each table's snapshot carries it as `classroomNotice`. */
export interface ClassroomNotice {
  text: string;
  at: string;
}

export interface ClassroomObserverInfo {
  n: number;
  table: number;
  name: string;
}

/** A people's seat whose decision a table is waiting for. */
export interface WaitingSeat {
  table: number;
  seat: number;
  gameId: string;
  /** Who holds the seat (null: nobody has taken it yet). */
  name: string | null;
  /** When the table started waiting for this seat (ISO). */
  since: string;
  /** When the seat's time runs out and a stand-in plays, under a decision clock (ISO). */
  deadline: string | null;
}

/** A line of the class log, in every language. */
export interface ClassLogLine {
  n: number;
  at: string;
  kind: ClassEventKind;
  params: Record<string, string | number | boolean | null>;
  text: Texts;
}

export type ClassEventKind =
  | 'created'
  | 'joined'
  | 'shared'
  | 'watching'
  | 'assigned'
  | 'freed'
  | 'reassigned'
  | 'unwatched'
  | 'paused'
  | 'resumed'
  | 'broadcast'
  | 'clock'
  | 'played-on';

/** GET /api/join/:code: what a student sees before choosing a seat. */
export interface JoinInfo {
  classroomId: string;
  game: string;
  joinCode: string;
  free: number;
  /** Seats taken by one student that a second may share once no seat is free. */
  shareable: number;
  tables: {
    table: number;
    seats: { seat: number; kind: 'human' | 'bot'; name: string | null; partner?: string | null }[];
  }[];
  /** Made-up names a student may take instead of their own, in each language. */
  suggestions: Record<Lang, string[]>;
  retentionDays: number;
  /** When everything of the classroom will be deleted if nothing happens meanwhile (ISO). */
  deleteAfter: string;
}

/**
 * How a student joins: `player` takes a free seat; `partner` shares a seat another student holds (only
 * once no seat is free); `observer` follows a table without playing.
 */
export type JoinRole = 'player' | 'partner' | 'observer';

export interface JoinRequest {
  name: string;
  /** A particular seat; the first free seat when absent. */
  table?: number;
  seat?: number;
  /** Default `player`. */
  as?: JoinRole;
}

export interface JoinResponse {
  classroomId: string;
  role: JoinRole;
  table: number;
  /** The seat (absent for an observer). */
  seat?: number;
  gameId: string;
  name: string;
  /** The seat's token (absent for an observer, who watches). */
  token?: string;
  /** The seat's link, or the table's spectator link for an observer. */
  link: string;
}

export interface AssignSeatRequest {
  table: number;
  seat: number;
  name: string;
  /** Give the seat to a second student beside the one holding it. */
  share?: boolean;
}

/** POST /api/classrooms/:id/seats/:table/:seat/reassign: the seat goes to `name` under a new link. */
export interface ReassignSeatRequest {
  name: string;
}

/** POST /api/classrooms/:id/broadcast */
export interface BroadcastRequest {
  text: string;
}

/** POST /api/classrooms/:id/clock: the decision clock of every table (null: none). */
export interface ClassClockRequest {
  clock: ClockSpec | null;
}

/** GET /api/classrooms/:id/screen: what a projector shows. Public figures only: no link, no token. */
export interface ScreenResponse {
  classroomId: string;
  game: string;
  joinCode: string;
  paused: boolean;
  status: GameStatus;
  notice: ClassroomNotice | null;
  tables: ScreenTable[];
}

export interface ScreenTable {
  table: number;
  status: GameStatus;
  moveCount: number;
  /** Seat names in the classroom's language (a free seat says so). */
  names: string[];
  round: number | null;
  phase: number | string | null;
  money?: number[];
  deaths?: number;
  bans?: { country: string; name: string; round: number; phase: number }[];
  waste?: number[];
  loans?: number[];
  accidents?: number;
  scores: number[] | null;
  winners: number[];
}

/** Messages of GET /api/classrooms/:id/socket, from the server. */
export type ClassroomServerMessage =
  | { type: 'classroom'; classroom: ClassroomResponse }
  | { type: 'screen'; screen: ScreenResponse }
  | { type: 'error'; error: { code: string; message: string; text?: Texts } }
  | { type: 'pong' };
