// Final score (spec §11), computed in half-points so that halves of odd cash stay exact.
import type { Outcome, Seat } from '../../../kernel/index.ts';
import { EDITION, trackPoints } from '../data/edition.ts';
import type { IwState } from '../state.ts';
import type { ScoreView } from '../view.ts';

/** Points each loan still open at the end costs. */
export const LOAN_POINTS = EDITION.data.loan.points;

/** Score rows by seat (winner flags included); meaningful once the game is over. */
export function scoreRows(s: IwState): ScoreView[] {
  const doubled: number[] = [];
  const rows: ScoreView[] = s.seats.map((p, seat) => {
    const r = trackPoints(p.holes.rationalization);
    const m = trackPoints(p.holes['raw-materials']);
    const w = trackPoints(p.holes['waste-reduction']);
    const twice = 2 * (p.growth + r + m + w) + p.cash - 2 * LOAN_POINTS * p.loans;
    doubled.push(twice);
    return {
      seat,
      growth: p.growth,
      rationalization: r,
      rawMaterials: m,
      wasteReduction: w,
      halfCash: p.cash / 2,
      loans: -LOAN_POINTS * p.loans,
      total: twice / 2,
      cash: p.cash,
      winner: false,
    };
  });
  for (const w of winnersOf(s, doubled)) rows[w].winner = true;
  return rows;
}

/** Highest score; among those tied, most cash; still tied, all share the victory. */
function winnersOf(s: IwState, doubled: number[]): Seat[] {
  const best = Math.max(...doubled);
  const tied = doubled.flatMap((d, seat) => (d === best ? [seat] : []));
  const most = Math.max(...tied.map((seat) => s.seats[seat].cash));
  return tied.filter((seat) => s.seats[seat].cash === most);
}

export function outcomeOf(s: IwState): Outcome | null {
  if (s.phase !== 'finished') return null;
  const rows = scoreRows(s);
  return {
    winners: rows.filter((r) => r.winner).map((r) => r.seat),
    scores: rows.map((r) => r.total),
    details: { scores: rows },
  };
}
