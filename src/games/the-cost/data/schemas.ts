// Shapes of the edition files, checked before any constraint: a file of the wrong shape is reported
// with the path of the first wrong field and nothing else is read from it.
import { z } from 'zod';

const int = z.number().int();
const nat = int.min(0);
const pos = int.min(1);
const action = z.enum(['SUBSIDY', 'MINE', 'MILL', 'RAIL', 'PORT']);

export const editionSchema = z.object({
  edition: z.string().min(1),
  title: z.string(),
  basedOn: z.string().optional(),
  note: z.string().optional(),
  players: z.object({ min: pos, max: pos }),
  rounds: pos,
  files: z.record(z.string(), z.string()),
  player: z.object({
    startMoney: nat,
    // Only mines and mills are limited; rails and ports are unlimited (checked in validate.ts).
    supply: z.object({ mine: nat, mill: nat }).catchall(z.unknown()),
    facilityColumns: pos,
    firstMineColumn: pos,
  }),
  costs: z.object({ firstMine: nat, mine: nat, mill: nat, swapAction: nat, safeWorkPerWorker: nat }),
  capacity: z.object({ mine: pos, firstMineBonus: nat, mill: pos, highDemandBonus: nat }),
  payments: z.object({
    rail: nat,
    railLucrative: nat,
    port: nat,
    portLucrative: nat,
    rawPerPip: nat,
    refinedPerPip: nat,
    subsidyMoney: nat,
  }),
  dieMin: int,
  dieMax: int,
  climate: z.object({ redCubes: nat, blueCubes: nat, chartHeight: pos }),
  unlimited: z.array(z.string()).optional(),
});

export const countriesSchema = z.object({
  eventMarkers: z.record(z.string(), nat),
  countries: z.array(
    z.object({
      id: z.string().min(1),
      name: z.string().min(1),
      map: z.string().min(1),
      exchangeRate: z.array(int),
      demandStart: int,
      climate: z.object({ red: z.array(z.string()), blue: z.array(z.string()) }),
    }),
  ),
});

export const climateEffectsSchema = z.object({
  effects: z.array(z.object({ id: z.string(), affects: z.string(), rule: z.string() })),
});

export const emergingMarketSchema = z.object({
  startRow: int,
  maxRow: int,
  columns: z.string().optional(),
  payout: z.array(z.array(int)),
});

export const investmentsSchema = z.object({
  spaces: int,
  costPerSpace: int,
  maxSpacesPerAction: int,
  levelAtSpace: z.record(z.string(), int),
  tracks: z.array(z.object({ id: z.string(), effect: z.string() })),
});

export const actionBoardSchema = z.object({
  grid: z.string().optional(),
  actionTypes: z.array(action),
  actionMarkers: z.record(z.string(), nat),
  markerSetup: z.record(z.string(), z.object({ remove: z.array(action), hexes: z.array(z.string()) })),
  hexes: z.array(
    z.object({
      id: z.string().min(1),
      q: int,
      r: int,
      icon: z.enum(['SUBSIDY', 'MINE', 'MILL', 'RAIL', 'PORT', 'BLANK']),
      markerFromPlayers: int.optional(),
    }),
  ),
  corners: z.array(z.object({ id: z.string().min(1), hexes: z.tuple([z.string(), z.string(), z.string()]) })),
});

export const mapSchema = z.object({
  country: z.string(),
  name: z.string(),
  character: z.string().optional(),
  grid: z.string().optional(),
  lake: z.array(z.tuple([int, int])).optional(),
  triangles: z.array(
    z.object({
      id: z.string().min(1),
      row: int,
      col: int,
      kind: z.enum(['rail', 'industrial', 'port', 'market']),
      site: int.optional(),
    }),
  ),
  edges: z.array(z.tuple([z.string(), z.string()])),
});
