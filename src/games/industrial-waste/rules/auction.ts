// The raw-materials auction (spec §8): one round of bids clockwise from the seller's left neighbour, the
// seller last; the highest bid takes the lot, paid to the seller (or to the bank when the seller wins).
import type { Seat } from '../../../kernel/index.ts';
import type { AuctionState, IwState } from '../state.ts';
import { note, type Log } from './log.ts';

export function openAuction(s: IwState, seller: Seat, lot: number, log: Log): void {
  s.supply -= lot;
  const order: Seat[] = [];
  for (let i = 1; i <= s.players; i++) order.push((seller + i) % s.players);
  s.auction = { seller, lot, order, bids: [], highBid: 0, highBidder: null };
  if (log) note(log, 'auctionOpened', { seat: seller, lot });
}

export const toAct = (a: AuctionState): Seat => a.order[a.bids.length];

/** Records a bid (amount) or a pass (null); the caller has checked its limits. True once the auction is over. */
export function bidOrPass(s: IwState, seat: Seat, amount: number | null, log: Log): boolean {
  const a = s.auction as AuctionState;
  a.bids.push({ seat, amount });
  if (amount === null) {
    if (log) note(log, 'passed', { seat });
  } else {
    a.highBid = amount;
    a.highBidder = seat;
    if (log) note(log, 'bid', { seat, amount });
  }
  if (a.bids.length < a.order.length) return false;
  closeAuction(s, log);
  return true;
}

function closeAuction(s: IwState, log: Log): void {
  const a = s.auction as AuctionState;
  s.auction = null;
  if (a.highBidder === null) {
    s.supply += a.lot;
    if (log) note(log, 'auctionUnsold', { seat: a.seller, lot: a.lot });
    return;
  }
  const winner = s.seats[a.highBidder];
  winner.rawMaterials += a.lot;
  winner.cash -= a.highBid;
  if (a.highBidder === a.seller) {
    if (log) note(log, 'auctionWonBySeller', { seat: a.seller, lot: a.lot, amount: a.highBid });
  } else {
    s.seats[a.seller].cash += a.highBid;
    if (log) note(log, 'auctionWon', { seat: a.highBidder, seller: a.seller, lot: a.lot, amount: a.highBid });
  }
}
