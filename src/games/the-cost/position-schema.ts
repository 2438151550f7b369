// The shape of a position (docs/the-cost/position.md): the view, where derived fields may be left out.
// Shape errors are reported with their path; what is impossible is checked in position.ts.
import { z } from 'zod';
import { ACTIONS, TRACKS } from './moves.ts';

const nat = z.number().int().min(0);
const seat = z.number().int().min(0).max(3);
const event = z.enum(['NATIONAL_RAILS', 'NATIONAL_PORT', 'SUPPORT_EMERGING_MARKET']);
const cube = z.enum(['red', 'blue']);
const decision = z.enum([
  'CHOOSE_COUNTRIES',
  'SELECT_COUNTRY',
  'PLACE_EVENT_MARKER',
  'NATIONAL_RAILS',
  'NATIONAL_PORT',
  'TAKE_ACTION',
  'CONVERT',
  'WORK',
  'INVEST_OR_PASS',
  'CHOOSE_TURN_POSITION',
]);

const country = z.object({
  id: z.string().optional(),
  name: z.string().optional(),
  map: z.string().optional(),
  regulated: z
    .object({
      round: z.number().int().min(1).max(4),
      phase: z.number().int().min(1).max(4),
      by: seat.nullable(),
    })
    .nullable()
    .default(null),
  eventTrack: z.array(event).max(6),
  markersTaken: z.unknown().optional(),
  exchangeRate: z.unknown().optional(),
  demandStart: z.number().int().optional(),
  demandSpace: nat,
  demand: z.unknown().optional(),
  sold: z.array(z.number().int().min(1).max(6)).default([]),
  salesLeft: z.unknown().optional(),
  open: z.unknown().optional(),
  climate: z.object({
    holding: z.object({ red: nat, blue: nat }),
    tracker: z.unknown().optional(),
    active: z.unknown().optional(),
  }),
  sites: z.record(z.string(), cube).default({}),
  built: z
    .record(
      z.string(),
      z.object({
        type: z.enum(['mine', 'mill', 'rail', 'port']),
        owner: z.union([seat, z.literal('national')]),
      }),
    )
    .default({}),
  dice: z
    .record(z.string(), z.object({ color: z.enum(['raw', 'refined']), value: z.number().int() }))
    .default({}),
});

const player = z.object({
  seat: z.number().int().optional(),
  money: nat,
  resources: z.record(z.string(), nat).default({}),
  investments: z.partialRecord(z.enum(TRACKS), nat).default({}),
  levels: z.unknown().optional(),
  // Other keys (an old position's rail and port counts) are kept to be refused by name in position.ts.
  supply: z.object({ mine: nat, mill: nat }).catchall(z.unknown()),
  facilities: z
    .array(
      z.object({
        column: z.number().int(),
        type: z.enum(['mine', 'mill']),
        country: z.string(),
        site: z.string(),
        living: nat,
        dead: nat,
        firstMine: z.boolean().default(false),
        used: z.boolean().default(false),
        capacity: z.unknown().optional(),
      }),
    )
    .default([]),
  firstMineBuilt: z.boolean(),
  deathsThisRound: nat.default(0),
});

const perSeatRound = z.array(z.array(nat));

const report = z.object({
  deaths: z.record(z.string(), perSeatRound).optional(),
  safeWork: perSeatRound.optional(),
  unsafeWork: perSeatRound.optional(),
  safetyResources: perSeatRound.optional(),
  regulations: z
    .array(
      z.object({
        country: z.string(),
        round: z.number().int(),
        phase: z.number().int(),
        by: seat.nullable(),
        facilitiesLost: z.array(
          z.object({ seat, type: z.enum(['mine', 'mill']), site: z.string(), living: nat, dead: nat }),
        ),
        diceLost: nat,
        workersSentHome: z.array(nat),
      }),
    )
    .optional(),
  demandAtRoundEnd: z.record(z.string(), z.array(nat.nullable())).optional(),
  money: z.array(z.array(z.array(nat).nullable())).optional(),
  workersHired: z.array(nat).optional(),
  workersSentHome: z.array(nat).optional(),
  dice: z.object({ mined: nat, toMarkets: nat, toEmergingMarket: nat, lost: nat }).optional(),
});

export const positionSchema = z.object({
  schema: z.literal(1).optional(),
  game: z.literal('the-cost').optional(),
  edition: z.string().optional(),
  playerCount: z.number().int().min(2).max(4),
  round: z.number().int().min(1).max(4),
  phase: z.number().int().min(1).max(4),
  over: z.boolean().default(false),
  turnOrder: z.array(z.number().int()),
  pending: z.object({ seat: z.number().int(), decision }).nullable(),
  turn: z
    .object({
      country: z.string().nullable(),
      eventMarker: z.union([event, z.literal('SPARE')]).nullable(),
      corner: z.string().nullable(),
      eventPending: z.unknown().optional(),
      slots: z
        .array(z.object({ hex: z.string(), action: z.unknown().optional(), used: z.boolean() }))
        .default([]),
    })
    .nullable()
    .default(null),
  cyclePosition: z.number().int().nullable().default(null),
  turnOrderChoice: z
    .object({ choosers: z.array(z.number().int()), positions: z.array(z.number().int().nullable()) })
    .nullable()
    .default(null),
  emergingMarketRow: z.number().int().min(0),
  actionBoard: z.object({
    markers: z.record(z.string(), z.enum(ACTIONS)),
    usedCorners: z
      .record(z.string(), z.object({ country: z.string(), marker: z.union([event, z.literal('SPARE')]) }))
      .default({}),
  }),
  countries: z.record(z.string(), country),
  players: z.array(player),
  report: report.default({}),
  setup: z
    .object({
      choosingCountries: z.literal(true),
      eventOrder: z.record(z.string(), z.array(event)).optional(),
      climateCubes: z.record(z.string(), z.array(cube)).optional(),
    })
    .optional(),
  rng: z
    .object({ a: z.number().int(), b: z.number().int(), c: z.number().int(), d: z.number().int() })
    .optional(),
});

export type PositionInput = z.infer<typeof positionSchema>;
