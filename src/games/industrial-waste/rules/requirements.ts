// Whether a card can be played now (spec §6, §7), as a problem a player can read, or null. Shared by
// `legalMoves` and by the checks of `apply`, so the two never disagree.
import { TRACKS, type Track } from '../cards.ts';
import { EDITION, trackValue } from '../data/edition.ts';
import { IwCodes, type IwCode } from '../errors.ts';
import { TRACK_NAMES } from '../names.ts';
import type { SeatState } from '../state.ts';

export interface Problem {
  code: IwCode;
  sentence: string;
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
      sentence: `An Order needs at least ${r} co-workers (your rationalization value); your factory has ${p.coworkers}.`,
    };
  const m = trackValue(p.holes['raw-materials']);
  if (p.rawMaterials < m)
    return {
      code: IwCodes.ORDER_TOO_FEW_RAW_MATERIALS,
      sentence: `An Order uses ${m} raw materials (your raw-materials value); your storage holds ${p.rawMaterials}.`,
    };
  const w = trackValue(p.holes['waste-reduction']);
  if (p.waste + w > WASTE_MAX)
    return {
      code: IwCodes.ORDER_NO_WASTE_SPACE,
      sentence: `An Order adds ${w} waste (your waste-reduction value); with ${p.waste} stored that would pass ${WASTE_MAX}.`,
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
      sentence: advisor
        ? 'Innovation with an Advisor moves exactly two steps: name two tracks (or one track twice).'
        : 'Innovation moves one marker one hole: name exactly one track.',
    };
  for (const t of TRACKS) {
    let n = 0;
    for (const x of tracks) if (x === t) n++;
    if (n > 0 && p.holes[t] + n > EDITION.holeMax)
      return {
        code: IwCodes.TRACK_AT_END,
        sentence: `Your ${TRACK_NAMES.en[t]} marker is in hole ${p.holes[t]}; ${n === 1 ? 'a step' : `${n} steps`} would move it past the last hole (${EDITION.holeMax}).`,
      };
  }
  const cost = innovationCost(steps);
  if (p.cash < cost) return cashProblem(cost, p.cash, 'this Innovation');
  return null;
}

export const cashProblem = (amount: number, cash: number, what: string): Problem => ({
  code: IwCodes.NOT_ENOUGH_CASH,
  sentence: `You need ${amount} M in cash for ${what} and you have ${cash} M; take a loan first.`,
});

export function repayProblem(p: SeatState): Problem | null {
  if (p.loans === 0) return { code: IwCodes.NO_LOAN, sentence: 'You have no loan to repay.' };
  if (p.cash < REPAY) return cashProblem(REPAY, p.cash, 'repaying a loan');
  return null;
}
