// The position format (docs/industrial-waste/position.md): the full state, hidden parts included, as
// human-editable JSON. `readPosition` checks everything a hand-written position can get wrong (53 cards
// each in one place, 50 raw materials, values within their tracks, a phase that fits the cards) and then
// runs the automatic steps the position stops before (dealing, basic costs, the final accident).
import { z } from 'zod';
import { PositionError, rngFromSeed, type Json } from '../../kernel/index.ts';
import type { CardId } from './cards.ts';
import { EDITION, typeOf } from './data/edition.ts';
import { isAsked } from './rules/accident.ts';
import { ROWS } from './rules/layout.ts';
import { settle } from './rules/round.ts';
import { cloneState, type IwState } from './state.ts';

export const POSITION_FORMAT = 'industrial-waste/position';
export const POSITION_VERSION = 1;
/** In `deck`, as the last entry: every card not placed anywhere else, in the edition's order. */
export const REST_OF_DECK = '...';

const int = z.number().int();
const nat = int.min(0);
const seat = int.min(0).max(3);
const cardId = z.string();
const st = EDITION.data.start;
const hole = int.min(0).max(EDITION.holeMax).default(st.hole);

// Omitted fields take the values of a fresh setup (docs/industrial-waste/position.md).
const seatSchema = z
  .object({
    cash: nat.default(st.cash),
    loans: nat.default(0),
    growth: int.min(EDITION.growthMin).max(EDITION.growthMax).default(st.growth),
    coworkers: int.min(EDITION.coworkersMin).max(EDITION.coworkersMax).default(st.coworkers),
    holes: z
      .object({ rationalization: hole, 'raw-materials': hole, 'waste-reduction': hole })
      .strict()
      .default({ rationalization: st.hole, 'raw-materials': st.hole, 'waste-reduction': st.hole }),
    waste: int.min(0).max(EDITION.data.waste.max).default(st.waste),
    rawMaterials: nat.default(st.rawMaterials),
    hand: z.array(cardId).max(4).default([]),
    kept: cardId.nullable().default(null),
    finished: z.boolean().optional(),
  })
  .strict();

const positionSchema = z
  .object({
    format: z.literal(POSITION_FORMAT),
    version: z.literal(POSITION_VERSION),
    players: int.min(2).max(4),
    round: int.min(1).default(1),
    phase: z.enum(['layout', 'drafting', 'playing', 'basic-costs', 'final-accident', 'finished']),
    dealer: seat.default(0),
    startPlayer: seat.optional(),
    endTriggered: z.boolean().default(false),
    turn: seat.optional(),
    picks: int.min(0).max(4).optional(),
    supply: nat.optional(),
    deck: z.array(cardId).default([REST_OF_DECK]),
    discard: z.array(cardId).default([]),
    accidentSetAside: z.boolean().default(false),
    layout: z.array(z.array(cardId).max(ROWS).nullable()).optional(),
    seats: z.array(seatSchema),
    auction: z
      .object({
        seller: seat,
        lot: int.min(1),
        order: z.array(seat).optional(),
        bids: z.array(z.object({ seat, amount: int.min(1).nullable() }).strict()).default([]),
        highBid: nat.optional(),
        highBidder: seat.nullable().optional(),
      })
      .strict()
      .nullable()
      .default(null),
    accident: z
      .object({
        at: z.enum(['layout', 'end']),
        order: z.array(seat).optional(),
        next: nat.default(0),
        asking: z.boolean().default(false),
      })
      .strict()
      .nullable()
      .default(null),
    rng: z.object({ a: int, b: int, c: int, d: int }).strict().optional(),
    seed: z.string().optional(),
  })
  .strict();

/** Seed of the PRNG of a position that gives neither `rng` nor `seed`. */
export const DEFAULT_POSITION_SEED = 'industrial-waste/position';

/** The state as a position: the state itself, with the deck listed top first. */
export function writePosition(s: IwState): Json {
  const copy = cloneState(s);
  copy.deck.reverse();
  return { format: POSITION_FORMAT, version: POSITION_VERSION, ...copy } as unknown as Json;
}

export function readPosition(input: unknown): IwState {
  const parsed = positionSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new PositionError(issue.message, issue.path.join('.'));
  }
  const d = parsed.data;
  if (d.rng !== undefined && d.seed !== undefined)
    throw new PositionError('give "rng" (the PRNG state) or "seed" (text to seed it), not both', 'seed');
  const P = d.players;
  const startPlayer = d.startPlayer ?? d.dealer;
  const bids = d.auction?.bids ?? [];
  let highBid = 0;
  let highBidder: number | null = null;
  for (const b of bids)
    if (b.amount !== null && b.amount > highBid) {
      highBid = b.amount;
      highBidder = b.seat;
    }
  const s: IwState = {
    players: P,
    round: d.round,
    phase: d.phase,
    dealer: d.dealer,
    startPlayer,
    endTriggered: d.endTriggered,
    turn: d.turn ?? d.auction?.seller ?? startPlayer,
    picks: d.picks ?? (d.layout ?? []).filter((c) => c === null).length,
    supply: 0,
    deck: d.deck,
    discard: d.discard,
    accidentSetAside: d.accidentSetAside,
    layout: d.layout ?? (d.phase === 'layout' ? Array.from({ length: P + 1 }, () => []) : []),
    seats: d.seats.map((p) => ({
      ...p,
      finished: p.finished ?? (d.phase === 'playing' && p.hand.length === 0),
    })),
    auction: d.auction && {
      seller: d.auction.seller,
      lot: d.auction.lot,
      order: d.auction.order ?? Array.from({ length: P }, (_, i) => (d.auction!.seller + 1 + i) % P),
      bids,
      highBid: d.auction.highBid ?? highBid,
      highBidder: d.auction.highBidder === undefined ? highBidder : d.auction.highBidder,
    },
    accident: d.accident && {
      at: d.accident.at,
      order: d.accident.order ?? Array.from({ length: P }, (_, i) => (startPlayer + i) % P),
      next: d.accident.next,
      asking: d.accident.asking,
    },
    rng: d.rng ?? rngFromSeed(d.seed ?? DEFAULT_POSITION_SEED),
  };
  const stored = s.seats.reduce((a, p) => a + p.rawMaterials, 0) + (s.auction?.lot ?? 0);
  s.supply = d.supply ?? EDITION.data.rawMaterialsTotal - stored;
  s.deck = expandDeck(s);
  check(s);
  const settled = cloneState(s);
  settled.deck.reverse();
  settle(settled, null);
  return settled;
}

function expandDeck(s: IwState): CardId[] {
  const i = s.deck.indexOf(REST_OF_DECK);
  if (i < 0) return s.deck;
  if (i !== s.deck.length - 1)
    throw new PositionError(`"${REST_OF_DECK}" may only be the last entry`, `deck[${i}]`);
  const placed = new Set<string>([...s.deck, ...s.discard, ...placedOutsideDeck(s)]);
  if (s.accidentSetAside) placed.add(EDITION.accidentId);
  return [...s.deck.slice(0, i), ...EDITION.cardIds.filter((id) => !placed.has(id))];
}

function placedOutsideDeck(s: IwState): CardId[] {
  const out: CardId[] = [];
  for (const col of s.layout) if (col) out.push(...col);
  for (const p of s.seats) {
    out.push(...p.hand);
    if (p.kept !== null) out.push(p.kept);
  }
  return out;
}

function check(s: IwState): void {
  const bad = (path: string, why: string): never => {
    throw new PositionError(why, path);
  };
  const P = s.players;
  if (s.seats.length !== P) bad('seats', `${P} players need ${P} seats, not ${s.seats.length}`);
  for (const f of ['dealer', 'startPlayer', 'turn'] as const)
    if (s[f] >= P) bad(f, `seat ${s[f]} is not at a ${P}-player table`);

  // Every card in exactly one place.
  const where = new Map<string, string>();
  const place = (id: string, path: string) => {
    if (!(id in EDITION.typeOf)) bad(path, `unknown card id "${id}"`);
    const prev = where.get(id);
    if (prev) bad(path, `card "${id}" is also at ${prev}`);
    where.set(id, path);
  };
  s.deck.forEach((id, i) => place(id, `deck[${i}]`));
  s.discard.forEach((id, i) => place(id, `discard[${i}]`));
  s.layout.forEach((col, c) => col?.forEach((id, r) => place(id, `layout[${c}][${r}]`)));
  s.seats.forEach((p, i) => {
    p.hand.forEach((id, j) => place(id, `seats[${i}].hand[${j}]`));
    if (p.kept !== null) place(p.kept, `seats[${i}].kept`);
  });
  const accidentAt = where.get(EDITION.accidentId);
  if (s.accidentSetAside && accidentAt)
    bad(accidentAt, 'the Accident is set aside, so it cannot also be here');
  if (!s.accidentSetAside && !accidentAt) bad('deck', 'the Accident is neither set aside nor anywhere else');
  if (accidentAt && !accidentAt.startsWith('deck') && !accidentAt.startsWith('discard'))
    bad(accidentAt, 'the Accident never enters a layout, a hand or a kept place');
  if (accidentAt?.startsWith('discard')) bad(accidentAt, 'the Accident never goes to the discard pile');
  const total = where.size + (s.accidentSetAside ? 1 : 0);
  if (total !== EDITION.cardIds.length) {
    const missing = EDITION.cardIds.filter(
      (id) => !where.has(id) && !(s.accidentSetAside && id === EDITION.accidentId),
    );
    bad(
      'deck',
      `${EDITION.cardIds.length} cards must be accounted for; ${total} are (missing e.g. "${missing[0]}"; end the deck with "${REST_OF_DECK}" to place the rest there)`,
    );
  }

  // Raw materials are conserved.
  if (s.supply < 0)
    bad(
      'supply',
      `storages and the auction lot hold ${EDITION.data.rawMaterialsTotal - s.supply} raw materials; there are only ${EDITION.data.rawMaterialsTotal}`,
    );
  const raw = s.supply + s.seats.reduce((a, p) => a + p.rawMaterials, 0) + (s.auction?.lot ?? 0);
  if (raw !== EDITION.data.rawMaterialsTotal)
    bad(
      'supply',
      `supply, storages and auction lot hold ${raw} raw materials; there are ${EDITION.data.rawMaterialsTotal}`,
    );

  s.seats.forEach((p, i) => {
    if (p.growth === EDITION.growthMax && !s.endTriggered && s.phase !== 'finished')
      bad(
        `seats[${i}].growth`,
        `a factory at ${EDITION.growthMax} has triggered the end: set "endTriggered": true`,
      );
  });

  s.layout.forEach((col, c) => {
    const types = (col ?? []).map(typeOf);
    if (new Set(types).size !== types.length)
      bad(`layout[${c}]`, 'a column never holds two cards of one type');
  });

  const handsEmpty = (why: string) =>
    s.seats.forEach((p, i) => {
      if (p.hand.length) bad(`seats[${i}].hand`, why);
    });
  const noLayout = () => {
    if (s.layout.length) bad('layout', `the layout is empty in phase "${s.phase}"`);
  };
  if (s.auction && s.phase !== 'playing') bad('auction', 'an auction only runs while cards are played');
  if (s.accident) {
    const want = s.phase === 'layout' ? 'layout' : s.phase === 'final-accident' ? 'end' : null;
    if (s.accident.at !== want)
      bad('accident', `no accident of kind "${s.accident.at}" runs in phase "${s.phase}"`);
    const order = Array.from({ length: P }, (_, i) => (s.startPlayer + i) % P);
    if (s.accident.order.join() !== order.join())
      bad('accident.order', `must be [${order.join(', ')}] (from the start player)`);
    if (s.accident.next > P) bad('accident.next', `at most ${P}`);
    if (s.accident.asking && (s.accident.next >= P || !isAsked(s.seats[s.accident.order[s.accident.next]])))
      bad('accident.asking', 'only a seat with a kept card at risk is asked about bribery');
  }

  switch (s.phase) {
    case 'layout':
    case 'drafting': {
      if (s.layout.length !== P + 1) bad('layout', `${P} players deal ${P + 1} columns`);
      if (s.phase === 'layout') {
        if (s.picks !== 0) bad('picks', 'no column is picked while dealing');
        handsEmpty('hands are empty while the layout is dealt');
        const lengths = s.layout.map((c) =>
          c === null ? bad('layout', 'no column is taken while dealing') : c.length,
        );
        const min = Math.min(...lengths);
        if (lengths.some((n) => n > min + 1) || lengths.some((n, i) => i > 0 && n > lengths[i - 1]))
          bad('layout', 'cards are dealt row by row, left to right');
      } else {
        const taken = s.layout.filter((c) => c === null).length;
        if (taken !== s.picks) bad('picks', `${taken} column(s) are taken, so picks is ${taken}`);
        if (s.picks >= P) bad('picks', 'after the last pick the cards are being played');
        s.layout.forEach((c, i) => {
          if (c !== null && c.length !== ROWS) bad(`layout[${i}]`, `a dealt column has ${ROWS} cards`);
        });
        s.seats.forEach((p, i) => {
          const order = (i - s.startPlayer + P) % P;
          const want = order < s.picks ? ROWS : 0;
          if (p.hand.length !== want)
            bad(`seats[${i}].hand`, `holds ${want} cards at this point of the draft`);
        });
      }
      break;
    }
    case 'playing': {
      noLayout();
      s.seats.forEach((p, i) => {
        if (p.finished !== (p.hand.length === 0))
          bad(`seats[${i}].finished`, 'a seat is finished exactly when its hand is empty');
      });
      if (!s.auction && s.seats.every((p) => p.finished))
        bad('phase', 'every seat is finished: use phase "basic-costs"');
      if (s.auction) checkAuction(s, bad);
      else if (s.seats[s.turn].finished) bad('turn', `seat ${s.turn} has no cards left`);
      break;
    }
    case 'basic-costs':
    case 'final-accident':
    case 'finished':
      noLayout();
      handsEmpty(`hands are empty in phase "${s.phase}"`);
      if (s.phase === 'final-accident' && !s.endTriggered)
        bad('endTriggered', 'the final accident follows the end trigger');
      if (s.phase === 'finished' && s.accident) bad('accident', 'no accident runs once the game is over');
      break;
  }
}

function checkAuction(s: IwState, bad: (path: string, why: string) => never): void {
  const a = s.auction!;
  const P = s.players;
  const order = Array.from({ length: P }, (_, i) => (a.seller + 1 + i) % P);
  if (a.order.join() !== order.join()) bad('auction.order', `must be [${order.join(', ')}] (seller last)`);
  if (s.turn !== a.seller) bad('turn', 'the turn stays with the seller during the auction');
  if (a.bids.length >= P) bad('auction.bids', 'every seat has bid: the auction is over');
  let high = 0;
  let highBidder: number | null = null;
  a.bids.forEach((b, i) => {
    if (b.seat !== order[i]) bad(`auction.bids[${i}].seat`, `seat ${order[i]} bids in that place`);
    if (b.amount !== null) {
      if (b.amount <= high) bad(`auction.bids[${i}].amount`, 'each bid is higher than the one before');
      high = b.amount;
      highBidder = b.seat;
    }
  });
  if (a.highBid !== high || a.highBidder !== highBidder)
    bad(
      'auction.highBid',
      `the highest bid so far is ${high} by ${highBidder === null ? 'nobody' : `seat ${highBidder}`}`,
    );
  if (highBidder !== null && s.seats[highBidder].cash < high)
    bad(`seats[${highBidder}].cash`, `a bid of ${high} M needs at least that much cash`);
}
