// The heuristic level of Industrial Waste: plays the move after which its expected final score
// (evaluate.ts) most exceeds the others' on average. In an auction it also plays the later bidders'
// answers (each by the same judgement) before judging its bid, since a bid alone settles nothing.
import type { IwMove } from '../../games/industrial-waste/moves.ts';
import type { IwState } from '../../games/industrial-waste/state.ts';
import type { IwView } from '../../games/industrial-waste/view.ts';
import { rngFromSeed, type AnyGame, type Seat } from '../../kernel/index.ts';
import type { BotFactory } from '../types.ts';
import { roundsAfter, seatValues, type Horizon } from './evaluate.ts';
import { candidates } from './policy.ts';

export function advantage(s: IwState, seat: Seat, horizon?: Horizon): number {
  const v = seatValues(s, horizon);
  let others = 0;
  for (let o = 0; o < v.length; o++) if (o !== seat) others += v[o];
  return v[seat] - (v.length > 1 ? others / (v.length - 1) : 0);
}

/** Plays the rest of a running auction, each bidder by `bestMove`; other positions are left as they are. */
function settleAuction(game: AnyGame, s: IwState, depth: number, horizon: Horizon): IwState {
  while (s.auction !== null && s.phase === 'playing' && depth-- > 0) {
    const who = game.activeSeats(s)[0];
    if (who === undefined) break;
    const legal = game.legalMoves(s, who) as IwMove[];
    s = game.apply(s, who, bestMove(game, s, who, legal, depth, horizon).move) as IwState;
  }
  return s;
}

/** The heuristic's judgement of one move: the seat's advantage after it (and the auction it opens or joins). */
export function moveValue(
  game: AnyGame,
  s: IwState,
  seat: Seat,
  move: IwMove,
  depth = 4,
  horizon: Horizon = roundsAfter(s),
): number {
  let after = game.apply(s, seat, move) as IwState;
  if (after.auction !== null) after = settleAuction(game, after, depth, horizon);
  return advantage(after, seat, horizon);
}

export function bestMove(
  game: AnyGame,
  s: IwState,
  seat: Seat,
  legal: readonly IwMove[],
  depth = 4,
  horizon: Horizon = roundsAfter(s),
): { move: IwMove; value: number } {
  const options = candidates(s, seat, legal);
  let best = options[0];
  let bestValue = -Infinity;
  for (const m of options) {
    const value = moveValue(game, s, seat, m, depth, horizon);
    if (value > bestValue) {
      best = m;
      bestValue = value;
    }
  }
  return { move: best, value: bestValue };
}

export const industrialWasteHeuristic: BotFactory = ({ game, seed }) => {
  const rng = rngFromSeed(`heuristic-bot:${seed}`);
  return {
    name: 'heuristic',
    decide(turn) {
      const legal = turn.legalMoves as IwMove[];
      if (legal.length === 1) return legal[0];
      const s = game.determinize(turn.view as IwView, turn.seat, rng) as IwState;
      return bestMove(game, s, turn.seat, legal).move;
    },
  };
};
