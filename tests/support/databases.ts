// Real databases for the server tests: a fresh SQLite folder, or a fresh PostgreSQL schema on the test
// server (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test), dropped afterwards.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openPostgresStorage } from '../../src/server/storage/postgres.ts';
import { LOCK_FILE } from '../../src/server/storage/folder-lock.ts';
import { openSqliteStorage } from '../../src/server/storage/sqlite.ts';
import type { Storage } from '../../src/server/storage/types.ts';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface TestDatabase {
  kind: 'sqlite' | 'postgres';
  /** Environment for a server process using this database. */
  env: Record<string, string>;
  /** A new storage handle on the same database (several may be open, as several nodes would). */
  open(): Storage;
  drop(): Promise<void>;
}

let counter = 0;

export function sqliteDatabase(): TestDatabase {
  const dir = mkdtempSync(join(tmpdir(), 'externalities-test-'));
  return {
    kind: 'sqlite',
    env: { DATA_DIR: dir },
    open: () => openSqliteStorage(dir),
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** A copy of an SQLite test database's folder, for a second server to read (one server per folder). */
export function sqliteCopy(db: TestDatabase): TestDatabase {
  const dir = mkdtempSync(join(tmpdir(), 'externalities-test-'));
  cpSync(db.env.DATA_DIR, dir, { recursive: true, filter: (src) => !src.endsWith(LOCK_FILE) });
  return {
    kind: 'sqlite',
    env: { DATA_DIR: dir },
    open: () => openSqliteStorage(dir),
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

export function postgresDatabase(): TestDatabase {
  const schema = `t_${process.pid}_${Date.now().toString(36)}_${counter++}`;
  return {
    kind: 'postgres',
    env: { DATABASE_URL: TEST_DATABASE_URL, DATABASE_SCHEMA: schema },
    open: () => openPostgresStorage({ connectionString: TEST_DATABASE_URL, schema, poolSize: 4 }),
    drop: async () => {
      const c = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await c.connect();
      await c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await c.end();
    },
  };
}

export const databases: { name: 'sqlite' | 'postgres'; make: () => TestDatabase }[] = [
  { name: 'sqlite', make: sqliteDatabase },
  { name: 'postgres', make: postgresDatabase },
];
