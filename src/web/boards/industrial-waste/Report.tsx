// The end of an Industrial Waste game: every company's score, part by part (growth, the three innovation
// tracks, half the cash, loans), as a table and as stacked bars.
import type { IwBoard } from '../../../games/industrial-waste/board.ts';
import type { IwView, ScoreView } from '../../../games/industrial-waste/view.ts';
import type { ReportProps } from '../types.ts';
import { numberIn, useLang } from '../../ui/i18n.ts';
import { seatName } from '../../play/turn.ts';
import { IW_COLORS } from './colors.ts';
import { CompanyMat } from './CompanyMat.tsx';
import { IW, TRACK_NAMES } from './texts.ts';

type Part = 'growth' | 'rationalization' | 'rawMaterials' | 'wasteReduction' | 'halfCash' | 'loans';

const PARTS: { key: Part; color: string; label: { en: string; it: string } }[] = [
  { key: 'growth', color: '#2e8b57', label: IW.growth },
  { key: 'rationalization', color: '#1b6a87', label: TRACK_NAMES.rationalization },
  { key: 'rawMaterials', color: '#8a5a3c', label: TRACK_NAMES['raw-materials'] },
  { key: 'wasteReduction', color: '#7b5ea7', label: TRACK_NAMES['waste-reduction'] },
  { key: 'halfCash', color: '#c49a00', label: { en: 'Half the cash', it: 'Metà della cassa' } },
  { key: 'loans', color: '#c62828', label: IW.loans },
];

function scoresOf(view: IwView | null, details: unknown): ScoreView[] {
  if (view?.final?.length) return view.final;
  const d = details as { scores?: ScoreView[] } | null;
  return d?.scores ?? [];
}

export function IwReport({ snapshot, view: raw, board }: ReportProps) {
  const { tx, t, lang } = useLang();
  const num = (n: number) => numberIn(n, lang);
  const view = raw as IwView | null;
  const data = board as IwBoard | null;
  const rows = scoresOf(view, snapshot.outcome?.details);
  if (rows.length === 0) return null;
  const ranked = [...rows].sort((a, b) => b.total - a.total || b.cash - a.cash);
  const max = Math.max(
    ...rows.map((r) => PARTS.filter((p) => p.key !== 'loans').reduce((s, p) => s + r[p.key], 0)),
    1,
  );
  const minLoans = Math.min(...rows.map((r) => r.loans), 0);
  const W = 560;
  const zero = (-minLoans / (max - minLoans)) * W;
  const scale = W / (max - minLoans);
  return (
    // A region of its own that takes a tab stop: on a narrow screen its table scrolls sideways, and a
    // keyboard must be able to scroll it too.
    <div className="report iw-report" role="region" aria-label={t('endReport')} tabIndex={0}>
      <h2>{t('endReport')}</h2>
      <p className="muted">{tx(IW.formula)}</p>
      <table className="scores breakdown">
        <thead>
          <tr>
            <th>{t('rank')}</th>
            <th>{t('players')}</th>
            {PARTS.map((p) => (
              <th key={p.key} className="num">
                <span className="swatch" style={{ background: p.color }} /> {tx(p.label)}
              </th>
            ))}
            <th className="num">{t('total')}</th>
          </tr>
        </thead>
        <tbody>
          {ranked.map((r, i) => (
            <tr key={r.seat} className={r.winner ? 'winner' : ''} data-testid="iw-score-row">
              <td>{r.winner ? '★' : i + 1}</td>
              <td>
                <span className="swatch" style={{ background: IW_COLORS[r.seat] }} />{' '}
                {seatName(snapshot, r.seat, lang)}
              </td>
              {PARTS.map((p) => (
                <td key={p.key} className="num">
                  {p.key === 'halfCash' ? `${num(r.halfCash)} (${r.cash} M)` : num(r[p.key])}
                </td>
              ))}
              <td className="num total">{num(r.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <svg
        className="score-bars"
        viewBox={`-130 0 ${W + 200} ${ranked.length * 40 + 10}`}
        role="img"
        aria-label={t('score')}
      >
        {ranked.map((r, i) => {
          let x = zero;
          const y = 6 + i * 40;
          return (
            <g key={r.seat}>
              <text x={-8} y={y + 20} textAnchor="end" className="bar-name">
                {seatName(snapshot, r.seat, lang)}
              </text>
              {r.loans < 0 && (
                <rect
                  x={zero + r.loans * scale}
                  y={y + 4}
                  width={-r.loans * scale}
                  height={24}
                  fill="#c62828"
                >
                  <title>{`${tx(IW.loans)}: ${num(r.loans)}`}</title>
                </rect>
              )}
              {PARTS.filter((p) => p.key !== 'loans').map((p) => {
                const w = r[p.key] * scale;
                const rect = (
                  <rect key={p.key} x={x} y={y + 4} width={w} height={24} fill={p.color}>
                    <title>{`${tx(p.label)}: ${num(r[p.key])}`}</title>
                  </rect>
                );
                x += w;
                return rect;
              })}
              <text x={x + 6} y={y + 21} className="bar-total">
                {num(r.total)}
              </text>
            </g>
          );
        })}
        <line x1={zero} x2={zero} y1={0} y2={ranked.length * 40 + 10} stroke="#1f2d36" />
      </svg>
      {view?.seats && data && (
        <>
          <h3>{tx(IW.finalCompanies)}</h3>
          <div className={`iw-mats n${view.players}`}>
            {ranked.map((r) => (
              <CompanyMat
                key={r.seat}
                board={data}
                seat={view.seats[r.seat]}
                name={seatName(snapshot, r.seat, lang)}
                color={IW_COLORS[r.seat]}
                isMe={false}
                isStart={false}
                isDealer={false}
                toAct={false}
                playing={false}
                interaction={null}
              />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
