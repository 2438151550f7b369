// Phase 2 of the debrief, what it cost: for The Cost each company's deaths for every $100 it held at the
// end and its safe against unsafe work (a bar and the counts), with money against deaths as a scatter;
// for Industrial Waste each factory's waste, fines, bribes and loans beside its score.
import type { ClassDebrief, CostOfTheCost, CostOfWaste } from '../../../shared/debrief.ts';
import { useDebriefTexts } from './debrief-texts.ts';
import { Scatter } from './Scatter.tsx';
import { useClassTexts } from './texts.ts';
import { scrollsSideways } from './scrolls-sideways.ts';

export function PhaseCost({ debrief }: { debrief: ClassDebrief }) {
  const cost = debrief.cost;
  const report = debrief.report;
  if (cost?.game === 'the-cost' && report.game === 'the-cost' && 'players' in report && 'deaths' in report)
    return <CostOfCost cost={cost} players={report.players} />;
  if (cost?.game === 'industrial-waste') return <CostOfWasteTable cost={cost} />;
  return null;
}

const per100 = (x: number | null) => (x === null ? '–' : x.toFixed(2));

function CostOfCost({
  cost,
  players,
}: {
  cost: CostOfTheCost;
  players: Parameters<typeof Scatter>[0]['players'];
}) {
  const { c } = useClassTexts();
  const { d } = useDebriefTexts();
  return (
    <>
      <p className="help">{d('costHelp')}</p>
      <p data-testid="class-per-100">
        {d('classPer100', { deaths: cost.deaths, money: cost.money, per100: per100(cost.deathsPer100) })}
      </p>
      <div className="scroll-x">
        <table className="figures wide" data-testid="cost-table" {...scrollsSideways(d('costShort'))}>
          <thead>
            <tr>
              <th />
              <th>{c('company')}</th>
              <th className="num">{c('money')}</th>
              <th className="num">{c('deaths')}</th>
              <th className="num">{d('deathsPer100')}</th>
              <th>{d('safeShare')}</th>
            </tr>
          </thead>
          <tbody>
            {cost.players.map((p) => {
              const work = p.safeWork + p.unsafeWork;
              const label =
                work === 0 ? d('noWork') : d('safeBar', { safe: p.safeWork, unsafe: p.unsafeWork });
              return (
                <tr key={`${p.table}:${p.seat}`}>
                  <th>{d('tableSide', { n: p.table })}</th>
                  <td>
                    {p.name}{' '}
                    <span className="muted kind">({p.kind === 'bot' ? c('botKind') : c('student')})</span>
                  </td>
                  <td className="num">${p.money}</td>
                  <td className="num">{p.deaths}</td>
                  <td className="num">{per100(p.deathsPer100)}</td>
                  <td>
                    <span className="safe-bar" role="img" aria-label={label}>
                      {work > 0 && (
                        <>
                          <i className="safe" style={{ width: `${(100 * p.safeWork) / work}%` }} />
                          <i className="unsafe" style={{ width: `${(100 * p.unsafeWork) / work}%` }} />
                        </>
                      )}
                    </span>
                    <span className="small-text muted"> {label}</span>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <h3>{c('scatterTitle')}</h3>
      <div className="cost-scatter">
        <Scatter
          players={players}
          title={c('scatterTitle')}
          xLabel={c('deaths')}
          yLabel={c('money')}
          tableLabel={(n) => c('table', { n })}
        />
      </div>
      <p className="muted small-text">{c('scatterHelp')}</p>
    </>
  );
}

function CostOfWasteTable({ cost }: { cost: CostOfWaste }) {
  const { c } = useClassTexts();
  const { d } = useDebriefTexts();
  return (
    <>
      <p className="help">{d('wasteCostHelp')}</p>
      <div className="scroll-x">
        <table className="figures wide" data-testid="cost-table" {...scrollsSideways(d('costShort'))}>
          <thead>
            <tr>
              <th />
              <th>{c('company')}</th>
              <th className="num">{c('waste')}</th>
              <th className="num">{c('fines')}</th>
              <th className="num">{c('bribes')}</th>
              <th className="num">{c('loans')}</th>
              <th className="num">{c('score')}</th>
            </tr>
          </thead>
          <tbody>
            {cost.players.map((p) => (
              <tr key={`${p.table}:${p.seat}`}>
                <th>{d('tableSide', { n: p.table })}</th>
                <td>
                  {p.name}{' '}
                  <span className="muted kind">({p.kind === 'bot' ? c('botKind') : c('student')})</span>
                </td>
                <td className="num">{p.waste}</td>
                <td className="num">{p.fines}</td>
                <td className="num">{p.bribes}</td>
                <td className="num">{p.loans}</td>
                <td className="num">{p.score ?? '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
