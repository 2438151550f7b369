// Where things are drawn: triangles of a country map (unit sides, apex up when row + col is even) and
// hexes and corners of the action board (pointy-top axial coordinates). Pure functions of the board data.
import type { ActionBoardFile, CountryMap, MapTriangle } from '../../../games/the-cost/data/types.ts';

export const SQRT3 = Math.sqrt(3);

export interface Point {
  x: number;
  y: number;
}

export const isUp = (row: number, col: number) => (((row + col) % 2) + 2) % 2 === 0;

/** The three corners of triangle (row, col) for side `s`, relative to the map's top-left cell. */
export function trianglePoints(
  row: number,
  col: number,
  s: number,
  origin: { row: number; col: number },
): Point[] {
  const h = (s * SQRT3) / 2;
  const x0 = ((col - origin.col) / 2) * s;
  const y0 = (row - origin.row) * h;
  return isUp(row, col)
    ? [
        { x: x0, y: y0 + h },
        { x: x0 + s, y: y0 + h },
        { x: x0 + s / 2, y: y0 },
      ]
    : [
        { x: x0, y: y0 },
        { x: x0 + s, y: y0 },
        { x: x0 + s / 2, y: y0 + h },
      ];
}

export function centroid(points: Point[]): Point {
  return {
    x: points.reduce((a, p) => a + p.x, 0) / points.length,
    y: points.reduce((a, p) => a + p.y, 0) / points.length,
  };
}

export interface MapLayout {
  width: number;
  height: number;
  side: number;
  cells: Map<string, { tri: MapTriangle; points: Point[]; center: Point }>;
  lake: Point[][];
  /** Sides shared by two triangles without a printed path (drawn as walls). */
  walls: [Point, Point][];
  /** Printed paths, centre to centre. */
  paths: { a: string; b: string; from: Point; to: Point }[];
}

const key = (r: number, c: number) => `${r},${c}`;

/** The two corners two side-sharing triangles have in common. */
function sharedSide(p: Point[], q: Point[]): [Point, Point] | null {
  const same = (u: Point, v: Point) => Math.abs(u.x - v.x) < 1e-6 && Math.abs(u.y - v.y) < 1e-6;
  const common = p.filter((u) => q.some((v) => same(u, v)));
  return common.length === 2 ? [common[0], common[1]] : null;
}

/** Width of a map in triangle sides, so that every map can be drawn at the same scale. */
export function mapWidthInSides(map: CountryMap): number {
  const cols = map.triangles.map((t) => t.col);
  return (Math.max(...cols) - Math.min(...cols)) / 2 + 1;
}

export function layoutMap(map: CountryMap, side: number): MapLayout {
  const rows = map.triangles.map((t) => t.row);
  const cols = map.triangles.map((t) => t.col);
  const origin = { row: Math.min(...rows), col: Math.min(...cols) };
  const maxRow = Math.max(...rows);
  const maxCol = Math.max(...cols);
  const cells = new Map<string, { tri: MapTriangle; points: Point[]; center: Point }>();
  const byCell = new Map<string, MapTriangle>();
  for (const tri of map.triangles) {
    const points = trianglePoints(tri.row, tri.col, side, origin);
    cells.set(tri.id, { tri, points, center: centroid(points) });
    byCell.set(key(tri.row, tri.col), tri);
  }
  const linked = new Set(map.edges.map(([a, b]) => [a, b].sort().join('|')));
  const walls: [Point, Point][] = [];
  for (const tri of map.triangles) {
    // Each side-sharing pair once: the right neighbour, and the one below an upward triangle.
    const neighbours = [
      byCell.get(key(tri.row, tri.col + 1)),
      isUp(tri.row, tri.col) ? byCell.get(key(tri.row + 1, tri.col)) : undefined,
    ];
    for (const n of neighbours) {
      if (!n || linked.has([tri.id, n.id].sort().join('|'))) continue;
      const s = sharedSide(cells.get(tri.id)!.points, cells.get(n.id)!.points);
      if (s) walls.push(s);
    }
  }
  const paths = map.edges.flatMap(([a, b]) => {
    const ca = cells.get(a);
    const cb = cells.get(b);
    return ca && cb ? [{ a, b, from: ca.center, to: cb.center }] : [];
  });
  const lake = (map.lake ?? []).map(([r, c]) => trianglePoints(r, c, side, origin));
  return {
    width: ((maxCol - origin.col) / 2 + 1) * side,
    height: (maxRow - origin.row + 1) * ((side * SQRT3) / 2),
    side,
    cells,
    lake,
    walls,
    paths,
  };
}

/** Centre of hex (q, r) for a pointy-top hex of circumradius `size`. */
export function hexCenter(q: number, r: number, size: number): Point {
  return { x: size * SQRT3 * (q + r / 2), y: size * 1.5 * r };
}

export function hexPoints(c: Point, size: number): Point[] {
  return Array.from({ length: 6 }, (_, i) => {
    const a = (Math.PI / 180) * (60 * i - 90);
    return { x: c.x + size * Math.cos(a), y: c.y + size * Math.sin(a) };
  });
}

export interface BoardLayout {
  width: number;
  height: number;
  offset: Point;
  hexes: Map<string, Point>;
  /** Each corner is the point its three hexes share: the mean of their centres. */
  corners: Map<string, Point>;
}

export function layoutActionBoard(board: ActionBoardFile, size: number, margin = 8): BoardLayout {
  const raw = new Map(board.hexes.map((h) => [h.id, hexCenter(h.q, h.r, size)]));
  const xs = [...raw.values()].map((p) => p.x);
  const ys = [...raw.values()].map((p) => p.y);
  const w = (size * SQRT3) / 2;
  const offset = { x: -Math.min(...xs) + w + margin, y: -Math.min(...ys) + size + margin };
  const hexes = new Map([...raw].map(([id, p]) => [id, { x: p.x + offset.x, y: p.y + offset.y }]));
  const corners = new Map(
    board.corners.map((c) => {
      const ps = c.hexes.map((h) => hexes.get(h)!);
      return [c.id, centroid(ps)] as const;
    }),
  );
  return {
    width: Math.max(...xs) - Math.min(...xs) + 2 * w + 2 * margin,
    height: Math.max(...ys) - Math.min(...ys) + 2 * size + 2 * margin,
    offset,
    hexes,
    corners,
  };
}

export const pointsAttr = (ps: Point[]) => ps.map((p) => `${p.x.toFixed(2)},${p.y.toFixed(2)}`).join(' ');
