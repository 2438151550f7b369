// Phase 4 (spec §6.10): players who let workers die choose their place in the next turn order, most
// deaths first; the others keep their relative order in the places left.
import { Codes, refuse } from '../errors.ts';
import type { ChooseTurnPosition, CostMove } from '../moves.ts';
import { setAt, type Ctx } from '../state.ts';
import { log } from './common.ts';
import { settleChoosers } from './flow.ts';

export function legalPositions(g: Ctx): CostMove[] {
  const out: CostMove[] = [];
  g.s.pos.forEach((seat, i) => {
    if (seat === -1) out.push({ type: 'CHOOSE_TURN_POSITION', position: i + 1 });
  });
  return out;
}

export function choosePosition(g: Ctx, move: ChooseTurnPosition): void {
  const s = g.s;
  const i = move.position - 1;
  if (i < 0 || i >= s.np) refuse(Codes.POSITION_TAKEN, 'REFUSED_PLACES', { players: s.np });
  if (s.pos[i] !== -1) refuse(Codes.POSITION_TAKEN, 'REFUSED_PLACE_TAKEN', { position: move.position });
  const seat = s.choosers[0];
  s.choosers = s.choosers.slice(1);
  s.pos = setAt(s.pos, i, seat);
  log(g, 'CHOSE_POSITION', { seat, position: move.position });
  settleChoosers(g);
}
