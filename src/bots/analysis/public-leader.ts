// "The public leader wins": the baseline a chance-to-win estimate must beat late in a game. Each seat's
// standing from what everybody sees; the best standing shares the victory.
import type { IwState } from '../../games/industrial-waste/state.ts';
import type { CostState } from '../../games/the-cost/index.ts';
import type { AnyGame } from '../../kernel/index.ts';
import { trackPoints, LOAN } from '../industrial-waste/facts.ts';

/**
 * Per seat, its public standing, or null for a game without one. The Cost: money (the score). Industrial
 * Waste: the score without the cash, which nobody else sees: growth, innovation points, −10 per loan.
 */
export function publicStanding(game: AnyGame, state: unknown): number[] | null {
  if (game.id === 'the-cost') return (state as CostState).p.map((p) => p.money);
  if (game.id === 'industrial-waste')
    return (state as IwState).seats.map(
      (p) =>
        p.growth +
        trackPoints(p.holes.rationalization) +
        trackPoints(p.holes['raw-materials']) +
        trackPoints(p.holes['waste-reduction']) -
        LOAN * p.loans,
    );
  return null;
}

export const PUBLIC_LEADER: Record<string, string> = {
  'the-cost': 'most money',
  'industrial-waste': 'best score without the cash (growth, innovation points, loans)',
};
