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
// with one country left, unsafe work; those few are left to the kernel. In the last round two larger
// kinds are told here too, since applying each costs a route search: a phase-2 conversion that leaves
// money keeps the seat converting, and a phase-3 die move, investment or pass ends the game exactly when
// phase 3 then ends (`endsPhase3After`).
import type { FinalReason, Seat } from '../../kernel/index.ts';
import type { Edition } from './data/compile.ts';
import type { CostMove } from './moves.ts';
import { countryInPlay, inPlay } from './rules/common.ts';
import { canWork } from './rules/flow.ts';
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
      // A conversion ends the seat's turn only when it spends all the seat's money.
      return last && (move.type !== 'CONVERT' || move.dollars >= s.p[s.order[s.cur]].money);
    case 3:
      // Before the last round only a death can end it, and only unsafe work kills.
      return last || (s.c.filter(inPlay).length <= 1 && unsafeWork(move));
    default:
      return false;
  }
}

/** Whether `seat` could invest with `money` (flow.ts's `canInvest`, the money given). */
const couldInvest = (e: Edition, s: CostState, seat: number, money: number): boolean =>
  money >= e.investCost && s.p[seat].inv.some((k) => k < e.investSpaces);

/**
 * Whether the last round's phase 3 ends (so the game) right after `move` by the seat at `cur`, for a
 * die move, an investment or a pass (none kills; null for work, left to the kernel). After it the next
 * seats of the cycle are asked in turn, and phase 3 ends if none of them can work or invest and then
 * nobody can work (flow.ts, `nextInCycle`). Such a move changes only the money (a die move's payments,
 * an investment's cost, which the seat's own next chance never reads) and the moved die's place: a die
 * taken to a mill lets the mill's owner work, one sold leaves its site empty.
 */
function endsPhase3After(e: Edition, s: CostState, move: CostMove): boolean | null {
  const mover = s.order[s.cur];
  let moverCanWork = false;
  if (move.type === 'MOVE') {
    if (move.destination === 'MILL') return false;
    const c = countryInPlay(e, s, move.country);
    const t = e.countries[s.c[c].d].map.index[move.site];
    for (const f of s.p[mover].fac) {
      if (f === null) continue;
      const die = f.c === c && f.t === t ? 0 : s.c[f.c].die[f.t];
      if (die !== 0 || (!f.mill && !f.used)) moverCanWork = true;
    }
  } else if (move.type !== 'INVEST' && move.type !== 'PASS') return null;
  const paid = (seat: number) => (move.type === 'MOVE' ? move.payments[seat] : 0);
  for (let cur = s.cur + 1; cur < s.np; cur++) {
    const seat = s.order[cur];
    if (canWork(s, seat) || couldInvest(e, s, seat, s.p[seat].money + paid(seat))) return false;
  }
  for (let seat = 0; seat < s.np; seat++) if (seat === mover ? moverCanWork : canWork(s, seat)) return false;
  return true;
}

/** The game's own answer for `move`, or null to have the kernel apply it. */
function told(e: Edition, s: CostState, move: CostMove): boolean | null {
  if (move.type === 'CHOOSE_COUNTRIES') return null;
  if (!mayEndGame(e, s, move)) return false;
  // Phase 3's step between turns is a cycle turn; a death (only from work) is left to the kernel.
  if (s.phase === 3 && s.round >= e.rounds) return endsPhase3After(e, s, move);
  return null;
}

export const costUndo = (e: Edition) => ({
  rng: (s: CostState) => s.rng,
  finality: (): FinalReason | null => null,
  finalMoves: (s: CostState, _seat: Seat, moves: readonly CostMove[]): (boolean | null)[] =>
    moves.map((m) => told(e, s, m)),
});
