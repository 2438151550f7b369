// The constraints of the action board (spec §4): hexes, corners, action markers and their placement
// for every player count. Every distinct marker placement is checked, since setup draws one at random.
import type { ActionBoardFile } from './types.ts';
import type { Violation } from './validate-map.ts';

const ACTIONS = ['SUBSIDY', 'MINE', 'MILL', 'RAIL', 'PORT'];
/** Pointy-top axial neighbours. */
const HEX_DIRS: [number, number][] = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
  [1, -1],
  [-1, 1],
];

/** Every distinct ordering of a multiset. */
function arrangements(items: string[]): string[][] {
  const counts = new Map<string, number>();
  for (const x of items) counts.set(x, (counts.get(x) ?? 0) + 1);
  const out: string[][] = [];
  const cur: string[] = [];
  const step = () => {
    if (cur.length === items.length) return void out.push([...cur]);
    for (const [k, n] of counts)
      if (n > 0) {
        counts.set(k, n - 1);
        cur.push(k);
        step();
        cur.pop();
        counts.set(k, n);
      }
  };
  step();
  return out;
}

export function validateBoard(
  file: string,
  b: ActionBoardFile,
  players: { min: number; max: number },
): Violation[] {
  const out: Violation[] = [];
  const bad = (message: string, where?: string) => out.push({ file, ...(where ? { where } : {}), message });
  const byId = new Map<string, ActionBoardFile['hexes'][number]>();
  const byCoord = new Map<string, string>();
  for (const h of b.hexes) {
    if (byId.has(h.id)) bad('hex id used twice', `hex ${h.id}`);
    byId.set(h.id, h);
    const k = `${h.q},${h.r}`;
    if (byCoord.has(k)) bad(`shares coordinates ${k} with hex ${byCoord.get(k)}`, `hex ${h.id}`);
    else byCoord.set(k, h.id);
    if (h.markerFromPlayers !== undefined && (h.icon !== 'SUBSIDY' || ![3, 4].includes(h.markerFromPlayers)))
      bad('only a SUBSIDY hex may receive a marker, from 3 or 4 players on', `hex ${h.id}`);
  }
  const hexes = [...byId.values()];
  const blanks = hexes.filter((h) => h.icon === 'BLANK').map((h) => h.id);
  if (blanks.length !== 4) bad(`exactly 4 blank hexes are needed (found ${blanks.length})`);
  const from3 = hexes.filter((h) => h.markerFromPlayers === 3).map((h) => h.id);
  const from4 = hexes.filter((h) => h.markerFromPlayers === 4).map((h) => h.id);
  if (from3.length !== 1) bad(`exactly one SUBSIDY hex receives a marker from 3 players (found ${from3.length})`);
  if (from4.length !== 1) bad(`exactly one SUBSIDY hex receives a marker from 4 players (found ${from4.length})`);
  const printed = hexes.filter((h) => h.icon !== 'BLANK');
  if (2 * printed.filter((h) => h.icon === 'SUBSIDY').length <= printed.length)
    bad('most printed icons must be SUBSIDY');
  for (const a of ACTIONS) if (!printed.some((h) => h.icon === a)) bad(`no hex shows the ${a} icon`);

  // Corners are exactly the triples of mutually adjacent hexes.
  const neighbours = (id: string) => {
    const h = byId.get(id)!;
    return HEX_DIRS.map(([dq, dr]) => byCoord.get(`${h.q + dq},${h.r + dr}`)).filter((x): x is string => !!x);
  };
  const triples = new Set<string>();
  for (const h of hexes)
    for (const n of neighbours(h.id))
      for (const m of neighbours(n)) if (m !== h.id && neighbours(h.id).includes(m)) triples.add([h.id, n, m].sort().join(' '));
  const listed = new Map<string, string>();
  const cornerIds = new Set<string>();
  for (const c of b.corners) {
    if (cornerIds.has(c.id)) bad('corner id used twice', `corner ${c.id}`);
    cornerIds.add(c.id);
    const unknown = c.hexes.filter((h) => !byId.has(h));
    if (unknown.length) {
      bad(`names unknown hex ${unknown.join(', ')}`, `corner ${c.id}`);
      continue;
    }
    const key = [...c.hexes].sort().join(' ');
    if (!triples.has(key)) bad(`hexes ${c.hexes.join(', ')} do not meet at one point`, `corner ${c.id}`);
    if (listed.has(key)) bad(`same hexes as corner ${listed.get(key)}`, `corner ${c.id}`);
    listed.set(key, c.id);
  }
  for (const t of triples) if (!listed.has(t)) bad(`hexes ${t.split(' ').join(', ')} meet at a corner that is not listed`);

  const markers = b.actionMarkers as Record<string, number | undefined>;
  const wantMarkers: Record<string, number> = { MINE: 2, RAIL: 2, MILL: 1, PORT: 1 };
  if (Object.keys(markers).length !== 4 || Object.entries(wantMarkers).some(([k, n]) => markers[k] !== n))
    bad('the action markers must be 2 MINE, 2 RAIL, 1 MILL, 1 PORT', 'actionMarkers');
  const pool = Object.entries(markers).flatMap(([k, n]) => Array<string>(n ?? 0).fill(k));
  const wantRemove: Record<number, string[]> = { 2: ['MINE', 'RAIL'], 3: ['RAIL'], 4: [] };
  for (let p = players.min; p <= players.max; p++) {
    const where = `markerSetup.${p}`;
    const setup = b.markerSetup[String(p)];
    if (!setup) {
      bad(`no marker setup for ${p} players`, where);
      continue;
    }
    const hexesWanted = [...blanks, ...(p >= 3 ? from3 : []), ...(p >= 4 ? from4 : [])].sort();
    if ([...setup.hexes].sort().join() !== hexesWanted.join())
      bad(`with ${p} players the markers go on hexes ${hexesWanted.join(', ')}`, where);
    if ([...setup.remove].sort().join() !== [...(wantRemove[p] ?? [])].sort().join())
      bad(`with ${p} players remove ${(wantRemove[p] ?? []).join(', ') || 'nothing'}`, where);
    const left = [...pool];
    for (const r of setup.remove) {
      const i = left.indexOf(r);
      if (i < 0) bad(`cannot remove a ${r} marker: there is none left`, where);
      else left.splice(i, 1);
    }
    if (left.length !== setup.hexes.length) {
      bad(`${left.length} markers for ${setup.hexes.length} hexes`, where);
      continue;
    }
    if (setup.hexes.some((h) => !byId.has(h))) {
      bad('names an unknown hex', where);
      continue;
    }
    const need = 4 * p + 2;
    let fewest = Infinity;
    const tripleSubsidy = new Set<string>();
    const sortedHexes = [...setup.hexes].sort();
    for (const placement of arrangements(left)) {
      const icon = (id: string) => {
        const i = sortedHexes.indexOf(id);
        return i >= 0 ? placement[i] : byId.get(id)!.icon;
      };
      const shown = new Set(hexes.map((h) => icon(h.id)));
      const missing = ACTIONS.filter((a) => !shown.has(a));
      if (missing.length)
        bad(`placement ${placement.join(',')} leaves no ${missing.join(', ')} action on the board`, where);
      const illegal = b.corners.filter((c) => c.hexes.every((h) => byId.has(h) && icon(h) === 'SUBSIDY'));
      illegal.forEach((c) => tripleSubsidy.add(c.id));
      fewest = Math.min(fewest, b.corners.length - illegal.length);
    }
    if (fewest < need) bad(`only ${fewest} legal corners with ${p} players (${need} are needed)`, where);
    if (p === 4 && tripleSubsidy.size)
      bad(`with 4 players no corner may be all SUBSIDY (${[...tripleSubsidy].join(', ')})`, where);
    if (p < 4 && !tripleSubsidy.size) bad(`with ${p} players some corner should be all SUBSIDY`, where);
  }
  return out;
}
