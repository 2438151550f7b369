// The names the engine, the views and the moves share: card types, card ids, innovation tracks, waste zones.
// The numbers behind them (how many cards of each type, track values, fines) are edition data (data/).

export const CARD_TYPES = [
  'order',
  'raw-materials',
  'growth',
  'innovation',
  'waste-disposal',
  'advisor',
  'hiring-firing',
  'waste-removal',
  'bribery',
  'accident',
] as const;
export type CardType = (typeof CARD_TYPES)[number];

/**
 * A card id is its type and a number from 1: `order-1` .. `order-9`, `accident-1`. Cards of one type are
 * identical; the id only tells two copies apart (a kept card and a drafted card of the same type).
 */
export type CardId = string;

export const TRACKS = ['rationalization', 'raw-materials', 'waste-reduction'] as const;
export type Track = (typeof TRACKS)[number];

export const ZONES = ['bin', 'green', 'yellow', 'red'] as const;
export type WasteZone = (typeof ZONES)[number];

export type Direction = 'hire' | 'fire';

/** The type of a well-formed card id (`growth-3` → `growth`); undefined for anything else. */
export function cardTypeOf(id: string): CardType | undefined {
  const dash = id.lastIndexOf('-');
  if (dash <= 0 || !/^[1-9]\d*$/.test(id.slice(dash + 1))) return undefined;
  const type = id.slice(0, dash);
  return (CARD_TYPES as readonly string[]).includes(type) ? (type as CardType) : undefined;
}
