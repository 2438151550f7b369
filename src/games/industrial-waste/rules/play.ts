// Phase 3 (spec §5.4): on a turn a seat plays a card (perhaps with an Advisor), repays a loan with an
// Advisor, discards a card, or keeps its last card. Every check runs before anything changes.
import type { Seat } from '../../../kernel/index.ts';
import type { CardId } from '../cards.ts';
import { typeOf } from '../data/edition.ts';
import { IwCodes, refuse } from '../errors.ts';
import type { DiscardCard, PlayCard, RepayLoan } from '../moves.ts';
import type { IwState, SeatState } from '../state.ts';
import {
  disposeWaste,
  fulfilOrder,
  grow,
  hireOrFire,
  innovate,
  offerRawMaterials,
  removeWaste,
} from './effects.ts';
import { cardParams, note, type Log } from './log.ts';
import { innovationProblem, orderProblem, REPAY, repayProblem, type Problem } from './requirements.ts';
import { settle } from './round.ts';

const fail = (p: Problem | null): void => {
  if (p !== null) refuse(p.code, p.sentence);
};

function inHand(p: SeatState, card: CardId, what: string): void {
  if (!p.hand.includes(card))
    refuse(IwCodes.CARD_NOT_IN_HAND, `The ${what} ${card} is not among the face-up cards in your hand.`);
}

export function checkPlay(s: IwState, seat: Seat, m: PlayCard): void {
  const p = s.seats[seat];
  // Each field read once: plays come in six shapes, so each read is a slow generic lookup.
  const { card, advisor, tracks, direction } = m;
  inHand(p, card, 'card');
  const type = typeOf(card);
  const withAdvisor = advisor !== undefined;
  if (advisor !== undefined) {
    inHand(p, advisor, 'advisor');
    if (typeOf(advisor) !== 'advisor')
      refuse(
        IwCodes.NOT_AN_ADVISOR,
        `${advisor} is not an Advisor: only an Advisor can enhance another card.`,
      );
    if (advisor === card || type === 'advisor' || type === 'bribery')
      refuse(
        IwCodes.CANNOT_COMBINE,
        'An Advisor is never combined with another Advisor or with a Bribery card.',
      );
  }
  if (type === 'advisor')
    refuse(
      IwCodes.ADVISOR_ALONE,
      'An Advisor is not played alone: play it with another card, or use it to repay a loan.',
    );
  if (type === 'bribery')
    refuse(
      IwCodes.BRIBERY_NOT_PLAYABLE,
      'A Bribery card cannot be played: it is discarded, kept, or used at an accident.',
    );
  if (tracks !== undefined && type !== 'innovation')
    refuse(IwCodes.PARAM_NOT_ALLOWED, 'Only an Innovation card takes tracks.');
  if (direction !== undefined && type !== 'hiring-firing')
    refuse(IwCodes.PARAM_NOT_ALLOWED, 'Only a Hiring/firing card takes a direction.');
  if (type === 'order') fail(orderProblem(p));
  else if (type === 'innovation') fail(innovationProblem(p, tracks, withAdvisor));
  else if (type === 'hiring-firing' && direction === undefined)
    refuse(
      IwCodes.DIRECTION_REQUIRED,
      'A Hiring/firing card needs a direction: hire (one row up) or fire (one row down).',
    );
}

/** Shifts the later cards down by hand: for hands of a few cards, cheaper than `splice`. */
function removeFromHand(p: SeatState, card: CardId): void {
  const hand = p.hand;
  const at = hand.indexOf(card);
  if (at < 0) throw new Error(`Industrial Waste: ${card} is not in the hand`);
  for (let i = at; i < hand.length - 1; i++) hand[i] = hand[i + 1];
  hand.pop();
}

export function playCard(s: IwState, seat: Seat, m: PlayCard, log: Log): void {
  const p = s.seats[seat];
  const { card, advisor: advisorCard } = m;
  const advisor = advisorCard !== undefined;
  removeFromHand(p, card);
  s.discard.push(card);
  if (advisorCard !== undefined) {
    removeFromHand(p, advisorCard);
    s.discard.push(advisorCard);
    if (log)
      note(log, 'playedWithAdvisor', { seat, ...cardParams(card), ...cardParams(advisorCard, 'advisor') });
  } else {
    if (log) note(log, 'played', { seat, ...cardParams(card) });
  }
  // Finished at once: a seat that auctions its last card is already out of cards during the auction.
  if (p.hand.length === 0) p.finished = true;
  switch (typeOf(card)) {
    case 'order':
      fulfilOrder(s, seat, advisor, log);
      break;
    case 'raw-materials':
      // The turn ends when the auction does.
      if (offerRawMaterials(s, seat, advisor, log)) return;
      break;
    case 'growth':
      grow(s, seat, advisor, log);
      break;
    case 'hiring-firing':
      hireOrFire(s, seat, advisor, m.direction ?? 'hire', log);
      break;
    case 'innovation':
      innovate(s, seat, m.tracks ?? [], log);
      break;
    case 'waste-disposal':
      disposeWaste(s, seat, advisor, log);
      break;
    case 'waste-removal':
      removeWaste(s, seat, advisor, log);
      break;
    default:
      throw new Error(`Industrial Waste: ${card} cannot be played`);
  }
  endTurn(s, seat, log);
}

export function checkRepay(s: IwState, seat: Seat, m: RepayLoan): void {
  const p = s.seats[seat];
  inHand(p, m.advisor, 'advisor');
  if (typeOf(m.advisor) !== 'advisor')
    refuse(IwCodes.NOT_AN_ADVISOR, `${m.advisor} is not an Advisor: only an Advisor repays a loan.`);
  fail(repayProblem(p));
}

export function repayLoan(s: IwState, seat: Seat, m: RepayLoan, log: Log): void {
  const p = s.seats[seat];
  removeFromHand(p, m.advisor);
  s.discard.push(m.advisor);
  p.cash -= REPAY;
  p.loans -= 1;
  if (log) note(log, 'loanRepaid', { seat, amount: REPAY, loans: p.loans, ...cardParams(m.advisor) });
  endTurn(s, seat, log);
}

export function checkDiscard(s: IwState, seat: Seat, m: DiscardCard): void {
  inHand(s.seats[seat], m.card, 'card');
  if (typeOf(m.card) === 'raw-materials')
    refuse(
      IwCodes.RAW_MATERIALS_NOT_DISCARDABLE,
      'A Raw materials card cannot be discarded: play it, or keep it as your last card.',
    );
}

export function discardCard(s: IwState, seat: Seat, m: DiscardCard, log: Log): void {
  removeFromHand(s.seats[seat], m.card);
  s.discard.push(m.card);
  if (log) note(log, 'discarded', { seat, ...cardParams(m.card) });
  endTurn(s, seat, log);
}

export function checkKeep(s: IwState, seat: Seat): void {
  const n = s.seats[seat].hand.length;
  if (n !== 1)
    refuse(IwCodes.KEEP_ONLY_LAST_CARD, `Only your last card can be kept; you still hold ${n} cards.`);
}

export function keepCard(s: IwState, seat: Seat, log: Log): void {
  const p = s.seats[seat];
  const card = p.hand.pop() as CardId;
  p.kept = card;
  p.finished = true;
  if (log) note(log, 'keptOwn', { seat, ...cardParams(card) }, seat, { id: 'kept', params: { seat } });
  endTurn(s, seat, log);
}

/** Passes the turn clockwise to the next seat with cards; when none is left, phase 3 is over. */
export function endTurn(s: IwState, seat: Seat, log: Log): void {
  const p = s.seats[seat];
  if (p.hand.length === 0) p.finished = true;
  for (let i = 1; i <= s.players; i++) {
    const next = (seat + i) % s.players;
    if (!s.seats[next].finished) {
      s.turn = next;
      return;
    }
  }
  s.phase = 'basic-costs';
  settle(s, log);
}
