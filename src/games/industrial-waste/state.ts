// The full game state: plain JSON, hidden parts included (it never leaves the engine except through
// views). The position format (docs/industrial-waste/position.md) is this state plus a format tag.
import type { RngState, Seat } from '../../kernel/index.ts';
import type { CardId, Track } from './cards.ts';

/**
 * `layout`: the deal is under way (only seen at rest while an accident waits for a bribery answer).
 * `basic-costs`: transient, only as the start of a position; the engine runs it at once.
 */
export type Phase = 'layout' | 'drafting' | 'playing' | 'basic-costs' | 'final-accident' | 'finished';

export type Holes = Record<Track, number>;

export interface SeatState {
  cash: number;
  loans: number;
  growth: number;
  coworkers: number;
  holes: Holes;
  waste: number;
  rawMaterials: number;
  /** Face-up cards. */
  hand: CardId[];
  /** The face-down kept card, or null. */
  kept: CardId | null;
  /** Finished for this round's phase 3. */
  finished: boolean;
}

export interface AuctionState {
  seller: Seat;
  lot: number;
  /** Seller's left neighbour first, seller last; `order[bids.length]` acts next. */
  order: Seat[];
  bids: { seat: Seat; amount: number | null }[];
  /** 0 while nobody has bid. */
  highBid: number;
  highBidder: Seat | null;
}

export interface AccidentState {
  at: 'layout' | 'end';
  /** Every seat, from the start player; `order[next]` is dealt with next. */
  order: Seat[];
  next: number;
  /** True while `order[next]` is being asked about bribery. */
  asking: boolean;
}

export interface IwState {
  players: number;
  round: number;
  phase: Phase;
  dealer: Seat;
  /** Holder of the EURO. */
  startPlayer: Seat;
  endTriggered: boolean;
  /** Phase 3: whose turn it is. */
  turn: Seat;
  /** Phase 2: picks made so far; the seat choosing is (startPlayer + picks) mod players. */
  picks: number;
  supply: number;
  /**
   * Bottom first, top last, like the discard pile (drawing pops the end). The position format and the
   * view list the deck top first.
   */
  deck: CardId[];
  /** Bottom first, top last. */
  discard: CardId[];
  /** The Accident was drawn this round and waits for the end-of-round reshuffle. */
  accidentSetAside: boolean;
  /** Phases 1-2: one entry per column (top row first), null once taken; empty otherwise. */
  layout: (CardId[] | null)[];
  seats: SeatState[];
  auction: AuctionState | null;
  accident: AccidentState | null;
  rng: RngState;
}

export const cloneState = (s: IwState): IwState => ({
  players: s.players,
  round: s.round,
  phase: s.phase,
  dealer: s.dealer,
  startPlayer: s.startPlayer,
  endTriggered: s.endTriggered,
  turn: s.turn,
  picks: s.picks,
  supply: s.supply,
  deck: s.deck.slice(),
  discard: s.discard.slice(),
  accidentSetAside: s.accidentSetAside,
  layout: s.layout.map((c) => (c === null ? null : c.slice())),
  seats: s.seats.map((p) => ({
    cash: p.cash,
    loans: p.loans,
    growth: p.growth,
    coworkers: p.coworkers,
    holes: {
      rationalization: p.holes.rationalization,
      'raw-materials': p.holes['raw-materials'],
      'waste-reduction': p.holes['waste-reduction'],
    },
    waste: p.waste,
    rawMaterials: p.rawMaterials,
    hand: p.hand.slice(),
    kept: p.kept,
    finished: p.finished,
  })),
  auction:
    s.auction === null
      ? null
      : {
          seller: s.auction.seller,
          lot: s.auction.lot,
          order: s.auction.order.slice(),
          bids: s.auction.bids.map((b) => ({ seat: b.seat, amount: b.amount })),
          highBid: s.auction.highBid,
          highBidder: s.auction.highBidder,
        },
  accident:
    s.accident === null
      ? null
      : {
          at: s.accident.at,
          order: s.accident.order.slice(),
          next: s.accident.next,
          asking: s.accident.asking,
        },
  rng: { a: s.rng.a, b: s.rng.b, c: s.rng.c, d: s.rng.d },
});
