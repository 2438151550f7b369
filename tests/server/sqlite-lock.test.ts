// Two servers started on one SQLite folder without complaint, and each then served stale views and
// refused the other's moves. The second one now refuses to start, saying why; a lock left by a
// killed server is taken over.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../../src/server/storage/folder-lock.ts';
import { StorageOpenError } from '../../src/server/storage/sqlite.ts';
import { sqliteDatabase, type TestDatabase } from '../support/databases.ts';

const main = fileURLToPath(new URL('../../src/server/main.ts', import.meta.url));

describe('one server per SQLite folder', () => {
  let db: TestDatabase;
  afterEach(async () => {
    await db.drop();
  });

  it(
    'refuses a second server process on the folder with a clear message, and exits',
    { timeout: 60_000 },
    async () => {
      db = sqliteDatabase();
      const first = db.open();
      await first.init();
      try {
        const child = spawn(process.execPath, ['--import', 'tsx', main], {
          env: { ...process.env, ...db.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent' },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let stderr = '';
        child.stderr.on('data', (c) => (stderr += String(c)));
        const code = await new Promise<number | null>((r) => child.once('exit', (c) => r(c)));
        expect(code).toBe(1);
        expect(stderr).toMatch(
          new RegExp(`Another server \\(process ${process.pid}\\) is using the game folder`),
        );
        expect(stderr).toMatch(/DATA_DIR/);
      } finally {
        await first.close();
      }
      // Once the first is closed, the folder is free again.
      const next = db.open();
      await next.init();
      await next.close();
    },
  );

  it('refuses a second storage in the same process, and takes over the lock of a process that is gone', async () => {
    db = sqliteDatabase();
    const a = db.open();
    await a.init();
    const b = db.open();
    await expect(b.init()).rejects.toThrow(StorageOpenError);
    await a.close();
    // A server killed with -9 leaves its lock behind, naming a process that no longer runs.
    writeFileSync(join(db.env.DATA_DIR, LOCK_FILE), '2147483646');
    const c = db.open();
    await c.init();
    await c.close();
    await b.close();
  });
});
