// Which decision the game waits for, and from whom. At rest exactly one seat has a decision, except
// once the game is over.
import type { Seat } from '../../../kernel/index.ts';
import type { MoveType } from '../moves.ts';
import type { IwState } from '../state.ts';

export type Decision = 'choose-column' | 'play' | 'bid' | 'bribery';

export interface Pending {
  decision: Decision;
  seat: Seat;
}

/** The decision awaited now, or null; with `pendingSeat`, an allocation-free `pendingOf` for hot paths. */
export function pendingDecision(s: IwState): Decision | null {
  switch (s.phase) {
    case 'drafting':
      return 'choose-column';
    case 'playing':
      return s.auction !== null ? 'bid' : 'play';
    case 'layout':
    case 'final-accident':
      return s.accident !== null && s.accident.asking ? 'bribery' : null;
    default:
      return null;
  }
}

/** The seat whose decision is awaited, or -1. */
export function pendingSeat(s: IwState): Seat {
  switch (s.phase) {
    case 'drafting':
      return (s.startPlayer + s.picks) % s.players;
    case 'playing':
      return s.auction !== null ? s.auction.order[s.auction.bids.length] : s.turn;
    case 'layout':
    case 'final-accident':
      return s.accident !== null && s.accident.asking ? s.accident.order[s.accident.next] : -1;
    default:
      return -1;
  }
}

export function pendingOf(s: IwState): Pending | null {
  switch (s.phase) {
    case 'drafting':
      return { decision: 'choose-column', seat: (s.startPlayer + s.picks) % s.players };
    case 'playing':
      if (s.auction !== null) return { decision: 'bid', seat: s.auction.order[s.auction.bids.length] };
      return { decision: 'play', seat: s.turn };
    case 'layout':
    case 'final-accident':
      if (s.accident !== null && s.accident.asking)
        return { decision: 'bribery', seat: s.accident.order[s.accident.next] };
      return null;
    default:
      return null;
  }
}

/**
 * The decision a move answers; null for a loan (any seat, any time). A switch, not a table lookup:
 * every move asks, and a lookup keyed by the move's type string is slow when the key varies.
 */
export function decisionOfMove(type: MoveType): Decision | null {
  switch (type) {
    case 'CHOOSE_COLUMN':
      return 'choose-column';
    case 'PLAY_CARD':
    case 'REPAY_LOAN':
    case 'DISCARD_CARD':
    case 'KEEP_CARD':
      return 'play';
    case 'BID':
    case 'PASS':
      return 'bid';
    case 'USE_BRIBERY':
      return 'bribery';
    default:
      return null;
  }
}
