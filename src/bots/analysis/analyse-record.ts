// The win probabilities of every position of a game: after move n for n = 0 (the setup) to the last.
// Each position is estimated on its own from the spectator's view only: by the game's trained model of
// the chances to win (../value/), or where it has none by a search (estimate.ts).
import { SPECTATOR, type AnyGame } from '../../kernel/index.ts';
import { analysisChancesOfView } from '../value/chances.ts';
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
  return { n, winProbability: estimateView(game, view, seat, players, input.gameSeed, input.estimator) };
}

/** The estimate of a running position from its spectator view and the seat to move. */
export function estimateView(
  game: AnyGame,
  view: unknown,
  seat: number,
  players: number,
  gameSeed: string,
  estimator: Estimator = analysisEstimator(game),
): number[] {
  if (estimator.kind === 'model') return analysisChancesOfView(game, view);
  return estimatePosition({
    game,
    view,
    seat,
    players,
    seed: positionSeed(gameSeed, view),
    iterations: estimator.iterations,
  });
}
