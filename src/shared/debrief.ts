// The class debrief in phases (GET /api/classrooms/:id/debrief, docs/api.md "Classrooms"): what
// happened at the tables, what it cost, why (each table's key moments from the analysis of its chances
// to win, each linked to the replay), what if (play on from a key moment), and what next (questions for
// the discussion). Types only.
import type { GameStatus, Texts } from './api.ts';
import type { ClassReport } from './classroom.ts';

export interface ClassDebrief {
  classroomId: string;
  game: string;
  /** 'finished' once every table is over. */
  status: GameStatus;
  /** True once every table is over and every table's key moments are known. */
  ready: boolean;
  /** What happened: the class report (the same as the console's), the tables side by side. */
  report: ClassReport;
  /** The Cost: bans in the order they came, table by table (empty for other games). */
  banTimeline: BanMoment[];
  /** What it cost, per player of every table (null for a game without figures of its own). */
  cost: DebriefCost | null;
  /** Why, and what if: each table's key moments. */
  tables: TableMoments[];
  /** What next: questions for the class discussion, in every language. */
  prompts: Texts[];
}

export interface BanMoment {
  table: number;
  round: number;
  phase: number;
  country: string;
  name: string;
  /** The company whose worker's death brought the ban (null: none named). */
  by: string | null;
}

export type DebriefCost = CostOfTheCost | CostOfWaste;

export interface CostOfTheCost {
  game: 'the-cost';
  /** The whole class: money at the end of every table together, deaths, and deaths per $100 of it. */
  money: number;
  deaths: number;
  deathsPer100: number | null;
  players: CostPlayer[];
}

export interface CostPlayer {
  table: number;
  seat: number;
  name: string;
  kind: 'human' | 'bot';
  /** Money at the end (or now, while the table runs). */
  money: number;
  /** Workers who died in this company's mines and mills. */
  deaths: number;
  /** Deaths for every $100 of its money (null when it has none). */
  deathsPer100: number | null;
  /** Mining and milling actions done safely (paying for safety) and unsafely, over the game. */
  safeWork: number;
  unsafeWork: number;
  /** Resources paid for safety, over the game. */
  safetyResources: number;
}

export interface CostOfWaste {
  game: 'industrial-waste';
  players: WasteCostPlayer[];
}

export interface WasteCostPlayer {
  table: number;
  seat: number;
  name: string;
  kind: 'human' | 'bot';
  waste: number;
  /** Accidents in which this factory paid a fine or a bribe. */
  fines: number;
  bribes: number;
  loans: number;
  /** Final score (null before the table is over). */
  score: number | null;
}

/**
 * A table's key moments: `pending` while its analysis is being made, `running` while the table plays
 * (the chances are not shown before a game is over), `ready` once they are known.
 */
export interface TableMoments {
  table: number;
  gameId: string;
  status: 'running' | 'pending' | 'ready';
  moveCount: number;
  moments: KeyMoment[];
}

/** A move after which the analysis' chances to win changed most. */
export interface KeyMoment {
  /** The move (the position after it; its replay opens there). */
  n: number;
  /** Who made it (null: the setup or chance), named in every language as the move is. */
  mover: number | null;
  moverName: Texts | null;
  /** What the move did, as the game's log tells it. */
  move: Texts;
  /** The seat whose chance changed most (named in every language), its chance before and after, in percent. */
  seat: number;
  name: Texts;
  before: number;
  after: number;
  /** after − before, in percentage points. */
  delta: number;
  /** The replay at this move. */
  replayLink: string;
  /** "Play from here" starts at the position before the move (POST /api/games/:id/fork {at}). */
  playFrom: number;
}
