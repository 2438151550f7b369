// Money against deaths, one dot per company at every table: the picture of the debrief's question "who
// won, and what did it cost". Drawn in SVG so that it prints sharp.
import type { CostPlayerFigures } from '../../../shared/classroom.ts';

const W = 520;
const H = 300;
const PAD = { left: 56, right: 16, top: 14, bottom: 40 };
/** One colour per table, readable in print. */
export const TABLE_COLORS = [
  '#1f77b4',
  '#d62728',
  '#2ca02c',
  '#9467bd',
  '#ff7f0e',
  '#8c564b',
  '#e377c2',
  '#17becf',
  '#7f7f7f',
  '#bcbd22',
  '#393b79',
  '#637939',
];

/** A whole-number axis from 0 with about `count` steps of 1, 2 or 5 × 10^n, ending on a tick at or past `max`. */
function axis(max: number, count = 5): number[] {
  const raw = Math.max(1, max / count);
  const p = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * p).find((x) => x >= raw) ?? raw;
  const end = Math.max(step, Math.ceil(max / step) * step);
  return Array.from({ length: Math.round(end / step) + 1 }, (_, i) => i * step);
}

export function Scatter({
  players,
  title,
  xLabel,
  yLabel,
  tableLabel,
}: {
  players: CostPlayerFigures[];
  title: string;
  xLabel: string;
  yLabel: string;
  tableLabel: (n: number) => string;
}) {
  // Axes end on a tick, so that the highest dot sits inside the grid.
  const xTicks = axis(Math.max(...players.map((p) => p.deaths), 1));
  const minY = Math.min(0, ...players.map((p) => p.money));
  const yTicks = axis(Math.max(...players.map((p) => p.money), 1) - minY);
  const maxX = xTicks[xTicks.length - 1];
  const maxY = minY + yTicks[yTicks.length - 1];
  const x = (v: number) => PAD.left + (v / maxX) * (W - PAD.left - PAD.right);
  const y = (v: number) => H - PAD.bottom - ((v - minY) / (maxY - minY || 1)) * (H - PAD.top - PAD.bottom);
  const tables = [...new Set(players.map((p) => p.table))];
  return (
    <figure className="scatter">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={title} data-testid="scatter">
        <title>{title}</title>
        {xTicks.map((v) => (
          <g key={`x${v}`}>
            <line x1={x(v)} x2={x(v)} y1={PAD.top} y2={H - PAD.bottom} className="grid" />
            <text x={x(v)} y={H - PAD.bottom + 14} textAnchor="middle">
              {v}
            </text>
          </g>
        ))}
        {yTicks.map((v) => (
          <g key={`y${v}`}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(v + minY)} y2={y(v + minY)} className="grid" />
            <text x={PAD.left - 6} y={y(v + minY) + 4} textAnchor="end">
              ${v + minY}
            </text>
          </g>
        ))}
        <text x={(W + PAD.left) / 2} y={H - 6} textAnchor="middle" className="axis-label">
          {xLabel}
        </text>
        <text
          x={12}
          y={(H - PAD.bottom) / 2}
          textAnchor="middle"
          className="axis-label"
          transform={`rotate(-90 12 ${(H - PAD.bottom) / 2})`}
        >
          {yLabel}
        </text>
        {players.map((p) => (
          <g key={`${p.table}:${p.seat}`} data-point={`${p.table}:${p.seat}`}>
            <circle
              cx={x(p.deaths)}
              cy={y(p.money)}
              r={5}
              fill={TABLE_COLORS[(p.table - 1) % TABLE_COLORS.length]}
              opacity={0.85}
            >
              <title>{`${tableLabel(p.table)} · ${p.name}: $${p.money}, ${p.deaths} †`}</title>
            </circle>
            {p.winner && (
              <circle cx={x(p.deaths)} cy={y(p.money)} r={9} fill="none" stroke="#222" strokeWidth={1.5} />
            )}
          </g>
        ))}
      </svg>
      <figcaption className="legend">
        {tables.map((n) => (
          <span key={n}>
            <i style={{ background: TABLE_COLORS[(n - 1) % TABLE_COLORS.length] }} /> {tableLabel(n)}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
