// Wakes the bots: whenever a bot seat has a decision pending, it waits a short delay (so that people
// can follow), asks the worker pool for a move within the time budget, and plays it through the same
// path as a person's move. A bot that fails or overruns plays a random legal move instead, so a game
// never stalls. A decision made for a position that has moved on is dropped and taken again.
import type { Logger } from 'pino';
import { randomInt, rngFromSeed, type Seat } from '../../kernel/index.ts';
import type { GameService } from '../game-service.ts';
import type { LiveGame } from '../live-game.ts';
import type { Metrics } from '../metrics.ts';
import type { Storage } from '../storage/types.ts';
import { botDecisionSeed } from '../../bots/decision-seed.ts';
import type { BotPool } from './pool.ts';

export interface SchedulerOptions {
  service: GameService;
  storage: Storage;
  pool: BotPool;
  logger: Logger;
  metrics: Metrics;
  /** Pause before each bot move, in ms. */
  delayMs: number;
  /** Thinking time per decision, in ms. */
  budgetMs: number;
  /** How often to look for games whose bots nobody woke (after a restart, or a node that died). */
  sweepMs: number;
}

export class BotScheduler {
  /** Move count each bot seat is deciding for, by "gameId:seat". */
  private readonly pending = new Map<string, number>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly running = new Set<Promise<void>>();
  private sweeper?: NodeJS.Timeout;
  private closed = false;

  constructor(private readonly o: SchedulerOptions) {
    o.service.onCommitted((live) => this.wake(live));
  }

  start(): void {
    void this.sweep();
    this.sweeper = setInterval(() => void this.sweep(), this.o.sweepMs);
    this.sweeper.unref();
  }

  /** Games whose bots are to move according to the database, woken if no one here is on it. */
  async sweep(): Promise<void> {
    try {
      for (const id of await this.o.storage.gamesWithBotToMove(1000)) {
        if (this.closed) return;
        this.wake(await this.o.service.live(id));
      }
    } catch (e) {
      this.o.logger.error({ err: e }, 'bot sweep failed');
    }
  }

  wake(live: LiveGame): void {
    if (this.closed || live.meta.status !== 'running') return;
    for (const seat of live.activeSeats()) {
      const info = live.meta.seats[seat];
      if (info?.kind !== 'bot') continue;
      const key = `${live.id}:${seat}`;
      const count = live.moveCount;
      if (this.pending.get(key) === count) continue;
      this.pending.set(key, count);
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        const run = this.play(live.id, seat, info.level ?? 'random', count).finally(() => {
          this.running.delete(run);
          if (this.pending.get(key) === count) this.pending.delete(key);
        });
        this.running.add(run);
      }, this.o.delayMs);
      this.timers.add(timer);
    }
  }

  private async play(id: string, seat: Seat, level: string, count: number): Promise<void> {
    try {
      const live = await this.o.service.live(id);
      if (live.moveCount !== count || this.closed) return;
      const game = live.game;
      const legalMoves = game.legalMoves(live.state, seat);
      if (legalMoves.length === 0) return;
      const seed = botDecisionSeed(live.meta.seed, seat, count);
      const fallback = () => legalMoves[randomInt(rngFromSeed(seed), legalMoves.length)];
      let move: unknown;
      try {
        move = await this.o.pool.decide(
          {
            game: game.id,
            bot: level,
            seat,
            seed,
            budgetMs: this.o.budgetMs,
            view: game.view(live.state, seat),
            legalMoves,
          },
          id,
        );
      } catch (e) {
        if (this.closed) return;
        this.o.metrics.counters.botFailures++;
        this.o.logger.warn({ gameId: id, seat, level, err: (e as Error).message }, 'bot failed; random move');
        move = fallback();
      }
      const result = await this.o.service.botMove(id, seat, move, count);
      if (result === 'refused') {
        this.o.metrics.counters.botFailures++;
        await this.o.service.botMove(id, seat, fallback(), count);
      }
    } catch (e) {
      this.o.logger.error({ err: e, gameId: id, seat }, 'bot turn failed');
    }
  }

  get queued(): number {
    return this.o.pool.queued;
  }

  /** Stops waking bots and waits for the bot moves already on their way to be stored. */
  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.sweeper);
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    await this.o.pool.close();
    await Promise.all([...this.running]);
  }
}
