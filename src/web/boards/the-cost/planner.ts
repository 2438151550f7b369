// The steps of a decision in The Cost, over the server's legal moves: a turn's slot, then the action,
// then where (a triangle), which column, how many workers; a delivery's die, then its destination, then
// one of its outcomes with every payment. A choice exists only because some legal move has it.
import type { Planner } from '../../play/decision.ts';
import type { PlannerContext } from '../types.ts';
import { ACTION_OF, both, costContext, mv, payments } from './planner-context.ts';
import { turnLevels } from './planner-turn.ts';
import { workLevels } from './planner-work.ts';

export function costPlanner(pc: PlannerContext): Planner {
  const ctx = costContext(pc);
  const { data, seat, names, countryName } = ctx;
  const levels = [...turnLevels(ctx), ...workLevels(ctx)];
  return {
    levels: () => levels,
    confirm: (l) => {
      const m = mv(l);
      if ((m.type === 'MINE' || m.type === 'MILL') && !m.safe)
        return both(
          `A worker of yours will die in ${countryName(m.country)}, and ${countryName(m.country)} moves closer to banning asbestos.`,
          `Un tuo lavoratore morirà in ${countryName(m.country)}, e ${countryName(m.country)} si avvicina al divieto dell’amianto.`,
        );
      if (m.type in ACTION_OF && (m as { swap: boolean }).swap)
        return both(
          `Swapping the slot’s action costs $${data?.edition.costs.swapAction ?? '?'}.`,
          `Cambiare l’azione dello spazio costa $${data?.edition.costs.swapAction ?? '?'}.`,
        );
      if (m.type === 'CONVERT') return both(`You pay $${m.dollars}.`, `Paghi $${m.dollars}.`);
      if (m.type === 'INVEST') {
        const per = data?.investments.costPerSpace;
        return per === undefined
          ? both('This costs money.', 'Questa mossa costa denaro.')
          : both(`You pay $${per * m.spaces}.`, `Paghi $${per * m.spaces}.`);
      }
      if (m.type === 'MOVE') {
        const p = payments(m, names, seat);
        return both(
          `Route drawn on the map. Payments: ${p.en}`,
          `Percorso disegnato sulla mappa. Pagamenti: ${p.it}`,
        );
      }
      return null;
    },
  };
}
