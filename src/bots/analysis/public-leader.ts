// "The public leader wins": the baseline a chance-to-win estimate must beat late in a game. Each seat's
// standing from what everybody sees; the best standing shares the victory.
import type { IwState } from '../../games/industrial-waste/state.ts';
import type { CostState } from '../../games/the-cost/index.ts';
import type { AnyGame } from '../../kernel/index.ts';
import { trackPoints, LOAN } from '../industrial-waste/facts.ts';
import type { PublicMoney } from '../value/public-transactions.ts';

/**
 * Per seat, its public standing, or null for a game without one. The Cost: money (the score). Industrial
 * Waste: the score now as the table can count it: growth, innovation points, −10 per loan, and half
 * of the public money (the starting cash and the public transactions since, public-transactions.ts)
 * when given; never the state's cash.
 */
export function publicStanding(game: AnyGame, state: unknown, money?: PublicMoney): number[] | null {
  if (game.id === 'the-cost') return (state as CostState).p.map((p) => p.money);
  if (game.id === 'industrial-waste')
    return (state as IwState).seats.map(
      (p, seat) =>
        p.growth +
        trackPoints(p.holes.rationalization) +
        trackPoints(p.holes['raw-materials']) +
        trackPoints(p.holes['waste-reduction']) -
        LOAN * p.loans +
        (money ? money[seat] / 2 : 0),
    );
  return null;
}

export const PUBLIC_LEADER: Record<string, string> = {
  'the-cost': 'most money',
  'industrial-waste':
    'best score now from the public log (growth, innovation points, loans, half of the starting cash and the public transactions since)',
};
