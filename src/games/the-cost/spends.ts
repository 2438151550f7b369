// Which moves of The Cost spend something of the player's: money (a swapped slot, a conversion, an
// investment), resources (a mine or mill built, safe work) or a worker's life (unsafe work). Clients
// confirm these before sending them; the figures are `explainMove`'s. Deliveries only bring money in:
// the rails and ports on the way are paid to their owners by the delivery, not by the mover.
import type { Edition } from './data/compile.ts';
import type { CostMove } from './moves.ts';
import { facilityCost } from './rules/action-options.ts';
import type { CostState } from './state.ts';

export function spends(e: Edition, s: CostState, seat: number, move: CostMove): boolean {
  switch (move.type) {
    case 'SUBSIDY':
    case 'BUILD_RAILS':
    case 'BUILD_PORT':
      return move.swap && e.costs.swapAction > 0;
    case 'BUILD_MINE':
    case 'BUILD_MILL':
      return (
        (move.swap && e.costs.swapAction > 0) ||
        facilityCost({ e, s, log: null }, seat, move.type === 'BUILD_MILL') > 0
      );
    case 'CONVERT':
      return move.dollars > 0;
    case 'INVEST':
      return e.investCost > 0;
    case 'MINE':
    case 'MILL':
      // Safe work pays resources for every worker, unsafe work costs a worker's life.
      return true;
    default:
      return false;
  }
}
