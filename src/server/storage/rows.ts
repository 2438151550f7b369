// Row <-> record conversion shared by both databases (JSON is stored as text in both).
import type { StoredMove } from './types.ts';
import type { StoredGame } from './game-record.ts';

export interface GameRow {
  id: string;
  game: string;
  rules_version: number;
  options: string;
  seed: string;
  seats: string;
  tokens: string;
  hot_seat: number | boolean;
  status: string;
  move_count: number;
  outcome: string | null;
  bot_to_move: number | boolean;
  custom_setup: number | boolean;
  creator: string | null;
  hints: number | boolean;
  start_position: string | null;
  created_at: string;
  updated_at: string;
}

export interface MoveRow {
  seq: number;
  seat: number;
  move: string;
  log: string;
  created_at: string;
  undoes: number | null;
}

export const gameFromRow = (r: GameRow): StoredGame => ({
  id: r.id,
  game: r.game,
  rulesVersion: Number(r.rules_version),
  options: JSON.parse(r.options),
  seed: r.seed,
  seats: JSON.parse(r.seats),
  tokens: JSON.parse(r.tokens),
  hotSeat: Boolean(r.hot_seat),
  status: r.status === 'finished' ? 'finished' : 'running',
  moveCount: Number(r.move_count),
  outcome: r.outcome === null ? null : JSON.parse(r.outcome),
  botToMove: Boolean(r.bot_to_move),
  customSetup: Boolean(r.custom_setup),
  ...(r.creator ? { creator: r.creator } : {}),
  hints: Boolean(r.hints),
  ...(r.start_position ? { start: JSON.parse(r.start_position) } : {}),
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

export const moveFromRow = (r: MoveRow): StoredMove => ({
  seq: Number(r.seq),
  seat: Number(r.seat),
  move: JSON.parse(r.move),
  log: JSON.parse(r.log),
  createdAt: r.created_at,
  ...(r.undoes === null || r.undoes === undefined ? {} : { undoes: Number(r.undoes) }),
});

export const MOVE_COLUMNS = 'seq, seat, move, log, created_at, undoes';

/** The values of a new games row, in column order. */
export const gameValues = (g: StoredGame) => [
  g.id,
  g.game,
  g.rulesVersion,
  JSON.stringify(g.options),
  g.seed,
  JSON.stringify(g.seats),
  JSON.stringify(g.tokens),
  g.hotSeat,
  g.status,
  g.moveCount,
  g.outcome === null ? null : JSON.stringify(g.outcome),
  g.botToMove,
  g.createdAt,
  g.updatedAt,
  g.customSetup ?? false,
  g.creator ?? null,
  g.hints ?? false,
  g.start === undefined ? null : JSON.stringify(g.start),
];

export const GAME_COLUMNS =
  'id, game, rules_version, options, seed, seats, tokens, hot_seat, status, move_count, outcome, bot_to_move, created_at, updated_at, custom_setup, creator, hints, start_position';
// A list needs neither the grants nor a start position (which may be a few kilobytes).
export const SUMMARY_COLUMNS = GAME_COLUMNS.replace('tokens', `'[]' AS tokens`).replace(
  'start_position',
  'NULL AS start_position',
);
/** A list read for some tokens keeps the grants, so that it can say which seats those tokens act for. */
export const listColumns = (q: { visibleTo?: string[] }) =>
  q.visibleTo?.length ? GAME_COLUMNS : SUMMARY_COLUMNS;
