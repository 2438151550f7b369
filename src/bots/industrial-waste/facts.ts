// Numbers of Industrial Waste the bots reason with (edition data, spec §3): track values and points,
// waste zones, order needs. Card ids are `<type>-<n>`, so a card's type is its id without the number.
import type { CardType, Track } from '../../games/industrial-waste/cards.ts';
import type { SeatState } from '../../games/industrial-waste/state.ts';

const typeOfId = new Map<string, CardType>();

/** Read once per id: the search asks for the types of the same few dozen cards millions of times. */
export const cardType = (id: string): CardType => {
  let type = typeOfId.get(id);
  if (type === undefined) {
    type = id.slice(0, id.lastIndexOf('-')) as CardType;
    typeOfId.set(id, type);
  }
  return type;
};

export const HOLE_MAX = 4;
export const TRACK_NAMES: readonly Track[] = ['rationalization', 'raw-materials', 'waste-reduction'];
/** The number above a marker in hole 0..4, and the end-game points below it. */
export const trackValue = (hole: number): number => 5 - hole;
const POINTS = [0, 3, 6, 10, 15];
export const trackPoints = (hole: number): number => POINTS[Math.max(0, Math.min(HOLE_MAX, hole))];

export const GROWTH_MIN = 14;
export const GROWTH_MAX = 20;
export const WASTE_MAX = 16;
export const STEP_COST = 5;
export const LOAN = 10;
export const ORDER_ADVISOR_BONUS = 5;
export const COWORKERS_MAX = 5;

/** Fine in M and columns lost at an accident, by waste position. */
export function accidentOf(waste: number): { fine: number; steps: number } {
  if (waste >= 13) return { fine: 10, steps: 2 };
  if (waste >= 9) return { fine: 5, steps: 1 };
  return { fine: 0, steps: 0 };
}

export interface OrderNeeds {
  coworkers: number;
  raw: number;
  waste: number;
}

export const orderNeeds = (p: SeatState): OrderNeeds => ({
  coworkers: trackValue(p.holes.rationalization),
  raw: trackValue(p.holes['raw-materials']),
  waste: trackValue(p.holes['waste-reduction']),
});

/** Score now, as the final scoring would count it (spec §11). */
export const scoreNow = (p: SeatState): number =>
  p.growth +
  trackPoints(p.holes.rationalization) +
  trackPoints(p.holes['raw-materials']) +
  trackPoints(p.holes['waste-reduction']) +
  p.cash / 2 -
  LOAN * p.loans;
