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
import { DECISION_WORDS, decisionOfMove, pendingDecision, pendingSeat } from './pending.ts';
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
  if (s.phase === 'finished') refuse(IwCodes.GAME_OVER, 'The game is over: no more moves, not even loans.');
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
      decision === null
        ? 'Nobody has a decision to make now.'
        : `That move does not fit now: player ${due + 1} must ${DECISION_WORDS[decision]}.`,
    );
  if (due !== seat)
    refuse(
      IwCodes.NOT_YOUR_TURN,
      `It is player ${due + 1}'s turn to ${DECISION_WORDS[decision!]}, not player ${seat + 1}'s.`,
    );

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
      if (move.use && !canBribe(s.seats[seat]))
        refuse(
          IwCodes.NO_BRIBERY_CARD,
          'Your face-down card is not a Bribery card, so it cannot stop the factory moving back.',
        );
      answerBribery(s, move.use, log);
      settle(s, log);
      return;
  }
}

function bid(s: IwState, seat: Seat, amount: number | null, log: Log): void {
  const a = s.auction!;
  if (amount !== null) {
    if (amount < 1) refuse(IwCodes.BID_TOO_LOW, 'A bid is a whole number of M, at least 1.');
    if (amount <= a.highBid)
      refuse(IwCodes.BID_NOT_HIGHER, `A bid must be higher than the highest bid so far, ${a.highBid} M.`);
    const cash = s.seats[seat].cash;
    if (amount > cash) {
      const p = cashProblem(amount, cash, `a bid of ${amount} M`);
      refuse(p.code, p.sentence);
    }
  }
  if (bidOrPass(s, seat, amount, log)) endTurn(s, a.seller, log);
}
