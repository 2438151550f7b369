// Wakes the bots: whenever a bot seat has a decision pending, it waits a short delay (so that people
// can follow), asks the worker pool for a move within the time budget, and plays it through the same
// path as a person's move. A bot that fails or overruns (budget plus grace) plays the game's heuristic
// move instead (a random legal move in a game without one; fallback.ts), so a game never stalls.
// A decision made for a position that has moved on is dropped and taken again.
// With several nodes on one database, a game's bots are played by one node at a time: the node holds
// the game's bot duty under a lease (ops/lease-keeper.ts) from the moment it wakes them until no bot of
// the game is to move. A node that dies loses its leases when its heartbeat lapses, and another node's
// sweep (every second) finds the games whose bots nobody alive is on and takes them over.
// In a guided first game the bots play the moves its tutorial file lists while the game follows it
// (game/tutorials.ts); a listed move the rules refuse is logged and the bot decides instead.
import type { Logger } from 'pino';
import type { LeaseKeeper } from '../ops/lease-keeper.ts';
import type { Seat } from '../../kernel/index.ts';
import type { GameService } from '../game/game-service.ts';
import type { LiveGame } from '../game/live-game.ts';
import type { Metrics } from '../ops/metrics.ts';
import { BOT_DUTY } from '../storage/leases.ts';
import type { Storage } from '../storage/types.ts';
import { botDecisionSeed } from '../../bots/decision-seed.ts';
import { fallbackMove } from './fallback.ts';
import type { BotPool } from './pool.ts';
import type { TutorialReply } from '../../kernel/index.ts';

export interface SchedulerOptions {
  service: GameService;
  storage: Storage;
  pool: BotPool;
  leases: LeaseKeeper;
  logger: Logger;
  metrics: Metrics;
  /** Pause before each bot move, in ms. */
  delayMs: number;
  /** Thinking time per decision, in ms. */
  budgetMs: number;
  /** How often to look for games whose bots nobody woke (after a restart, or a node that died). */
  sweepMs: number;
  /** A game this long takes no more moves: its bots are not woken. */
  maxGameMoves: number;
  /** The move a tutorial lists for this bot here (absent: bots always decide). */
  listed?: (live: LiveGame, seat: Seat, legalMoves: unknown[]) => TutorialReply;
}

export class BotScheduler {
  /** Move count each bot seat is deciding for, by "gameId:seat". */
  private readonly pending = new Map<string, number>();
  /** Bot seats pending per game: the game's bot lease is given up when none is left. */
  private readonly pendingPerGame = new Map<string, number>();
  /** Claims and releases of each game's bot lease, one after the other. */
  private readonly leaseWork = new Map<string, Promise<unknown>>();
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

  /**
   * Games whose bots are to move according to the database and that no other live node is on: a
   * restart, or a node that died (its leases lapsed), or a move stored elsewhere without a wake here.
   */
  async sweep(): Promise<void> {
    try {
      // A game at the length limit is stored with no bot to move. The limit counts moves in effect, which
      // the stored move count (undos included) cannot tell, so the sweep does not filter on it.
      const ids = await this.o.storage.gamesWithBotToMove(1000, { freeFor: this.o.leases.node });
      this.o.metrics.counters.botSweeps++;
      for (const id of ids) {
        if (this.closed) return;
        if (this.pendingPerGame.has(id)) continue;
        this.wake(await this.o.service.latest(id));
      }
    } catch (e) {
      this.o.logger.error({ err: e }, 'bot sweep failed');
    }
  }

  wake(live: LiveGame): void {
    if (this.closed || live.meta.status !== 'running') return;
    // A game at the length limit takes no move: waking its bots would only have them refused.
    if (live.movesInEffect >= this.o.maxGameMoves) return;
    for (const seat of live.activeSeats()) {
      // Bot seats, and people's seats a stand-in plays for.
      const level = live.botLevelOf(seat);
      if (level === null) continue;
      const key = `${live.id}:${seat}`;
      const count = live.moveCount;
      if (this.pending.get(key) === count) continue;
      this.setPending(live.id, key, count);
      void this.leased(live.id, () => this.o.leases.claim(BOT_DUTY, live.id)).then(
        (held) => {
          if (!held || this.closed) return this.donePending(live.id, key, count);
          const timer = setTimeout(() => {
            this.timers.delete(timer);
            const run = this.play(live.id, seat, level, count).finally(() => {
              this.running.delete(run);
              this.donePending(live.id, key, count);
            });
            this.running.add(run);
          }, this.o.delayMs);
          this.timers.add(timer);
        },
        (e: unknown) => {
          this.o.logger.error({ err: e, gameId: live.id }, 'claiming the bots of a game failed');
          this.donePending(live.id, key, count);
        },
      );
    }
  }

  private setPending(id: string, key: string, count: number): void {
    if (!this.pending.has(key)) this.pendingPerGame.set(id, (this.pendingPerGame.get(id) ?? 0) + 1);
    this.pending.set(key, count);
  }

  /** The decision for `count` is over; with no other bot seat of the game pending, the lease goes. */
  private donePending(id: string, key: string, count: number): void {
    if (this.pending.get(key) !== count) return;
    this.pending.delete(key);
    const left = (this.pendingPerGame.get(id) ?? 1) - 1;
    if (left > 0) return void this.pendingPerGame.set(id, left);
    this.pendingPerGame.delete(id);
    void this.leased(id, async () => {
      // A wake since (the game's next bot turn) keeps the lease.
      if (!this.pendingPerGame.has(id)) await this.o.leases.release(BOT_DUTY, id);
    }).catch((e: unknown) => this.o.logger.warn({ err: e, gameId: id }, 'giving up a bot lease failed'));
  }

  /** Runs lease work for a game after the earlier lease work for it. */
  private leased<T>(id: string, work: () => Promise<T>): Promise<T> {
    const next = (this.leaseWork.get(id) ?? Promise.resolve()).then(work, work);
    const tail = next.catch(() => {});
    this.leaseWork.set(id, tail);
    void tail.then(() => {
      if (this.leaseWork.get(id) === tail) this.leaseWork.delete(id);
    });
    return next;
  }

  private async play(id: string, seat: Seat, level: string, count: number): Promise<void> {
    try {
      const live = await this.o.service.live(id);
      if (this.closed) return;
      // Moved on before the bot's turn came (a move on another node): look at the game as it is now.
      if (live.moveCount !== count) return this.wake(live);
      // A paused table: no thinking; the bots are woken again when play resumes.
      if (!(await this.o.service.movesAllowed(id))) return;
      const game = live.game;
      const legalMoves = game.legalMoves(live.state, seat);
      if (legalMoves.length === 0) return;
      const seed = botDecisionSeed(live.meta.seed, seat, count);
      const fallback = () => fallbackMove(game, live.state, seat, seed, legalMoves);
      const listed = this.o.listed?.(live, seat, legalMoves) ?? { kind: 'own' };
      if (listed.kind === 'not-legal')
        this.o.logger.warn(
          { gameId: id, seat, step: listed.step, move: listed.move },
          "the tutorial's listed move is not legal here; the bot decides",
        );
      let move: unknown;
      if (listed.kind === 'listed') move = listed.move;
      else
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
            // Games of unknown creator (stored before creators were kept) each count as their own.
            live.meta.creator ?? id,
          );
        } catch (e) {
          if (this.closed) return;
          this.o.metrics.counters.botFailures++;
          this.o.logger.warn(
            { gameId: id, seat, level, err: (e as Error).message },
            'bot failed; heuristic move',
          );
          move = fallback();
        }
      let result = await this.o.service.botMove(id, seat, move, count);
      if (result === 'refused') {
        this.o.metrics.counters.botFailures++;
        result = await this.o.service.botMove(id, seat, fallback(), count);
      }
      // The game moved on meanwhile (a move on another node): this node still holds its bots, so it
      // looks again at the game as stored.
      if (result === 'stale' && !this.closed) this.wake(await this.o.service.latest(id));
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
