// The main thread's side of the SQLite writer thread (sqlite-writer.mjs). Writes are plain data (SQL
// and arguments), queued; the writes of one turn of the event loop, and those that arrive while a
// group is being committed, go to the thread together as the next group and share one fsync. A
// write's promise settles when the thread says its group is on disk.
import { Worker } from 'node:worker_threads';

export interface WriteStep {
  sql: string;
  args: unknown[];
  /** Indices of arguments to store as JSON text, serialised by the writer thread. */
  json?: number[];
  /** When the statement changes no row: refuse the whole write ('fail') or skip the steps after it ('stop'). */
  ifUnchanged?: 'fail' | 'stop';
}

/** A write refused by the database; `code` is SQLite's (or UNCHANGED for an `ifUnchanged: 'fail'` step). */
export class WriteError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
    readonly step: number | undefined,
  ) {
    super(message);
  }
}

type Result = { ok: true; changes: number[] } | { ok: false; code?: string; step?: number; message: string };

interface Pending {
  steps: WriteStep[];
  resolve: (changes: number[]) => void;
  reject: (e: Error) => void;
}

const WORKER_URL = new URL('./sqlite-writer.mjs', import.meta.url);

export class SqliteWriter {
  private worker: Worker | undefined;
  private queue: Pending[] = [];
  /** Writes that wait for nothing but disk space: snapshots, which only speed up loading. */
  private later: Pending[] = [];
  private inFlight: Pending[] | undefined;
  private nextId = 1;
  private scheduled = false;
  private idle: (() => void)[] = [];
  /** Groups committed so far (each one transaction, one fsync). */
  groups = 0;

  constructor(private readonly file: string) {}

  /** Resolves with the rows changed by each step once the write is on disk. */
  write(steps: WriteStep[]): Promise<number[]> {
    return new Promise((resolve, reject) => {
      this.queue.push({ steps, resolve, reject });
      this.schedule();
    });
  }

  /** A write nobody waits for: it goes with the next group, after the writes waited on. */
  writeLater(steps: WriteStep[]): Promise<number[]> {
    return new Promise((resolve, reject) => {
      this.later.push({ steps, resolve, reject });
      this.schedule();
    });
  }

  /** Resolves once every queued write is settled. */
  drain(): Promise<void> {
    if (!this.inFlight && this.queue.length === 0 && this.later.length === 0) return Promise.resolve();
    return new Promise((r) => this.idle.push(r));
  }

  async close(): Promise<void> {
    await this.drain();
    const worker = this.worker;
    this.worker = undefined;
    if (!worker) return;
    worker.ref();
    await new Promise<void>((resolve) => {
      worker.once('exit', () => resolve());
      worker.postMessage({ type: 'close' });
    });
  }

  private schedule(): void {
    if (this.scheduled || this.inFlight) return;
    this.scheduled = true;
    // The end of this turn of the event loop: every write made in it joins the group.
    setImmediate(() => {
      this.scheduled = false;
      this.send();
    });
  }

  private send(): void {
    if (this.inFlight) return;
    if (this.queue.length === 0 && this.later.length === 0) {
      this.worker?.unref();
      for (const r of this.idle.splice(0)) r();
      return;
    }
    const batch = this.queue.concat(this.later);
    this.queue = [];
    this.later = [];
    this.inFlight = batch;
    const worker = this.start();
    // A write in flight keeps the process alive until it is acknowledged.
    worker.ref();
    worker.postMessage({ type: 'group', id: this.nextId++, writes: batch.map((p) => p.steps) });
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(WORKER_URL, { workerData: { file: this.file } });
    worker.on('message', (m: { type: string; results?: Result[] }) => {
      if (m.type !== 'done' || !m.results) return;
      const batch = this.inFlight ?? [];
      this.inFlight = undefined;
      this.groups++;
      batch.forEach((p, i) => {
        const r = m.results![i];
        if (r.ok) p.resolve(r.changes);
        else p.reject(new WriteError(r.message, r.code, r.step));
      });
      this.send();
    });
    const fail = (e: Error) => {
      if (this.worker === worker) this.worker = undefined;
      const batch = this.inFlight ?? [];
      this.inFlight = undefined;
      for (const p of batch) p.reject(e);
      this.send();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => {
      if (this.worker === worker) fail(new Error(`the database writer stopped (exit code ${code})`));
    });
    this.worker = worker;
    return worker;
  }
}
