// Turns checked edition files into the lookup tables the engine runs on: triangle indexes, neighbour
// lists, effect masks per climate height, corner hex indexes. Built once per edition.
import {
  actionCode,
  effectBit,
  eventCode,
  K_INDUSTRIAL,
  K_MARKET,
  K_PORT,
  K_RAIL,
  KIND_NAMES,
  NO_MARKER,
} from '../codes.ts';
import type { ClimateEffect } from '../view.ts';
import type { CountryMap, EditionFiles, StaticEdition } from './types.ts';

export interface MapTables {
  /** Country id this map belongs to. */
  country: string;
  ids: string[];
  index: Record<string, number>;
  kind: number[];
  /** Site number of each triangle (0 when not industrial). */
  site: number[];
  /** Printed-path neighbours of each triangle. */
  adj: number[][];
  rails: number[];
  industrial: number[];
  ports: number[];
  market: number;
  /** Triangle index of each site number (index 0 unused). */
  siteTriangle: number[];
  source: CountryMap;
}

export interface CountryTables {
  id: string;
  name: string;
  /** Index in the edition's country list (data order). */
  dataIndex: number;
  rates: number[];
  demandStart: number;
  /** Effect masks by tracker height 0..4, per column. */
  redMask: number[];
  blueMask: number[];
  /** The chart's columns, space 1 first. */
  chart: { red: ClimateEffect[]; blue: ClimateEffect[] };
  map: MapTables;
}

export interface BoardTables {
  hexIds: string[];
  hexIndex: Record<string, number>;
  /** Printed icon per hex (action code, or NO_MARKER for a blank hex). */
  icon: number[];
  cornerIds: string[];
  cornerIndex: Record<string, number>;
  cornerHexes: number[][];
  /** By player count: marker hexes (id order) and the action markers placed (codes, data order). */
  markerHexes: Record<number, number[]>;
  markers: Record<number, number[]>;
}

export interface Edition {
  id: string;
  title: string;
  minPlayers: number;
  maxPlayers: number;
  rounds: number;
  startMoney: number;
  /** Mine and mill markers per player (rails and ports are unlimited). */
  supply: [number, number];
  columns: number;
  firstMineColumn: number;
  costs: EditionFiles['edition']['costs'];
  capacity: EditionFiles['edition']['capacity'];
  pay: EditionFiles['edition']['payments'];
  dieMax: number;
  redCubes: number;
  blueCubes: number;
  /** Event markers of one country, in a fixed order (codes). */
  eventMix: number[];
  countries: CountryTables[];
  countryIndex: Record<string, number>;
  emPayout: number[][];
  emMaxRow: number;
  investSpaces: number;
  investCost: number;
  investMaxPerAction: number;
  /** Level by track space 0..investSpaces. */
  levelOf: number[];
  board: BoardTables;
  files: EditionFiles;
  static: StaticEdition;
}

function mapTables(m: CountryMap): MapTables {
  const ids = m.triangles.map((t) => t.id);
  const index: Record<string, number> = {};
  ids.forEach((id, i) => (index[id] = i));
  const kind = m.triangles.map((t) => KIND_NAMES.indexOf(t.kind));
  const adj: number[][] = ids.map(() => []);
  for (const [a, b] of m.edges) {
    adj[index[a]].push(index[b]);
    adj[index[b]].push(index[a]);
  }
  for (const list of adj) list.sort((x, y) => x - y);
  const of = (k: number) => kind.flatMap((x, i) => (x === k ? [i] : []));
  const siteTriangle: number[] = [-1];
  m.triangles.forEach((t, i) => {
    if (t.site !== undefined) siteTriangle[t.site] = i;
  });
  return {
    country: m.country,
    ids,
    index,
    kind,
    site: m.triangles.map((t) => t.site ?? 0),
    adj,
    rails: of(K_RAIL),
    industrial: of(K_INDUSTRIAL),
    ports: of(K_PORT),
    market: of(K_MARKET)[0],
    siteTriangle,
    source: m,
  };
}

const masks = (column: string[]): number[] => {
  const out = [0];
  for (const e of column) out.push(out[out.length - 1] | effectBit(e));
  return out;
};

export function compileEdition(files: EditionFiles): Edition {
  const ed = files.edition;
  const countries = files.countries.countries.map(
    (c, i): CountryTables => ({
      id: c.id,
      name: c.name,
      dataIndex: i,
      rates: c.exchangeRate,
      demandStart: c.demandStart,
      redMask: masks(c.climate.red),
      blueMask: masks(c.climate.blue),
      chart: c.climate,
      map: mapTables(files.maps[c.map]),
    }),
  );
  const countryIndex: Record<string, number> = {};
  countries.forEach((c, i) => (countryIndex[c.id] = i));

  const ab = files.actionBoard;
  const hexIds = ab.hexes.map((h) => h.id);
  const hexIndex: Record<string, number> = {};
  hexIds.forEach((h, i) => (hexIndex[h] = i));
  const cornerIds = ab.corners.map((c) => c.id);
  const cornerIndex: Record<string, number> = {};
  cornerIds.forEach((c, i) => (cornerIndex[c] = i));
  const allMarkers = Object.entries(ab.actionMarkers).flatMap(([a, n]) =>
    Array<number>(n ?? 0).fill(actionCode(a)),
  );
  const markerHexes: Record<number, number[]> = {};
  const markers: Record<number, number[]> = {};
  for (let p = ed.players.min; p <= ed.players.max; p++) {
    const setup = ab.markerSetup[String(p)];
    markerHexes[p] = [...setup.hexes].sort().map((h) => hexIndex[h]);
    const left = [...allMarkers];
    for (const r of setup.remove) left.splice(left.indexOf(actionCode(r)), 1);
    markers[p] = left;
  }

  const levelOf: number[] = [];
  let lv = 0;
  for (let space = 0; space <= files.investments.spaces; space++) {
    lv = files.investments.levelAtSpace[String(space)] ?? lv;
    levelOf.push(lv);
  }
  const eventMix = Object.entries(files.countries.eventMarkers).flatMap(([e, n]) =>
    Array<number>(n).fill(eventCode(e)),
  );
  return {
    id: ed.edition,
    title: ed.title,
    minPlayers: ed.players.min,
    maxPlayers: ed.players.max,
    rounds: ed.rounds,
    startMoney: ed.player.startMoney,
    supply: [ed.player.supply.mine, ed.player.supply.mill],
    columns: ed.player.facilityColumns,
    firstMineColumn: ed.player.firstMineColumn,
    costs: ed.costs,
    capacity: ed.capacity,
    pay: ed.payments,
    dieMax: ed.dieMax,
    redCubes: ed.climate.redCubes,
    blueCubes: ed.climate.blueCubes,
    eventMix,
    countries,
    countryIndex,
    emPayout: files.emergingMarket.payout,
    emMaxRow: files.emergingMarket.maxRow,
    investSpaces: files.investments.spaces,
    investCost: files.investments.costPerSpace,
    investMaxPerAction: files.investments.maxSpacesPerAction,
    levelOf,
    board: {
      hexIds,
      hexIndex,
      icon: ab.hexes.map((h) => (h.icon === 'BLANK' ? NO_MARKER : actionCode(h.icon))),
      cornerIds,
      cornerIndex,
      cornerHexes: ab.corners.map((c) => c.hexes.map((h) => hexIndex[h])),
      markerHexes,
      markers,
    },
    files,
    static: {
      ...files,
      maps: Object.fromEntries(files.countries.countries.map((c) => [c.id, files.maps[c.map]])),
    },
  };
}
