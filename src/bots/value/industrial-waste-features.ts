// The features of a position of Industrial Waste for the model of the chances to win, from what every
// viewer sees: never a seat's cash (hidden until the end, and no estimate of it may be shown), never a
// kept card's face, never the deck. The heuristic's expected final score (../industrial-waste/evaluate.ts)
// is read on a public copy of each seat: the same cash for everybody and no kept card, so neither
// secret can move it; whether a seat keeps a card is public and is a feature of its own. Hands in
// phase 3 are face up, so the Growth, Innovation and waste cards a seat holds are read as they are.
// A second set, for the analysis, also reads each seat's public money: the starting cash and the
// amounts of the public transactions since (public-transactions.ts), passed beside the state.
import type { IwState, SeatState } from '../../games/industrial-waste/state.ts';
import { roundsAfter, seatValue } from '../industrial-waste/evaluate.ts';
import {
  accidentOf,
  cardType,
  GROWTH_MIN,
  LOAN,
  orderNeeds,
  trackPoints,
  WASTE_MAX,
} from '../industrial-waste/facts.ts';
import { bestOther, type FeatureSet, type PositionFeatures } from './features.ts';
import type { PublicMoney } from './public-transactions.ts';

const NAMES = [
  'publicScore',
  'expectedScore',
  'expectedLead',
  'publicScoreLead',
  'expectedLeader',
  'growth',
  'innovationPoints',
  'loans',
  'waste',
  'accidentCost',
  'rawMaterials',
  'coworkers',
  'ordersInHand',
  'otherCardsInHand',
  'keepsCard',
  'ordersFillableNow',
  'turnOrder',
  'standingBid',
  'ordersOfRawMaterials',
  'growthCards',
  'innovationCards',
  'wasteCards',
] as const;

/** The second set's features after the first set's, from the public money. */
const MONEY_NAMES = [
  'publicMoney',
  'publicMoneyLead',
  'scoreWithMoney',
  'scoreWithMoneyLead',
  'scoreWithMoneyLeader',
  'expectedWithMoney',
  'expectedWithMoneyLead',
] as const;

/** The cash every seat is given in the public copy: the starting cash, the same for all. */
const PUBLIC_CASH = 15;

/** A seat as everybody sees it: its cash replaced by the same figure for all, its kept card removed. */
const publicSeat = (p: SeatState): SeatState => ({ ...p, cash: PUBLIC_CASH, kept: null });

/** The score now without the cash, which only its owner sees. */
const publicScore = (p: SeatState): number =>
  p.growth +
  trackPoints(p.holes.rationalization) +
  trackPoints(p.holes['raw-materials']) +
  trackPoints(p.holes['waste-reduction']) -
  LOAN * p.loans;

const PHASE_DONE: Record<IwState['phase'], number> = {
  layout: 0,
  drafting: 0.2,
  playing: 0.5,
  'basic-costs': 0.95,
  'final-accident': 1,
  finished: 1,
};

/**
 * How far the game has come: the rounds played over those played plus those the leading factory's
 * growth says are still to come (the game ends in the round some factory reaches growth 20).
 */
export function wasteProgress(s: IwState): number {
  if (s.phase === 'finished' || s.phase === 'final-accident') return 1;
  const done = PHASE_DONE[s.phase];
  const played = Math.max(0, s.round - 1) + done;
  const left = 1 - done + (s.endTriggered ? 0 : roundsAfter(s));
  return played / (played + left);
}

export const industrialWasteFeatures: FeatureSet<IwState> = {
  game: 'industrial-waste',
  version: 2,
  names: NAMES,
  ofState: (s) => wasteFeatures(s, null),
};

/** The analysis's set: the first set's features and the public money's (docs/rulings.md, IW-8). */
export const industrialWasteMoneyFeatures: FeatureSet<IwState> = {
  game: 'industrial-waste',
  version: 3,
  names: [...NAMES, ...MONEY_NAMES],
  publicMoney: true,
  ofState: (s, money) => {
    if (!money || money.length !== s.players)
      throw new Error('these features need every seat’s public money (public-transactions.ts)');
    return wasteFeatures(s, money);
  },
};

function wasteFeatures(s: IwState, money: PublicMoney | null): PositionFeatures {
  const n = s.players;
  const F = NAMES.length + (money ? MONEY_NAMES.length : 0);
  const x = new Float64Array(n * F);
  const progress = wasteProgress(s);
  const open: IwState = { ...s, seats: s.seats.map(publicSeat) };
  const horizon = roundsAfter(s);
  const expected = new Float64Array(n);
  const score = new Float64Array(n);
  for (let seat = 0; seat < n; seat++) {
    expected[seat] = seatValue(open, seat, horizon);
    score[seat] = publicScore(s.seats[seat]);
  }
  const a = s.auction;
  for (let seat = 0; seat < n; seat++) {
    const p = s.seats[seat];
    const o = seat * F;
    const needs = orderNeeds(p);
    let orders = 0;
    let growthCards = 0;
    let innovationCards = 0;
    let wasteCards = 0;
    for (const id of p.hand) {
      const type = cardType(id);
      if (type === 'order') orders++;
      else if (type === 'growth') growthCards++;
      else if (type === 'innovation') innovationCards++;
      else if (type === 'waste-disposal' || type === 'waste-removal') wasteCards++;
    }
    const fillable =
      p.coworkers >= needs.coworkers
        ? Math.min(
            orders,
            Math.floor(p.rawMaterials / needs.raw),
            Math.floor((WASTE_MAX - p.waste) / needs.waste),
          )
        : 0;
    const { fine, steps } = accidentOf(p.waste);
    const bestExpected = bestOther(expected, seat);
    x[o + 0] = score[seat];
    x[o + 1] = expected[seat];
    x[o + 2] = n > 1 ? expected[seat] - bestExpected : 0;
    x[o + 3] = n > 1 ? score[seat] - bestOther(score, seat) : 0;
    x[o + 4] = expected[seat] >= bestExpected ? 1 : 0;
    x[o + 5] = p.growth - GROWTH_MIN;
    x[o + 6] =
      trackPoints(p.holes.rationalization) +
      trackPoints(p.holes['raw-materials']) +
      trackPoints(p.holes['waste-reduction']);
    x[o + 7] = p.loans;
    x[o + 8] = p.waste;
    x[o + 9] = fine / 2 + Math.min(steps, p.growth - GROWTH_MIN);
    x[o + 10] = p.rawMaterials;
    x[o + 11] = p.coworkers;
    x[o + 12] = orders;
    x[o + 13] = p.hand.length - orders;
    x[o + 14] = p.kept !== null ? 1 : 0;
    x[o + 15] = fillable;
    x[o + 16] = n > 1 ? ((seat - s.startPlayer + n) % n) / (n - 1) : 0;
    x[o + 17] = a && a.highBidder === seat ? a.highBid : 0;
    // Orders the raw materials in storage would fill, and the cards in hand that move the score.
    x[o + 18] = p.rawMaterials / needs.raw;
    x[o + 19] = growthCards;
    x[o + 20] = innovationCards;
    x[o + 21] = wasteCards;
  }
  if (money) moneyFeatures(s, money, horizon, score, x, F);
  return { progress, players: n, x };
}

/**
 * The public money's features, after the first set's: the money, the score it gives now (half of it
 * with the score without the cash) and the heuristic's expected final score on a copy of every seat
 * holding its public money (still no kept card), each also as a lead over the best rival.
 */
function moneyFeatures(
  s: IwState,
  money: PublicMoney,
  horizon: ReturnType<typeof roundsAfter>,
  score: Float64Array,
  x: Float64Array,
  F: number,
): void {
  const n = s.players;
  const counted: IwState = {
    ...s,
    seats: s.seats.map((p, seat) => ({ ...p, cash: money[seat], kept: null })),
  };
  const withMoney = new Float64Array(n);
  const expected = new Float64Array(n);
  for (let seat = 0; seat < n; seat++) {
    withMoney[seat] = score[seat] + money[seat] / 2;
    expected[seat] = seatValue(counted, seat, horizon);
  }
  for (let seat = 0; seat < n; seat++) {
    const o = seat * F + NAMES.length;
    const best = bestOther(withMoney, seat);
    x[o + 0] = money[seat];
    x[o + 1] = n > 1 ? money[seat] - bestOther(money, seat) : 0;
    x[o + 2] = withMoney[seat];
    x[o + 3] = n > 1 ? withMoney[seat] - best : 0;
    x[o + 4] = withMoney[seat] >= best ? 1 : 0;
    x[o + 5] = expected[seat];
    x[o + 6] = n > 1 ? expected[seat] - bestOther(expected, seat) : 0;
  }
}
