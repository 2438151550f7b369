// The view of The Cost: everything a client needs to draw every board and to say whose decision is
// pending. All information of The Cost is public, so every viewer gets the same view, and the view is
// also the position format (docs/the-cost/position.md). Field by field in docs/the-cost/view.md.
import type { Seat } from '../../kernel/index.ts';
import type { Action, CornerId, CountryId, HexId, Track, TriangleId } from './moves.ts';

/** Bumped when a field changes meaning or disappears; adding a field does not bump it. */
export const VIEW_SCHEMA = 1;

export type EventMarker = 'NATIONAL_RAILS' | 'NATIONAL_PORT' | 'SUPPORT_EMERGING_MARKET';
export type ClimateEffect =
  | 'SURPLUS_RESOURCES'
  | 'HIGH_DEMAND_MINING'
  | 'HIGH_DEMAND_MILLING'
  | 'EFFECTIVE_INFRASTRUCTURE'
  | 'PRIVATIZATION'
  | 'EFFECTIVE_MINING'
  | 'EFFECTIVE_MILLING'
  | 'LUCRATIVE_RAIL'
  | 'LUCRATIVE_PORT';
export type CubeColor = 'red' | 'blue';
export type BuiltType = 'mine' | 'mill' | 'rail' | 'port';
export type Owner = Seat | 'national';

/** The kinds of decision the engine can wait for (spec §7). */
export type DecisionKind =
  | 'CHOOSE_COUNTRIES'
  | 'SELECT_COUNTRY'
  | 'PLACE_EVENT_MARKER'
  | 'NATIONAL_RAILS'
  | 'NATIONAL_PORT'
  | 'TAKE_ACTION'
  | 'CONVERT'
  | 'WORK'
  | 'INVEST_OR_PASS'
  | 'CHOOSE_TURN_POSITION';

export interface PendingDecision {
  seat: Seat;
  decision: DecisionKind;
}

export interface Built {
  type: BuiltType;
  owner: Owner;
}

export interface Die {
  color: 'raw' | 'refined';
  value: number;
}

export interface ClimateView {
  /** Cubes in the holding area after red/blue pairs cancelled (at most one colour is non-zero). */
  holding: { red: number; blue: number };
  /** Derived from `holding`: the column and height of the tracker; column null = tracker on the holding area. */
  tracker: { column: CubeColor | null; height: number };
  /** Derived: active effects, bottom (space 1) up to the tracker. */
  active: ClimateEffect[];
}

export interface CountryView {
  id: CountryId;
  name: string;
  /** Static map id (`maps` of the edition data); the same as `id` in the shipped edition. */
  map: string;
  /** null while in play; when regulated out: the round and phase it happened and whose death caused it. */
  regulated: { round: number; phase: number; by: Seat | null } | null;
  /** Event markers still on the exchange-rate track, left to right (the first is taken next). */
  eventTrack: EventMarker[];
  /** Derived: markers taken so far (6 − eventTrack.length). */
  markersTaken: number;
  /** Derived: current exchange rate, `exchangeRate[markersTaken]` of the country data. */
  exchangeRate: number;
  /** Demand track: the tracker starts on `demandStart` (N) and moves one space left per death, to 0. */
  demandStart: number;
  demandSpace: number;
  /** Derived: refined dice this country buys per round now (demandSpace − 1, at least 0). */
  demand: number;
  /** Values of the refined dice sold here this round, in order (they lie on spaces 1, 2, ...). */
  sold: number[];
  /** Derived: refined dice it still buys this round (demand − sold.length, at least 0). */
  salesLeft: number;
  climate: ClimateView;
  /** Derived: open triangles (nothing built, not the market), map order. */
  open: TriangleId[];
  /** Site markers still on the map (open industrial triangles), with the colour of the cube on each. */
  sites: Record<TriangleId, CubeColor>;
  /** Built triangles: player mines, mills, rails, ports and national rails and ports. */
  built: Record<TriangleId, Built>;
  /** Dice on the map (on mines and mills). The owner of a die is the owner of the facility under it. */
  dice: Record<TriangleId, Die>;
}

export interface FacilityView {
  /** Column 1..6 of the player board. */
  column: number;
  type: 'mine' | 'mill';
  country: CountryId;
  site: TriangleId;
  living: number;
  dead: number;
  /** The player's first mine of the game (extra worker slot while it operates). */
  firstMine: boolean;
  /** Mines: mined this round. Always false for mills. */
  used: boolean;
  /** Derived: employment capacity now (hiring only up to it; workers above it stay). */
  capacity: number;
}

export interface PlayerView {
  seat: Seat;
  money: number;
  /** Resources of every country in play (those of a regulated country stay, useless). */
  resources: Record<CountryId, number>;
  /** Investment track spaces 0..3 (the marker starts on 0). */
  investments: Record<Track, number>;
  /** Derived: level 0..2 per track (1 from space 1, 2 at space 3). */
  levels: Record<Track, number>;
  /** Mine and mill markers left in the player's supply (player rails and ports are unlimited). */
  supply: { mine: number; mill: number };
  /** Facilities by column (only occupied columns). */
  facilities: FacilityView[];
  /** True once the player built a mine (later mines cost 2 and column 1 is no longer reserved). */
  firstMineBuilt: boolean;
  deathsThisRound: number;
}

/** Phase 1: the turn in progress. */
export interface TurnView {
  country: CountryId | null;
  /** The event marker taken this turn ('SPARE' when the track was empty); null before a country is chosen. */
  eventMarker: EventMarker | 'SPARE' | null;
  corner: CornerId | null;
  /** Event waiting for the player's placement choice, if any. */
  eventPending: 'NATIONAL_RAILS' | 'NATIONAL_PORT' | null;
  /** The corner's three hexes with their effective action and whether the slot was used. */
  slots: { hex: HexId; action: Action; used: boolean }[];
}

/** Phase 4: the turn-order choice in progress. */
export interface TurnOrderChoiceView {
  /** Players who still choose, in choosing order (most deaths first). */
  choosers: Seat[];
  /** Places 1..P already taken (index = place − 1). */
  positions: (Seat | null)[];
}

export interface RegulationReport {
  country: CountryId;
  round: number;
  phase: number;
  by: Seat | null;
  facilitiesLost: { seat: Seat; type: 'mine' | 'mill'; site: TriangleId; living: number; dead: number }[];
  diceLost: number;
  /** Living workers sent back to the supply, per seat. */
  workersSentHome: number[];
}

/** One facility in the cost report: where it stood, how many of its workers died, whether a regulation took it. */
export interface FacilityDeaths {
  seat: Seat;
  type: 'mine' | 'mill';
  country: CountryId;
  site: TriangleId;
  deaths: number;
  lost: boolean;
}

/** The cost report of spec §9, as far as the game has come. */
export interface CostReport {
  /** deaths[country][seat][round − 1]. */
  deaths: Record<CountryId, number[][]>;
  deathsBySeat: number[];
  deathsByCountry: Record<CountryId, number>;
  deathsTotal: number;
  /**
   * Derived: every mine and mill built so far with the workers who died in it; by seat, the operating ones
   * in column order, then those lost to a regulation, in the order they were lost.
   */
  deathsByFacility: FacilityDeaths[];
  /** [seat][round − 1]: safe and unsafe mining/milling actions, resources paid for safety. */
  safeWork: number[][];
  unsafeWork: number[][];
  safetyResources: number[][];
  regulations: RegulationReport[];
  /** Demand tracker space of each country at the end of each round (null: not reached yet). */
  demandAtRoundEnd: Record<CountryId, (number | null)[]>;
  /** money[round − 1][phase − 1]: each seat's money after that phase (null: not reached yet). */
  money: (number[] | null)[][];
  /** At game end: final money and the ranking (groups of tied seats, best first); null before. */
  finalMoney: number[] | null;
  ranking: Seat[][] | null;
  /** Living workers per seat on the player boards now (at game end: the final count). */
  livingWorkers: number[];
  /** Workers ever hired and living workers sent home (regulation), per seat: hired = living + dead + sent home. */
  workersHired: number[];
  workersSentHome: number[];
  /** Dice accounting: mined = on the map + sold to markets + sold to the emerging market + lost. */
  dice: { mined: number; toMarkets: number; toEmergingMarket: number; lost: number };
}

export interface CostView {
  schema: typeof VIEW_SCHEMA;
  game: 'the-cost';
  /** Edition id of the static data (maps, board, tracks, charts) the view refers to. */
  edition: string;
  playerCount: number;
  round: number;
  phase: 1 | 2 | 3 | 4;
  /** True once the game has ended (after round 4, or when every country was regulated out). */
  over: boolean;
  /** Seats in turn order (first acts first). */
  turnOrder: Seat[];
  /** Whose decision is pending and of what kind; null when the game is over. */
  pending: PendingDecision | null;
  /** Phase 1: the turn in progress; null otherwise. */
  turn: TurnView | null;
  /** Phase 3: index in `turnOrder` of the player to act in the current action cycle; null otherwise. */
  cyclePosition: number | null;
  /** Phase 4: the turn-order choice; null otherwise. */
  turnOrderChoice: TurnOrderChoiceView | null;
  emergingMarketRow: number;
  actionBoard: {
    /** Action markers on hexes (blank hexes always have one). */
    markers: Record<HexId, Action>;
    /** Corners holding an event marker: the country chosen and the marker ('SPARE' when none was left). */
    usedCorners: Record<CornerId, { country: CountryId; marker: EventMarker | 'SPARE' }>;
  };
  /** Countries in play, data order (regulated ones stay, marked). */
  countries: Record<CountryId, CountryView>;
  players: PlayerView[];
  report: CostReport;
  /** Only while CHOOSE_COUNTRIES is pending: the setup pins still to apply to the countries chosen. */
  setup?: {
    choosingCountries: true;
    eventOrder?: Record<CountryId, EventMarker[]>;
    climateCubes?: Record<CountryId, CubeColor[]>;
  };
  /** State of the seeded PRNG (only setup draws use it; kept so that a position round-trips exactly). */
  rng: { a: number; b: number; c: number; d: number };
}
