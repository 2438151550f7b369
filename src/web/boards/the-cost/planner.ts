// The steps of a decision in The Cost, over the server's legal moves: a turn's slot, then the action,
// then where (a triangle), which column, how many workers; a delivery's die, then its destination, then
// one of its outcomes with every payment. A choice exists only because some legal move has it.
import type { LegalMove, Texts } from '../../../shared/api.ts';
import type { Planner } from '../../play/decision.ts';
import type { PlannerContext } from '../types.ts';
import { both, costContext, mv, payments } from './planner-context.ts';
import { turnLevels } from './planner-turn.ts';
import { workLevels } from './planner-work.ts';

/** Ending a turn (or passing) while other moves are open: which slots, or how many moves, are left. */
function unused(type: 'END_TURN' | 'PASS', legal: readonly LegalMove[]): Texts | null {
  const others = legal.filter((o) => mv(o).type !== type);
  if (others.length === 0) return null;
  if (type === 'END_TURN') {
    const hexes = [...new Set(others.flatMap((o) => ((mv(o) as { hex?: string }).hex ?? []) as string[]))];
    if (hexes.length > 0)
      return both(
        `You end your turn with ${hexes.length} slot${hexes.length === 1 ? '' : 's'} unused (${hexes.join(', ')}).`,
        `Termini il turno con ${hexes.length} spazi${hexes.length === 1 ? 'o' : ''} non usat${hexes.length === 1 ? 'o' : 'i'} (${hexes.join(', ')}).`,
      );
  }
  return both(
    `You pass while ${others.length} other move${others.length === 1 ? ' is' : 's are'} open.`,
    `Passi mentre ${others.length === 1 ? 'è aperta un’altra mossa' : `sono aperte altre ${others.length} mosse`}.`,
  );
}

export function costPlanner(pc: PlannerContext): Planner {
  const ctx = costContext(pc);
  const { seat, names } = ctx;
  const levels = [...turnLevels(ctx), ...workLevels(ctx)];
  return {
    levels: () => levels,
    // The engine lists two rails placed together once, in its own order, and takes them in either order:
    // the player may start from either rail.
    readings: (l) => {
      const m = mv(l);
      if ((m.type !== 'NATIONAL_RAILS' && m.type !== 'BUILD_RAILS') || m.triangles.length !== 2) return [];
      const [a, b] = m.triangles;
      return [{ ...l, move: { ...m, triangles: [b, a] } }];
    },
    confirmWords: (l, legal) => {
      // Asked only for a move the server says is final or spends: the map's side of it, with the
      // server's figures.
      const m = mv(l);
      if (m.type === 'END_TURN' || m.type === 'PASS') return unused(m.type, legal);
      if (m.type === 'MOVE') {
        const p = payments(m, names, seat);
        const d = l.detail;
        return both(
          `Route drawn on the map. Payments: ${p.en}${d ? ` ${d.en}` : ''}`,
          `Percorso disegnato sulla mappa. Pagamenti: ${p.it}${d ? ` ${d.it}` : ''}`,
        );
      }
      return null;
    },
  };
}
