// Every complete legal decision of a seat (docs/industrial-waste/moves.md, "What legalMoves lists").
// Built from the same checks as `apply` (requirements.ts), so a listed move is always accepted.
import type { Seat } from '../../../kernel/index.ts';
import { TRACKS, type CardId, type CardType } from '../cards.ts';
import { EDITION, typeOf } from '../data/edition.ts';
import type { IwMove } from '../moves.ts';
import type { Holes, IwState, SeatState } from '../state.ts';
import { canBribe } from './accident.ts';
import { pendingDecision, pendingSeat } from './pending.ts';
import { canFulfilOrder, canRepay, STEP_COST } from './requirements.ts';

export function legalMovesOf(s: IwState, seat: Seat): IwMove[] {
  if (s.phase === 'finished' || seat < 0 || seat >= s.players) return [];
  const moves: IwMove[] = [];
  if (pendingSeat(s) === seat) {
    const p = s.seats[seat];
    switch (pendingDecision(s)) {
      case 'choose-column':
        for (let c = 0; c < s.layout.length; c++) if (s.layout[c] !== null) moves.push(CHOOSE[c]);
        break;
      case 'play':
        playMoves(p, moves);
        break;
      case 'bid':
        return bidMoves(s.auction!.highBid, p.cash);
      case 'bribery':
        moves.push(DECLINE);
        if (canBribe(p)) moves.push(BRIBE);
        break;
    }
  }
  moves.push(LOAN);
  return moves;
}

// Moves without card ids are shared, frozen objects: listing them allocates nothing.
const LOAN: IwMove = Object.freeze({ type: 'TAKE_LOAN', count: 1 });
const PASS: IwMove = Object.freeze({ type: 'PASS' });
const DECLINE: IwMove = Object.freeze({ type: 'USE_BRIBERY', use: false });
const BRIBE: IwMove = Object.freeze({ type: 'USE_BRIBERY', use: true });
const KEEP: IwMove = Object.freeze({ type: 'KEEP_CARD' });
const CHOOSE: IwMove[] = [0, 1, 2, 3, 4].map((column) => Object.freeze({ type: 'CHOOSE_COLUMN', column }));
/** `BIDS[x]` bids x M (grown on demand); entry 0 is never a legal bid, so it holds PASS. */
const BIDS: IwMove[] = [PASS];

/**
 * PASS, every bid from `highBid + 1` to `cash`, then LOAN. An auction lists some thirty bids, so the
 * list is one copy of a slice of the shared bids rather than one push each; the slice's first entry (a
 * bid of exactly `highBid`, never legal) is overwritten with PASS.
 */
function bidMoves(highBid: number, cash: number): IwMove[] {
  if (cash <= highBid) return [PASS, LOAN];
  while (BIDS.length <= cash) BIDS.push(Object.freeze({ type: 'BID', amount: BIDS.length }));
  const moves = BIDS.slice(highBid, cash + 1);
  moves[0] = PASS;
  moves.push(LOAN);
  return moves;
}

const NO_ADVISORS: CardId[] = [];
export const DIRECTIONS = ['hire', 'fire'] as const;
/**
 * The types of the hand's cards, by position: a scratch list reused by every call (the listing never
 * runs twice at once), so that each card's type is read once and no list is allocated per call.
 */
const handTypes: CardType[] = [];

function playMoves(p: SeatState, moves: IwMove[]): void {
  const hand = p.hand;
  let advisors = NO_ADVISORS;
  for (let k = 0; k < hand.length; k++) {
    const type = typeOf(hand[k]);
    handTypes[k] = type;
    if (type === 'advisor') advisors = advisors === NO_ADVISORS ? [hand[k]] : [...advisors, hand[k]];
  }
  const max = EDITION.holeMax;
  for (let k = 0; k < hand.length; k++) {
    const card = hand[k];
    const type = handTypes[k];
    switch (type) {
      case 'advisor':
        if (canRepay(p)) moves.push({ type: 'REPAY_LOAN', advisor: card });
        break;
      case 'bribery':
        break;
      case 'order':
        if (canFulfilOrder(p)) plain(card, advisors, moves);
        break;
      case 'hiring-firing':
        for (const direction of DIRECTIONS) {
          moves.push({ type: 'PLAY_CARD', card, direction });
          for (const advisor of advisors) moves.push({ type: 'PLAY_CARD', card, advisor, direction });
        }
        break;
      case 'innovation':
        if (p.cash >= STEP_COST)
          for (let i = 0; i < TRACKS.length; i++)
            if (holeAt(p.holes, i) < max) moves.push({ type: 'PLAY_CARD', card, tracks: [TRACKS[i]] });
        if (advisors.length > 0 && p.cash >= 2 * STEP_COST) {
          for (let i = 0; i < TRACKS.length; i++) {
            for (let j = i; j < TRACKS.length; j++) {
              const a = TRACKS[i];
              const b = TRACKS[j];
              const hi = holeAt(p.holes, i);
              const ok = i === j ? hi + 2 <= max : hi < max && holeAt(p.holes, j) < max;
              if (!ok) continue;
              for (const advisor of advisors)
                moves.push({ type: 'PLAY_CARD', card, advisor, tracks: [a, b] });
            }
          }
        }
        break;
      default:
        plain(card, advisors, moves);
    }
    if (type !== 'raw-materials') moves.push({ type: 'DISCARD_CARD', card });
  }
  if (p.hand.length === 1) moves.push(KEEP);
}

/**
 * The hole of the i-th track of TRACKS, read by name: `holes[track]` with the track varying from read
 * to read is a generic keyed lookup, slow in a loop run on every listing.
 */
function holeAt(holes: Holes, i: number): number {
  return i === 0 ? holes.rationalization : i === 1 ? holes['raw-materials'] : holes['waste-reduction'];
}

function plain(card: CardId, advisors: CardId[], moves: IwMove[]): void {
  moves.push({ type: 'PLAY_CARD', card });
  for (const advisor of advisors) moves.push({ type: 'PLAY_CARD', card, advisor });
}
