// Every row of a test database that mentions any of some ids, in any table and any text column: a check
// that a deletion left nothing behind, which keeps holding when a later version adds tables.
import Database from 'better-sqlite3';
import { join } from 'node:path';
import pg from 'pg';
import { SQLITE_FILE } from '../../src/server/storage/sqlite.ts';
import { TEST_DATABASE_URL, type TestDatabase } from './databases.ts';

/** `{table: rows}` for each table holding a row that mentions one of `ids` (none: `{}`). */
export async function rowsMentioning(db: TestDatabase, ids: string[]): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  if (ids.length === 0) return out;
  if (db.kind === 'sqlite') {
    const file = new Database(join(db.env.DATA_DIR, SQLITE_FILE), { readonly: true });
    try {
      const tables = file
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
        .all() as { name: string }[];
      for (const { name } of tables) {
        const cols = (file.prepare(`PRAGMA table_info(${name})`).all() as { name: string; type: string }[])
          .filter((c) => /TEXT/i.test(c.type))
          .map((c) => c.name);
        if (cols.length === 0) continue;
        const where = cols.flatMap((c) => ids.map(() => `instr(${c}, ?) > 0`)).join(' OR ');
        const args = cols.flatMap(() => ids);
        const n = (
          file.prepare(`SELECT COUNT(*) AS n FROM ${name} WHERE ${where}`).get(...args) as { n: number }
        ).n;
        if (n > 0) out[name] = n;
      }
    } finally {
      file.close();
    }
    return out;
  }
  const schema = db.env.DATABASE_SCHEMA;
  const c = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await c.connect();
  try {
    const cols = await c.query<{ table_name: string; column_name: string }>(
      `SELECT table_name, column_name FROM information_schema.columns
       WHERE table_schema = $1 AND data_type IN ('text', 'character varying')`,
      [schema],
    );
    const byTable = new Map<string, string[]>();
    for (const r of cols.rows)
      byTable.set(r.table_name, [...(byTable.get(r.table_name) ?? []), r.column_name]);
    for (const [table, columns] of byTable) {
      const where = columns.map((col) => `strpos(${col}, ANY_ID) > 0`);
      const r = await c.query<{ n: string }>(
        `SELECT COUNT(*) AS n FROM ${schema}.${table} t, unnest($1::text[]) AS ids(ANY_ID) WHERE ${where.join(' OR ')}`,
        [ids],
      );
      const n = Number(r.rows[0].n);
      if (n > 0) out[table] = n;
    }
  } finally {
    await c.end();
  }
  return out;
}
