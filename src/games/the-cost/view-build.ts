// Builds the view (view.ts) from the engine state: ids instead of codes, derived fields filled in.
import {
  actionName,
  BLUE,
  BUILT_TYPES,
  builtOwner,
  builtType,
  dieValue,
  EVENT_NAMES,
  isRefined,
  NATIONAL,
  RED,
} from './codes.ts';
import type { Edition } from './data/compile.ts';
import { decisionKind, pendingSeat } from './engine.ts';
import { TRACKS, type Action, type Track } from './moves.ts';
import { capacity, demandOf, exchangeRate, isOpen, salesLeft } from './rules/common.ts';
import { effectiveIcon } from './rules/phase1.ts';
import { STEP, type CostState } from './state.ts';
import {
  VIEW_SCHEMA,
  type CostReport,
  type CostView,
  type CountryView,
  type CubeColor,
  type EventMarker,
  type FacilityDeaths,
  type PlayerView,
} from './view.ts';

const cubeName = (c: number): CubeColor => (c === RED ? 'red' : 'blue');

interface Kept<T> {
  deps: readonly unknown[];
  value: T;
}

/**
 * The view of a part of the state, kept by an array of that part while the state keeps it, and given
 * again while `deps` (everything the part's view reads) are the same values. States are copy-on-write
 * (state.ts): an array or facility is never changed in place, so the same arrays mean the same view. A
 * part a move did not touch is then the very object of the last view: building a view costs only what
 * changed, and comparing two (the server's pushes) stops at the parts they share. Views are never
 * changed by their readers.
 */
function kept<T>(
  cache: WeakMap<object, Kept<T>>,
  key: object,
  deps: readonly unknown[],
  build: (was: Kept<T> | undefined) => T,
): T {
  const k = cache.get(key);
  if (k && k.deps.length === deps.length && k.deps.every((d, i) => d === deps[i])) return k.value;
  const value = build(k);
  cache.set(key, { deps, value });
  return value;
}

const countryViews = new WeakMap<object, Kept<CountryView>>();
const playerViews = new WeakMap<object, Kept<PlayerView>>();
const reports = new WeakMap<object, Kept<CostReport>>();
const actionBoards = new WeakMap<object, Kept<CostView['actionBoard']>>();

/**
 * Where each kept view's list of sources holds what (the builders read a kept view's sources back by
 * these names to share its parts). A seat's list goes on with each country's `PV_COUNTRY` three (its data,
 * red and blue holding), a report's with each seat's `RP_SEAT` two (facilities, final money) and then each
 * country's data.
 */
const CV = {
  edition: 0,
  country: 1,
  events: 2,
  demand: 3,
  sold: 4,
  red: 5,
  blue: 6,
  regulated: 7,
  cube: 8,
  built: 9,
  die: 10,
} as const;
const PV = {
  edition: 0,
  seat: 1,
  money: 2,
  res: 3,
  inv: 4,
  sup: 5,
  fac: 6,
  firstMine: 7,
  deaths: 8,
  countries: 9,
} as const;
const PV_COUNTRY = 3;
const RP = {
  edition: 0,
  players: 1,
  over: 2,
  deaths: 3,
  safe: 4,
  unsafe: 5,
  safetyResources: 6,
  regulations: 7,
  demandEnd: 8,
  money: 9,
  hired: 10,
  sentHome: 11,
  dice: 12,
  seats: 13,
} as const;
const RP_SEAT = 2;

function keptCountryView(e: Edition, s: CostState, c: number): CountryView {
  const cs = s.c[c];
  const deps: unknown[] = [];
  deps[CV.edition] = e;
  deps[CV.country] = cs.d;
  deps[CV.events] = cs.events;
  deps[CV.demand] = cs.demand;
  deps[CV.sold] = cs.sold;
  deps[CV.red] = cs.red;
  deps[CV.blue] = cs.blue;
  deps[CV.regulated] = cs.regulated;
  deps[CV.cube] = cs.cube;
  deps[CV.built] = cs.built;
  deps[CV.die] = cs.die;
  return kept(countryViews, cs.built, deps, (was) => countryView(e, s, c, was));
}

function keptPlayerView(e: Edition, s: CostState, seat: number): PlayerView {
  const p = s.p[seat];
  // A facility's capacity reads its country's holding area.
  const deps: unknown[] = [];
  deps[PV.edition] = e;
  deps[PV.seat] = seat;
  deps[PV.money] = p.money;
  deps[PV.res] = p.res;
  deps[PV.inv] = p.inv;
  deps[PV.sup] = p.sup;
  deps[PV.fac] = p.fac;
  deps[PV.firstMine] = p.firstMine;
  deps[PV.deaths] = p.deaths;
  for (const cs of s.c) deps.push(cs.d, cs.red, cs.blue);
  return kept(playerViews, p.inv, deps, (was) => playerView(e, s, seat, was));
}

/** The report, kept while the figures it reads are the same. */
export function keptReport(e: Edition, s: CostState): CostReport {
  const r = s.rep;
  const over = s.step === STEP.OVER;
  const deps: unknown[] = [];
  deps[RP.edition] = e;
  deps[RP.players] = s.np;
  deps[RP.over] = over;
  deps[RP.deaths] = r.deaths;
  deps[RP.safe] = r.safe;
  deps[RP.unsafe] = r.unsafe;
  deps[RP.safetyResources] = r.safetyResources;
  deps[RP.regulations] = r.regulations;
  deps[RP.demandEnd] = r.demandEnd;
  deps[RP.money] = r.money;
  deps[RP.hired] = r.hired;
  deps[RP.sentHome] = r.sentHome;
  deps[RP.dice] = r.dice;
  for (const p of s.p) deps.push(p.fac, over ? p.money : null);
  for (const cs of s.c) deps.push(cs.d);
  return kept(reports, r.deaths, deps, (was) => buildReport(e, s, was));
}

function actionBoard(e: Edition, s: CostState): CostView['actionBoard'] {
  return kept(actionBoards, s.hexMarker, [e, s.hexMarker, s.corner], () => {
    const markers: Record<string, Action> = {};
    s.hexMarker.forEach((m, h) => {
      if (m >= 0) markers[e.board.hexIds[h]] = actionName(m);
    });
    const usedCorners: CostView['actionBoard']['usedCorners'] = {};
    s.corner.forEach((code, k) => {
      if (code >= 0)
        usedCorners[e.board.cornerIds[k]] = {
          country: e.countries[code >> 2].id,
          marker: EVENT_NAMES[code & 3],
        };
    });
    return { markers, usedCorners };
  });
}

/**
 * A country's view. `was`, the view kept for the same built sites (the key of `countryViews`) with what
 * it was built from, gives its parts whose sources are the very same arrays (a die moved leaves the
 * sites, cubes and events alone): they are shared with it, so that building them and comparing the two
 * views (a push's patch) pass over them.
 */
function countryView(e: Edition, s: CostState, c: number, was?: Kept<CountryView>): CountryView {
  const cs = s.c[c];
  const t = e.countries[cs.d];
  const ids = t.map.ids;
  // What `was` read (CV); none unless the same edition and country.
  const d =
    was !== undefined && was.deps[CV.edition] === e && was.deps[CV.country] === cs.d ? was.deps : undefined;
  const v = d === undefined ? undefined : was!.value;
  const sameBuilt =
    v !== undefined && d![CV.built] === cs.built && (d![CV.regulated] === null) === (cs.regulated === null);
  const sameCubes = v !== undefined && d![CV.cube] === cs.cube;
  const sameDice = v !== undefined && d![CV.die] === cs.die;
  const sites: Record<string, CubeColor> = sameCubes ? v.sites : {};
  const built: CountryView['built'] = sameBuilt ? v.built : {};
  const dice: CountryView['dice'] = sameDice ? v.dice : {};
  const open: string[] = sameBuilt ? v.open : [];
  for (let i = 0; i < ids.length; i++) {
    if (!sameBuilt) {
      if (cs.regulated === null && isOpen(e, cs, i)) open.push(ids[i]);
      const b = cs.built[i];
      if (b)
        built[ids[i]] = {
          type: BUILT_TYPES[builtType(b)],
          owner: builtOwner(b) === NATIONAL ? 'national' : builtOwner(b),
        };
    }
    if (!sameCubes && cs.cube[i]) sites[ids[i]] = cubeName(cs.cube[i]);
    const die = cs.die[i];
    if (!sameDice && die) dice[ids[i]] = { color: isRefined(die) ? 'refined' : 'raw', value: dieValue(die) };
  }
  const sameClimate = v !== undefined && d![CV.red] === cs.red && d![CV.blue] === cs.blue;
  return {
    id: t.id,
    name: t.name,
    map: t.id,
    regulated:
      v !== undefined && d![CV.regulated] === cs.regulated
        ? v.regulated
        : cs.regulated
          ? { ...cs.regulated }
          : null,
    eventTrack:
      v !== undefined && d![CV.events] === cs.events
        ? v.eventTrack
        : cs.events.map((x) => EVENT_NAMES[x] as EventMarker),
    markersTaken: e.eventMix.length - cs.events.length,
    exchangeRate: exchangeRate(e, cs),
    demandStart: t.demandStart,
    demandSpace: cs.demand,
    demand: demandOf(cs),
    sold: v !== undefined && d![CV.sold] === cs.sold ? v.sold : cs.sold.slice(),
    salesLeft: salesLeft(cs),
    climate: sameClimate
      ? v.climate
      : {
          holding: { red: cs.red, blue: cs.blue },
          tracker: {
            column: cs.red > 0 ? 'red' : cs.blue > 0 ? 'blue' : null,
            height: cs.red > 0 ? cs.red : cs.blue,
          },
          active: cs.red > 0 ? t.chart.red.slice(0, cs.red) : t.chart.blue.slice(0, cs.blue),
        },
    open,
    sites,
    built,
    dice,
  };
}

/**
 * A seat's view. `was`, the view kept for the same investments (the key of `playerViews`) with what it was
 * built from, gives the parts whose sources are the very same (money spent leaves the resources, tracks,
 * supply and facilities alone): they are shared with it, so that a push's walk passes over them.
 */
function playerView(e: Edition, s: CostState, seat: number, was?: Kept<PlayerView>): PlayerView {
  const p = s.p[seat];
  // What `was` read (PV), taken only for the same edition, seat and number of countries.
  const d = was?.deps;
  const v =
    d !== undefined &&
    d[PV.edition] === e &&
    d[PV.seat] === seat &&
    d.length === PV.countries + PV_COUNTRY * s.c.length
      ? was!.value
      : undefined;
  let sameCountries = v !== undefined;
  let sameHolding = v !== undefined;
  for (let c = 0; v !== undefined && c < s.c.length; c++) {
    const cs = s.c[c];
    const at = PV.countries + PV_COUNTRY * c;
    if (d![at] !== cs.d) sameCountries = false;
    if (d![at + 1] !== cs.red || d![at + 2] !== cs.blue) sameHolding = false;
  }
  const sameTracks = v !== undefined && d![PV.inv] === p.inv;
  let resources: Record<string, number>;
  if (sameCountries && d![PV.res] === p.res) resources = v!.resources;
  else {
    resources = {};
    s.c.forEach((cs, c) => (resources[e.countries[cs.d].id] = p.res[c]));
  }
  const investments = sameTracks ? v.investments : ({} as Record<Track, number>);
  const levels = sameTracks ? v.levels : ({} as Record<Track, number>);
  if (!sameTracks)
    TRACKS.forEach((k, i) => {
      investments[k] = p.inv[i];
      levels[k] = e.levelOf[p.inv[i]];
    });
  const sameFacilities = sameCountries && sameHolding && d![PV.fac] === p.fac;
  const facilities: PlayerView['facilities'] = sameFacilities ? v!.facilities : [];
  if (!sameFacilities)
    p.fac.forEach((f, i) => {
      if (f === null) return;
      const t = e.countries[s.c[f.c].d];
      facilities.push({
        column: i + 1,
        type: f.mill ? 'mill' : 'mine',
        country: t.id,
        site: t.map.ids[f.t],
        living: f.living,
        dead: f.dead,
        firstMine: f.first,
        used: f.used,
        capacity: capacity(e, s, f),
      });
    });
  return {
    seat,
    money: p.money,
    resources,
    investments,
    levels,
    supply: v !== undefined && d![PV.sup] === p.sup ? v.supply : { mine: p.sup[0], mill: p.sup[1] },
    facilities,
    firstMineBuilt: p.firstMine,
    deathsThisRound: p.deaths,
  };
}

/** `xs[from]` to `xs[from + R - 1]`: a seat's or country's figure for each of `R` rounds. */
function roundsOf(xs: readonly number[], from: number, R: number): number[] {
  const out: number[] = [];
  for (let k = 0; k < R; k++) out.push(xs[from + k]);
  return out;
}

/** A report's list of `xs` by seat and round (seat-major, `R` rounds a seat). */
function bySeatRound(np: number, R: number, xs: number[]): number[][] {
  const out: number[][] = [];
  for (let seat = 0; seat < np; seat++) out.push(roundsOf(xs, seat * R, R));
  return out;
}

/** The money of the seats at each phase's end of each of `R` rounds (null: not reached yet). */
function moneyByRound(money: readonly number[], np: number, R: number): (number[] | null)[][] {
  const out: (number[] | null)[][] = [];
  for (let k = 0; k < R; k++) {
    const round: (number[] | null)[] = [];
    for (let ph = 0; ph < 4; ph++) {
      const at = (k * 4 + ph) * np;
      round.push(money[at] >= 0 ? money.slice(at, at + np) : null);
    }
    out.push(round);
  }
  return out;
}

// Built with every view that changed its figures: its helpers are plain loops in functions of their own
// rather than closures made with each report (the loader names every closure it makes, a property
// defined on each) or arrays made with `Array.from`, which took half of a view's time.
function freshReport(e: Edition, s: CostState): CostReport {
  const r = s.rep;
  const np = s.np;
  const R = e.rounds;
  const deaths: Record<string, number[][]> = {};
  const deathsByCountry: Record<string, number> = {};
  const demandAtRoundEnd: Record<string, (number | null)[]> = {};
  const deathsBySeat = new Array<number>(np).fill(0);
  let deathsTotal = 0;
  for (let c = 0; c < s.c.length; c++) {
    const id = e.countries[s.c[c].d].id;
    const bySeat: number[][] = [];
    let inCountry = 0;
    for (let seat = 0; seat < np; seat++) {
      const row: number[] = [];
      let sum = 0;
      for (let k = 0; k < R; k++) {
        const x = r.deaths[(c * np + seat) * R + k] ?? 0;
        row.push(x);
        sum += x;
      }
      bySeat.push(row);
      deathsBySeat[seat] += sum;
      inCountry += sum;
    }
    deaths[id] = bySeat;
    deathsByCountry[id] = inCountry;
    deathsTotal += inCountry;
    const demand: (number | null)[] = [];
    for (let k = 0; k < R; k++) demand.push(r.demandEnd[c * R + k] >= 0 ? r.demandEnd[c * R + k] : null);
    demandAtRoundEnd[id] = demand;
  }
  const money = moneyByRound(r.money, np, R);
  const over = s.step === STEP.OVER;
  const finalMoney = over ? s.p.map((p) => p.money) : null;
  let ranking: number[][] | null = null;
  if (finalMoney) {
    const levels = [...new Set(finalMoney)].sort((a, b) => b - a);
    const seats = Array.from({ length: np }, (_, i) => i);
    ranking = levels.map((m) => seats.filter((seat) => finalMoney[seat] === m));
  }
  const livingWorkers = s.p.map((p) => p.fac.reduce((a, f) => a + (f ? f.living : 0), 0));
  const deathsByFacility: FacilityDeaths[] = [];
  s.p.forEach((p, seat) => {
    for (const f of p.fac) {
      if (f === null) continue;
      const t = e.countries[s.c[f.c].d];
      const type = f.mill ? 'mill' : 'mine';
      deathsByFacility.push({ seat, type, country: t.id, site: t.map.ids[f.t], deaths: f.dead, lost: false });
    }
    for (const x of r.regulations)
      for (const f of x.facilitiesLost)
        if (f.seat === seat)
          deathsByFacility.push({
            seat,
            type: f.type,
            country: x.country,
            site: f.site,
            deaths: f.dead,
            lost: true,
          });
  });
  return {
    deaths,
    deathsBySeat,
    deathsByCountry,
    deathsTotal,
    deathsByFacility,
    safeWork: bySeatRound(np, R, r.safe),
    unsafeWork: bySeatRound(np, R, r.unsafe),
    safetyResources: bySeatRound(np, R, r.safetyResources),
    regulations: r.regulations.map((x) => ({
      ...x,
      facilitiesLost: x.facilitiesLost.map((f) => ({ ...f })),
      workersSentHome: x.workersSentHome.slice(),
    })),
    demandAtRoundEnd,
    money,
    finalMoney,
    ranking,
    livingWorkers,
    workersHired: r.hired.slice(),
    workersSentHome: r.sentHome.slice(),
    dice: { mined: r.dice[0], toMarkets: r.dice[1], toEmergingMarket: r.dice[2], lost: r.dice[3] },
  };
}

/**
 * The report; with `was`, the report kept for the same deaths (the key of `reports`) with what it was built
 * from, each part whose sources are the very same lists is the one of `was` (a round's money written leaves
 * the deaths, work and regulations alone), so that a push's walk of the two views passes over it.
 */
export function buildReport(e: Edition, s: CostState, was?: Kept<CostReport>): CostReport {
  const fresh = freshReport(e, s);
  const np = s.np;
  const d = was?.deps;
  // What `was` read (RP); parts are taken only from a report of the same edition and countries.
  if (
    was === undefined ||
    d === undefined ||
    d[RP.edition] !== e ||
    d[RP.players] !== np ||
    d.length !== RP.seats + RP_SEAT * np + s.c.length
  )
    return fresh;
  for (let c = 0; c < s.c.length; c++) if (d[RP.seats + RP_SEAT * np + c] !== s.c[c].d) return fresh;
  const r = s.rep;
  const v = was.value;
  const over = s.step === STEP.OVER;
  let sameFacilities = true;
  let sameFinal = d[RP.over] === over;
  for (let seat = 0; seat < np; seat++) {
    const p = s.p[seat];
    if (d[RP.seats + RP_SEAT * seat] !== p.fac) sameFacilities = false;
    if (d[RP.seats + RP_SEAT * seat + 1] !== (over ? p.money : null)) sameFinal = false;
  }
  const sameDeaths = d[RP.deaths] === r.deaths;
  const sameRegulations = d[RP.regulations] === r.regulations;
  return {
    deaths: sameDeaths ? v.deaths : fresh.deaths,
    deathsBySeat: sameDeaths ? v.deathsBySeat : fresh.deathsBySeat,
    deathsByCountry: sameDeaths ? v.deathsByCountry : fresh.deathsByCountry,
    deathsTotal: fresh.deathsTotal,
    deathsByFacility: sameFacilities && sameRegulations ? v.deathsByFacility : fresh.deathsByFacility,
    safeWork: d[RP.safe] === r.safe ? v.safeWork : fresh.safeWork,
    unsafeWork: d[RP.unsafe] === r.unsafe ? v.unsafeWork : fresh.unsafeWork,
    safetyResources: d[RP.safetyResources] === r.safetyResources ? v.safetyResources : fresh.safetyResources,
    regulations: sameRegulations ? v.regulations : fresh.regulations,
    demandAtRoundEnd: d[RP.demandEnd] === r.demandEnd ? v.demandAtRoundEnd : fresh.demandAtRoundEnd,
    money: d[RP.money] === r.money ? v.money : fresh.money,
    finalMoney: sameFinal ? v.finalMoney : fresh.finalMoney,
    ranking: sameFinal ? v.ranking : fresh.ranking,
    livingWorkers: sameFacilities ? v.livingWorkers : fresh.livingWorkers,
    workersHired: d[RP.hired] === r.hired ? v.workersHired : fresh.workersHired,
    workersSentHome: d[RP.sentHome] === r.sentHome ? v.workersSentHome : fresh.workersSentHome,
    dice: d[RP.dice] === r.dice ? v.dice : fresh.dice,
  };
}

export function buildView(e: Edition, s: CostState): CostView {
  const seat = pendingSeat(s);
  const kind = decisionKind(s);
  const countries: Record<string, CountryView> = {};
  s.c.forEach((cs, c) => (countries[e.countries[cs.d].id] = keptCountryView(e, s, c)));
  const phase1 = s.phase === 1 && s.step !== STEP.OVER && s.step !== STEP.CHOOSE_COUNTRIES;
  const view: CostView = {
    schema: VIEW_SCHEMA,
    game: 'the-cost',
    edition: e.id,
    playerCount: s.np,
    round: s.round,
    phase: s.phase as CostView['phase'],
    over: s.step === STEP.OVER,
    turnOrder: s.order.slice(),
    pending: seat === null || kind === null ? null : { seat, decision: kind },
    turn: phase1
      ? {
          country: s.tc >= 0 ? e.countries[s.c[s.tc].d].id : null,
          eventMarker: s.tev >= 0 ? EVENT_NAMES[s.tev] : null,
          corner: s.tcorner >= 0 ? e.board.cornerIds[s.tcorner] : null,
          eventPending:
            s.step === STEP.NATIONAL_RAILS
              ? 'NATIONAL_RAILS'
              : s.step === STEP.NATIONAL_PORT
                ? 'NATIONAL_PORT'
                : null,
          slots:
            s.tcorner >= 0
              ? e.board.cornerHexes[s.tcorner].map((h, i) => ({
                  hex: e.board.hexIds[h],
                  action: actionName(effectiveIcon(e, s, h)),
                  used: (s.tused & (1 << i)) !== 0,
                }))
              : [],
        }
      : null,
    cyclePosition: s.phase === 3 && s.step === STEP.CYCLE_TURN ? s.cur : null,
    turnOrderChoice:
      s.step === STEP.CHOOSE_TURN_POSITION
        ? { choosers: s.choosers.slice(), positions: s.pos.map((x) => (x === -1 ? null : x)) }
        : null,
    emergingMarketRow: s.em,
    actionBoard: actionBoard(e, s),
    countries,
    players: s.p.map((_, i) => keptPlayerView(e, s, i)),
    report: keptReport(e, s),
    rng: { ...s.rng },
  };
  if (s.choosing)
    view.setup = {
      choosingCountries: true,
      ...(s.choosing.eventOrder
        ? { eventOrder: structuredClone(s.choosing.eventOrder) as Record<string, EventMarker[]> }
        : {}),
      ...(s.choosing.climateCubes
        ? { climateCubes: structuredClone(s.choosing.climateCubes) as Record<string, CubeColor[]> }
        : {}),
    };
  return view;
}

export const cubeCode = (c: CubeColor): number => (c === 'red' ? RED : BLUE);
