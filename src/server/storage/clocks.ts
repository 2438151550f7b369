// Storage of the seats' clocks and stand-ins (one row per game, the same SQL on both databases). A
// change is written only over the revision it was made from, and only while the game's move count is
// the one it was made at: two nodes acting on one expired deadline cannot both succeed. The earliest
// running deadline is a column of its own, indexed, so that finding expired games is one cheap query.
import type { GameClocks } from '../clocks/seat-clocks.ts';
import { nextDeadline } from '../clocks/seat-clocks.ts';

export const gameClocksSql = `
  CREATE TABLE game_clocks (
    game_id TEXT PRIMARY KEY REFERENCES games (id),
    spec TEXT,
    stand_in_level TEXT,
    seats TEXT NOT NULL,
    rev INTEGER NOT NULL,
    next_deadline TEXT
  );
  CREATE INDEX game_clocks_by_deadline ON game_clocks (next_deadline) WHERE next_deadline IS NOT NULL;
  INSERT INTO game_clocks (game_id, spec, stand_in_level, seats, rev, next_deadline)
    SELECT id, NULL, NULL, '[]', 0, NULL FROM games;`;

export interface ClockRow {
  spec: string | null;
  stand_in_level: string | null;
  seats: string;
  rev: number;
}

/** A change of the clocks alone (no move): a stand-in takes a seat, or a person takes it back. */
export interface ClockUpdate {
  gameId: string;
  /** The game's move count the change was made at. */
  moveCount: number;
  /** The new clocks; written only over revision `clocks.rev - 1`. */
  clocks: GameClocks;
  /** Whether a bot (or stand-in) now has a decision pending, for the bot sweep. */
  botToMove: boolean;
}

/** Stored clocks; a game stored before clocks existed has no level (the caller picks the default). */
export type StoredClocks = Omit<GameClocks, 'standInLevel'> & { standInLevel: string | null };

export const clocksFromRow = (r: ClockRow): StoredClocks => ({
  spec: r.spec === null ? null : JSON.parse(r.spec),
  standInLevel: r.stand_in_level,
  seats: JSON.parse(r.seats),
  rev: Number(r.rev),
});

const CLOCK_COLUMNS = 'game_clocks (game_id, spec, stand_in_level, seats, rev, next_deadline)';
/** The insert of a game's clocks (a new game, a rematch), in each database's parameter style. */
export const INSERT_CLOCKS_SQLITE = `INSERT INTO ${CLOCK_COLUMNS} VALUES (?, ?, ?, ?, ?, ?)`;
export const INSERT_CLOCKS_PG = `INSERT INTO ${CLOCK_COLUMNS} VALUES ($1, $2, $3, $4, $5, $6)`;

/** Values for (game_id, spec, stand_in_level, seats, rev, next_deadline); no clocks: none, default level. */
export const clockValues = (gameId: string, c?: GameClocks) =>
  c
    ? [
        gameId,
        c.spec === null ? null : JSON.stringify(c.spec),
        c.standInLevel,
        JSON.stringify(c.seats),
        c.rev,
        nextDeadline(c),
      ]
    : [gameId, null, null, '[]', 0, null];

/**
 * Values for the conditional update (seats, rev, next_deadline, spec, game_id, previous rev); the time
 * control itself changes too when a classroom's teacher sets one for every table.
 */
export const clockUpdateValues = (gameId: string, c: GameClocks) => [
  JSON.stringify(c.seats),
  c.rev,
  nextDeadline(c),
  c.spec === null ? null : JSON.stringify(c.spec),
  gameId,
  c.rev - 1,
];

/** Thrown inside a write to undo it when the stored clocks or move count moved on. */
export class ClockConflict extends Error {
  override readonly name = 'ClockConflict';
}
