// Which moves of Industrial Waste spend something of the player's: money (a repayment, an Innovation, a
// bid if it wins the lot, a fine with or without a bribe), raw materials (an Order) or points (a loan
// costs points at the end unless repaid). Clients confirm these before sending them; the figures are
// `explainMove`'s. The basic costs that the move ending the card play sets off are the round's, paid by
// every player, not that move's spending (docs/rulings.md, IW-7).
import { typeOf } from './data/edition.ts';
import type { IwMove } from './moves.ts';

export function spends(move: IwMove): boolean {
  switch (move.type) {
    case 'REPAY_LOAN':
    case 'TAKE_LOAN':
    case 'BID':
    case 'USE_BRIBERY':
      return true;
    case 'PLAY_CARD':
      return typeOf(move.card) === 'order' || typeOf(move.card) === 'innovation';
    default:
      return false;
  }
}
