// The win probabilities of every position of a game: after move n for n = 0 (the setup) to the last.
// Each position is estimated on its own from the spectator's view only: by the game's trained model of
// the chances to win (../value/), or where it has none by a search (estimate.ts). Where the model
// reads the public money (Industrial Waste), the caller counts it along the game's public log
// (../value/public-transactions.ts) and passes it with the position.
import { SPECTATOR, type AnyGame } from '../../kernel/index.ts';
import { analysisChancesOfView } from '../value/chances.ts';
import { analysisReadsPublicMoney, type PublicMoney } from '../value/index.ts';
import { PublicMoneyCounter } from '../value/public-transactions.ts';
import { positionSeed } from './budget.ts';
import { estimatePosition, outcomeShares } from './estimate.ts';
import { analysisEstimator, type Estimator } from './estimator.ts';

export interface PositionEstimate {
  /** Moves played before this position (0: the setup). */
  n: number;
  /** Per seat, in [0, 1], summing to 1. */
  winProbability: number[];
}

export interface PositionInput {
  game: AnyGame;
  /** The position's full state: only its spectator view and the seat to move are read. */
  state: unknown;
  n: number;
  gameSeed: string;
  /** Default: the game's (`analysisEstimator`). */
  estimator?: Estimator;
  /** Every seat's public money at this position, where the analysis reads it. */
  money?: PublicMoney;
}

/**
 * A counter of the public money for the analysis of a game with `players` seats by `estimator`, or
 * null where the analysis does not read it.
 */
export function publicMoneyCounter(
  game: AnyGame,
  players: number,
  estimator: Estimator = analysisEstimator(game),
): PublicMoneyCounter | null {
  return estimator.kind === 'model' && analysisReadsPublicMoney(game)
    ? new PublicMoneyCounter(game, players)
    : null;
}

/** The estimate of one position (a finished one gives the winners equal shares). */
export function estimateState(input: PositionInput): PositionEstimate {
  const { game, state, n } = input;
  const players = game.playerCount(state);
  const outcome = game.outcome(state);
  const seat = game.activeSeats(state)[0];
  if (outcome || seat === undefined)
    return {
      n,
      winProbability: outcome
        ? outcomeShares(outcome, players)
        : new Array<number>(players).fill(1 / players),
    };
  const view = game.view(state, SPECTATOR);
  return {
    n,
    winProbability: estimateView(game, view, seat, players, input.gameSeed, input.estimator, input.money),
  };
}

/** The estimate of a running position from its spectator view and the seat to move. */
export function estimateView(
  game: AnyGame,
  view: unknown,
  seat: number,
  players: number,
  gameSeed: string,
  estimator: Estimator = analysisEstimator(game),
  money?: PublicMoney,
): number[] {
  if (estimator.kind === 'model') {
    const reads = analysisReadsPublicMoney(game);
    if (reads && !money)
      throw new Error(`the analysis of ${game.id} needs every seat's public money (public-transactions.ts)`);
    return analysisChancesOfView(game, view, undefined, undefined, reads ? money : undefined);
  }
  return estimatePosition({
    game,
    view,
    seat,
    players,
    seed: positionSeed(gameSeed, view),
    iterations: estimator.iterations,
  });
}
