// Who was winning when: each seat's estimated chance to win after every move, as lines in the seats'
// colours, with the biggest swings marked; a marker (or its line in the list) shows that move's
// position in the replay. The same figures are readable as a table, whose every row shows its position too,
// so each point of the lines is reachable by keyboard and read out, not only the marked swings.
// The marks themselves take a tab stop, Enter or Space, and a finger (a wider hit area than they look).
// Where the end report draws the chart, the side column keeps only the table, so the chart is drawn once.
import type { AnalysisResponse } from '../../shared/api.ts';
import { useLang } from '../ui/i18n.ts';
import { biggestSwings } from '../../shared/swings.ts';
import { fill, REVIEW } from './texts.ts';
import './review.css';

interface Props {
  analysis: AnalysisResponse | null;
  names: string[];
  colors: string[];
  /** The move shown in the replay (null: the live position). */
  shown: number | null;
  onShow: (n: number) => void;
  /** Beside a report's own charts: the chart and the swings only (the side column has the table). */
  compact?: boolean;
  /** The report beside it draws the chart: the heading and the table only. */
  tableOnly?: boolean;
}

const W = 300;
const H = 110;
const PAD = 6;

export function WinChart({
  analysis,
  names,
  colors,
  shown,
  onShow,
  compact = false,
  tableOnly = false,
}: Props) {
  const { tx } = useLang();
  if (!analysis) return null;
  const moves = analysis.moves;
  const pending = analysis.status !== 'ready';
  const last = Math.max(1, analysis.moveCount);
  const x = (n: number) => PAD + ((W - 2 * PAD) * n) / last;
  const y = (p: number) => PAD + (H - 2 * PAD) * (1 - p);
  const seats = moves[0]?.winProbability.length ?? 0;
  const swings = biggestSwings(moves);
  const pct = (p: number) => `${Math.round(p * 100)}`;
  const signed = (d: number) => (d > 0 ? `+${d}` : `${d}`);

  return (
    <section
      className={`win-chart ${compact ? 'compact' : ''}`}
      aria-label={tx(REVIEW.chances)}
      data-testid={compact ? 'win-chart-report' : 'win-chart'}
      data-status={analysis.status}
    >
      {compact ? <h3>{tx(REVIEW.chances)}</h3> : <h2>{tx(REVIEW.chances)}</h2>}
      {pending && (
        <p className="muted" role="status" data-testid="analysing">
          {tx(REVIEW.analysing)}{' '}
          {fill(tx(REVIEW.analysingDone), { done: moves.length, total: analysis.moveCount + 1 })}
        </p>
      )}
      {moves.length > 1 && !tableOnly && (
        <svg viewBox={`0 0 ${W} ${H}`} role="group" aria-label={tx(REVIEW.chartSummary)}>
          <line x1={PAD} x2={W - PAD} y1={y(0.5)} y2={y(0.5)} className="mid" />
          {shown !== null && <line x1={x(shown)} x2={x(shown)} y1={PAD} y2={H - PAD} className="now" />}
          {Array.from({ length: seats }, (_, s) => (
            <polyline
              key={s}
              fill="none"
              stroke={colors[s] ?? '#888'}
              strokeWidth={1.6}
              points={moves.map((m) => `${x(m.n).toFixed(1)},${y(m.winProbability[s]).toFixed(1)}`).join(' ')}
            />
          ))}
          {swings.map((sw) => {
            const at = moves.find((m) => m.n === sw.n);
            if (!at) return null;
            const label = fill(tx(REVIEW.swingLine), {
              n: sw.n,
              name: names[sw.seat] ?? `#${sw.seat}`,
              delta: signed(sw.delta),
            });
            const cx = x(sw.n);
            const cy = y(at.winProbability[sw.seat]);
            return (
              <g
                key={sw.n}
                className="swing-mark"
                role="button"
                tabIndex={0}
                aria-label={label}
                data-n={sw.n}
                onClick={() => onShow(sw.n)}
                onKeyDown={(e) => {
                  if (e.key !== 'Enter' && e.key !== ' ') return;
                  e.preventDefault();
                  onShow(sw.n);
                }}
              >
                <title>{label}</title>
                {/* A finger's width around the mark, drawn clear. */}
                <circle cx={cx} cy={cy} r={11} className="swing-hit" />
                <circle cx={cx} cy={cy} r={4.5} className="swing-dot" stroke={colors[sw.seat] ?? '#888'} />
              </g>
            );
          })}
        </svg>
      )}
      {!tableOnly && (
        <ul className="chart-legend">
          {Array.from({ length: seats }, (_, s) => (
            <li key={s}>
              <span className="swatch" style={{ background: colors[s] }} aria-hidden="true" />
              {names[s] ?? `#${s}`} {moves.length > 0 && `${pct(moves[moves.length - 1].winProbability[s])}%`}
            </li>
          ))}
        </ul>
      )}
      {swings.length > 0 && !tableOnly && (
        <>
          <h3>{tx(REVIEW.swings)}</h3>
          <ul className="swings" data-testid="swings">
            {swings.map((sw) => (
              <li key={sw.n}>
                <button type="button" className="small" onClick={() => onShow(sw.n)} data-n={sw.n}>
                  {fill(tx(REVIEW.swingLine), {
                    n: sw.n,
                    name: names[sw.seat] ?? `#${sw.seat}`,
                    delta: signed(sw.delta),
                  })}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {moves.length > 0 && !compact && (
        <details>
          <summary>{tx(REVIEW.showTable)}</summary>
          <table data-testid="chances-table">
            <caption>{tx(REVIEW.tableCaption)}</caption>
            <thead>
              <tr>
                <th scope="col">{tx(REVIEW.move)}</th>
                {Array.from({ length: seats }, (_, s) => (
                  <th key={s} scope="col">
                    {names[s] ?? `#${s}`}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {moves.map((m) => (
                <tr key={m.n} className={shown === m.n ? 'shown' : undefined}>
                  <th scope="row">
                    {/* Every point of the lines, reachable by keyboard: the row's move opens its position. */}
                    <button
                      type="button"
                      className="row-move"
                      onClick={() => onShow(m.n)}
                      aria-label={fill(tx(REVIEW.showMove), { n: m.n })}
                      aria-current={shown === m.n ? 'step' : undefined}
                      data-n={m.n}
                    >
                      {m.n}
                    </button>
                  </th>
                  {m.winProbability.map((p, s) => (
                    <td key={s}>{pct(p)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      )}
    </section>
  );
}
