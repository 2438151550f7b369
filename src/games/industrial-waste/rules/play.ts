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
  if (p !== null) refuse(p.code, p.id, p.params);
};

function inHand(p: SeatState, card: CardId, advisor: boolean): void {
  if (!p.hand.includes(card))
    refuse(IwCodes.CARD_NOT_IN_HAND, advisor ? 'refusedAdvisorNotInHand' : 'refusedCardNotInHand', { card });
}

export function checkPlay(s: IwState, seat: Seat, m: PlayCard): void {
  const p = s.seats[seat];
  // Each field read once: plays come in six shapes, so each read is a slow generic lookup.
  const { card, advisor, tracks, direction } = m;
  inHand(p, card, false);
  const type = typeOf(card);
  const withAdvisor = advisor !== undefined;
  if (advisor !== undefined) {
    inHand(p, advisor, true);
    if (typeOf(advisor) !== 'advisor')
      refuse(IwCodes.NOT_AN_ADVISOR, 'refusedNotAnAdvisor', { card: advisor });
    if (advisor === card || type === 'advisor' || type === 'bribery')
      refuse(IwCodes.CANNOT_COMBINE, 'refusedCannotCombine');
  }
  if (type === 'advisor') refuse(IwCodes.ADVISOR_ALONE, 'refusedAdvisorAlone');
  if (type === 'bribery') refuse(IwCodes.BRIBERY_NOT_PLAYABLE, 'refusedBriberyNotPlayable');
  if (tracks !== undefined && type !== 'innovation')
    refuse(IwCodes.PARAM_NOT_ALLOWED, 'refusedTracksOnlyInnovation');
  if (direction !== undefined && type !== 'hiring-firing')
    refuse(IwCodes.PARAM_NOT_ALLOWED, 'refusedDirectionOnlyHiring');
  if (type === 'order') fail(orderProblem(p));
  else if (type === 'innovation') fail(innovationProblem(p, tracks, withAdvisor));
  else if (type === 'hiring-firing' && direction === undefined)
    refuse(IwCodes.DIRECTION_REQUIRED, 'refusedDirectionRequired');
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
  inHand(p, m.advisor, true);
  if (typeOf(m.advisor) !== 'advisor')
    refuse(IwCodes.NOT_AN_ADVISOR, 'refusedNotAnAdvisorToRepay', { card: m.advisor });
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
  inHand(s.seats[seat], m.card, false);
  if (typeOf(m.card) === 'raw-materials')
    refuse(IwCodes.RAW_MATERIALS_NOT_DISCARDABLE, 'refusedRawMaterialsDiscard');
}

export function discardCard(s: IwState, seat: Seat, m: DiscardCard, log: Log): void {
  removeFromHand(s.seats[seat], m.card);
  s.discard.push(m.card);
  if (log) note(log, 'discarded', { seat, ...cardParams(m.card) });
  endTurn(s, seat, log);
}

export function checkKeep(s: IwState, seat: Seat): void {
  const n = s.seats[seat].hand.length;
  if (n !== 1) refuse(IwCodes.KEEP_ONLY_LAST_CARD, 'refusedKeepOnlyLast', { cards: n });
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
