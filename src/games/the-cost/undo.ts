// What makes a move of The Cost final for the undo rule (src/kernel/undo.ts). The random elements are
// drawn at setup (spec §5), the die values come from the workers (spec §6) and nothing is hidden (spec:
// "Hidden information: None"), so no move reveals anything. The one move that draws, CHOOSE_COUNTRIES
// (the chosen countries' event order and climate cubes), is made final by the kernel's own PRNG check.
//
// `finalMoves` tells the legal moves apart without applying them: besides CHOOSE_COUNTRIES only a move
// that ends the game is final, and the game ends only when phase 3 of the last round is over or when
// the last country in play regulates the trade out after a death (deaths come from phase-3 work). So a
// move may be final only in the last round (a last phase-1 turn, ended by END_TURN or by the action in
// its last free slot, can run on through phases 2 and 3 when nobody can convert or work) or, in phase 3
// with one country left, unsafe work; those few are left to the kernel.
import type { FinalReason, Seat } from '../../kernel/index.ts';
import type { Edition } from './data/compile.ts';
import type { CostMove } from './moves.ts';
import { inPlay } from './rules/common.ts';
import type { CostState } from './state.ts';

/** Moves of a phase-1 turn before its actions: none of them ends the turn. */
const TURN_OPENINGS = new Set<CostMove['type']>([
  'SELECT_COUNTRY',
  'PLACE_EVENT_MARKER',
  'NATIONAL_RAILS',
  'NATIONAL_PORT',
]);

/** The action slots of a phase-1 turn (the corner's three hexes), and how many of them `tused` marks. */
const SLOTS = 3;
const usedSlots = (tused: number): number => (tused & 1) + ((tused >> 1) & 1) + ((tused >> 2) & 1);

const unsafeWork = (move: CostMove): boolean => (move.type === 'MINE' || move.type === 'MILL') && !move.safe;

/** Whether `move` may end the game in `s` (then the kernel applies it to see). */
function mayEndGame(e: Edition, s: CostState, move: CostMove): boolean {
  const last = s.round >= e.rounds;
  switch (s.phase) {
    case 1:
      // Only the last player's turn of the last round ends phase 1, and only END_TURN or an action in the
      // turn's last free slot (a turn ends when its three slots are used; each action uses one).
      return (
        last &&
        s.cur === s.np - 1 &&
        !TURN_OPENINGS.has(move.type) &&
        (move.type === 'END_TURN' || usedSlots(s.tused) === SLOTS - 1)
      );
    case 2:
      return last;
    case 3:
      // Before the last round only a death can end it, and only unsafe work kills.
      return last || (s.c.filter(inPlay).length <= 1 && unsafeWork(move));
    default:
      return false;
  }
}

export const costUndo = (e: Edition) => ({
  rng: (s: CostState) => s.rng,
  finality: (): FinalReason | null => null,
  finalMoves: (s: CostState, _seat: Seat, moves: readonly CostMove[]): (boolean | null)[] =>
    moves.map((m) => (m.type === 'CHOOSE_COUNTRIES' || mayEndGame(e, s, m) ? null : false)),
});
