// Builds the view of one viewer (view.ts, docs/industrial-waste/view.md). The only function through which
// state leaves the engine: another seat's cash and kept card, and the deck, are left out until the end.
// Views are read, never changed: parts that read the same (a card, a list of cards, a seat) are one
// object in every view that has them, so that the server's change from one view to the next (its
// patches to the sockets) stops at a part two views share instead of walking it value by value.
import type { Viewer } from '../../kernel/index.ts';
import { TRACKS, type CardId } from './cards.ts';
import { EDITION, trackPoints, trackValue, typeOf } from './data/edition.ts';
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

/** One view per card of the edition: a card's figures never change. */
const CARDS = new Map<CardId, CardView>(
  EDITION.cardIds.map((id) => [id, Object.freeze({ id, type: typeOf(id) }) as CardView]),
);
const card = (id: CardId): CardView => CARDS.get(id) ?? { id, type: typeOf(id) };

/**
 * Parts built lately, by what they are built from (written out as a key: every figure they read). Bounded,
 * oldest out first: a server holding many games keeps the parts of the latest positions.
 */
class Kept<T> {
  private parts = new Map<string, T>();
  constructor(private readonly limit: number) {}
  get(key: string | undefined, build: () => T): T {
    if (key === undefined) return build();
    let part = this.parts.get(key);
    if (part === undefined) {
      part = build();
      if (this.parts.size >= this.limit) this.parts.delete(this.parts.keys().next().value!);
      this.parts.set(key, part);
    }
    return part;
  }
  clear(): void {
    this.parts.clear();
  }
}

const cardLists = new Kept<CardView[]>(1024);
const seatViews = new Kept<SeatView>(1024);

/** The key of a list of cards: their ids, only when all are the edition's (so no id holds the comma). */
function idsKey(ids: readonly CardId[]): string | undefined {
  for (const id of ids) if (!CARDS.has(id)) return undefined;
  return ids.join(',');
}

const cards = (ids: readonly CardId[]): CardView[] => cardLists.get(idsKey(ids), () => ids.map(card));

/** Forgets every kept part (tests build views afresh this way to compare them with kept ones). */
export function forgetKeptParts(): void {
  cardLists.clear();
  seatViews.clear();
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
    discard: cards(s.discard),
    accidentSetAside: s.accidentSetAside,
    layout: s.layout.flatMap((ids, column) => (ids === null ? [] : [{ column, cards: cards(ids) }])),
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

/** A seat as a viewer sees it, kept by every figure it shows. */
function seatView(p: SeatState, seat: number, owner: boolean): SeatView {
  const hand = idsKey(p.hand);
  const kept = p.kept === null ? '-' : CARDS.has(p.kept) ? p.kept : undefined;
  const h = p.holes;
  const key =
    hand === undefined || kept === undefined
      ? undefined
      : `${seat}|${owner ? `o|${p.cash}|${kept}` : `n|${p.kept === null}`}|${p.loans}|${p.growth}|${p.coworkers}|` +
        `${h.rationalization}|${h['raw-materials']}|${h['waste-reduction']}|${p.waste}|${p.rawMaterials}|` +
        `${p.finished}|${hand}`;
  return seatViews.get(key, () => buildSeatView(p, seat, owner));
}

function buildSeatView(p: SeatState, seat: number, owner: boolean): SeatView {
  const innovation = {} as SeatView['innovation'];
  for (const t of TRACKS) {
    const hole = p.holes[t];
    innovation[t] = { hole, value: trackValue(hole), points: trackPoints(hole) } satisfies TrackView;
  }
  const v: SeatView = {
    seat,
    loans: p.loans,
    growth: p.growth,
    coworkers: p.coworkers,
    innovation,
    waste: p.waste,
    wasteZone: zoneOf(p).zone,
    rawMaterials: p.rawMaterials,
    hand: cards(p.hand),
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
