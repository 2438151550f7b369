// The heuristic level of The Cost: plays the move after which its expected final money (evaluate.ts)
// most exceeds the other seats' on average. Choices whose worth only shows later in the same turn
// (the country, the corner of the action board) are judged by playing the rest of the turn greedily.
import type { CostMove, CostState, CostView } from '../../games/the-cost/index.ts';
import { rngFromSeed, type AnyGame, type Seat } from '../../kernel/index.ts';
import type { BotFactory } from '../types.ts';
import { EVAL_TUNABLES, evalConstantsOf } from './eval-constants.ts';
import { seatValues } from './evaluate.ts';
import { candidates, quickScore } from './policy.ts';
import { STEP_OVER, STEP_SELECT_COUNTRY, tableOf, type CostTable } from './reader.ts';

const STEP_PLACE_EVENT_MARKER = 2;
const STEP_NATIONAL_RAILS = 3;
/** A phase-1 turn has at most a country, a corner, an event and three actions. */
const MAX_TURN_MOVES = 8;
/** When the rest of a turn is played in the mind, only the moves that look best at a glance are tried. */
const LOOKAHEAD_WIDTH = 10;

/** Own value minus the mean of the others': money paid to a rival counts against a move. */
export function advantage(s: CostState, seat: Seat, t: CostTable): number {
  const v = seatValues(s, t);
  let others = 0;
  for (let o = 0; o < v.length; o++) if (o !== seat) others += v[o];
  return v[seat] - (v.length > 1 ? others / (v.length - 1) : 0);
}

const looksAhead = (s: CostState) => s.step === STEP_SELECT_COUNTRY || s.step === STEP_PLACE_EVENT_MARKER;

/** The best of `legal` for `seat` in `s`, with its worth. */
export function bestMove(
  game: AnyGame,
  s: CostState,
  seat: Seat,
  legal: readonly CostMove[],
  t: CostTable,
  width = Infinity,
): { move: CostMove; value: number } {
  if (s.step === STEP_NATIONAL_RAILS) return { move: legal[0], value: advantage(s, seat, t) };
  let options = legal.length > 1 ? candidates(s, legal) : legal;
  if (options.length > width) {
    const scored = options.map((m) => ({ m, q: quickScore(s, seat, m, t) }));
    scored.sort((a, b) => b.q - a.q);
    options = scored.slice(0, width).map((x) => x.m);
  }
  let best = options[0];
  let bestValue = -Infinity;
  for (const m of options) {
    const value = lookahead(game, s, seat, m, t);
    if (value > bestValue) {
      best = m;
      bestValue = value;
    }
  }
  return { move: best, value: bestValue };
}

/** The heuristic's worth of `move` for `seat`: its advantage after the move (and the rest of the turn, where that shows the move's worth). */
export function lookahead(game: AnyGame, s: CostState, seat: Seat, move: CostMove, t: CostTable): number {
  let after = game.apply(s, seat, move) as CostState;
  if (looksAhead(s)) after = finishTurn(game, after, seat, t);
  return advantage(after, seat, t);
}

/** Plays the rest of `seat`'s phase-1 turn with `bestMove`, and returns the position after it. */
function finishTurn(game: AnyGame, s: CostState, seat: Seat, t: CostTable): CostState {
  const round = s.round;
  for (let i = 0; i < MAX_TURN_MOVES; i++) {
    if (s.step === STEP_OVER || s.phase !== 1 || s.round !== round) break;
    if (game.activeSeats(s)[0] !== seat) break;
    const legal = game.legalMoves(s, seat) as CostMove[];
    if (legal.length === 0) break;
    s = game.apply(s, seat, bestMove(game, s, seat, legal, t, LOOKAHEAD_WIDTH).move) as CostState;
  }
  return s;
}

/** The heuristic level; its settings only change the evaluation's constants (for measuring them). */
const heuristicLevel: BotFactory = ({ game, seed, tuning }) => {
  const rng = rngFromSeed(`heuristic-bot:${seed}`);
  const ev = evalConstantsOf(tuning);
  return {
    name: 'heuristic',
    decide(turn) {
      const legal = turn.legalMoves as CostMove[];
      if (legal.length === 1) return legal[0];
      const view = turn.view as CostView;
      const s = game.determinize(view, turn.seat, rng) as CostState;
      return bestMove(game, s, turn.seat, legal, tableOf(view, ev)).move;
    },
  };
};

export const theCostHeuristic: BotFactory = Object.assign(heuristicLevel, { tunables: EVAL_TUNABLES });
