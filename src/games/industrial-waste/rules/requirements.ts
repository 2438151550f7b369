// Whether a card can be played now (spec §6, §7), as a problem a player can read, or null. Shared by
// `legalMoves` and by the checks of `apply`, so the two never disagree.
import { TRACKS, type Track } from '../cards.ts';
import { EDITION, trackValue } from '../data/edition.ts';
import { IwCodes, type IwCode } from '../errors.ts';
import { TRACK_NAMES } from '../names.ts';
import type { SeatState } from '../state.ts';

/** A refusal: its code and its sentence as a message id (refusals.ts) with parameters. */
export interface Problem {
  code: IwCode;
  id: string;
  params: Record<string, string | number>;
}

const WASTE_MAX = EDITION.data.waste.max;
export const STEP_COST = EDITION.data.innovation.costPerStep;
export const REPAY = EDITION.data.effects['repay-loan'].amount;

/** Cash an Innovation of `steps` steps costs (one step alone, two with an Advisor). */
export const innovationCost = (steps: number): number => steps * STEP_COST;

/** The three requirements of an Order (spec §7), without building a sentence: legal-move listing asks often. */
export function canFulfilOrder(p: SeatState): boolean {
  return (
    p.coworkers >= trackValue(p.holes.rationalization) &&
    p.rawMaterials >= trackValue(p.holes['raw-materials']) &&
    p.waste + trackValue(p.holes['waste-reduction']) <= WASTE_MAX
  );
}

export const canRepay = (p: SeatState): boolean => p.loans > 0 && p.cash >= REPAY;

export function orderProblem(p: SeatState): Problem | null {
  const r = trackValue(p.holes.rationalization);
  if (p.coworkers < r)
    return {
      code: IwCodes.ORDER_TOO_FEW_COWORKERS,
      id: 'refusedOrderCoworkers',
      params: { needed: r, have: p.coworkers },
    };
  const m = trackValue(p.holes['raw-materials']);
  if (p.rawMaterials < m)
    return {
      code: IwCodes.ORDER_TOO_FEW_RAW_MATERIALS,
      id: 'refusedOrderRawMaterials',
      params: { needed: m, have: p.rawMaterials },
    };
  const w = trackValue(p.holes['waste-reduction']);
  if (p.waste + w > WASTE_MAX)
    return {
      code: IwCodes.ORDER_NO_WASTE_SPACE,
      id: 'refusedOrderWaste',
      params: { waste: w, have: p.waste, max: WASTE_MAX },
    };
  return null;
}

/** Innovation steps: one track alone, two with an Advisor (the same track twice moves it two holes). */
export function innovationProblem(
  p: SeatState,
  tracks: Track[] | undefined,
  advisor: boolean,
): Problem | null {
  const steps = advisor ? 2 : 1;
  if (tracks === undefined || tracks.length !== steps)
    return {
      code: IwCodes.TRACKS_REQUIRED,
      id: advisor ? 'refusedTracksTwo' : 'refusedTracksOne',
      params: {},
    };
  for (const t of TRACKS) {
    let n = 0;
    for (const x of tracks) if (x === t) n++;
    if (n > 0 && p.holes[t] + n > EDITION.holeMax)
      return {
        code: IwCodes.TRACK_AT_END,
        id: n === 1 ? 'refusedTrackAtEndOne' : 'refusedTrackAtEndTwo',
        params: {
          trackEn: TRACK_NAMES.en[t],
          trackIt: TRACK_NAMES.it[t],
          hole: p.holes[t],
          steps: n,
          last: EDITION.holeMax,
        },
      };
  }
  const cost = innovationCost(steps);
  if (p.cash < cost) return cashProblem(cost, p.cash, 'refusedCashInnovation');
  return null;
}

/** Short of cash for something: `id` names what (an Innovation, a repayment, a bid). */
export const cashProblem = (amount: number, cash: number, id: string): Problem => ({
  code: IwCodes.NOT_ENOUGH_CASH,
  id,
  params: { amount, cash },
});

export function repayProblem(p: SeatState): Problem | null {
  if (p.loans === 0) return { code: IwCodes.NO_LOAN, id: 'refusedNoLoan', params: {} };
  if (p.cash < REPAY) return cashProblem(REPAY, p.cash, 'refusedCashRepay');
  return null;
}
