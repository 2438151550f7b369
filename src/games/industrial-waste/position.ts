// The position format (docs/industrial-waste/position.md): the full state, hidden parts included, as
// human-editable JSON. `readPosition` checks everything a hand-written position can get wrong (53 cards
// each in one place, 50 raw materials, values within their tracks, a phase that fits the cards) and then
// runs the automatic steps the position stops before (dealing, basic costs, the final accident).
import { z } from 'zod';
import { PositionError, rngFromSeed, type Json } from '../../kernel/index.ts';
import type { CardId } from './cards.ts';
import { EDITION } from './data/edition.ts';
import { checkPosition } from './position-check.ts';
import { REST } from './rules/setup.ts';
import { ROWS } from './rules/layout.ts';
import { settle } from './rules/round.ts';
import { cloneState, type IwState } from './state.ts';

export const POSITION_FORMAT = 'industrial-waste/position';
export const POSITION_VERSION = 1;
/** In `deck`, as the last entry: every card not placed anywhere else, in the edition's order. */
export const REST_OF_DECK = REST;

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
  checkPosition(s);
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
