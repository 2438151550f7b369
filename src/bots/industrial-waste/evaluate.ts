// What a position of Industrial Waste is worth to each seat, in points of final score: the score now,
// plus what its hand, its stock of raw materials and its waste will still bring or cost before the end.
import type { IwState, SeatState } from '../../games/industrial-waste/state.ts';
import {
  accidentOf,
  cardType,
  COWORKERS_MAX,
  GROWTH_MAX,
  GROWTH_MIN,
  HOLE_MAX,
  LOAN,
  orderNeeds,
  scoreNow,
  STEP_COST,
  TRACK_NAMES,
  trackPoints,
  WASTE_MAX,
} from './facts.ts';

/** Order cards a seat can expect to draft per round from here on (9 of the 53 cards are orders). */
const ORDERS_PER_ROUND = 0.45;
/** Accidents per round while the game lasts (one Accident card in a deck dealt about every 4 rounds). */
const ACCIDENTS_PER_ROUND = 0.25;
/** Cards in hand are played this round; what may come later is less sure. */
const HAND = 0.85;
const LATER = 0.55;

/**
 * Rounds still to be dealt after this one, judged from how far the leading factory has grown. A
 * decision compares positions with the horizon of the position it starts from (`Horizon`): otherwise
 * a Growth card would look bad for shortening the game and the orders one could still fill in it.
 */
export function roundsAfter(
  s: Pick<IwState, 'endTriggered' | 'phase'> & { seats: { growth: number }[] },
): number {
  if (s.endTriggered || s.phase === 'final-accident' || s.phase === 'finished') return 0;
  let lead = GROWTH_MIN;
  for (const p of s.seats) lead = Math.max(lead, p.growth);
  return Math.min(10, Math.max(1, (GROWTH_MAX - lead) * 1.2));
}

/** Rounds after the current one, fixed for one decision; 0 once the end is triggered. */
export type Horizon = number;

const roundsLeft = (s: IwState, horizon: Horizon | undefined): number =>
  s.endTriggered || s.phase === 'final-accident' || s.phase === 'finished' ? 0 : (horizon ?? roundsAfter(s));

/** Points an accident would cost now (the kept Bribery saves the columns but not the fine). */
function accidentCost(p: SeatState): number {
  const { fine, steps } = accidentOf(p.waste);
  if (fine === 0) return 0;
  const bribed = p.kept !== null && cardType(p.kept) === 'bribery' && p.growth > GROWTH_MIN;
  const columns = bribed ? 0 : Math.min(steps, p.growth - GROWTH_MIN);
  return fine / 2 + (bribed ? 0.5 : 0) + columns;
}

/** Expected final score of one seat. */
export function seatValue(s: IwState, seat: number, horizon?: Horizon): number {
  const p = s.seats[seat];
  let value = scoreNow(p);
  if (s.phase === 'finished') return value;
  const later = roundsLeft(s, horizon);
  const playing = s.phase === 'playing' || s.phase === 'drafting' || s.phase === 'layout';
  // Basic costs: one payment per round still to end, the co-worker value in M each.
  const payments = later + (playing ? 1 : 0);
  value -= (p.coworkers / 2) * payments;
  // Waste: the final accident is certain, others come with the Accident card; a high stock also
  // blocks orders, so every unit weighs a little even in the green zone.
  value -= accidentCost(p) * (1 + ACCIDENTS_PER_ROUND * later) + 0.12 * p.waste;

  const needs = orderNeeds(p);
  const hand: string[] = p.hand.map(cardType);
  let handOrders = 0;
  let advisors = 0;
  for (const t of hand) if (t === 'order') handOrders++;
  for (const t of hand) if (t === 'advisor') advisors++;
  const orderPoints = p.growth / 2 - 0.3 * needs.waste;
  const staffed = p.coworkers >= needs.coworkers;
  const rawOrders = p.rawMaterials / needs.raw;
  // Orders need order cards, raw materials, co-workers and room for waste, all together.
  const room = Math.max(0, (WASTE_MAX - p.waste) / needs.waste);
  const nowOrders = Math.min(handOrders, rawOrders, room) * (staffed ? 1 : 0.5);
  // Short of co-workers, later orders wait for a Hiring card or a Rationalization step.
  const laterOrders =
    Math.min(ORDERS_PER_ROUND * later, Math.max(0, rawOrders - nowOrders), room) * (staffed ? 1 : 0.3);
  value += nowOrders * orderPoints * HAND + laterOrders * orderPoints * LATER;
  value += Math.max(0, rawOrders - nowOrders - laterOrders) * needs.raw * 0.05;

  for (const t of hand) if (t !== 'order') value += HAND * cardWorth(t, p, payments, advisors);
  if (p.kept !== null) value += LATER * cardWorth(cardType(p.kept), p, payments, advisors);
  return value;
}

/** What playing a card (other than an order) should bring, in points. */
function cardWorth(type: string, p: SeatState, payments: number, advisors: number): number {
  const needs = orderNeeds(p);
  switch (type) {
    case 'growth':
      return p.growth < GROWTH_MAX ? 1 : 0;
    case 'innovation': {
      if (p.cash < STEP_COST) return 0;
      let best = 0;
      for (const t of TRACK_NAMES) {
        const h = p.holes[t];
        if (h < HOLE_MAX) best = Math.max(best, trackPoints(h + 1) - trackPoints(h));
      }
      return Math.max(0, best - STEP_COST / 2);
    }
    case 'waste-disposal': {
      const after = { ...p, waste: Math.max(0, p.waste - 3) };
      return accidentCost(p) - accidentCost(after) + 0.12 * (p.waste - after.waste);
    }
    case 'waste-removal':
      return p.waste > 0 ? 0.4 : 0.2;
    case 'hiring-firing':
      if (p.coworkers > needs.coworkers) return 0.5 * payments;
      if (p.coworkers < needs.coworkers && p.coworkers < COWORKERS_MAX) return 1.5;
      return 0;
    case 'advisor':
      return p.loans > 0 && p.cash >= LOAN ? LOAN / 2 : advisors > 1 ? 0.8 : 1.5;
    case 'raw-materials':
      return 1;
    case 'bribery':
      return accidentOf(p.waste).steps > 0 ? 1 : 0.2;
    default:
      return 0;
  }
}

export function seatValues(s: IwState, horizon?: Horizon): number[] {
  return s.seats.map((_, seat) => seatValue(s, seat, horizon));
}
