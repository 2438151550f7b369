// The moves a seat looks for at its pending decision but cannot make now, each with `apply`'s own
// refusal: every hand card's play (an Order's requirements, Innovation's holes and cash, an Advisor's
// pairs), discarding and keeping, bids above its cash, taken columns, a Bribery card it does not hold.
// Candidates are listed here; `apply` alone decides which are refused and why. Both read only the seat's
// own hand, cash, loans and board, and the public table, never another seat's secret or the deck.
import { refusedAmong, type BlockedMove, type Seat } from '../../kernel/index.ts';
import { TRACKS, type CardId } from './cards.ts';
import { typeOf } from './data/edition.ts';
import type { IwMove } from './moves.ts';
import { canBribe } from './rules/accident.ts';
import { applyMove } from './rules/apply.ts';
import { pendingDecision, pendingSeat } from './rules/pending.ts';
import { cloneState, type IwState, type SeatState } from './state.ts';

const check = (s: IwState, seat: Seat, move: IwMove): void => applyMove(cloneState(s), seat, move, null);

export function blockedMoves(s: IwState, seat: Seat): BlockedMove<IwMove>[] {
  if (s.phase === 'finished' || pendingSeat(s) !== seat) return [];
  const p = s.seats[seat];
  const candidates: IwMove[] = [];
  switch (pendingDecision(s)) {
    case 'choose-column':
      for (let column = 0; column < s.layout.length; column++)
        candidates.push({ type: 'CHOOSE_COLUMN', column });
      break;
    case 'play':
      playCandidates(p, candidates);
      break;
    case 'bid':
      // The first bid the seat's cash does not cover: every higher one is refused alike.
      candidates.push({ type: 'BID', amount: Math.max(p.cash, s.auction!.highBid) + 1 });
      break;
    case 'bribery':
      if (!canBribe(p)) candidates.push({ type: 'USE_BRIBERY', use: true });
      break;
  }
  return refusedAmong(check, s, seat, candidates);
}

function playCandidates(p: SeatState, out: IwMove[]): void {
  const advisors = p.hand.filter((c) => typeOf(c) === 'advisor');
  for (const card of p.hand) {
    const type = typeOf(card);
    const others = advisors.filter((a) => a !== card);
    if (type === 'order') {
      out.push({ type: 'PLAY_CARD', card });
      for (const advisor of others) out.push({ type: 'PLAY_CARD', card, advisor });
    } else if (type === 'innovation') {
      for (const track of TRACKS) out.push({ type: 'PLAY_CARD', card, tracks: [track] });
      for (const advisor of others) innovationPairs(card, advisor, out);
    } else if (type === 'advisor') {
      out.push({ type: 'REPAY_LOAN', advisor: card });
      out.push({ type: 'PLAY_CARD', card });
    } else if (type === 'bribery') out.push({ type: 'PLAY_CARD', card });
    out.push({ type: 'DISCARD_CARD', card });
  }
  out.push({ type: 'KEEP_CARD' });
}

/** Innovation with an Advisor: two steps, on two tracks or one track twice. */
function innovationPairs(card: CardId, advisor: CardId, out: IwMove[]): void {
  for (let i = 0; i < TRACKS.length; i++)
    for (let j = i; j < TRACKS.length; j++)
      out.push({ type: 'PLAY_CARD', card, advisor, tracks: [TRACKS[i], TRACKS[j]] });
}
