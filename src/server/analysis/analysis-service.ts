// The analysis of a game: every position's win probabilities, stored as they come and so computed once,
// across restarts, never on the request path. A game with a trained model of the chances to win is
// estimated here from the spectator's view, a few positions at a time between other work (a position
// costs well under a millisecond), except late positions whose estimate blends in playouts (tens of
// milliseconds: in the bot workers); a game without one by the search, in the bot workers, one job per
// position. Each stored position names its estimator, and figures of another
// estimator (an older model) are dropped and made again. A request gets what is stored and, while
// positions are missing, status "pending" and the work started. Shown once a game is over, or while it
// runs when every seat is a bot (nobody playing could learn from it). A classroom's table is analysed
// as soon as it ends (`prepare`), so that the class debrief finds every table's figures stored.
import type { Logger } from 'pino';
import { positionSeed } from '../../bots/analysis/budget.ts';
import { outcomeShares } from '../../bots/analysis/estimate.ts';
import { analysisEstimator } from '../../bots/analysis/estimator.ts';
import { analysisChancesOfView, playsOutView } from '../../bots/value/chances.ts';
import { analysisReadsPublicMoney, type PublicMoney } from '../../bots/value/index.ts';
import { publicMoneyAfter, publicMoneyAtSetup } from '../../bots/value/public-transactions.ts';
import { SPECTATOR } from '../../kernel/index.ts';
import type { AnalysisResponse, PositionChances } from '../../shared/api.ts';
import type { BotPool } from '../bots/pool.ts';
import { refusal } from '../http/errors.ts';
import { ANALYSIS_TEXTS } from './texts.ts';
import type { GameService } from '../game/game-service.ts';
import type { LiveGame } from '../game/live-game.ts';
import type { Storage } from '../storage/types.ts';

/** A position's search may take this long before its worker is stopped (it is bounded by iterations). */
export const SEARCH_JOB_LIMIT_MS = 120_000;
/** Positions a model estimates before the event loop gets a turn and they are stored. */
const MODEL_BATCH = 20;

export interface AnalysisDeps {
  service: GameService;
  storage: Storage;
  pool: BotPool;
  logger: Logger;
}

export class AnalysisService {
  private readonly running = new Map<string, Promise<void>>();
  /** Positions estimated by this node since it started (a debrief that needs none does no work). */
  estimated = 0;

  constructor(private readonly d: AnalysisDeps) {}

  static visible(live: LiveGame): boolean {
    return live.meta.status === 'finished' || live.meta.seats.every((s) => s.kind === 'bot');
  }

  async get(id: string): Promise<AnalysisResponse> {
    const answer = await this.stored(id);
    if (!answer) throw refusal(409, 'GAME_RUNNING', ANALYSIS_TEXTS.analysisWhileRunning);
    if (answer.status === 'pending') this.start(id, answer.moveCount);
    return answer;
  }

  /** Resolves when the positions up to `upTo` are stored (for tests and tools). */
  async settled(id: string): Promise<void> {
    await this.running.get(id);
  }

  /**
   * Stores the analysis of a game that can be shown (over, or bots only) if any position is missing,
   * and resolves when it is; nothing to do resolves at once. Failures are logged, not thrown.
   */
  async prepare(id: string): Promise<void> {
    // A run started earlier for fewer moves (a bots-only game watched as it played) is waited for,
    // then the rest is made: twice at most, as a game that is over has no more moves.
    for (let round = 0; round < 2; round++) {
      const answer = await this.stored(id);
      if (!answer || answer.status === 'ready') return;
      this.start(id, answer.moveCount);
      await this.settled(id);
    }
  }

  /** What is stored of a shown game's analysis, without starting any work (null: not shown yet). */
  async stored(id: string): Promise<AnalysisResponse | null> {
    const live = await this.d.service.live(id);
    if (!AnalysisService.visible(live)) return null;
    const upTo = live.moveCount;
    const estimator = analysisEstimator(live.game, live.meta.start === undefined);
    const moves = (await this.d.storage.analyses.load(id, estimator.id)).filter((p) => p.n <= upTo);
    const ready = moves.length === upTo + 1;
    return {
      gameId: id,
      status: ready ? 'ready' : 'pending',
      moveCount: upTo,
      estimator: estimator.id,
      moves,
    };
  }

  private start(id: string, upTo: number): void {
    if (this.running.has(id)) return;
    const run = this.compute(id, upTo)
      .catch((e) => this.d.logger.error({ err: e, gameId: id }, 'analysis failed'))
      .finally(() => this.running.delete(id));
    this.running.set(id, run);
  }

  private async compute(id: string, upTo: number): Promise<void> {
    const live = await this.d.service.live(id);
    const game = live.game;
    const estimator = analysisEstimator(game, live.meta.start === undefined);
    await this.d.storage.analyses.dropOthers(id, estimator.id);
    const have = new Set((await this.d.storage.analyses.load(id, estimator.id)).map((p) => p.n));
    let batch: PositionChances[] = [];
    const flush = async () => {
      await this.d.storage.analyses.save(id, estimator.id, batch);
      batch = [];
    };
    // Industrial Waste's model also reads each seat's public money, counted along the log as the
    // table sees it: a move adds its public transactions, an undo returns to the money of the
    // position it goes back to (as `stateAt` does with the state).
    const countMoney =
      estimator.kind === 'model' && live.meta.start === undefined && analysisReadsPublicMoney(game);
    const money: PublicMoney[] = [];
    let previous: unknown = null;
    for (let n = 0; n <= upTo; n++) {
      if (!countMoney && have.has(n)) continue;
      const state = live.stateAt(n);
      if (countMoney) {
        const e = live.entries[n - 1];
        money[n] =
          n === 0
            ? publicMoneyAtSetup(game, game.playerCount(state))
            : e.undoes !== undefined
              ? money[e.undoes - 1]
              : publicMoneyAfter(game, money[n - 1], previous, state, e.seat, e.move);
        previous = state;
        if (have.has(n)) continue;
      }
      const players = game.playerCount(state);
      const outcome = game.outcome(state);
      const seat = game.activeSeats(state)[0];
      let winProbability: number[];
      let view: unknown;
      if (outcome || seat === undefined)
        winProbability = outcome
          ? outcomeShares(outcome, players)
          : new Array<number>(players).fill(1 / players);
      else if (
        estimator.kind === 'model' &&
        !playsOutView(game, (view ??= game.view(state, SPECTATOR)), undefined, undefined, money[n])
      )
        winProbability = analysisChancesOfView(game, view, undefined, undefined, money[n]);
      else {
        view ??= game.view(state, SPECTATOR);
        winProbability = (await this.d.pool.decide(
          {
            game: game.id,
            bot: 'mcts',
            task: 'estimate',
            seat,
            players,
            seed: positionSeed(live.meta.seed, view),
            // A model's estimate ignores the iterations: its playouts are the model's.
            iterations: estimator.kind === 'search' ? estimator.iterations : 1,
            budgetMs: SEARCH_JOB_LIMIT_MS,
            view,
            legalMoves: [],
          },
          `analysis:${id}`,
        )) as number[];
      }
      batch.push({ n, winProbability });
      this.estimated++;
      if (estimator.kind === 'search' || batch.length >= MODEL_BATCH) {
        await flush();
        // Let requests and moves through between batches of a long game.
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
    await flush();
  }
}
