// For information-set search: a full state consistent with what one seat (or a spectator) sees. The seat's own cash and
// kept card come from its view; the hidden rest is drawn from `rng`:
// - other seats' kept cards: uniformly among the cards the seat has not seen (never the Accident);
// - the deck: the remaining unseen cards, shuffled;
// - other seats' cash: at least their standing bid in a running auction (the only public bound a view
//   carries), plus a uniform draw from 0 to max(15, own cash), unless `beliefs.cash` gives a value;
// - the PRNG of future reshuffles: fresh from `rng`.
import { nextUint32, shuffle, type RngState, type Seat } from '../../kernel/index.ts';
import { randomInt } from '../../kernel/index.ts';
import type { CardId } from './cards.ts';
import { EDITION, typeOf } from './data/edition.ts';
import type { AuctionState, IwState, Phase, SeatState } from './state.ts';
import type { IwView } from './view.ts';

export interface Beliefs {
  /** Cash per seat, for seats whose cash the caller has estimated itself (e.g. from the public log). */
  cash?: (number | undefined)[];
}

export function determinizeView(view: IwView, seat: Seat, rng: RngState, beliefs: Beliefs = {}): IwState {
  // A spectator's view holds only public facts, so it may stand for any seat (estimates of a position
  // that reveal nothing); another seat's view may not.
  const over = view.phase === 'finished' || view.viewer === 'spectator';
  if (!over && view.viewer !== seat)
    throw new Error(`determinize: this is the view of ${String(view.viewer)}, not of seat ${seat}`);
  const P = view.players;

  const seen = new Set<CardId>();
  const see = (id: CardId) => seen.add(id);
  view.discard.forEach((c) => see(c.id));
  view.layout.forEach((col) => col.cards.forEach((c) => see(c.id)));
  view.seats.forEach((p) => {
    p.hand.forEach((c) => see(c.id));
    if (p.keptCard) see(p.keptCard.id);
  });
  if (view.accidentSetAside) see(EDITION.accidentId);
  view.deck?.forEach((c) => see(c.id));

  const unseen = shuffle(
    rng,
    EDITION.cardIds.filter((id) => !seen.has(id)),
  );
  const kept: (CardId | null)[] = view.seats.map((p) => {
    if (p.keptCard) return p.keptCard.id;
    if (!p.hasKeptCard) return null;
    const i = unseen.findIndex((id) => typeOf(id) !== 'accident');
    return unseen.splice(i, 1)[0];
  });
  const deck = view.deck ? view.deck.map((c) => c.id).reverse() : unseen;

  const own = view.seats[seat]?.cash ?? EDITION.data.start.cash;
  const spread = Math.max(EDITION.data.start.cash, own);
  const standing = new Array<number>(P).fill(0);
  for (const b of view.auction?.bids ?? [])
    if (b.amount !== null) standing[b.seat] = Math.max(standing[b.seat], b.amount);

  const seats: SeatState[] = view.seats.map((p, i) => ({
    cash: p.cash ?? beliefs.cash?.[i] ?? standing[i] + randomInt(rng, spread + 1),
    loans: p.loans,
    growth: p.growth,
    coworkers: p.coworkers,
    holes: {
      rationalization: p.innovation.rationalization.hole,
      'raw-materials': p.innovation['raw-materials'].hole,
      'waste-reduction': p.innovation['waste-reduction'].hole,
    },
    waste: p.waste,
    rawMaterials: p.rawMaterials,
    hand: p.hand.map((c) => c.id),
    kept: kept[i],
    finished: p.finished,
  }));
  for (let i = 0; i < P; i++) seats[i].cash = Math.max(seats[i].cash, standing[i]);

  const phase: Phase = view.phase;
  let layout: (CardId[] | null)[] = [];
  if (phase === 'layout' || phase === 'drafting') {
    layout = Array.from({ length: P + 1 }, () => null);
    for (const col of view.layout) layout[col.column] = col.cards.map((c) => c.id);
  }
  const a = view.auction;
  const auction: AuctionState | null = a && {
    seller: a.seller,
    lot: a.lot,
    order: a.order.slice(),
    bids: a.bids.map((b) => ({ seat: b.seat, amount: b.amount })),
    highBid: a.highBid ?? 0,
    highBidder: a.highBidder,
  };
  const order = Array.from({ length: P }, (_, i) => (view.startPlayer + i) % P);
  const turn = a ? a.seller : view.pending?.decision === 'play' ? view.pending.seat : view.startPlayer;
  return {
    players: P,
    round: view.round,
    phase,
    dealer: view.dealer,
    startPlayer: view.startPlayer,
    endTriggered: view.endTriggered,
    turn,
    picks: phase === 'drafting' ? P + 1 - view.layout.length : 0,
    supply: view.supply,
    deck,
    discard: view.discard.map((c) => c.id),
    accidentSetAside: view.accidentSetAside,
    layout,
    seats,
    auction,
    accident: view.accident && {
      at: view.accident.at,
      order,
      next: view.accident.resolved.length,
      asking: view.accident.asking !== null,
    },
    rng: { a: nextUint32(rng), b: nextUint32(rng), c: nextUint32(rng), d: nextUint32(rng) },
  };
}
