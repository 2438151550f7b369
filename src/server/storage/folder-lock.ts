// One server per SQLite folder. Two processes on one file each keep their own games in memory, so
// each serves stale views and refuses the other's moves; the second one must not start. The lock is
// a file holding the owner's process id, created exclusively; a lock whose process is gone (killed)
// is taken over.
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export const LOCK_FILE = 'externalities.lock';

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Takes the folder's lock; returns its release, or throws `refuse(sentence)` when another process holds it. */
export function lockFolder(dir: string, refuse: (sentence: string) => Error): () => void {
  const file = join(dir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let held = true;
      return () => {
        if (held) rmSync(file, { force: true });
        held = false;
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      let owner = NaN;
      try {
        owner = Number(readFileSync(file, 'utf8').trim());
      } catch {
        // removed meanwhile: try again
      }
      if (Number.isInteger(owner) && owner > 0 && alive(owner))
        throw refuse(
          `Another server (process ${owner}) is using the game folder ${dir}. One server per folder: stop it, or give this one another DATA_DIR (several servers need PostgreSQL).`,
        );
      rmSync(file, { force: true });
    }
  }
  throw refuse(`Cannot take the lock ${file} of the game folder.`);
}
