// The analyses of games: each position's win probabilities, written once when computed (a second write
// of the same position keeps the first) and read back after a restart, on both databases. Each row names
// the estimator that made it (a trained model's hash, or the search and its iterations): a game analysed
// by another estimator is analysed again, never shown with figures of two estimators mixed.
import type Database from 'better-sqlite3';
import type pg from 'pg';
import type { PositionChances } from '../../shared/api.ts';
import type { WriteStep } from './sqlite-writer.ts';

export interface AnalysisStore {
  /** The positions of a game estimated so far by `estimator`, by move number. */
  load(gameId: string, estimator: string): Promise<PositionChances[]>;
  /** Durable when it resolves; positions already stored are kept as they were. */
  save(gameId: string, estimator: string, positions: PositionChances[]): Promise<void>;
  /** Drops the positions of a game that another estimator made (durable when it resolves). */
  dropOthers(gameId: string, estimator: string): Promise<void>;
}

/** The games' hints flag and the analyses table; `flag` is the column type of the flag. */
export const analysisTablesSql = (flag: string) => `
  ALTER TABLE games ADD COLUMN hints ${flag};
  CREATE TABLE analyses (
    game_id TEXT NOT NULL REFERENCES games (id),
    n INTEGER NOT NULL,
    win_probability TEXT NOT NULL,
    PRIMARY KEY (game_id, n)
  );`;

/** Rows written before estimators were named came from the search of that time. */
export const analysisEstimatorSql = `ALTER TABLE analyses ADD COLUMN estimator TEXT NOT NULL DEFAULT 'search:before-models';`;

interface Row {
  n: number;
  win_probability: string;
}
const fromRow = (r: Row): PositionChances => ({
  n: Number(r.n),
  winProbability: JSON.parse(r.win_probability),
});

export function sqliteAnalyses(
  db: Database.Database,
  write: (steps: WriteStep[]) => Promise<number[]>,
): AnalysisStore {
  let load: Database.Statement | undefined;
  const INSERT =
    'INSERT OR IGNORE INTO analyses (game_id, n, win_probability, estimator) VALUES (?, ?, ?, ?)';
  return {
    async load(gameId, estimator) {
      load ??= db.prepare(
        'SELECT n, win_probability FROM analyses WHERE game_id = ? AND estimator = ? ORDER BY n',
      );
      return (load.all(gameId, estimator) as Row[]).map(fromRow);
    },
    async save(gameId, estimator, positions) {
      if (positions.length === 0) return;
      await write(
        positions.map((p) => ({ sql: INSERT, args: [gameId, p.n, p.winProbability, estimator], json: [2] })),
      );
    },
    async dropOthers(gameId, estimator) {
      await write([
        { sql: 'DELETE FROM analyses WHERE game_id = ? AND estimator <> ?', args: [gameId, estimator] },
      ]);
    },
  };
}

export function postgresAnalyses(pool: pg.Pool): AnalysisStore {
  return {
    async load(gameId, estimator) {
      const r = await pool.query<Row>(
        'SELECT n, win_probability FROM analyses WHERE game_id = $1 AND estimator = $2 ORDER BY n',
        [gameId, estimator],
      );
      return r.rows.map(fromRow);
    },
    async save(gameId, estimator, positions) {
      if (positions.length === 0) return;
      const values = positions.map((_, i) => `($1, $2, $${2 * i + 3}, $${2 * i + 4})`).join(', ');
      await pool.query(
        `INSERT INTO analyses (game_id, estimator, n, win_probability) VALUES ${values} ON CONFLICT DO NOTHING`,
        [gameId, estimator, ...positions.flatMap((p) => [p.n, JSON.stringify(p.winProbability)])],
      );
    },
    async dropOthers(gameId, estimator) {
      await pool.query('DELETE FROM analyses WHERE game_id = $1 AND estimator <> $2', [gameId, estimator]);
    },
  };
}
