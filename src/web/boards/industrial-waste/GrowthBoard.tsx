// The main board: growth columns (14..20: cash per order and end points) by co-worker rows (5..1: staff
// needed and basic cost per round), with every company's factory.
import { ownerMarks } from '../../play/owner-marks.ts';
import type { IwBoard } from '../../../games/industrial-waste/board.ts';
import type { SeatView } from '../../../games/industrial-waste/view.ts';
import { useLang } from '../../ui/i18n.ts';
import { IW } from './texts.ts';

const CW = 58;
const CH = 40;
const LEFT = 62;
const TOP = 40;

interface Props {
  /** The printed board's columns and rows, from the server's board data. */
  board: IwBoard;
  seats: SeatView[];
  colors: string[];
  names: string[];
}

function Factory({
  x,
  y,
  color,
  label,
  mark,
}: {
  x: number;
  y: number;
  color: string;
  label: string;
  mark: string;
}) {
  return (
    <g transform={`translate(${x} ${y})`} className="appear">
      <title>{label}</title>
      <path
        d="M-10 8 V-3 L-5 -7 V-3 L0 -7 V-3 L5 -7 V-10 H9 V8 Z"
        fill={color}
        stroke="#1f2d36"
        strokeWidth="1.2"
      />
      {/* The owner's letter: ownership is never told by colour alone. */}
      <rect x={-6} y={-2} width={11} height={10} rx={2} fill="#fffdf8" />
      <text x={-0.5} y={6.5} textAnchor="middle" className="iw-owner-mark">
        {mark}
      </text>
    </g>
  );
}

export function GrowthBoard({ board, seats, colors, names }: Props) {
  const { tx } = useLang();
  const GROWTH = board.growth;
  const marks = ownerMarks(names);
  const COWORKERS = board.coworkers;
  const width = LEFT + CW * GROWTH.length + 8;
  const height = TOP + CH * COWORKERS.length + 8;
  const byCell = new Map<string, SeatView[]>();
  for (const s of seats) {
    const k = `${s.growth}:${s.coworkers}`;
    byCell.set(k, [...(byCell.get(k) ?? []), s]);
  }
  const offsets = [
    [-12, -8],
    [12, -8],
    [-12, 10],
    [12, 10],
  ];
  return (
    <svg className="iw-growth" viewBox={`0 0 ${width} ${height}`} role="img" aria-label={tx(IW.growth)}>
      <text x={LEFT + (CW * GROWTH.length) / 2} y={13} className="axis-title" textAnchor="middle">
        {tx(IW.growth)} →
      </text>
      <text
        x={14}
        y={TOP + (CH * COWORKERS.length) / 2}
        className="axis-title"
        textAnchor="middle"
        transform={`rotate(-90 14 ${TOP + (CH * COWORKERS.length) / 2})`}
      >
        {tx(IW.coworkers)}
      </text>
      {GROWTH.map((g, c) => (
        <text key={g} x={LEFT + c * CW + CW / 2} y={TOP - 8} textAnchor="middle" className="axis-value">
          {g}
        </text>
      ))}
      {COWORKERS.map((w, r) => (
        <text key={w} x={LEFT - 8} y={TOP + r * CH + CH / 2 + 5} textAnchor="end" className="axis-value">
          {w}
        </text>
      ))}
      {COWORKERS.map((w, r) =>
        GROWTH.map((g, c) => (
          <rect
            key={`${g}:${w}`}
            x={LEFT + c * CW}
            y={TOP + r * CH}
            width={CW}
            height={CH}
            className={`cell ${c === GROWTH.length - 1 ? 'goal' : ''} ${(r + c) % 2 ? 'odd' : ''}`}
          />
        )),
      )}
      {[...byCell.entries()].flatMap(([k, list]) => {
        const [g, w] = k.split(':').map(Number);
        const c = GROWTH.indexOf(g);
        const r = COWORKERS.indexOf(w);
        if (c < 0 || r < 0) return [];
        return list.map((s, i) => {
          const [dx, dy] = list.length === 1 ? [0, 0] : offsets[i % 4];
          return (
            <Factory
              key={`${s.seat}-${k}`}
              x={LEFT + c * CW + CW / 2 + dx}
              y={TOP + r * CH + CH / 2 + dy}
              color={colors[s.seat]}
              mark={marks[s.seat]}
              label={`${names[s.seat]}: ${g} / ${w}`}
            />
          );
        });
      })}
    </svg>
  );
}
