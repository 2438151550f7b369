// What a viewer is shown (schema version VIEW_SCHEMA, documented in docs/industrial-waste/view.md).
// Views are the only way state leaves the engine: another seat's cash, another seat's kept card and the
// deck are absent (not null, not zero) until the game is over.
import type { Seat, Viewer } from '../../kernel/index.ts';
import type { CardId, CardType, Direction, Track, WasteZone } from './cards.ts';

/** Bumped whenever a field changes meaning or disappears; additions keep the number. */
export const VIEW_SCHEMA = 1;

export type ViewPhase = 'layout' | 'drafting' | 'playing' | 'final-accident' | 'finished';

export interface CardView {
  id: CardId;
  type: CardType;
}

export interface TrackView {
  /** 0..4, the marker's hole. */
  hole: number;
  /** The number above the marker: 5..1. */
  value: number;
  /** The number below the marker: end-game points 0, 3, 6, 10, 15. */
  points: number;
}

export interface SeatView {
  seat: Seat;
  /** Only in the owner's view (and in every view once the game is over). */
  cash?: number;
  loans: number;
  /** Growth column value 14..20: cash per order and end-game points. */
  growth: number;
  /** Co-worker row value 5..1: minimum for orders (vs rationalization) and the basic cost per round. */
  coworkers: number;
  innovation: Record<Track, TrackView>;
  /** 0..16; 0 is the bin. */
  waste: number;
  wasteZone: WasteZone;
  /** Raw materials in storage. */
  rawMaterials: number;
  /** Face-up cards (a drafted column, plus a kept card once revealed). */
  hand: CardView[];
  /** A face-down kept card lies before this seat. */
  hasKeptCard: boolean;
  /** Which card that is: only in the owner's view (and in every view once the game is over). */
  keptCard?: CardView;
  /** Finished for this round's phase 3 (hand empty or last card kept). */
  finished: boolean;
}

export interface LayoutColumnView {
  /** Stable column number 0..players, used by CHOOSE_COLUMN. */
  column: number;
  /** Top row first. Fewer than three cards only while the layout is being dealt. */
  cards: CardView[];
}

export interface BidView {
  seat: Seat;
  /** null: the seat passed. */
  amount: number | null;
}

export interface AuctionView {
  seller: Seat;
  /** Raw materials on offer. */
  lot: number;
  /** Bidding order: the seller's left neighbour first, the seller last. */
  order: Seat[];
  /** Bids and passes so far, in order. */
  bids: BidView[];
  highBid: number | null;
  highBidder: Seat | null;
  /** Seat to bid or pass now. */
  toAct: Seat;
}

export interface AccidentView {
  /** During the layout of a round, or the final accident after the last round. */
  at: 'layout' | 'end';
  /** Seats already dealt with, in order. */
  resolved: Seat[];
  /** Seat answering USE_BRIBERY now, or null. */
  asking: Seat | null;
}

export type PendingView =
  | { decision: 'choose-column'; seat: Seat; columns: number[] }
  | { decision: 'play'; seat: Seat }
  | { decision: 'bid'; seat: Seat; minimum: number }
  | { decision: 'bribery'; seat: Seat; zone: WasteZone; fine: number; steps: number };

export interface ScoreView {
  seat: Seat;
  growth: number;
  rationalization: number;
  rawMaterials: number;
  wasteReduction: number;
  /** Half the cash, may end in .5. */
  halfCash: number;
  /** −10 per loan. */
  loans: number;
  total: number;
  cash: number;
  winner: boolean;
}

export interface IwView {
  schema: typeof VIEW_SCHEMA;
  viewer: Viewer;
  players: number;
  round: number;
  phase: ViewPhase;
  dealer: Seat;
  /** Holder of the EURO. */
  startPlayer: Seat;
  /** Some factory reached growth 20: this is the last round. */
  endTriggered: boolean;
  /** Raw materials in the common supply. */
  supply: number;
  deckSize: number;
  /** The deck, top first: only once the game is over. */
  deck?: CardView[];
  /** Bottom first; the last card is on top. */
  discard: CardView[];
  /** The Accident was drawn this round and lies aside until the end-of-round reshuffle. */
  accidentSetAside: boolean;
  /** Columns still on the table. */
  layout: LayoutColumnView[];
  seats: SeatView[];
  /** The decision the game waits for (null once the game is over). */
  pending: PendingView | null;
  auction: AuctionView | null;
  accident: AccidentView | null;
  /** Once the game is over: the score breakdown of every seat. */
  final?: ScoreView[];
}

export type { Direction };
