// A small pool of worker threads where bots think, so that a long search never blocks the requests
// of the players. A decision that overruns its time (budget plus grace) costs the worker its life:
// it is terminated and replaced, and the decision fails.
import { Worker } from 'node:worker_threads';
import type { Logger } from 'pino';
import type { BotJob, WorkerData, WorkerMessage } from './protocol.ts';

interface Slot {
  worker: Worker;
  ready: boolean;
  job?: { job: BotJob; resolve: (m: unknown) => void; reject: (e: Error) => void; timer: NodeJS.Timeout };
}

interface Waiting {
  job: Omit<BotJob, 'id'>;
  resolve: (m: unknown) => void;
  reject: (e: Error) => void;
}

export interface PoolOptions {
  size: number;
  gameModules: string[];
  logger: Logger;
  /** Extra time a decision may take past its budget before the worker is stopped. */
  graceMs?: number;
}

const WORKER_URL = new URL('./worker.mjs', import.meta.url);

export class BotPool {
  private readonly slots: Slot[] = [];
  /**
   * Decisions waiting, per creator and per game within it, served round-robin at both levels: the
   * creators in turn, and each creator's games in turn. One client with many bot games gets one
   * share, so it cannot starve another client's game (20 search-bot games of one client once delayed
   * another client's reply tenfold), nor can one game starve its creator's other games.
   */
  private readonly waiting = new Map<string, Map<string, Waiting[]>>();
  private nextId = 1;
  private closed = false;

  constructor(private readonly opts: PoolOptions) {}

  get queued(): number {
    let n = 0;
    for (const tables of this.waiting.values()) for (const q of tables.values()) n += q.length;
    return n;
  }

  /**
   * The next decision: of the creator that has waited longest for its turn, the game of theirs that
   * has waited longest, its oldest decision. Creator and game then go to the back of their rounds.
   */
  private next(): Waiting | undefined {
    for (const [creator, tables] of this.waiting) {
      this.waiting.delete(creator);
      for (const [table, q] of tables) {
        tables.delete(table);
        const w = q.shift();
        if (q.length > 0) tables.set(table, q);
        if (!w) continue;
        if (tables.size > 0) this.waiting.set(creator, tables);
        return w;
      }
    }
    return undefined;
  }

  /**
   * `table` names the game the decision is for and `creator` who created it (default: the game
   * itself); decisions are shared fairly between creators, then between each creator's games.
   */
  decide(job: Omit<BotJob, 'id'>, table = job.game, creator = table): Promise<unknown> {
    if (this.closed) return Promise.reject(new Error('the bot pool is closed'));
    // Workers start with the first decision: a server without bot seats never pays for them.
    while (this.slots.length < Math.max(1, this.opts.size)) this.slots.push(this.spawn());
    return new Promise((resolve, reject) => {
      let tables = this.waiting.get(creator);
      if (!tables) this.waiting.set(creator, (tables = new Map()));
      const q = tables.get(table);
      if (q) q.push({ job, resolve, reject });
      else tables.set(table, [{ job, resolve, reject }]);
      this.pump();
    });
  }

  private spawn(): Slot {
    const data: WorkerData = { gameModules: this.opts.gameModules };
    const worker = new Worker(WORKER_URL, { workerData: data });
    const slot: Slot = { worker, ready: false };
    worker.unref();
    worker.on('message', (m: WorkerMessage) => {
      if (m.type === 'ready') {
        slot.ready = true;
        this.pump();
        return;
      }
      const current = slot.job;
      if (!current || current.job.id !== m.id) return;
      clearTimeout(current.timer);
      slot.job = undefined;
      if (m.type === 'decided') current.resolve(m.move);
      else current.reject(new Error(m.message));
      this.pump();
    });
    worker.on('error', (e) => this.opts.logger.error({ err: e }, 'bot worker failed'));
    worker.on('exit', () => {
      const current = slot.job;
      slot.job = undefined;
      if (current) {
        clearTimeout(current.timer);
        current.reject(new Error('the bot worker stopped'));
      }
      const i = this.slots.indexOf(slot);
      if (i >= 0 && !this.closed) {
        this.slots[i] = this.spawn();
      }
    });
    return slot;
  }

  private pump(): void {
    for (const slot of this.slots) {
      if (this.waiting.size === 0) return;
      if (!slot.ready || slot.job) continue;
      const next = this.next();
      if (!next) return;
      const job: BotJob = { ...next.job, id: this.nextId++ };
      const limit = job.budgetMs + (this.opts.graceMs ?? 2000);
      const timer = setTimeout(() => {
        this.opts.logger.warn(
          { game: job.game, bot: job.bot, ms: limit },
          'bot overran its time; worker replaced',
        );
        slot.job = undefined;
        slot.ready = false;
        next.reject(new Error(`the bot took more than ${limit} ms`));
        void slot.worker.terminate();
      }, limit);
      slot.job = { job, resolve: next.resolve, reject: next.reject, timer };
      slot.worker.postMessage(job);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const tables of this.waiting.values())
      for (const q of tables.values()) for (const w of q) w.reject(new Error('the bot pool is closed'));
    this.waiting.clear();
    await Promise.all(this.slots.map((s) => s.worker.terminate()));
  }
}
