// The analyses of games: each position's win probabilities, written once when computed (a second write
// of the same position keeps the first) and read back after a restart, on both databases.
import type Database from 'better-sqlite3';
import type pg from 'pg';
import type { PositionChances } from '../../shared/api.ts';
import type { WriteStep } from './sqlite-writer.ts';

export interface AnalysisStore {
  /** The positions of a game estimated so far, by move number. */
  load(gameId: string): Promise<PositionChances[]>;
  /** Durable when it resolves; positions already stored are kept as they were. */
  save(gameId: string, positions: PositionChances[]): Promise<void>;
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
  const INSERT = 'INSERT OR IGNORE INTO analyses (game_id, n, win_probability) VALUES (?, ?, ?)';
  return {
    async load(gameId) {
      load ??= db.prepare('SELECT n, win_probability FROM analyses WHERE game_id = ? ORDER BY n');
      return (load.all(gameId) as Row[]).map(fromRow);
    },
    async save(gameId, positions) {
      if (positions.length === 0) return;
      await write(positions.map((p) => ({ sql: INSERT, args: [gameId, p.n, p.winProbability], json: [2] })));
    },
  };
}

export function postgresAnalyses(pool: pg.Pool): AnalysisStore {
  return {
    async load(gameId) {
      const r = await pool.query<Row>(
        'SELECT n, win_probability FROM analyses WHERE game_id = $1 ORDER BY n',
        [gameId],
      );
      return r.rows.map(fromRow);
    },
    async save(gameId, positions) {
      if (positions.length === 0) return;
      const values = positions.map((_, i) => `($1, $${2 * i + 2}, $${2 * i + 3})`).join(', ');
      await pool.query(
        `INSERT INTO analyses (game_id, n, win_probability) VALUES ${values} ON CONFLICT DO NOTHING`,
        [gameId, ...positions.flatMap((p) => [p.n, JSON.stringify(p.winProbability)])],
      );
    },
  };
}
