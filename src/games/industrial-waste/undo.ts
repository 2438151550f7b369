// What makes a move of Industrial Waste final for the undo rule (src/kernel/undo.ts). Hidden are the
// deck's order, each seat's cash and its face-down kept card (view-of.ts). The deck is shuffled when the
// game starts and after an accident, so most draws take the next card of an order fixed in the state
// without touching the PRNG: a draw is seen as a change of the deck itself. A kept card leaving its
// place face down (back to the hand at the deal, or paid as a bribe) shows it to everyone. Cash changes
// only by public steps (prices, bids, loans, fines are all in the log), so paying reveals nothing until
// the end, when every view shows it.
//
// `finalMoves` tells the legal moves apart without applying them. Cards are drawn only when a layout is
// dealt (once the playing phase is over, or a bribery question answered), kept cards are shown only after
// the last pick of the draft or by a bribe, and the game ends only after one of those. The playing phase
// is over only when a turn ends with the hand empty and every other seat finished, so a loan, a pick
// before the last, a bid that leaves the auction open (or closes it for a seller who still plays or
// waits for others) and a play that leaves cards in the hand or another seat playing lead to none of
// them. The rest, a few moves a round, are left to the kernel.
import type { FinalReason, Seat } from '../../kernel/index.ts';
import type { IwMove } from './moves.ts';
import { pendingDecision } from './rules/pending.ts';
import type { IwState } from './state.ts';

/** Whether every seat but `seat` has finished its round's cards. */
const othersFinished = (s: IwState, seat: Seat): boolean => s.seats.every((p, i) => i === seat || p.finished);

/** Whether the moves of `seat`'s pending decision surely leave the deck, kept cards and game as they were. */
function decisionIsUndoable(s: IwState, seat: Seat): boolean {
  switch (pendingDecision(s)) {
    case 'choose-column':
      return s.picks + 1 < s.players;
    case 'bid': {
      const a = s.auction!;
      // The last bid closes the auction and ends the seller's turn.
      const closes = a.bids.length + 1 >= a.order.length;
      return !closes || s.seats[a.seller].hand.length > 0 || !othersFinished(s, a.seller);
    }
    case 'play':
      // A play takes at most two cards from the hand (a card and its Advisor).
      return s.seats[seat].hand.length > 2 || !othersFinished(s, seat);
    default:
      return false;
  }
}

export const iwUndo = {
  rng: (s: IwState) => s.rng,
  finality(before: IwState, after: IwState, _seat: Seat, _move: IwMove): FinalReason | null {
    const drew =
      before.deck.length !== after.deck.length || before.deck.some((card, i) => after.deck[i] !== card);
    if (drew) return 'CARD_DRAWN';
    const shown = before.seats.some((p, i) => p.kept !== null && after.seats[i].kept !== p.kept);
    // The end of the game shows every seat's cash and the deck (the kernel refuses undos then anyway).
    return shown || after.phase === 'finished' ? 'REVEALED' : null;
  },
  finalMoves(s: IwState, seat: Seat, moves: readonly IwMove[]): (boolean | null)[] {
    const undoable = decisionIsUndoable(s, seat);
    // A loan changes the seat's cash and loans only: the decision stays where it was.
    return moves.map((m) => (m.type === 'TAKE_LOAN' || undoable ? false : null));
  },
};
