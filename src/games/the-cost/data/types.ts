// Shapes of the edition data files (src/games/the-cost/data/*.json). The engine reads boards only
// through these: another map file is enough to play on another board.
import type { Action, Track } from '../moves.ts';
import type { ClimateEffect, EventMarker } from '../view.ts';

export type TriangleKind = 'rail' | 'industrial' | 'port' | 'market';

export interface MapTriangle {
  id: string;
  row: number;
  col: number;
  kind: TriangleKind;
  /** Site number 1..7, industrial triangles only. */
  site?: number;
}

export interface CountryMap {
  country: string;
  name: string;
  character?: string;
  grid?: string;
  /** Enclosed empty cells drawn as water (display only). */
  lake?: [number, number][];
  triangles: MapTriangle[];
  /** Printed rail paths between side-sharing triangles (undirected). */
  edges: [string, string][];
}

export interface CountryData {
  id: string;
  name: string;
  /** File name of the map, relative to the data folder. */
  map: string;
  /** Exchange rate by markers taken: 7 numbers, left to right. */
  exchangeRate: number[];
  demandStart: number;
  climate: { red: ClimateEffect[]; blue: ClimateEffect[] };
}

export interface CountriesFile {
  eventMarkers: Record<EventMarker, number>;
  countries: CountryData[];
}

export interface EditionFile {
  edition: string;
  title: string;
  basedOn?: string;
  note?: string;
  players: { min: number; max: number };
  rounds: number;
  files: Record<string, string>;
  player: {
    startMoney: number;
    supply: { mine: number; mill: number };
    facilityColumns: number;
    firstMineColumn: number;
  };
  costs: { firstMine: number; mine: number; mill: number; swapAction: number; safeWorkPerWorker: number };
  capacity: { mine: number; firstMineBonus: number; mill: number; highDemandBonus: number };
  payments: {
    rail: number;
    railLucrative: number;
    port: number;
    portLucrative: number;
    rawPerPip: number;
    refinedPerPip: number;
    subsidyMoney: number;
  };
  dieMin: number;
  dieMax: number;
  climate: { redCubes: number; blueCubes: number; chartHeight: number };
  unlimited?: string[];
}

export interface ClimateEffectsFile {
  effects: { id: ClimateEffect; affects: string; rule: string }[];
}

export interface EmergingMarketFile {
  startRow: number;
  maxRow: number;
  columns?: string;
  /** payout[row][dieValue − 1] in dollars. */
  payout: number[][];
}

export interface InvestmentTracksFile {
  spaces: number;
  costPerSpace: number;
  maxSpacesPerAction: number;
  /** Space at which a level starts: {"2": 1, "4": 2}. */
  levelAtSpace: Record<string, number>;
  tracks: { id: Track; effect: string }[];
}

export interface BoardHex {
  id: string;
  q: number;
  r: number;
  icon: Action | 'BLANK';
  /** SUBSIDY hexes that receive an action marker from this many players on. */
  markerFromPlayers?: number;
}

export interface ActionBoardFile {
  grid?: string;
  actionTypes: Action[];
  actionMarkers: Partial<Record<Action, number>>;
  markerSetup: Record<string, { remove: Action[]; hexes: string[] }>;
  hexes: BoardHex[];
  corners: { id: string; hexes: [string, string, string] }[];
}

/** Every file of an edition, parsed: what the loader checks and the engine is built from. */
export interface EditionFiles {
  edition: EditionFile;
  countries: CountriesFile;
  climateEffects: ClimateEffectsFile;
  emergingMarket: EmergingMarketFile;
  investments: InvestmentTracksFile;
  actionBoard: ActionBoardFile;
  /** Maps by file name as `countries.json` names them (`maps/pecora.json`). */
  maps: Record<string, CountryMap>;
}

/** The static data a client draws with: the edition files, with maps keyed by country id. */
export interface StaticEdition {
  edition: EditionFile;
  countries: CountriesFile;
  climateEffects: ClimateEffectsFile;
  emergingMarket: EmergingMarketFile;
  investments: InvestmentTracksFile;
  actionBoard: ActionBoardFile;
  maps: Record<string, CountryMap>;
}
