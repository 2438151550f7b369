// Loads and checks the edition data once, at import: a corrupt data file stops the program with a message
// naming the field, before any game starts.
import { z } from 'zod';
import { CARD_TYPES, TRACKS, ZONES, type CardId, type CardType, type Track, type WasteZone } from '../cards.ts';
import raw from './edition.json' with { type: 'json' };

const count = z.number().int().min(0);
const amounts = z.object({ alone: count, advisor: count }).strict();

const editionSchema = z
  .object({
    edition: z.string(),
    deck: z.array(z.object({ type: z.enum(CARD_TYPES), count: z.number().int().min(1) }).strict()),
    board: z.object({ growth: z.array(count).min(2), coworkers: z.array(count).min(2) }).strict(),
    innovation: z
      .object({
        tracks: z.array(z.enum(TRACKS)),
        values: z.array(count).min(2),
        points: z.array(count).min(2),
        costPerStep: count,
      })
      .strict(),
    waste: z
      .object({
        max: z.number().int().min(1),
        zones: z.array(
          z.object({ zone: z.enum(ZONES), from: count, to: count, fine: count, steps: count }).strict(),
        ),
      })
      .strict(),
    start: z
      .object({ cash: count, rawMaterials: count, growth: count, coworkers: count, hole: count, waste: count })
      .strict(),
    rawMaterialsTotal: z.number().int().min(1),
    loan: z.object({ amount: z.number().int().min(1), points: count }).strict(),
    bribery: z.object({ extra: count }).strict(),
    effects: z
      .object({
        order: z.object({ advisorBonus: count }).strict(),
        'raw-materials': amounts,
        growth: amounts,
        'hiring-firing': amounts,
        innovation: amounts,
        'waste-disposal': amounts,
        'waste-removal': amounts,
        'repay-loan': z.object({ amount: count }).strict(),
      })
      .strict(),
  })
  .strict();

export type EditionData = z.infer<typeof editionSchema>;

export interface ZoneRule {
  zone: WasteZone;
  fine: number;
  steps: number;
}

export interface Edition {
  data: EditionData;
  /** Every card id, in the data's order: the order of a fresh deck before shuffling. */
  cardIds: CardId[];
  typeOf: Record<CardId, CardType>;
  accidentId: CardId;
  growthMin: number;
  growthMax: number;
  coworkersMin: number;
  coworkersMax: number;
  holeMax: number;
  /** By waste level 0..max. */
  zoneAt: ZoneRule[];
}

/** Checks the raw data and derives the tables the rules use; throws an Error naming the bad field. */
export function loadEdition(input: unknown): Edition {
  const parsed = editionSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Industrial Waste edition data, ${issue.path.join('.') || 'top level'}: ${issue.message}`);
  }
  const d = parsed.data;
  const bad = (field: string, why: string): never => {
    throw new Error(`Industrial Waste edition data, ${field}: ${why}`);
  };
  const types = d.deck.map((c) => c.type);
  for (const t of CARD_TYPES) if (types.filter((x) => x === t).length !== 1) bad('deck', `needs one entry for ${t}`);
  if (d.deck.find((c) => c.type === 'accident')?.count !== 1) bad('deck', 'there is exactly one Accident card');
  const ascending = (xs: number[]) => xs.every((x, i) => i === 0 || x === xs[i - 1] + 1);
  if (!ascending(d.board.growth)) bad('board.growth', 'columns must count up by one');
  if (!ascending([...d.board.coworkers].reverse())) bad('board.coworkers', 'rows must count down by one');
  if (d.board.coworkers[d.board.coworkers.length - 1] < 1) bad('board.coworkers', 'the lowest row is at least 1');
  if (d.innovation.tracks.join() !== TRACKS.join()) bad('innovation.tracks', `must be ${TRACKS.join(', ')}`);
  if (d.innovation.values.length !== d.innovation.points.length)
    bad('innovation', 'values and points need one entry per hole');
  if (d.innovation.values.some((v) => v < 1)) bad('innovation.values', 'a track value is at least 1');
  let next = 0;
  for (const z of d.waste.zones) {
    if (z.from !== next || z.to < z.from) bad('waste.zones', `zone ${z.zone} must start at ${next}`);
    next = z.to + 1;
  }
  if (next !== d.waste.max + 1) bad('waste.zones', `zones must cover 0..${d.waste.max}`);
  const s = d.start;
  if (!d.board.growth.includes(s.growth)) bad('start.growth', 'not a column of the board');
  if (!d.board.coworkers.includes(s.coworkers)) bad('start.coworkers', 'not a row of the board');
  if (s.hole >= d.innovation.values.length) bad('start.hole', 'not a hole of the tracks');
  if (s.waste > d.waste.max) bad('start.waste', 'above the waste storage');

  const cardIds: CardId[] = [];
  const typeOf: Record<CardId, CardType> = {};
  for (const { type, count: n } of d.deck) {
    for (let i = 1; i <= n; i++) {
      const id = `${type}-${i}`;
      cardIds.push(id);
      typeOf[id] = type;
    }
  }
  const zoneAt: ZoneRule[] = [];
  for (const z of d.waste.zones)
    for (let w = z.from; w <= z.to; w++) zoneAt.push({ zone: z.zone, fine: z.fine, steps: z.steps });
  return {
    data: d,
    cardIds,
    typeOf,
    accidentId: 'accident-1',
    growthMin: d.board.growth[0],
    growthMax: d.board.growth[d.board.growth.length - 1],
    coworkersMin: d.board.coworkers[d.board.coworkers.length - 1],
    coworkersMax: d.board.coworkers[0],
    holeMax: d.innovation.values.length - 1,
    zoneAt,
  };
}

export const EDITION: Edition = loadEdition(raw);

export const trackValue = (hole: number): number => EDITION.data.innovation.values[hole];
export const trackPoints = (hole: number): number => EDITION.data.innovation.points[hole];
/**
 * The type of a card of this edition. The hot path asks this many times per move, so it reads the one or
 * two characters that tell the type names apart instead of looking the id up; the check below proves,
 * at load, that it agrees with the table for every card.
 */
export function typeOf(id: CardId): CardType {
  switch (id.charCodeAt(0)) {
    case 111 /* o */:
      return 'order';
    case 114 /* r */:
      return 'raw-materials';
    case 103 /* g */:
      return 'growth';
    case 105 /* i */:
      return 'innovation';
    case 104 /* h */:
      return 'hiring-firing';
    case 98 /* b */:
      return 'bribery';
    case 97 /* a */:
      return id.charCodeAt(1) === 100 /* d */ ? 'advisor' : 'accident';
    default:
      return id.charCodeAt(6) === 100 /* d */ ? 'waste-disposal' : 'waste-removal';
  }
}
for (const id of EDITION.cardIds)
  if (typeOf(id) !== EDITION.typeOf[id]) throw new Error(`Industrial Waste: card type lookup is wrong for ${id}`);
export type { Track };
