// One move, checked then applied in place. Every check runs before the state changes, so a refused move
// leaves the state exactly as it was (the fast path relies on this).
import type { Seat } from '../../../kernel/index.ts';
import { IwCodes, refuse } from '../errors.ts';
import type { IwMove } from '../moves.ts';
import type { IwState } from '../state.ts';
import { answerBribery, canBribe } from './accident.ts';
import { bidOrPass } from './auction.ts';
import { checkColumn, chooseColumn } from './drafting.ts';
import type { Log } from './log.ts';
import { takeLoans } from './payments.ts';
import { decisionKey } from '../refusals.ts';
import { decisionOfMove, pendingDecision, pendingSeat } from './pending.ts';
import {
  checkDiscard,
  checkKeep,
  checkPlay,
  checkRepay,
  discardCard,
  endTurn,
  keepCard,
  playCard,
  repayLoan,
} from './play.ts';
import { cashProblem } from './requirements.ts';
import { settle } from './round.ts';

export function applyMove(s: IwState, seat: Seat, move: IwMove, log: Log): void {
  if (s.phase === 'finished') refuse(IwCodes.GAME_OVER, 'refusedGameOver');
  // Read once: moves come in a dozen shapes, so each read of a field is a slow generic lookup.
  const type = move.type;
  if (type === 'TAKE_LOAN') {
    takeLoans(s, seat, move.count, false, log);
    return;
  }
  const decision = pendingDecision(s);
  const due = pendingSeat(s);
  if (decision === null || decision !== decisionOfMove(type))
    refuse(
      IwCodes.WRONG_DECISION,
      decision === null ? 'refusedNoDecision' : `refusedWrongDecision${decisionKey(decision)}`,
      { player: due + 1 },
    );
  if (due !== seat)
    refuse(IwCodes.NOT_YOUR_TURN, `refusedNotYourTurn${decisionKey(decision!)}`, {
      player: due + 1,
      asking: seat + 1,
    });

  switch (type) {
    case 'CHOOSE_COLUMN':
      checkColumn(s, move.column);
      chooseColumn(s, seat, move.column, log);
      return;
    case 'PLAY_CARD':
      checkPlay(s, seat, move);
      playCard(s, seat, move, log);
      return;
    case 'REPAY_LOAN':
      checkRepay(s, seat, move);
      repayLoan(s, seat, move, log);
      return;
    case 'DISCARD_CARD':
      checkDiscard(s, seat, move);
      discardCard(s, seat, move, log);
      return;
    case 'KEEP_CARD':
      checkKeep(s, seat);
      keepCard(s, seat, log);
      return;
    case 'BID':
    case 'PASS':
      bid(s, seat, type === 'BID' ? move.amount : null, log);
      return;
    case 'USE_BRIBERY':
      if (move.use && !canBribe(s.seats[seat])) refuse(IwCodes.NO_BRIBERY_CARD, 'refusedNoBriberyCard');
      answerBribery(s, move.use, log);
      settle(s, log);
      return;
  }
}

function bid(s: IwState, seat: Seat, amount: number | null, log: Log): void {
  const a = s.auction!;
  if (amount !== null) {
    if (amount < 1) refuse(IwCodes.BID_TOO_LOW, 'refusedBidTooLow');
    if (amount <= a.highBid) refuse(IwCodes.BID_NOT_HIGHER, 'refusedBidNotHigher', { high: a.highBid });
    const cash = s.seats[seat].cash;
    if (amount > cash) {
      const p = cashProblem(amount, cash, 'refusedCashBid');
      refuse(p.code, p.id, p.params);
    }
  }
  if (bidOrPass(s, seat, amount, log)) endTurn(s, a.seller, log);
}
