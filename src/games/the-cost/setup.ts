// Setup (spec §5): every random element is drawn from the seeded PRNG in a fixed order, and each can be
// pinned through the options. A pinned element replaces the drawn one, but the draw still happens so
// that later draws do not shift.
import { z } from 'zod';
import { formatMessage, KernelCodes, rngFromSeed, RuleError, shuffle } from '../../kernel/index.ts';
import { actionCode, BLUE, eventCode, NO_MARKER, RED } from './codes.ts';
import type { Edition } from './data/compile.ts';
import { Codes, refuse } from './errors.ts';
import { messages } from './messages.ts';
import { ACTIONS, type ChooseCountries } from './moves.ts';
import { log } from './rules/common.ts';
import {
  STATE_VERSION,
  STEP,
  type CostState,
  type CountryState,
  type Ctx,
  type PlayerState,
  type SetupPins,
} from './state.ts';

const EVENTS = ['NATIONAL_RAILS', 'NATIONAL_PORT', 'SUPPORT_EMERGING_MARKET'] as const;

export const optionsSchema = z
  .object({
    players: z.number().int().min(2).max(4),
    /** Countries in play (pins draw 1). */
    countries: z.array(z.string()).optional(),
    /** The first player chooses the countries with a CHOOSE_COUNTRIES move. */
    chooseCountries: z.boolean().optional(),
    /** Seats in turn order (pins draw 2). */
    turnOrder: z.array(z.number().int()).optional(),
    /** Action marker per marker hex (pins draw 3). */
    actionMarkers: z.record(z.string(), z.enum(ACTIONS)).optional(),
    /** Per country: its 6 event markers left to right, first taken first (pins draw 4). */
    eventOrder: z.record(z.string(), z.array(z.enum(EVENTS))).optional(),
    /** Per country: 8 cube colours, entries 1–7 on sites 1–7, entry 8 in the holding area (pins draw 5). */
    climateCubes: z.record(z.string(), z.array(z.enum(['red', 'blue']))).optional(),
  })
  .strict();

export type CostOptions = z.infer<typeof optionsSchema>;

const badOptions = (sentence: string): never => {
  throw new RuleError(KernelCodes.BAD_OPTIONS, sentence);
};

/** A country choice in the setup options: the refusal's sentence as a bad option. */
const badChoice = (id: string, params: Record<string, string | number>): never =>
  badOptions(formatMessage(messages.en[id], params));

const sameMultiset = (a: readonly (string | number)[], b: readonly (string | number)[]) =>
  a.length === b.length && [...a].sort().join('|') === [...b].sort().join('|');

/** Checks that a country choice is possible: `players` distinct known countries. Returns data indexes, data order. */
export function checkCountryChoice(
  e: Edition,
  players: number,
  ids: string[],
  fail: (id: string, params: Record<string, string | number>) => never = badChoice,
): number[] {
  const idx = ids.map((id) => e.countryIndex[id]);
  const unknown = ids.filter((id) => e.countryIndex[id] === undefined);
  if (unknown.length)
    fail('REFUSED_CHOICE_UNKNOWN', {
      country: unknown[0],
      countries: e.countries.map((c) => c.id).join(', '),
    });
  if (new Set(ids).size !== ids.length) fail('REFUSED_CHOICE_TWICE', {});
  if (ids.length !== players) fail('REFUSED_CHOICE_COUNT', { players, got: ids.length });
  return idx.sort((a, b) => a - b);
}

/** Pinned event orders and cubes must name known countries and hold the right markers. */
function checkPins(e: Edition, pins: SetupPins): void {
  const base = [...Array<number>(e.redCubes).fill(RED), ...Array<number>(e.blueCubes).fill(BLUE)];
  for (const [id, list] of Object.entries(pins.eventOrder ?? {})) {
    if (e.countryIndex[id] === undefined) badOptions(`eventOrder names an unknown country "${id}".`);
    if (!sameMultiset(list.map(eventCode), e.eventMix))
      badOptions(
        `eventOrder.${id} must list the 6 event markers of a country (3 NATIONAL_RAILS, 2 NATIONAL_PORT, 1 SUPPORT_EMERGING_MARKET).`,
      );
  }
  for (const [id, list] of Object.entries(pins.climateCubes ?? {})) {
    if (e.countryIndex[id] === undefined) badOptions(`climateCubes names an unknown country "${id}".`);
    if (
      !sameMultiset(
        list.map((c) => (c === 'red' ? RED : BLUE)),
        base,
      )
    )
      badOptions(`climateCubes.${id} must list ${e.redCubes} red and ${e.blueCubes} blue cubes.`);
  }
}

/** One country in play from its event order (draw 4) and cube permutation (draw 5), pins applied. */
function countryParts(
  e: Edition,
  d: number,
  drawnEvents: number[],
  drawnCubes: number[],
  pins: SetupPins,
): CountryState {
  const t = e.countries[d];
  const pinnedEvents = pins.eventOrder?.[t.id];
  const pinnedCubes = pins.climateCubes?.[t.id];
  const cubes = pinnedCubes ? pinnedCubes.map((c) => (c === 'red' ? RED : BLUE)) : drawnCubes;
  const n = t.map.ids.length;
  const cube = new Array<number>(n).fill(0);
  for (let site = 1; site < t.map.siteTriangle.length; site++)
    cube[t.map.siteTriangle[site]] = cubes[site - 1];
  const holding = cubes[cubes.length - 1];
  return {
    d,
    events: pinnedEvents ? pinnedEvents.map(eventCode) : drawnEvents,
    demand: t.demandStart,
    sold: [],
    red: holding === RED ? 1 : 0,
    blue: holding === BLUE ? 1 : 0,
    regulated: null,
    cube,
    built: new Array<number>(n).fill(0),
    die: new Array<number>(n).fill(0),
  };
}

/**
 * Draws 4 and 5 and the per-country parts of the state, once the countries in play are known: every
 * country's event order (data order), then every country's cube permutation (spec §5's fixed order).
 */
export function placeCountries(e: Edition, s: CostState, dataIndexes: number[], pins: SetupPins): void {
  const events = dataIndexes.map(() => shuffle(s.rng, e.eventMix));
  const base = [...Array<number>(e.redCubes).fill(RED), ...Array<number>(e.blueCubes).fill(BLUE)];
  const cubes = dataIndexes.map(() => shuffle(s.rng, base));
  s.c = dataIndexes.map((d, i) => countryParts(e, d, events[i], cubes[i], pins));
  for (const p of s.p) p.res = new Array<number>(s.c.length).fill(0);
  const nc = s.c.length;
  s.rep.deaths = new Array<number>(nc * s.np * e.rounds).fill(0);
  s.rep.demandEnd = new Array<number>(nc * e.rounds).fill(-1);
}

export function newPlayer(e: Edition): PlayerState {
  return {
    money: e.startMoney,
    res: [],
    inv: [0, 0, 0, 0],
    sup: [...e.supply],
    fac: new Array<null>(e.columns).fill(null),
    firstMine: false,
    deaths: 0,
  };
}

export function setupState(e: Edition, options: CostOptions, seed: string): CostState {
  const np = options.players;
  if (np < e.minPlayers || np > e.maxPlayers)
    badOptions(`The Cost is played by ${e.minPlayers} to ${e.maxPlayers} players (got ${np}).`);
  const rng = rngFromSeed(seed);

  // 1. countries
  const drawn = shuffle(
    rng,
    e.countries.map((_, i) => i),
  )
    .slice(0, np)
    .sort((a, b) => a - b);
  if (options.countries && options.chooseCountries)
    badOptions('Either pin the countries or let the players choose them, not both.');
  const countries = options.countries ? checkCountryChoice(e, np, options.countries) : drawn;

  // 2. turn order
  const seats = Array.from({ length: np }, (_, i) => i);
  const drawnOrder = shuffle(rng, seats);
  if (options.turnOrder && !sameMultiset(options.turnOrder, seats))
    badOptions(`turnOrder must list the seats 0..${np - 1} once each.`);
  const order = options.turnOrder ?? drawnOrder;

  // 3. action markers
  const markerHexes = e.board.markerHexes[np];
  const drawnMarkers = shuffle(rng, e.board.markers[np]);
  const hexMarker = new Array<number>(e.board.hexIds.length).fill(NO_MARKER);
  if (options.actionMarkers) {
    const pinned = options.actionMarkers;
    const hexes = Object.keys(pinned);
    const want = markerHexes.map((h) => e.board.hexIds[h]);
    if (!sameMultiset(hexes, want))
      badOptions(`With ${np} players the action markers lie on hexes ${want.join(', ')}.`);
    const codes = Object.values(pinned).map(actionCode);
    if (!sameMultiset(codes, e.board.markers[np]))
      badOptions(
        `With ${np} players the action markers are ${e.board.markers[np].map((c) => ACTIONS[c]).join(', ')}.`,
      );
    for (const h of hexes) hexMarker[e.board.hexIndex[h]] = actionCode(pinned[h]);
  } else markerHexes.forEach((h, i) => (hexMarker[h] = drawnMarkers[i]));

  const s: CostState = {
    v: STATE_VERSION,
    np,
    rng,
    choosing: null,
    round: 1,
    phase: 1,
    step: STEP.SELECT_COUNTRY,
    order,
    cur: 0,
    tc: -1,
    tev: -1,
    tcorner: -1,
    tused: 0,
    choosers: [],
    pos: [],
    em: 0,
    hexMarker,
    corner: new Array<number>(e.board.cornerIds.length).fill(-1),
    c: [],
    p: seats.map(() => newPlayer(e)),
    rep: {
      deaths: [],
      safe: new Array<number>(np * e.rounds).fill(0),
      unsafe: new Array<number>(np * e.rounds).fill(0),
      safetyResources: new Array<number>(np * e.rounds).fill(0),
      regulations: [],
      demandEnd: [],
      money: new Array<number>(e.rounds * 4 * np).fill(-1),
      hired: new Array<number>(np).fill(0),
      sentHome: new Array<number>(np).fill(0),
      dice: [0, 0, 0, 0],
    },
  };
  const pins: SetupPins = { eventOrder: options.eventOrder, climateCubes: options.climateCubes };
  checkPins(e, pins);
  if (options.chooseCountries) {
    s.choosing = pins;
    s.step = STEP.CHOOSE_COUNTRIES;
    return s;
  }
  for (const id of Object.keys({ ...options.eventOrder, ...options.climateCubes }))
    if (!countries.includes(e.countryIndex[id]))
      badOptions(`Setup pins name ${id}, which is not in play in this game.`);
  placeCountries(e, s, countries, pins);
  return s;
}

/** The CHOOSE_COUNTRIES move: the countries in play, then setup draws 4 and 5 for them. */
export function chooseCountries(g: Ctx, move: ChooseCountries): void {
  const { e, s } = g;
  const chosen = checkCountryChoice(e, s.np, move.countries, (id, params) =>
    refuse(Codes.BAD_COUNTRY_CHOICE, id, params),
  );
  const pins = s.choosing ?? {};
  const named = Object.keys({ ...pins.eventOrder, ...pins.climateCubes });
  const excluded = named.find((id) => !move.countries.includes(id));
  if (excluded) refuse(Codes.BAD_COUNTRY_CHOICE, 'REFUSED_CHOICE_PINNED', { country: excluded });
  placeCountries(e, s, chosen, pins);
  s.choosing = null;
  s.step = STEP.SELECT_COUNTRY;
  log(g, 'COUNTRIES_CHOSEN', { countries: chosen.map((d) => e.countries[d].name).join(', ') });
}
