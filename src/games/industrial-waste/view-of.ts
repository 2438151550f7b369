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
  type LayoutColumnView,
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

/**
 * The views built of a state, by viewer, and for a state made by a move the views built of the state
 * before it. A view starts from the last one its viewer was given: each part whose content did not change
 * (a seat, the discard pile, the layout, the auction) is the very object of that view, frozen. Building
 * a view then costs what changed, and a patch from one view to the next stops at the parts they share.
 * Only the content decides (every field a part shows is compared), so a view is the same whatever
 * views came before it; a viewer's parts are taken from its own views only.
 */
type Built = Map<Viewer, IwView>;
const built = new WeakMap<IwState, Built>();
const madeFrom = new WeakMap<IwState, Built>();

/** `next` was made by a move from `s`: its views may start from those of `s` (if any were built). */
export function viewsFollow(next: IwState, s: IwState): void {
  const views = built.get(s);
  if (views !== undefined) madeFrom.set(next, views);
}

export function viewOf(s: IwState, viewer: Viewer): IwView {
  let views = built.get(s);
  const view = buildView(s, viewer, views?.get(viewer) ?? madeFrom.get(s)?.get(viewer));
  if (views === undefined) built.set(s, (views = new Map()));
  views.set(viewer, view);
  return view;
}

function buildView(s: IwState, viewer: Viewer, last: IwView | undefined): IwView {
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
    discard: cardsOf(s.discard, last?.discard),
    accidentSetAside: s.accidentSetAside,
    layout: layoutView(s.layout, last?.layout),
    seats: seatsView(s, over, viewer, last?.seats),
    pending: same(last?.pending, pendingView(s)),
    auction: same(
      last?.auction,
      s.auction && {
        seller: s.auction.seller,
        lot: s.auction.lot,
        order: s.auction.order.slice(),
        bids: s.auction.bids.map((b) => ({ seat: b.seat, amount: b.amount })),
        highBid: s.auction.highBidder === null ? null : s.auction.highBid,
        highBidder: s.auction.highBidder,
        toAct: s.auction.order[s.auction.bids.length],
      },
    ),
    accident: same(
      last?.accident,
      s.accident && {
        at: s.accident.at,
        resolved: s.accident.order.slice(0, s.accident.next),
        asking: s.accident.asking ? s.accident.order[s.accident.next] : null,
      },
    ),
  };
  if (over) {
    view.deck = s.deck.map(card).reverse();
    view.final = scoreRows(s);
  }
  return view;
}

/** The cards' views, the last ones while they show the same cards. */
function cardsOf(ids: readonly CardId[], last: CardView[] | undefined): CardView[] {
  if (last !== undefined && last.length === ids.length) {
    let i = 0;
    while (i < ids.length && last[i].id === ids[i]) i++;
    if (i === ids.length) return last;
  }
  return Object.freeze(ids.map(card)) as CardView[];
}

function layoutView(layout: IwState['layout'], last: LayoutColumnView[] | undefined): LayoutColumnView[] {
  const columns: LayoutColumnView[] = [];
  let kept = 0;
  layout.forEach((cards, column) => {
    if (cards === null) return;
    const was = last?.[columns.length];
    const shown = cardsOf(cards, was?.column === column ? was.cards : undefined);
    if (was !== undefined && shown === was.cards) {
      columns.push(was);
      kept++;
    } else columns.push(Object.freeze({ column, cards: shown }));
  });
  return last !== undefined && kept === columns.length && kept === last.length
    ? last
    : (Object.freeze(columns) as LayoutColumnView[]);
}

function seatsView(s: IwState, over: boolean, viewer: Viewer, last: SeatView[] | undefined): SeatView[] {
  let kept = 0;
  const seats = s.seats.map((p, seat) => {
    const was = last?.[seat];
    const v = seatView(p, seat, over || viewer === seat, was);
    if (v === was) kept++;
    return v;
  });
  return last !== undefined && kept === seats.length && kept === last.length
    ? last
    : (Object.freeze(seats) as SeatView[]);
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

function seatView(p: SeatState, seat: number, owner: boolean, last: SeatView | undefined): SeatView {
  const innovation = innovationView(p.holes);
  const wasteZone = zoneOf(p).zone;
  const hand = cardsOf(p.hand, last?.hand);
  if (
    last !== undefined &&
    last.hand === hand &&
    last.innovation === innovation &&
    last.seat === seat &&
    last.loans === p.loans &&
    last.growth === p.growth &&
    last.coworkers === p.coworkers &&
    last.waste === p.waste &&
    last.wasteZone === wasteZone &&
    last.rawMaterials === p.rawMaterials &&
    last.hasKeptCard === (p.kept !== null) &&
    last.finished === p.finished &&
    (owner
      ? last.cash === p.cash && (p.kept === null ? last.keptCard === undefined : last.keptCard?.id === p.kept)
      : last.cash === undefined && last.keptCard === undefined)
  )
    return last;
  const v: SeatView = {
    seat,
    loans: p.loans,
    growth: p.growth,
    coworkers: p.coworkers,
    innovation,
    waste: p.waste,
    wasteZone,
    rawMaterials: p.rawMaterials,
    hand,
    hasKeptCard: p.kept !== null,
    finished: p.finished,
  };
  if (owner) {
    v.cash = p.cash;
    if (p.kept !== null) v.keptCard = card(p.kept);
  }
  return Object.freeze(v);
}

/**
 * A small part of the view (the decision waited for, the auction, the accident): the last one if it has
 * the same content, key by key, else the new one, frozen through.
 */
function same<T>(last: T | undefined, now: T): T {
  if (last !== undefined && equal(last, now)) return last;
  return deepFreeze(now);
}

function equal(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  for (let i = 0; i < ka.length; i++)
    if (
      ka[i] !== kb[i] ||
      !equal((a as Record<string, unknown>)[ka[i]], (b as Record<string, unknown>)[kb[i]])
    )
      return false;
  return true;
}

function deepFreeze<T>(v: T): T {
  if (typeof v === 'object' && v !== null && !Object.isFrozen(v)) {
    for (const member of Object.values(v)) deepFreeze(member);
    Object.freeze(v);
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
