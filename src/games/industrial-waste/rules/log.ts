// Events recorded while a move is applied, for `describe`. Recording is off (null) on the fast path, and
// call sites test `log` before building parameters so that path allocates nothing for the log;
// `describe` replays the move with recording on. An event may be private to one seat: other viewers
// get its `hidden` variant (or nothing).
//
// Seats and columns are 0-based ids in parameters (`seat`, `seller`, `column`), for programs and for a
// client that shows seat names; people count from 1, so `note` adds the 1-based numbers the texts use:
// `player`, `sellerPlayer`, `columnNumber` (as The Cost does with `player`).
import type { LogEntry, Seat } from '../../../kernel/index.ts';
import type { CardId, Track, WasteZone, Direction } from '../cards.ts';
import { typeOf } from '../data/edition.ts';
import { CARD_NAMES, DIRECTION_NAMES, TRACK_NAMES, ZONE_NAMES } from '../names.ts';

export type Params = LogEntry['params'];

export interface LogEvent extends LogEntry {
  /** Only this seat sees `id`/`params`; others see `hidden` (or nothing when it is absent). */
  owner?: Seat;
  hidden?: LogEntry;
}

export type Log = LogEvent[] | null;

export function note(log: Log, id: string, params: Params, owner?: Seat, hidden?: LogEntry): void {
  if (log === null) return;
  const e: LogEvent = { id, params: numbered(params) };
  if (owner !== undefined) {
    e.owner = owner;
    if (hidden) e.hidden = { id: hidden.id, params: numbered(hidden.params) };
  }
  log.push(e);
}

function numbered(params: Params): Params {
  if (typeof params.seat === 'number') params.player = params.seat + 1;
  if (typeof params.seller === 'number') params.sellerPlayer = params.seller + 1;
  if (typeof params.column === 'number') params.columnNumber = params.column + 1;
  return params;
}

/** Seats as people count them, in each language: "1, 2 and 4" / "1, 2 e 4". */
export function playersParams(seats: Seat[]): Params {
  const list = (and: string) => {
    const n = seats.map((s) => String(s + 1));
    return n.length < 2 ? n.join('') : `${n.slice(0, -1).join(', ')} ${and} ${n[n.length - 1]}`;
  };
  return { winners: seats.join(','), playersEn: list('and'), playersIt: list('e') };
}

/** A card as log parameters: its id, and its name in each language (`{card}`, `{cardEn}`, `{cardIt}`). */
export function cardParams(id: CardId, key = 'card'): Params {
  const t = typeOf(id);
  // The usual names as a literal of fixed members: one of computed names is built member by member at
  // run time, some ten times the cost, and a move's log asks for one or two.
  if (key === 'card') return { card: id, cardEn: CARD_NAMES.en[t], cardIt: CARD_NAMES.it[t] };
  return { [key]: id, [`${key}En`]: CARD_NAMES.en[t], [`${key}It`]: CARD_NAMES.it[t] };
}

export function cardsParams(ids: CardId[], key = 'cards'): Params {
  const list = ids.join(',');
  const en = ids.map((id) => CARD_NAMES.en[typeOf(id)]).join(', ');
  const it = ids.map((id) => CARD_NAMES.it[typeOf(id)]).join(', ');
  if (key === 'cards') return { cards: list, cardsEn: en, cardsIt: it };
  return { [key]: list, [`${key}En`]: en, [`${key}It`]: it };
}

export function tracksParams(tracks: Track[]): Params {
  return {
    tracks: tracks.join(','),
    tracksEn: tracks.map((t) => TRACK_NAMES.en[t]).join(' + '),
    tracksIt: tracks.map((t) => TRACK_NAMES.it[t]).join(' + '),
  };
}

export const zoneParams = (zone: WasteZone): Params => ({
  zone,
  zoneEn: ZONE_NAMES.en[zone],
  zoneIt: ZONE_NAMES.it[zone],
});

export const directionParams = (d: Direction): Params => ({
  direction: d,
  directionEn: DIRECTION_NAMES.en[d],
  directionIt: DIRECTION_NAMES.it[d],
});
