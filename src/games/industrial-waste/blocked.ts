// The moves a seat looks for at its pending decision but cannot make now, each with `apply`'s own
// refusal: every hand card's play (an Order's requirements, Innovation's holes and cash, an Advisor's
// pairs, Bribery and Advisors with an Advisor, an Innovation with no track, a Hiring/firing card with no
// direction), discarding and keeping, bids at or below the highest and above its cash, taken columns, a
// Bribery card it does not hold.
// Candidates are listed here; `apply` alone decides which are refused and why. Both read only the seat's
// own hand, cash, loans and board, and the public table, never another seat's secret or the deck.
import { refusedAmong, type BlockedMove, type Seat } from '../../kernel/index.ts';
import { TRACKS, type CardId } from './cards.ts';
import { typeOf } from './data/edition.ts';
import type { IwMove, PlayCard } from './moves.ts';
import { canBribe } from './rules/accident.ts';
import { DIRECTIONS } from './rules/legal.ts';
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
    case 'bid': {
      // Every bid at or below the highest one (none below 1), and the first the seat's cash does not
      // cover: every higher one is refused alike.
      const high = s.auction!.highBid;
      for (let amount = 0; amount <= high; amount++) candidates.push({ type: 'BID', amount });
      candidates.push({ type: 'BID', amount: Math.max(p.cash, high) + 1 });
      break;
    }
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
    if (type === 'innovation') {
      // With no track too: the table asks for one (two with an Advisor) before playing.
      innovations(card, undefined, out);
      for (const advisor of others) innovations(card, advisor, out);
    } else if (type === 'advisor') {
      out.push({ type: 'REPAY_LOAN', advisor: card });
      out.push({ type: 'PLAY_CARD', card });
      for (const advisor of others) out.push({ type: 'PLAY_CARD', card, advisor });
    } else {
      // A Hiring/firing card also with no direction and with each.
      for (const advisor of [undefined, ...others]) {
        const base: PlayCard =
          advisor === undefined ? { type: 'PLAY_CARD', card } : { type: 'PLAY_CARD', card, advisor };
        out.push(base);
        if (type === 'hiring-firing') for (const direction of DIRECTIONS) out.push({ ...base, direction });
      }
    }
    out.push({ type: 'DISCARD_CARD', card });
  }
  out.push({ type: 'KEEP_CARD' });
}

/** Innovation alone (no track, each track) or with an Advisor (no track, each ordered pair of tracks). */
function innovations(card: CardId, advisor: CardId | undefined, out: IwMove[]): void {
  const base: IwMove =
    advisor === undefined ? { type: 'PLAY_CARD', card } : { type: 'PLAY_CARD', card, advisor };
  out.push(base);
  for (const a of TRACKS)
    if (advisor === undefined) out.push({ ...base, tracks: [a] });
    else for (const b of TRACKS) out.push({ ...base, tracks: [a, b] });
}
