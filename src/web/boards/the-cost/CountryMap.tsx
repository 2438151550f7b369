// A country map in SVG, drawn from the map data: triangles by kind, printed paths (and the walls where
// neighbours have none), site markers with their climate cube, everything built in its owner's colour
// (national markers grey), dice, and the route of a delivery being considered.
import { ownerMarks } from '../../play/owner-marks.ts';
import { useMemo } from 'react';
import type { CountryMap as MapData } from '../../../games/the-cost/data/types.ts';
import type { CountryView } from '../../../games/the-cost/view.ts';
import type { Interaction } from '../types.ts';
import { useLang } from '../../ui/i18n.ts';
import { layoutMap, pointsAttr, type Point } from './geometry.ts';
import {
  CUBE,
  DieGlyph,
  MarketGlyph,
  MillGlyph,
  MineGlyph,
  NATIONAL,
  PortGlyph,
  RailGlyph,
} from './glyphs.tsx';
import { TC } from './texts.ts';
import { blockedClass, targetTitle } from '../target.ts';

export interface Route {
  /** Triangle ids in this country, in order. */
  path: string[];
  /** Seat colour of the mover. */
  color: string;
}

interface Props {
  map: MapData;
  /** What stands on the map (an empty map for a country not in play yet). */
  country: Pick<CountryView, 'id' | 'name' | 'built' | 'sites' | 'dice'>;
  colors: string[];
  /** Seat names, for the tooltips and the owner's letter on every piece (seat numbers without them). */
  names?: string[];
  interaction: Interaction | null;
  routes: Route[];
  /** Width of the widest map in play, in triangle sides: every map is drawn at the same scale. */
  widest?: number;
  side?: number;
}

const FILL = { rail: '#efe5cf', industrial: '#dccaa4', port: '#cde2f0', market: '#f4df97' } as const;

function inset(points: Point[], c: Point, k: number): Point[] {
  return points.map((p) => ({ x: c.x + (p.x - c.x) * k, y: c.y + (p.y - c.y) * k }));
}

export function CountryMap({
  map,
  country,
  colors,
  names = [],
  interaction,
  routes,
  widest,
  side = 62,
}: Props) {
  const { tx } = useLang();
  const layout = useMemo(() => layoutMap(map, side), [map, side]);
  const pad = 6;
  const ownerColor = (owner: number | 'national') => (owner === 'national' ? NATIONAL : colors[owner]);
  const marks = ownerMarks(names);
  const scale = side * 0.36;
  const cells = [...layout.cells.values()];
  return (
    <svg
      className="tc-map"
      style={widest ? { width: `${(100 * layout.width) / (widest * side)}%` } : undefined}
      viewBox={`${-pad} ${-pad} ${layout.width + 2 * pad} ${layout.height + 2 * pad}`}
      // A group, not an image: its pieces are buttons when a move can pick them, and an image's
      // content is not read out.
      role="group"
      aria-label={country.name}
    >
      {layout.lake.map((pts, i) => (
        <polygon key={`lake${i}`} points={pointsAttr(pts)} className="tc-lake" />
      ))}
      {cells.map(({ tri, points }) => (
        <polygon key={tri.id} points={pointsAttr(points)} fill={FILL[tri.kind]} className="tc-tri" />
      ))}
      {layout.paths.map((p) => (
        <line key={`${p.a}-${p.b}`} x1={p.from.x} y1={p.from.y} x2={p.to.x} y2={p.to.y} className="tc-path" />
      ))}
      {layout.walls.map(([a, b], i) => (
        <line key={`w${i}`} x1={a.x} y1={a.y} x2={b.x} y2={b.y} className="tc-wall" />
      ))}
      {cells.map(({ tri, points, center }) => {
        const built = country.built[tri.id];
        const cube = country.sites[tri.id];
        const die = country.dice[tri.id];
        const up = points[2].y < points[0].y;
        // The label goes in the wide part of the triangle, the piece in the middle.
        const labelY = up ? center.y + side * 0.2 : center.y - side * 0.13;
        const pieceY = center.y + (up ? 2 : -2);
        return (
          <g key={`c${tri.id}`}>
            {tri.kind === 'market' && !built && <MarketGlyph x={center.x} y={pieceY} scale={scale} />}
            {tri.kind === 'port' && !built && (
              <g opacity={0.35}>
                <PortGlyph x={center.x} y={pieceY} scale={scale * 0.8} color="#5b8db8" />
              </g>
            )}
            {tri.kind === 'industrial' && cube && (
              <g className="appear-site">
                <circle
                  cx={center.x}
                  cy={pieceY}
                  r={scale * 0.42}
                  fill="#fffaf0"
                  stroke="#5b4636"
                  strokeWidth={1.2}
                />
                <text x={center.x} y={pieceY + scale * 0.17} textAnchor="middle" className="tc-site-no">
                  {tri.site}
                </text>
                <rect
                  x={center.x + scale * 0.3}
                  y={pieceY - scale * 0.62}
                  width={scale * 0.34}
                  height={scale * 0.34}
                  fill={CUBE[cube]}
                  stroke="#1f2d36"
                  strokeWidth={0.8}
                />
              </g>
            )}
            {built && (
              <g key={`${built.type}-${String(built.owner)}`} className="appear">
                <title>{`${tx(TC[built.type])} · ${built.owner === 'national' ? tx(TC.national) : (names[built.owner] ?? '')}`}</title>
                {built.type === 'mine' && (
                  <MineGlyph x={center.x} y={pieceY} scale={scale} color={ownerColor(built.owner)} />
                )}
                {built.type === 'mill' && (
                  <MillGlyph x={center.x} y={pieceY} scale={scale} color={ownerColor(built.owner)} />
                )}
                {built.type === 'rail' && (
                  <RailGlyph x={center.x} y={pieceY} scale={scale * 0.85} color={ownerColor(built.owner)} />
                )}
                {built.type === 'port' && (
                  <PortGlyph x={center.x} y={pieceY} scale={scale * 0.9} color={ownerColor(built.owner)} />
                )}
                {built.owner !== 'national' && (
                  <g className="tc-owner-mark" aria-hidden="true">
                    <circle cx={center.x - scale * 0.55} cy={pieceY - scale * 0.45} r={scale * 0.3} />
                    <text
                      x={center.x - scale * 0.55}
                      y={pieceY - scale * 0.45 + scale * 0.16}
                      textAnchor="middle"
                      fontSize={scale * 0.42}
                    >
                      {marks[built.owner] ?? built.owner + 1}
                    </text>
                  </g>
                )}
              </g>
            )}
            {die && (
              <g key={`d${die.color}${die.value}`} className="appear">
                <DieGlyph
                  x={center.x + (up ? side * 0.17 : side * 0.15)}
                  y={pieceY + (up ? side * 0.08 : -side * 0.1)}
                  scale={scale * 0.7}
                  value={die.value}
                  color={die.color}
                />
              </g>
            )}
            <text
              x={center.x - (built || cube ? side * 0.17 : 0)}
              y={labelY}
              textAnchor="middle"
              className="tc-tri-id"
            >
              {tri.id}
            </text>
          </g>
        );
      })}
      {routes.map((r, i) => {
        const pts = r.path.map((id) => layout.cells.get(id)?.center).filter((p): p is Point => !!p);
        if (pts.length < 1) return null;
        return (
          <g key={`route${i}`} className="tc-route">
            <polyline
              points={pointsAttr(pts)}
              stroke="#fff"
              strokeWidth={9}
              fill="none"
              strokeLinejoin="round"
              strokeLinecap="round"
              opacity={0.9}
            />
            <polyline
              points={pointsAttr(pts)}
              stroke={r.color}
              strokeWidth={5}
              fill="none"
              strokeLinejoin="round"
              strokeLinecap="round"
              className="tc-route-line"
            />
            <circle cx={pts[0].x} cy={pts[0].y} r={6} fill={r.color} stroke="#fff" strokeWidth={2} />
            <circle
              cx={pts[pts.length - 1].x}
              cy={pts[pts.length - 1].y}
              r={8}
              fill="#fff"
              stroke={r.color}
              strokeWidth={4}
            />
          </g>
        );
      })}
      {cells.map(({ tri, points, center }) => {
        const targetId = `tri:${country.id}:${tri.id}`;
        const choice = interaction?.targets.get(targetId);
        const selected = interaction?.selected.has(targetId);
        if (!choice && !selected) return null;
        const ring = inset(points, center, 0.84);
        if (!choice)
          return <polygon key={`s${tri.id}`} points={pointsAttr(ring)} className="selected-ring" />;
        return (
          <g
            key={`t${tri.id}`}
            className={`target ${blockedClass(choice)}`}
            data-target={targetId}
            role="button"
            tabIndex={0}
            aria-label={`${country.name} ${tri.id}: ${targetTitle(choice, tx)}`}
            onClick={() => interaction?.pick(choice)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' || e.key === ' ') {
                e.preventDefault();
                interaction?.pick(choice);
              }
            }}
          >
            <title>{targetTitle(choice, tx)}</title>
            <polygon points={pointsAttr(ring)} className="target-ring" />
          </g>
        );
      })}
    </svg>
  );
}
