// Acts on expired deadlines: every `sweepMs` it asks storage for games whose earliest running deadline
// has passed (one indexed query) and hands their seats to the stand-ins. Every node sweeps every game,
// so the deadlines of a node that stopped, or of a server that was down, are acted on; the conditional
// write of the clocks lets only one node act on each deadline.
import type { Logger } from 'pino';
import type { GameService } from '../game/game-service.ts';
import type { Storage } from '../storage/types.ts';
import { expireSeats } from './stand-ins.ts';

export interface DeadlineSweeperOptions {
  service: GameService;
  storage: Storage;
  logger: Logger;
  sweepMs: number;
  /** Games acted on per sweep; the rest wait for the next one. */
  batch?: number;
}

export class DeadlineSweeper {
  private timer?: NodeJS.Timeout;
  private running: Promise<void> | undefined;
  private closed = false;

  constructor(private readonly o: DeadlineSweeperOptions) {}

  start(): void {
    this.tick();
  }

  private tick(): void {
    if (this.closed) return;
    this.running = this.sweep().finally(() => {
      this.running = undefined;
      if (this.closed) return;
      this.timer = setTimeout(() => this.tick(), this.o.sweepMs);
      this.timer.unref();
    });
  }

  /** One pass over the games whose deadline has passed. */
  async sweep(): Promise<void> {
    try {
      const due = await this.o.storage.gamesPastDeadline(new Date().toISOString(), this.o.batch ?? 100);
      for (const id of due) {
        if (this.closed) return;
        try {
          await expireSeats(this.o.service, id);
        } catch (e) {
          this.o.logger.error({ err: e, gameId: id }, 'acting on a deadline failed');
        }
      }
    } catch (e) {
      if (!this.closed) this.o.logger.error({ err: e }, 'deadline sweep failed');
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    await this.running;
  }
}
