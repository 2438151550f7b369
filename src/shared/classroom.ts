// The classroom part of the API contract (docs/api.md, "Classrooms"): a teacher runs several tables of
// one game at once, students join by a short code, and the class debrief sums the tables' own reports.
import type { GameStatus, Lang, Texts } from './api.ts';

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
}

export interface ClassroomSeatInfo {
  seat: number;
  kind: 'human' | 'bot';
  /** A student's name once the seat is taken; the bot's name for bots; null for a free seat. */
  name: string | null;
  level?: string;
  /** For the teacher only: the seat's secret link (people's seats). */
  link?: string;
}

export interface CreateClassroomResponse {
  classroomId: string;
  game: string;
  teacherToken: string;
  teacherLink: string;
  joinCode: string;
  joinLink: string;
  tables: { table: number; gameId: string; spectatorLink: string; seats: ClassroomSeatInfo[] }[];
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
  /** The Cost: deaths so far and the countries that banned the trade. */
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
  createdAt: string;
  updatedAt: string;
}

/** GET /api/join/:code: what a student sees before choosing a seat. */
export interface JoinInfo {
  classroomId: string;
  game: string;
  joinCode: string;
  free: number;
  tables: { table: number; seats: { seat: number; kind: 'human' | 'bot'; name: string | null }[] }[];
}

export interface JoinRequest {
  name: string;
  /** A particular seat; the first free seat when absent. */
  table?: number;
  seat?: number;
}

export interface JoinResponse {
  classroomId: string;
  table: number;
  seat: number;
  gameId: string;
  name: string;
  token: string;
  link: string;
}

export interface AssignSeatRequest {
  table: number;
  seat: number;
  name: string;
}
