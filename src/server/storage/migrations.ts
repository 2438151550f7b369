// Versioned schema migrations, one list per database. A migration is never edited once released: a
// change is a new version appended here. Both databases hold the same tables with the same meaning.
import { analysisEstimatorSql, analysisTablesSql } from './analyses.ts';
import { classroomConsoleSql, classroomTablesSql } from './classrooms.ts';
import { leaseTablesSql } from './leases.ts';
import { pushTablesSql } from './push.ts';
import { rematchBySql, socialTablesSql } from './social.ts';
import { gameClocksSql } from './clocks.ts';

/** The start position of a game that does not start from its setup (JSON, as text in both databases). */
const gameStartSql = `ALTER TABLE games ADD COLUMN start_position TEXT;`;

/**
 * PostgreSQL writes an updated row beside the old one without touching any index (a HOT update) only
 * when no indexed column changes, and every move changes `updated_at`, which `games_by_update` indexed:
 * so each move added an entry to every index of games (and left them to vacuum). The lists are ordered
 * by the hour of the last change first (`updated_hour`, the first 13 characters of the ISO time, kept by
 * the database), then by the time within it, which is the same order: a game's row moves in that index
 * at most once an hour of play. Adding the column rewrites the table once, under its lock (about a
 * second for 100,000 games). SQLite rewrites a row's index entries at each update whatever they are,
 * so it keeps `games_by_update`.
 */
const gamesByHourSql = `
  ALTER TABLE games ADD COLUMN updated_hour TEXT GENERATED ALWAYS AS (left(updated_at, 13)) STORED;
  CREATE INDEX games_by_update_hour ON games (updated_hour DESC);
  DROP INDEX IF EXISTS games_by_update;`;

export interface Migration {
  version: number;
  description: string;
  sql: string;
}

export const sqliteMigrations: Migration[] = [
  {
    version: 1,
    description: 'games, their append-only move log and snapshots',
    sql: `
      CREATE TABLE games (
        id TEXT PRIMARY KEY,
        game TEXT NOT NULL,
        rules_version INTEGER NOT NULL,
        options TEXT NOT NULL,
        seed TEXT NOT NULL,
        seats TEXT NOT NULL,
        tokens TEXT NOT NULL,
        hot_seat INTEGER NOT NULL,
        status TEXT NOT NULL,
        move_count INTEGER NOT NULL DEFAULT 0,
        outcome TEXT,
        bot_to_move INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE INDEX games_by_update ON games (updated_at DESC, id);
      CREATE INDEX games_bot_to_move ON games (bot_to_move) WHERE bot_to_move = 1;
      CREATE TABLE moves (
        game_id TEXT NOT NULL REFERENCES games (id),
        seq INTEGER NOT NULL,
        seat INTEGER NOT NULL,
        move TEXT NOT NULL,
        log TEXT NOT NULL,
        created_at TEXT NOT NULL,
        PRIMARY KEY (game_id, seq)
      );
      CREATE TABLE snapshots (
        game_id TEXT PRIMARY KEY REFERENCES games (id),
        seq INTEGER NOT NULL,
        state TEXT NOT NULL
      );`,
  },
  {
    version: 2,
    description: 'classrooms: their tables and the seats students join',
    sql: classroomTablesSql('INTEGER'),
  },
  {
    version: 3,
    description: 'games created with a pinned seed or setup say so',
    sql: `ALTER TABLE games ADD COLUMN custom_setup INTEGER NOT NULL DEFAULT 0;`,
  },
  {
    version: 4,
    description: 'an undo is an appended entry naming the move it takes back',
    sql: `ALTER TABLE moves ADD COLUMN undoes INTEGER;`,
  },
  {
    version: 5,
    description: "duties of games held under leases, renewed by each node's heartbeat",
    sql: leaseTablesSql,
  },
  {
    version: 6,
    description: 'the VAPID key pair and the push subscriptions of seats',
    sql: pushTablesSql,
  },
  {
    version: 7,
    description: 'games remember who created them (a key of the address), for a fair share of bot time',
    sql: `ALTER TABLE games ADD COLUMN creator TEXT;`,
  },
  {
    version: 8,
    description: 'hints allowed per game; the win probabilities of analysed positions',
    sql: analysisTablesSql('INTEGER NOT NULL DEFAULT 0'),
  },
  {
    version: 9,
    description: 'lobby, chat, rematches and personal keys gathering seats',
    sql: socialTablesSql('INTEGER'),
  },
  {
    version: 10,
    description: 'clocks and stand-ins of each seat, with the earliest deadline indexed for sweeps',
    sql: gameClocksSql,
  },
  {
    version: 11,
    description: 'a rematch remembers which seat asked for it, so the others are told who started it',
    sql: rematchBySql,
  },
  {
    version: 12,
    description:
      'classrooms: shared seats, students watching a table, the class log, games played on from a table',
    sql: classroomConsoleSql,
  },
  {
    version: 13,
    description: 'each analysed position names the estimator that made it (a trained model, or the search)',
    sql: analysisEstimatorSql,
  },
  {
    version: 14,
    description: 'a game played on from a position of another game (or of a record) starts from it',
    sql: gameStartSql,
  },
];

export const postgresMigrations: Migration[] = [
  {
    version: 1,
    description: 'games, their append-only move log and snapshots',
    sql: `
      CREATE TABLE games (
        id TEXT PRIMARY KEY,
        game TEXT NOT NULL,
        rules_version INTEGER NOT NULL,
        options TEXT NOT NULL,
        seed TEXT NOT NULL,
        seats TEXT NOT NULL,
        tokens TEXT NOT NULL,
        hot_seat BOOLEAN NOT NULL,
        status TEXT NOT NULL,
        move_count INTEGER NOT NULL DEFAULT 0,
        outcome TEXT,
        bot_to_move BOOLEAN NOT NULL DEFAULT FALSE,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE INDEX games_by_update ON games (updated_at DESC, id);
      CREATE INDEX games_bot_to_move ON games (bot_to_move) WHERE bot_to_move;
      CREATE TABLE moves (
        game_id TEXT NOT NULL REFERENCES games (id),
        seq INTEGER NOT NULL,
        seat INTEGER NOT NULL,
        move TEXT NOT NULL,
        log TEXT NOT NULL,
        created_at TEXT NOT NULL,
        PRIMARY KEY (game_id, seq)
      );
      CREATE TABLE snapshots (
        game_id TEXT PRIMARY KEY REFERENCES games (id),
        seq INTEGER NOT NULL,
        state TEXT NOT NULL
      );`,
  },
  {
    version: 2,
    description: 'classrooms: their tables and the seats students join',
    sql: classroomTablesSql('BOOLEAN'),
  },
  {
    version: 3,
    description: 'games created with a pinned seed or setup say so',
    sql: `ALTER TABLE games ADD COLUMN custom_setup BOOLEAN NOT NULL DEFAULT FALSE;`,
  },
  {
    version: 4,
    description: 'an undo is an appended entry naming the move it takes back',
    sql: `ALTER TABLE moves ADD COLUMN undoes INTEGER;`,
  },
  {
    version: 5,
    description: "duties of games held under leases, renewed by each node's heartbeat",
    sql: leaseTablesSql,
  },
  {
    version: 6,
    description: 'the VAPID key pair and the push subscriptions of seats',
    sql: pushTablesSql,
  },
  {
    version: 7,
    description: 'games remember who created them (a key of the address), for a fair share of bot time',
    sql: `ALTER TABLE games ADD COLUMN creator TEXT;`,
  },
  {
    version: 8,
    description: 'hints allowed per game; the win probabilities of analysed positions',
    sql: analysisTablesSql('BOOLEAN NOT NULL DEFAULT FALSE'),
  },
  {
    version: 9,
    description: 'lobby, chat, rematches and personal keys gathering seats',
    sql: socialTablesSql('BOOLEAN'),
  },
  {
    version: 10,
    description: 'clocks and stand-ins of each seat, with the earliest deadline indexed for sweeps',
    sql: gameClocksSql,
  },
  {
    version: 11,
    description: 'a rematch remembers which seat asked for it, so the others are told who started it',
    sql: rematchBySql,
  },
  {
    version: 12,
    description:
      'classrooms: shared seats, students watching a table, the class log, games played on from a table',
    sql: classroomConsoleSql,
  },
  {
    version: 13,
    description: 'each analysed position names the estimator that made it (a trained model, or the search)',
    sql: analysisEstimatorSql,
  },
  {
    version: 14,
    description: 'a game played on from a position of another game (or of a record) starts from it',
    sql: gameStartSql,
  },
  {
    version: 15,
    description:
      "games listed by the hour of their last change, so that a move's update of its game's row is HOT",
    sql: gamesByHourSql,
  },
];
