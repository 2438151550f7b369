// The constraints a country map must meet (spec §3.2). Each violation names the file and, where there
// is one, the triangle or printed path at fault.
import type { CountryMap } from './types.ts';

export interface Violation {
  file: string;
  /** Triangle, hex, corner, country or field at fault, when there is one. */
  where?: string;
  message: string;
}

export const pointsUp = (row: number, col: number): boolean => (((row + col) % 2) + 2) % 2 === 0;

/** The three cells sharing a side with a triangle cell. */
export const sideCells = (row: number, col: number): [number, number][] => [
  [row, col - 1],
  [row, col + 1],
  pointsUp(row, col) ? [row + 1, col] : [row - 1, col],
];

const cellKey = (row: number, col: number) => `${row},${col}`;
const pairKey = (a: string, b: string) => (a < b ? `${a} ${b}` : `${b} ${a}`);

export const MAP_LIMITS = {
  sites: 7,
  markets: 1,
  ports: [3, 4],
  rails: [9, 16],
  triangles: [22, 34],
  maxPathsPerTriangle: 3,
  minUnconnectedPairs: 4,
} as const;

/** A shape fingerprint: the cells relative to the top-left corner, so two maps of one shape compare equal. */
export function mapShape(m: CountryMap): string {
  const r0 = Math.min(...m.triangles.map((t) => t.row));
  const c0 = Math.min(...m.triangles.map((t) => t.col));
  return m.triangles
    .map((t) => `${t.row - r0},${t.col - c0},${pointsUp(t.row, t.col) ? 'u' : 'd'}`)
    .sort()
    .join(' ');
}

/** Empty cells connected to the outside of the map through empty cells (the sea). */
function seaCells(m: CountryMap, taken: Set<string>): Set<string> {
  const rows = m.triangles.map((t) => t.row);
  const cols = m.triangles.map((t) => t.col);
  const r0 = Math.min(...rows) - 1;
  const r1 = Math.max(...rows) + 1;
  const c0 = Math.min(...cols) - 2;
  const c1 = Math.max(...cols) + 2;
  const sea = new Set([cellKey(r0, c0)]);
  const todo: [number, number][] = [[r0, c0]];
  while (todo.length) {
    const [r, c] = todo.pop()!;
    for (const [a, b] of sideCells(r, c)) {
      const k = cellKey(a, b);
      if (a < r0 || a > r1 || b < c0 || b > c1 || sea.has(k) || taken.has(k)) continue;
      sea.add(k);
      todo.push([a, b]);
    }
  }
  return sea;
}

export function validateMap(file: string, m: CountryMap, countryId: string | null): Violation[] {
  const out: Violation[] = [];
  const bad = (message: string, where?: string) => out.push({ file, ...(where ? { where } : {}), message });
  if (countryId !== null && m.country !== countryId)
    bad(`the map says it is of "${m.country}" but countries.json uses it for "${countryId}"`, 'country');

  const byId = new Map<string, CountryMap['triangles'][number]>();
  const byCell = new Map<string, string>();
  for (const t of m.triangles) {
    if (byId.has(t.id)) bad('triangle id used twice', t.id);
    byId.set(t.id, t);
    const k = cellKey(t.row, t.col);
    if (byCell.has(k)) bad(`shares cell (${k}) with ${byCell.get(k)}`, t.id);
    else byCell.set(k, t.id);
    if ((t.kind === 'industrial') !== (t.site !== undefined))
      bad(
        t.kind === 'industrial' ? 'an industrial triangle needs a site number' : 'only industrial triangles carry a site number',
        t.id,
      );
  }
  const of = (kind: string) => m.triangles.filter((t) => t.kind === kind);
  const sites = of('industrial')
    .map((t) => t.site ?? 0)
    .sort((a, b) => a - b);
  const want = Array.from({ length: MAP_LIMITS.sites }, (_, i) => i + 1);
  if (sites.join(',') !== want.join(','))
    bad(`industrial sites must be numbered 1..${MAP_LIMITS.sites} exactly once (found ${sites.join(',') || 'none'})`);
  const markets = of('market').length;
  if (markets !== MAP_LIMITS.markets) bad(`exactly one market triangle is needed (found ${markets})`);
  const ports = of('port');
  const rails = of('rail');
  const [pMin, pMax] = MAP_LIMITS.ports;
  const [rMin, rMax] = MAP_LIMITS.rails;
  const [tMin, tMax] = MAP_LIMITS.triangles;
  if (ports.length < pMin || ports.length > pMax) bad(`${pMin} or ${pMax} ports are needed (found ${ports.length})`);
  if (rails.length < rMin || rails.length > rMax)
    bad(`${rMin} to ${rMax} rail triangles are needed (found ${rails.length})`);
  if (m.triangles.length < tMin || m.triangles.length > tMax)
    bad(`${tMin} to ${tMax} triangles are needed (found ${m.triangles.length})`);

  const sides = new Set<string>();
  for (const t of m.triangles)
    for (const [r, c] of sideCells(t.row, t.col)) {
      const u = byCell.get(cellKey(r, c));
      if (u) sides.add(pairKey(t.id, u));
    }
  const adj = new Map<string, string[]>(m.triangles.map((t) => [t.id, []]));
  const edges = new Set<string>();
  for (const [a, b] of m.edges) {
    const where = `path ${a}-${b}`;
    if (!byId.has(a) || !byId.has(b)) {
      bad(`names a triangle that is not on the map`, where);
      continue;
    }
    if (a === b) {
      bad('joins a triangle to itself', where);
      continue;
    }
    const k = pairKey(a, b);
    if (edges.has(k)) {
      bad('is listed twice', where);
      continue;
    }
    if (!sides.has(k)) {
      bad('joins triangles that do not share a side', where);
      continue;
    }
    edges.add(k);
    adj.get(a)!.push(b);
    adj.get(b)!.push(a);
  }
  for (const [id, list] of adj)
    if (list.length > MAP_LIMITS.maxPathsPerTriangle)
      bad(`has ${list.length} printed paths (at most ${MAP_LIMITS.maxPathsPerTriangle})`, id);
  const unconnected = sides.size - edges.size;
  if (unconnected < MAP_LIMITS.minUnconnectedPairs)
    bad(
      `only ${unconnected} side-sharing pairs lack a printed path (at least ${MAP_LIMITS.minUnconnectedPairs} are needed)`,
    );

  const reach = (from: string) => {
    const seen = new Set([from]);
    const todo = [from];
    while (todo.length)
      for (const n of adj.get(todo.pop()!) ?? [])
        if (!seen.has(n)) {
          seen.add(n);
          todo.push(n);
        }
    return seen;
  };
  if (m.triangles.length) {
    const all = reach(m.triangles[0].id);
    for (const t of m.triangles) if (!all.has(t.id)) bad('is cut off from the rest of the path network', t.id);
  }
  const market = of('market')[0];
  if (market) {
    const fromMarket = reach(market.id);
    for (const t of [...of('industrial'), ...ports])
      if (!fromMarket.has(t.id)) bad('cannot reach the market over printed paths', t.id);
  }

  if (m.triangles.length) {
    const sea = seaCells(m, new Set(byCell.keys()));
    for (const p of ports)
      if (!sideCells(p.row, p.col).some(([r, c]) => sea.has(cellKey(r, c))))
        bad('a port must lie on the outer coast', p.id);
    for (const [r, c] of m.lake ?? []) {
      if (byCell.has(cellKey(r, c))) bad(`lake cell holds triangle ${byCell.get(cellKey(r, c))}`, `lake ${r},${c}`);
      else if (sea.has(cellKey(r, c))) bad('lake cell is open to the sea', `lake ${r},${c}`);
    }
  }
  return out;
}
