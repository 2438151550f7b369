// Small SVG charts for the end-of-game reports: lines over time and stacked bars. Axis, grid and labels
// included; values in tooltips.
export interface Series {
  name: string;
  color: string;
  /** null: no value there (not reached). */
  values: (number | null)[];
}

interface LineProps {
  series: Series[];
  /** Label of each x position. */
  xLabels: string[];
  /** Labels shown under groups of x positions (e.g. rounds), with the index they start at. */
  groups?: { label: string; from: number; to: number }[];
  unit?: string;
  height?: number;
  title: string;
}

/** A round top for an axis and the step between its ticks (whole numbers, at most about 5 ticks). */
function axis(v: number): { max: number; ticks: number[] } {
  const raw = Math.max(1, v);
  const p = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((k) => k * p).find((s) => raw / s <= 5) ?? 10 * p;
  const max = Math.ceil(raw / step) * step;
  return { max, ticks: Array.from({ length: max / step + 1 }, (_, i) => i * step) };
}

export function LineChart({ series, xLabels, groups = [], unit = '', height = 220, title }: LineProps) {
  const W = 620;
  const H = height;
  const L = 44;
  const B = groups.length ? 40 : 24;
  const T = 10;
  const R = 110;
  const all = series.flatMap((s) => s.values.filter((v): v is number => v !== null));
  const { max, ticks } = axis(Math.max(0, ...all));
  const n = Math.max(1, xLabels.length - 1);
  const x = (i: number) => L + ((W - L - R) * i) / n;
  const y = (v: number) => T + (H - T - B) * (1 - v / max);
  return (
    <svg className="chart" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={title}>
      {ticks.map((v) => (
        <g key={v}>
          <line x1={L} x2={W - R} y1={y(v)} y2={y(v)} className="chart-grid" />
          <text x={L - 6} y={y(v) + 4} textAnchor="end" className="chart-tick">
            {unit}
            {v}
          </text>
        </g>
      ))}
      {xLabels.map((label, i) => (
        <text key={i} x={x(i)} y={H - B + 14} textAnchor="middle" className="chart-tick">
          {label}
        </text>
      ))}
      {groups.map((g) => (
        <g key={g.label}>
          <text x={(x(g.from) + x(g.to)) / 2} y={H - 6} textAnchor="middle" className="chart-group">
            {g.label}
          </text>
          <line x1={x(g.from)} x2={x(g.to)} y1={H - B + 20} y2={H - B + 20} className="chart-group-line" />
        </g>
      ))}
      {series.map((s) => {
        const pts = s.values.flatMap((v, i) => (v === null ? [] : [`${x(i)},${y(v)}`]));
        const last = [...s.values.entries()].reverse().find(([, v]) => v !== null);
        return (
          <g key={s.name}>
            <polyline
              points={pts.join(' ')}
              fill="none"
              stroke={s.color}
              strokeWidth={2.5}
              strokeLinejoin="round"
            />
            {s.values.map((v, i) =>
              v === null ? null : (
                <circle key={i} cx={x(i)} cy={y(v)} r={3} fill={s.color}>
                  <title>{`${s.name} · ${xLabels[i]}: ${unit}${v}`}</title>
                </circle>
              ),
            )}
            {last && (
              <text x={x(last[0]) + 8} y={y(last[1] as number) + 4} className="chart-end" fill={s.color}>
                {s.name} {unit}
                {last[1]}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}

interface BarsProps {
  /** One bar per category, stacked by series (same order as `series`). */
  categories: string[];
  series: { name: string; color: string; values: number[] }[];
  title: string;
  height?: number;
}

export function StackedBars({ categories, series, title, height = 200 }: BarsProps) {
  const W = 620;
  const H = height;
  const L = 36;
  const B = 26;
  const T = 10;
  const R = 10;
  const totals = categories.map((_, i) => series.reduce((a, s) => a + (s.values[i] ?? 0), 0));
  const { max, ticks } = axis(Math.max(0, ...totals));
  const slot = (W - L - R) / Math.max(1, categories.length);
  const bw = Math.min(56, slot * 0.6);
  const y = (v: number) => T + (H - T - B) * (1 - v / max);
  return (
    <svg className="chart" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={title}>
      {ticks.map((v) => (
        <g key={v}>
          <line x1={L} x2={W - R} y1={y(v)} y2={y(v)} className="chart-grid" />
          <text x={L - 6} y={y(v) + 4} textAnchor="end" className="chart-tick">
            {v}
          </text>
        </g>
      ))}
      {categories.map((c, i) => {
        let acc = 0;
        const cx = L + slot * i + slot / 2;
        return (
          <g key={c}>
            {series.map((s) => {
              const v = s.values[i] ?? 0;
              if (v <= 0) return null;
              const top = y(acc + v);
              const rect = (
                <rect key={s.name} x={cx - bw / 2} y={top} width={bw} height={y(acc) - top} fill={s.color}>
                  <title>{`${c} · ${s.name}: ${v}`}</title>
                </rect>
              );
              acc += v;
              return rect;
            })}
            {totals[i] > 0 && (
              <text x={cx} y={y(totals[i]) - 4} textAnchor="middle" className="chart-total">
                {totals[i]}
              </text>
            )}
            <text x={cx} y={H - 8} textAnchor="middle" className="chart-tick">
              {c}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
