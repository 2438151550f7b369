// The edition validator: checks every data constraint of the spec and names the file, and the country,
// triangle or hex at fault. `loadEdition` refuses an edition with any violation.
import type { ZodType } from 'zod';
import { EFFECTS } from '../codes.ts';
import { TRACKS } from '../moves.ts';
import {
  actionBoardSchema,
  climateEffectsSchema,
  countriesSchema,
  editionSchema,
  emergingMarketSchema,
  investmentsSchema,
  mapSchema,
} from './schemas.ts';
import type { CountryMap, EditionFiles } from './types.ts';
import { validateBoard } from './validate-board.ts';
import { mapShape, validateMap, type Violation } from './validate-map.ts';

export type { Violation } from './validate-map.ts';

/** Edition files as read from disk: any JSON, checked here. Maps are keyed by their file name. */
export interface RawEdition {
  edition: unknown;
  countries: unknown;
  climateEffects: unknown;
  emergingMarket: unknown;
  investments: unknown;
  actionBoard: unknown;
  maps: Record<string, unknown>;
}

/** File names an edition's files are known by (edition.json's `files` may rename them). */
export const FILE_NAMES = {
  edition: 'edition.json',
  countries: 'countries.json',
  climateEffects: 'climate-effects.json',
  emergingMarket: 'emerging-market.json',
  investments: 'investment-tracks.json',
  actionBoard: 'action-board.json',
} as const;

/** Rulebook Setup K: every component but player mines and mills is unlimited, player rails and ports too. */
const UNLIMITED_PLAYER_MARKERS = ['playerRails', 'playerPorts'];

const EVENT_MIX: Record<string, number> = { NATIONAL_RAILS: 3, NATIONAL_PORT: 2, SUPPORT_EMERGING_MARKET: 1 };

function shaped<T>(file: string, schema: ZodType<T>, value: unknown, out: Violation[]): T | null {
  if (value === undefined) {
    out.push({ file, message: 'the file is missing or unreadable' });
    return null;
  }
  const r = schema.safeParse(value);
  if (r.success) return r.data;
  for (const issue of r.error.issues.slice(0, 5))
    out.push({ file, where: issue.path.join('.') || undefined, message: issue.message });
  return null;
}

const nonDecreasing = (xs: number[]) => xs.every((x, i) => i === 0 || x >= xs[i - 1]);

/** Every violation of a map file alone (shape and §3.2 constraints 1–5). */
export function validateMapFile(file: string, raw: unknown, countryId: string | null = null): Violation[] {
  const out: Violation[] = [];
  const m = shaped(file, mapSchema, raw, out) as CountryMap | null;
  return m ? validateMap(file, m, countryId) : out;
}

/** Every violation of a whole edition; an empty list means the engine may be built from it. */
export function validateEdition(raw: RawEdition): Violation[] {
  const out: Violation[] = [];
  const bad = (file: string, message: string, where?: string) =>
    out.push({ file, ...(where ? { where } : {}), message });

  const ed = shaped(FILE_NAMES.edition, editionSchema, raw.edition, out);
  if (ed) {
    const f = FILE_NAMES.edition;
    if (ed.players.min !== 2 || ed.players.max !== 4) bad(f, 'The Cost is for 2 to 4 players', 'players');
    if (ed.rounds !== 4) bad(f, 'the game lasts 4 rounds', 'rounds');
    if (ed.player.startMoney !== 2 || ed.player.facilityColumns !== 6 || ed.player.firstMineColumn !== 1)
      bad(f, 'players start with $2 and have 6 facility columns, column 1 for the first mine', 'player');
    const s = ed.player.supply;
    if (s.mine !== 6 || s.mill !== 5) bad(f, 'the supply is 6 mines and 5 mills per player', 'player.supply');
    const capped = Object.keys(s).filter((k) => k !== 'mine' && k !== 'mill');
    if (capped.length)
      bad(
        f,
        `only mines and mills are limited; player rails and ports are unlimited, so the supply lists no ${capped.join(', ')}`,
        'player.supply',
      );
    const missing = UNLIMITED_PLAYER_MARKERS.filter((k) => ed.unlimited && !ed.unlimited.includes(k));
    if (missing.length) bad(f, `player rails and ports are unlimited: the list lacks ${missing.join(', ')}`, 'unlimited');
    const c = ed.costs;
    if (c.firstMine !== 1 || c.mine !== 2 || c.mill !== 4 || c.swapAction !== 3 || c.safeWorkPerWorker !== 2)
      bad(f, 'costs are: first mine 1, mine 2, mill 4, swap $3, safe work 2 per worker', 'costs');
    const k = ed.capacity;
    if (k.mine !== 3 || k.firstMineBonus !== 1 || k.mill !== 2 || k.highDemandBonus !== 1)
      bad(f, 'capacities are: mine 3 (+1 first mine), mill 2, +1 with high demand', 'capacity');
    const p = ed.payments;
    if (
      p.rail !== 1 ||
      p.railLucrative !== 2 ||
      p.port !== 1 ||
      p.portLucrative !== 2 ||
      p.rawPerPip !== 1 ||
      p.refinedPerPip !== 2 ||
      p.subsidyMoney !== 1
    )
      bad(f, 'payments are: rail $1 ($2), port $1 ($2), raw $1 per pip, refined $2 per pip, subsidy $1', 'payments');
    if (ed.dieMin !== 1 || ed.dieMax !== 6) bad(f, 'dice show 1 to 6', 'dieMax');
    if (ed.climate.redCubes !== 4 || ed.climate.blueCubes !== 4 || ed.climate.chartHeight !== 4)
      bad(f, 'each country has 4 red and 4 blue cubes and a chart 4 spaces high', 'climate');
  }

  const effects = shaped(FILE_NAMES.climateEffects, climateEffectsSchema, raw.climateEffects, out);
  if (effects) {
    const ids = effects.effects.map((e) => e.id).sort();
    if (ids.join() !== [...EFFECTS].sort().join())
      bad(FILE_NAMES.climateEffects, `the effects must be exactly ${EFFECTS.join(', ')}`, 'effects');
  }

  const em = shaped(FILE_NAMES.emergingMarket, emergingMarketSchema, raw.emergingMarket, out);
  if (em) {
    const f = FILE_NAMES.emergingMarket;
    if (em.startRow !== 0 || em.maxRow !== 4 || em.payout.length !== 5)
      bad(f, 'the table has rows 0..4 and the tracker starts on row 0');
    em.payout.forEach((row, i) => {
      if (row.length !== 6 || row.some((x) => x < 0) || !nonDecreasing(row))
        bad(f, 'a row needs 6 non-negative payouts that never decrease with the die value', `payout row ${i}`);
    });
    for (let col = 0; col < 6; col++)
      if (!nonDecreasing(em.payout.map((r) => r[col] ?? 0)))
        bad(f, 'payouts must never decrease from one row to the next', `die value ${col + 1}`);
  }

  const inv = shaped(FILE_NAMES.investments, investmentsSchema, raw.investments, out);
  if (inv) {
    const f = FILE_NAMES.investments;
    if ([...inv.tracks.map((t) => t.id)].sort().join() !== [...TRACKS].sort().join())
      bad(f, `the tracks must be exactly ${TRACKS.join(', ')}`, 'tracks');
    if (inv.spaces !== 3 || inv.costPerSpace !== 1 || inv.maxSpacesPerAction !== 2)
      bad(f, 'each track has spaces 0..3 (the marker starts on 0), $1 per space, at most 2 per investment');
    if (JSON.stringify(inv.levelAtSpace) !== '{"1":1,"3":2}')
      bad(f, 'level 1 starts at space 1 (after one $1) and level 2 at space 3 (after three)', 'levelAtSpace');
  }

  const board = shaped(FILE_NAMES.actionBoard, actionBoardSchema, raw.actionBoard, out);
  if (board) out.push(...validateBoard(FILE_NAMES.actionBoard, board, { min: 2, max: 4 }));

  const countries = shaped(FILE_NAMES.countries, countriesSchema, raw.countries, out);
  if (countries) {
    const f = FILE_NAMES.countries;
    const mix = countries.eventMarkers;
    if (Object.keys(mix).length !== 3 || Object.entries(EVENT_MIX).some(([k, n]) => mix[k] !== n))
      bad(f, 'each country has 3 NATIONAL_RAILS, 2 NATIONAL_PORT and 1 SUPPORT_EMERGING_MARKET markers', 'eventMarkers');
    const markers = Object.values(mix).reduce((a, b) => a + b, 0);
    if (countries.countries.length < 4) bad(f, `4 countries are needed (found ${countries.countries.length})`);
    const seen = new Set<string>();
    const shapes = new Map<string, string>();
    for (const c of countries.countries) {
      const where = c.id;
      if (seen.has(c.id)) bad(f, 'country id used twice', where);
      seen.add(c.id);
      const t = c.exchangeRate;
      if (t.length !== markers + 1 || t.some((x) => x < 1) || !nonDecreasing(t))
        bad(f, `the exchange-rate track needs ${markers + 1} positive numbers that never decrease`, where);
      if (c.demandStart < 2) bad(f, 'the demand track must start on 2 or more', where);
      const { red, blue } = c.climate;
      if (red.length !== 4 || blue.length !== 4) bad(f, 'each climate column has 4 spaces', where);
      for (const e of [...red, ...blue]) if (!EFFECTS.includes(e as never)) bad(f, `unknown climate effect ${e}`, where);
      if (new Set([...red, ...blue]).size !== red.length + blue.length)
        bad(f, 'a climate effect appears twice in one chart', where);
      const rawMap = raw.maps[c.map];
      if (rawMap === undefined) {
        bad(c.map, `the map of ${c.name} is missing or unreadable`);
        continue;
      }
      const mapOut = validateMapFile(c.map, rawMap, c.id);
      out.push(...mapOut);
      if (!mapOut.length) {
        const shape = mapShape(rawMap as CountryMap);
        if (shapes.has(shape)) bad(c.map, `has the same shape as ${shapes.get(shape)}; the maps must differ`);
        else shapes.set(shape, c.map);
      }
    }
  }
  return out;
}

export const describeViolation = (v: Violation): string =>
  `${v.file}${v.where ? ` (${v.where})` : ''}: ${v.message}`;

/** An edition with violations cannot be played; the message lists them. */
export class EditionError extends Error {
  override readonly name = 'EditionError';
  constructor(readonly violations: Violation[]) {
    super(`The edition data is broken:\n${violations.map((v) => `  - ${describeViolation(v)}`).join('\n')}`);
  }
}

/** Checks raw files and returns them typed; throws an EditionError naming every violation. */
export function checkEdition(raw: RawEdition): EditionFiles {
  const violations = validateEdition(raw);
  if (violations.length) throw new EditionError(violations);
  return raw as unknown as EditionFiles;
}
