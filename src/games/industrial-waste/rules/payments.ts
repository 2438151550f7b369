// Money (spec §9): loans at will, compulsory payments with automatic minimum loans, voluntary payments
// that the caller has checked against the cash beforehand.
import type { Seat } from '../../../kernel/index.ts';
import { EDITION } from '../data/edition.ts';
import type { IwState } from '../state.ts';
import { note, type Log } from './log.ts';

/** Cash one loan brings. */
export const LOAN = EDITION.data.loan.amount;

export function takeLoans(s: IwState, seat: Seat, count: number, forced: boolean, log: Log): void {
  const p = s.seats[seat];
  p.loans += count;
  p.cash += count * LOAN;
  if (log)
    note(log, forced ? 'forcedLoan' : 'loanTaken', { seat, count, amount: count * LOAN, loans: p.loans });
}

/** Fines, bribes, basic costs: short cash is made up with the fewest loans, so cash never goes negative. */
export function payCompulsory(s: IwState, seat: Seat, amount: number, log: Log): void {
  const p = s.seats[seat];
  if (p.cash < amount) takeLoans(s, seat, Math.ceil((amount - p.cash) / LOAN), true, log);
  p.cash -= amount;
}
