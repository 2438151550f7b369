// Builds the view of one viewer (view.ts, docs/industrial-waste/view.md). The only function through which
// state leaves the engine: another seat's cash and kept card, and the deck, are left out until the end.
import type { Viewer } from '../../kernel/index.ts';
import { TRACKS, type CardId } from './cards.ts';
import { trackPoints, trackValue, typeOf } from './data/edition.ts';
import { zoneOf } from './rules/accident.ts';
import { pendingOf } from './rules/pending.ts';
import { scoreRows } from './rules/scoring.ts';
import type { IwState, SeatState } from './state.ts';
import {
  VIEW_SCHEMA,
  type CardView,
  type IwView,
  type PendingView,
  type SeatView,
  type TrackView,
  type ViewPhase,
} from './view.ts';

/**
 * Each card's view, made once and shared by every view (frozen): a view is built again at every move,
 * and its cards (a discard pile of dozens, the hands, the layout) are then the very objects of the last
 * one, which a patch passes over without a look inside and the collector never copies.
 */
const cardViews = new Map<CardId, CardView>();
function card(id: CardId): CardView {
  let view = cardViews.get(id);
  if (view === undefined) cardViews.set(id, (view = Object.freeze({ id, type: typeOf(id) })));
  return view;
}

/** A track's marker at each hole, shared as the cards are. */
const trackViews: TrackView[] = [];
function trackView(hole: number): TrackView {
  return (trackViews[hole] ??= Object.freeze({ hole, value: trackValue(hole), points: trackPoints(hole) }));
}

export function viewOf(s: IwState, viewer: Viewer): IwView {
  const over = s.phase === 'finished';
  const view: IwView = {
    schema: VIEW_SCHEMA,
    viewer,
    players: s.players,
    round: s.round,
    phase: (s.phase === 'basic-costs' ? 'playing' : s.phase) as ViewPhase,
    dealer: s.dealer,
    startPlayer: s.startPlayer,
    endTriggered: s.endTriggered,
    supply: s.supply,
    deckSize: s.deck.length,
    discard: s.discard.map(card),
    accidentSetAside: s.accidentSetAside,
    layout: s.layout.flatMap((cards, column) => (cards === null ? [] : [{ column, cards: cards.map(card) }])),
    seats: s.seats.map((p, seat) => seatView(p, seat, over || viewer === seat)),
    pending: pendingView(s),
    auction: s.auction && {
      seller: s.auction.seller,
      lot: s.auction.lot,
      order: s.auction.order.slice(),
      bids: s.auction.bids.map((b) => ({ seat: b.seat, amount: b.amount })),
      highBid: s.auction.highBidder === null ? null : s.auction.highBid,
      highBidder: s.auction.highBidder,
      toAct: s.auction.order[s.auction.bids.length],
    },
    accident: s.accident && {
      at: s.accident.at,
      resolved: s.accident.order.slice(0, s.accident.next),
      asking: s.accident.asking ? s.accident.order[s.accident.next] : null,
    },
  };
  if (over) {
    view.deck = s.deck.map(card).reverse();
    view.final = scoreRows(s);
  }
  return view;
}

/** A seat's tracks, shared as their markers are: one object for each set of holes. */
const innovationViews = new Map<number, SeatView['innovation']>();
function innovationView(holes: SeatState['holes']): SeatView['innovation'] {
  let key = 0;
  for (const t of TRACKS) {
    const hole = holes[t];
    // Holes are 0..4; any other value is given a view of its own.
    if (!Number.isInteger(hole) || hole < 0 || hole > 9) key = -1;
    else if (key >= 0) key = key * 10 + hole;
  }
  let view = key >= 0 ? innovationViews.get(key) : undefined;
  if (view === undefined) {
    view = {} as SeatView['innovation'];
    for (const t of TRACKS) view[t] = trackView(holes[t]);
    Object.freeze(view);
    if (key >= 0) innovationViews.set(key, view);
  }
  return view;
}

function seatView(p: SeatState, seat: number, owner: boolean): SeatView {
  const innovation = innovationView(p.holes);
  const v: SeatView = {
    seat,
    loans: p.loans,
    growth: p.growth,
    coworkers: p.coworkers,
    innovation,
    waste: p.waste,
    wasteZone: zoneOf(p).zone,
    rawMaterials: p.rawMaterials,
    hand: p.hand.map(card),
    hasKeptCard: p.kept !== null,
    finished: p.finished,
  };
  if (owner) {
    v.cash = p.cash;
    if (p.kept !== null) v.keptCard = card(p.kept);
  }
  return v;
}

function pendingView(s: IwState): PendingView | null {
  const p = pendingOf(s);
  if (p === null) return null;
  switch (p.decision) {
    case 'choose-column':
      return {
        decision: p.decision,
        seat: p.seat,
        columns: s.layout.flatMap((c, i) => (c === null ? [] : [i])),
      };
    case 'play':
      return { decision: p.decision, seat: p.seat };
    case 'bid':
      return { decision: p.decision, seat: p.seat, minimum: s.auction!.highBid + 1 };
    case 'bribery': {
      const z = zoneOf(s.seats[p.seat]);
      return { decision: p.decision, seat: p.seat, zone: z.zone, fine: z.fine, steps: z.steps };
    }
  }
}
