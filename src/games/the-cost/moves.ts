// The move vocabulary of The Cost: one decision per move, each a small plain JSON object with a `type`.
// docs/the-cost/moves.md documents every field; `legalMoves` lists complete moves of exactly these shapes,
// so a client builds a multi-step choice by filtering that list (triangle, then column, then workers...).
import { z } from 'zod';

/** Country ids of the edition data (`countries.json`): pecora, rutland, ugl, salmo. */
export type CountryId = string;
/** Triangle ids are local to one country's map: `S1`..`S7` sites, `MK` market, `P#` ports, `R#` rails. */
export type TriangleId = string;
/** Hex ids of the action board, `A`..`S`. */
export type HexId = string;
/** Corner ids of the action board, `V01`..`V24`. */
export type CornerId = string;

/** The five actions (icons and action markers of the action board). */
export const ACTIONS = ['SUBSIDY', 'MINE', 'MILL', 'RAIL', 'PORT'] as const;
export type Action = (typeof ACTIONS)[number];

/** The four investment tracks of a player board. */
export const TRACKS = [
  'RAIL_AUTHORITY',
  'PORT_AUTHORITY',
  'IMPROVED_PRODUCTION',
  'EMERGING_MARKET_BONUS',
] as const;
export type Track = (typeof TRACKS)[number];

/** Where a moved die ends: a mill (raw dice), a market (refined dice) or the emerging market (either). */
export const DESTINATIONS = ['MILL', 'MARKET', 'EMERGING_MARKET'] as const;
export type Destination = (typeof DESTINATIONS)[number];

/** Setup, when the players choose the countries instead of drawing them: `players` country ids, data order. */
export interface ChooseCountries {
  type: 'CHOOSE_COUNTRIES';
  countries: CountryId[];
}

/** Phase 1, start of a turn: the active country (its leftmost event marker is taken at once). */
export interface SelectCountry {
  type: 'SELECT_COUNTRY';
  country: CountryId;
}

/** Phase 1: the corner of the action board where the event marker goes; its three hexes are the slots. */
export interface PlaceEventMarker {
  type: 'PLACE_EVENT_MARKER';
  corner: CornerId;
}

/**
 * Phase 1 event: national rails in the active country. Either 1–2 open rail triangles, or one open
 * industrial triangle first, then (with EFFECTIVE_INFRASTRUCTURE) an optional extra open rail or
 * industrial triangle.
 */
export interface NationalRails {
  type: 'NATIONAL_RAILS';
  triangles: TriangleId[];
}

/** Phase 1 event: a national port on an open port triangle of the active country. */
export interface NationalPort {
  type: 'NATIONAL_PORT';
  triangle: TriangleId;
}

/**
 * Fields shared by the five actions of a phase-1 turn. `hex` is the slot used (one of the three hexes
 * of the chosen corner); `swap` is true when the player pays $3 to perform another action than the one
 * the hex shows.
 */
interface ActionSlot {
  hex: HexId;
  swap: boolean;
}

export interface Subsidy extends ActionSlot {
  type: 'SUBSIDY';
  /** `MONEY`: $1; `RESOURCES`: exchange rate of the active country (doubled with SURPLUS_RESOURCES). */
  take: 'MONEY' | 'RESOURCES';
}

export interface BuildMine extends ActionSlot {
  type: 'BUILD_MINE';
  /** An open industrial triangle of the active country (`S1`..`S7`). */
  site: TriangleId;
  /** Facility column 1..6 of the player board. */
  column: number;
  /** Workers hired now, 1..capacity (capacity after the climate assessment this build causes). */
  hire: number;
}

export interface BuildMill extends ActionSlot {
  type: 'BUILD_MILL';
  site: TriangleId;
  column: number;
  hire: number;
}

/**
 * Player rails in the active country, in placement order. Option (a): 1–2 rail triangles. Option (b): an
 * industrial triangle first, then (with EFFECTIVE_INFRASTRUCTURE, only if that triangle was open) an
 * optional extra open rail or industrial triangle. With PRIVATIZATION a listed triangle may hold a national
 * rail, which the player's rail replaces.
 */
export interface BuildRails extends ActionSlot {
  type: 'BUILD_RAILS';
  triangles: TriangleId[];
}

/** A player port on an open port triangle, or (PRIVATIZATION) on one holding a national port. */
export interface BuildPort extends ActionSlot {
  type: 'BUILD_PORT';
  triangle: TriangleId;
}

/** Phase 1: ends the turn, giving up the unused slots. */
export interface EndTurn {
  type: 'END_TURN';
}

/** Phase 2: pay `dollars` for `dollars × exchange rate` resources of `country`. */
export interface Convert {
  type: 'CONVERT';
  country: CountryId;
  dollars: number;
}

/** Phase 2: no more conversions this phase. */
export interface Done {
  type: 'DONE';
}

/** Phase 3: mine with an unused mine of one's own without a die. */
export interface MineAsbestos {
  type: 'MINE';
  country: CountryId;
  site: TriangleId;
  /** Workers hired first (0..capacity − living). */
  hire: number;
  /** true: pay 2 resources of the country per living and dead worker; false: a worker dies. */
  safe: boolean;
}

/** Phase 3: mill the raw die lying on a mill of one's own. */
export interface MillAsbestos {
  type: 'MILL';
  country: CountryId;
  site: TriangleId;
  hire: number;
  safe: boolean;
}

/**
 * Phase 3: move a die one owns (raw on a mine, refined on a mill) to a destination along one outcome. An
 * outcome is a distinct (destination, exit port, entry port, payments); `path` and `entryPath` show one
 * representative route (fewest triangles, then alphabetical).
 */
export interface MoveAsbestos {
  type: 'MOVE';
  /** Where the die lies. */
  country: CountryId;
  site: TriangleId;
  destination: Destination;
  /** Country of the target mill or market; null for the emerging market. */
  toCountry: CountryId | null;
  /** Target triangle (a mill's site or `MK`); null for the emerging market. */
  target: TriangleId | null;
  /** Port where the die leaves its country (foreign and emerging-market moves), else null. */
  exit: TriangleId | null;
  /** Port where the die enters the destination country (foreign moves), else null. */
  entry: TriangleId | null;
  /** Triangles in the die's country, from its site to the target (domestic) or to the exit port. */
  path: TriangleId[];
  /** Triangles in the destination country from the entry port to the target (foreign moves), else []. */
  entryPath: TriangleId[];
  /** Dollars each seat receives (index = seat): rails, ports and, for the mover, the delivery. */
  payments: number[];
}

/** Phase 3, only when one cannot mine, mill or move: $1 per space (1 or 2 spaces) on one track. */
export interface Invest {
  type: 'INVEST';
  track: Track;
  spaces: 1 | 2;
}

/** Phase 3, only when one cannot mine, mill or move. */
export interface Pass {
  type: 'PASS';
}

/** Phase 4: a player who let workers die picks a free place (1 = first) in the next turn order. */
export interface ChooseTurnPosition {
  type: 'CHOOSE_TURN_POSITION';
  position: number;
}

export type CostMove =
  | ChooseCountries
  | SelectCountry
  | PlaceEventMarker
  | NationalRails
  | NationalPort
  | Subsidy
  | BuildMine
  | BuildMill
  | BuildRails
  | BuildPort
  | EndTurn
  | Convert
  | Done
  | MineAsbestos
  | MillAsbestos
  | MoveAsbestos
  | Invest
  | Pass
  | ChooseTurnPosition;

export type MoveType = CostMove['type'];

const id = z.string().min(1).max(40);
const slot = { hex: id, swap: z.boolean() };
const count = z.number().int().min(0).max(99);

/** The shape of every move, checked at the boundary; legality is `apply`'s job. */
export const moveSchema: z.ZodType<CostMove> = z.discriminatedUnion('type', [
  z.object({ type: z.literal('CHOOSE_COUNTRIES'), countries: z.array(id).min(1).max(4) }).strict(),
  z.object({ type: z.literal('SELECT_COUNTRY'), country: id }).strict(),
  z.object({ type: z.literal('PLACE_EVENT_MARKER'), corner: id }).strict(),
  z.object({ type: z.literal('NATIONAL_RAILS'), triangles: z.array(id).min(1).max(2) }).strict(),
  z.object({ type: z.literal('NATIONAL_PORT'), triangle: id }).strict(),
  z.object({ type: z.literal('SUBSIDY'), ...slot, take: z.enum(['MONEY', 'RESOURCES']) }).strict(),
  z
    .object({ type: z.literal('BUILD_MINE'), ...slot, site: id, column: z.number().int(), hire: count })
    .strict(),
  z
    .object({ type: z.literal('BUILD_MILL'), ...slot, site: id, column: z.number().int(), hire: count })
    .strict(),
  z.object({ type: z.literal('BUILD_RAILS'), ...slot, triangles: z.array(id).min(1).max(2) }).strict(),
  z.object({ type: z.literal('BUILD_PORT'), ...slot, triangle: id }).strict(),
  z.object({ type: z.literal('END_TURN') }).strict(),
  z.object({ type: z.literal('CONVERT'), country: id, dollars: z.number().int().min(1) }).strict(),
  z.object({ type: z.literal('DONE') }).strict(),
  z.object({ type: z.literal('MINE'), country: id, site: id, hire: count, safe: z.boolean() }).strict(),
  z.object({ type: z.literal('MILL'), country: id, site: id, hire: count, safe: z.boolean() }).strict(),
  z
    .object({
      type: z.literal('MOVE'),
      country: id,
      site: id,
      destination: z.enum(DESTINATIONS),
      toCountry: id.nullable(),
      target: id.nullable(),
      exit: id.nullable(),
      entry: id.nullable(),
      path: z.array(id).max(64),
      entryPath: z.array(id).max(64),
      payments: z.array(z.number().int().min(0)).max(4),
    })
    .strict(),
  z
    .object({
      type: z.literal('INVEST'),
      track: z.enum(TRACKS),
      spaces: z.union([z.literal(1), z.literal(2)]),
    })
    .strict(),
  z.object({ type: z.literal('PASS') }).strict(),
  z.object({ type: z.literal('CHOOSE_TURN_POSITION'), position: z.number().int() }).strict(),
]) as z.ZodType<CostMove>;
