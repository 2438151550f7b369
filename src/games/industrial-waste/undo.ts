// What makes a move of Industrial Waste final for the undo rule (src/kernel/undo.ts). Hidden are the
// deck's order, each seat's cash and its face-down kept card (view-of.ts). The deck is shuffled when the
// game starts and after an accident, so most draws take the next card of an order fixed in the state
// without touching the PRNG: a draw is seen as a change of the deck itself. A kept card leaving its
// place face down (back to the hand at the deal, or paid as a bribe) shows it to everyone. Cash changes
// only by public steps (prices, bids, loans, fines are all in the log), so paying reveals nothing until
// the end, when every view shows it.
import type { FinalReason, Seat } from '../../kernel/index.ts';
import type { IwMove } from './moves.ts';
import type { IwState } from './state.ts';

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
};
