// Reading one country of a position: its tracks, climate, site markers, built markers and dice, refusing
// what no game can reach (a rail on the market, a die off a facility, more cubes than a country has).
import {
  B_MILL,
  B_MINE,
  B_PORT,
  B_RAIL,
  BLUE,
  BUILT_TYPES,
  builtCode,
  EVENT_NAMES,
  eventCode,
  K_INDUSTRIAL,
  K_MARKET,
  K_PORT,
  K_RAIL,
  NATIONAL,
  RED,
  REFINED,
} from './codes.ts';
import type { Edition } from './data/compile.ts';
import type { PositionInput } from './position-schema.ts';
import type { CountryState } from './state.ts';
import { PositionError } from '../../kernel/index.ts';

export const fail = (path: string, message: string): never => {
  throw new PositionError(message, path);
};

export function readCountry(e: Edition, p: PositionInput, id: string, np: number): CountryState {
  const at = `countries.${id}`;
  const v = p.countries[id];
  const d = e.countryIndex[id];
  if (d === undefined)
    fail(at, `there is no country "${id}" (countries: ${e.countries.map((c) => c.id).join(', ')})`);
  const t = e.countries[d];
  const map = t.map;
  if (v.id !== undefined && v.id !== id) fail(`${at}.id`, `says "${v.id}" under the key "${id}"`);
  if (v.demandStart !== undefined && v.demandStart !== t.demandStart)
    fail(`${at}.demandStart`, `${t.name}'s demand track starts on ${t.demandStart}`);
  const n = map.ids.length;
  const cs: CountryState = {
    d,
    events: v.eventTrack.map(eventCode),
    demand: v.demandSpace,
    sold: v.sold.slice(),
    red: v.climate.holding.red,
    blue: v.climate.holding.blue,
    regulated: v.regulated
      ? { round: v.regulated.round, phase: v.regulated.phase, by: v.regulated.by }
      : null,
    cube: new Array<number>(n).fill(0),
    built: new Array<number>(n).fill(0),
    die: new Array<number>(n).fill(0),
  };
  const mix = new Map<number, number>();
  for (const x of e.eventMix) mix.set(x, (mix.get(x) ?? 0) + 1);
  for (const x of cs.events) {
    mix.set(x, (mix.get(x) ?? 0) - 1);
    if (mix.get(x)! < 0)
      fail(
        `${at}.eventTrack`,
        `a country has only ${e.eventMix.filter((y) => y === x).length} ${EVENT_NAMES[x]} markers`,
      );
  }
  if (cs.demand > t.demandStart)
    fail(`${at}.demandSpace`, `${t.name}'s demand tracker starts on ${t.demandStart} and only moves down`);
  if ((cs.demand === 0) !== (cs.regulated !== null))
    fail(`${at}.regulated`, 'a country is regulated out exactly when its demand tracker is on space 0');
  if (cs.sold.length > t.demandStart - 1)
    fail(`${at}.sold`, `${t.name} never buys more than ${t.demandStart - 1} refined dice in a round`);
  if (cs.red > 0 && cs.blue > 0)
    fail(
      `${at}.climate.holding`,
      'red and blue cubes in the holding area cancel in pairs; one colour at most',
    );
  const tri = (where: string, tid: string) => {
    const i = map.index[tid];
    if (i === undefined) fail(`${at}.${where}.${tid}`, `${t.name} has no triangle "${tid}"`);
    return i;
  };
  for (const [tid, b] of Object.entries(v.built)) {
    const i = tri('built', tid);
    const kind = map.kind[i];
    const where = `${at}.built.${tid}`;
    if (kind === K_MARKET) fail(where, 'nothing is ever built on the market');
    const type = BUILT_TYPES.indexOf(b.type);
    if ((type === B_MINE || type === B_MILL) && kind !== K_INDUSTRIAL)
      fail(where, `a ${b.type} stands on an industrial triangle`);
    if (type === B_RAIL && kind !== K_RAIL && kind !== K_INDUSTRIAL)
      fail(where, 'a rail stands on a rail or industrial triangle');
    if (type === B_PORT && kind !== K_PORT) fail(where, 'a port stands on a port triangle');
    if (b.owner === 'national' && type !== B_RAIL && type !== B_PORT)
      fail(where, 'national markers are rails and ports only');
    if (b.owner !== 'national' && b.owner >= np)
      fail(where, `there is no seat ${b.owner} in a ${np}-player game`);
    cs.built[i] = builtCode(type, b.owner === 'national' ? NATIONAL : b.owner);
  }
  let red = cs.red;
  let blue = cs.blue;
  for (const [tid, colour] of Object.entries(v.sites)) {
    const i = tri('sites', tid);
    if (map.kind[i] !== K_INDUSTRIAL)
      fail(`${at}.sites.${tid}`, 'site markers lie on industrial triangles only');
    if (cs.built[i] !== 0)
      fail(`${at}.sites.${tid}`, 'a site marker leaves its triangle when something is built there');
    cs.cube[i] = colour === 'red' ? RED : BLUE;
    if (colour === 'red') red++;
    else blue++;
  }
  if (red > e.redCubes || blue > e.blueCubes)
    fail(
      `${at}.sites`,
      `a country has ${e.redCubes} red and ${e.blueCubes} blue cubes (sites and holding area hold ${red} and ${blue})`,
    );
  for (const [tid, die] of Object.entries(v.dice)) {
    const i = tri('dice', tid);
    const where = `${at}.dice.${tid}`;
    if (die.value < 1 || die.value > e.dieMax) fail(where, `dice show 1 to ${e.dieMax}`);
    const b = cs.built[i];
    const type = b === 0 ? -1 : ((b - 1) / 5) | 0;
    if (type !== B_MINE && type !== B_MILL) fail(where, 'dice lie only on mines and mills');
    if (type === B_MINE && die.color === 'refined') fail(where, 'a mine holds raw dice only');
    cs.die[i] = die.value + (die.color === 'refined' ? REFINED : 0);
  }
  if (cs.regulated && (cs.built.some((b) => b !== 0) || cs.sold.length || cs.events.length))
    fail(at, 'a regulated country has nothing built, no event markers and no dice left');
  return cs;
}
