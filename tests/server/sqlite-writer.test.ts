// The SQLite writer thread: the writes of one turn of the event loop share one transaction, each
// write is settled on its own, and a write is readable by any other connection once it resolves.
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SqliteWriter, type WriteError } from '../../src/server/storage/sqlite-writer.ts';

describe('the SQLite writer thread', () => {
  let dir: string;
  let file: string;
  let writer: SqliteWriter;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'externalities-writer-'));
    file = join(dir, 'w.sqlite');
    const db = new Database(file);
    db.pragma('journal_mode = WAL');
    db.exec('CREATE TABLE t (k INTEGER PRIMARY KEY, v TEXT NOT NULL)');
    db.close();
    writer = new SqliteWriter(file);
  });
  afterEach(async () => {
    await writer.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const insert = (k: number, v: unknown = `v${k}`) => ({
    sql: 'INSERT INTO t (k, v) VALUES (?, ?)',
    args: [k, v],
  });

  it('commits the writes made in one turn together, settling each on its own', async () => {
    const settled = await Promise.allSettled([
      ...Array.from({ length: 40 }, (_, k) => writer.write([insert(k)])),
      writer.write([insert(3)]),
      writer.write([
        insert(100),
        { sql: 'UPDATE t SET v = ? WHERE k = ?', args: ['x', 999], ifUnchanged: 'fail' },
      ]),
    ]);
    expect(writer.groups).toBe(1);
    expect(settled.slice(0, 40).every((s) => s.status === 'fulfilled')).toBe(true);
    const duplicate = (settled[40] as PromiseRejectedResult).reason as WriteError;
    expect(duplicate.code).toBe('SQLITE_CONSTRAINT_PRIMARYKEY');
    const unchanged = (settled[41] as PromiseRejectedResult).reason as WriteError;
    expect(unchanged).toMatchObject({ code: 'UNCHANGED', step: 1 });
    // The refused writes left nothing behind (move 100's insert was undone with its write).
    const reader = new Database(file, { readonly: true });
    expect(reader.prepare('SELECT COUNT(*) AS n FROM t').get()).toEqual({ n: 40 });
    expect(reader.prepare('SELECT v FROM t WHERE k = 3').get()).toEqual({ v: 'v3' });
    reader.close();
  });

  it('stores JSON arguments as text, stops a write at an unchanged step when asked, and drains on close', async () => {
    await writer.write([{ ...insert(1, { a: [1, 2] }), json: [1] }]);
    const changes = await writer.write([
      { sql: 'UPDATE t SET v = ? WHERE k = ?', args: ['y', 2], ifUnchanged: 'stop' },
      insert(2),
    ]);
    expect(changes).toEqual([0]);
    const later = writer.writeLater([insert(5)]);
    await writer.close();
    await later;
    const reader = new Database(file, { readonly: true });
    expect(reader.prepare('SELECT k, v FROM t ORDER BY k').all()).toEqual([
      { k: 1, v: '{"a":[1,2]}' },
      { k: 5, v: 'v5' },
    ]);
    reader.close();
  });
});
