// The SQLite writer thread: every write of the server runs here, so that statements and the fsync of
// a commit never hold the event loop that answers requests. Plain JavaScript (no TypeScript loader) so
// that the thread starts in a few milliseconds.
//
// Each message is a group: the writes that arrived while the previous group was on its way to disk.
// The group is one transaction (one fsync, synchronous=FULL), each write in its own savepoint so that
// one refused write undoes nothing else. The answer is sent only after the commit returned, so the
// main thread acknowledges a write only once it is on disk.
import Database from 'better-sqlite3';
import { parentPort, workerData } from 'node:worker_threads';

const db = new Database(workerData.file);
db.pragma('journal_mode = WAL');
db.pragma('synchronous = FULL');
db.pragma('foreign_keys = ON');
db.pragma('busy_timeout = 5000');

const statements = new Map();
const prepared = (sql) => {
  let s = statements.get(sql);
  if (!s) statements.set(sql, (s = db.prepare(sql)));
  return s;
};

/** Runs the steps of one write; returns the rows changed by each. */
const runSteps = (steps) => {
  const changes = [];
  for (const step of steps) {
    // Large values (snapshots) are serialised here rather than on the main thread.
    const args = step.json
      ? step.args.map((a, i) => (step.json.includes(i) ? JSON.stringify(a) : a))
      : step.args;
    const changed = prepared(step.sql).run(...args).changes;
    changes.push(changed);
    if (changed === 0 && step.ifUnchanged === 'fail')
      throw Object.assign(new Error('the write changed nothing'), {
        code: 'UNCHANGED',
        step: changes.length - 1,
      });
    if (changed === 0 && step.ifUnchanged === 'stop') break;
  }
  return changes;
};

// Nested better-sqlite3 transactions are savepoints.
const oneWrite = db.transaction(runSteps);
const guarded = db.transaction((writes) =>
  writes.map((steps) => {
    try {
      return { ok: true, changes: oneWrite(steps) };
    } catch (e) {
      return { ok: false, code: e.code, step: e.step, message: e.message };
    }
  }),
);
// Nearly every group is refused nothing, so it first runs without a savepoint per write (at 64 games a
// group holds dozens); a refusal rolls the whole attempt back and the group runs again write by write.
const plain = db.transaction((writes) => writes.map((steps) => ({ ok: true, changes: runSteps(steps) })));
const group = (writes) => {
  try {
    return plain(writes);
  } catch {
    return guarded(writes);
  }
};

parentPort.on('message', (m) => {
  if (m.type === 'close') {
    db.close();
    parentPort.postMessage({ type: 'closed' });
    parentPort.close();
    return;
  }
  let results;
  try {
    results = group(m.writes);
  } catch (e) {
    // The commit itself failed (disk full, I/O error): nothing of the group is stored.
    results = m.writes.map(() => ({ ok: false, code: e.code, message: e.message }));
  }
  parentPort.postMessage({ type: 'done', id: m.id, results });
});
parentPort.postMessage({ type: 'ready' });
