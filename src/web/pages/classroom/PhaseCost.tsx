// Phase 2 of the debrief, what it cost: for The Cost each company's deaths for every $100 it held at the
// end and its safe against unsafe work (a bar and the counts), with money against deaths as a scatter;
// for Industrial Waste each factory's waste, fines, bribes and loans beside its score.
import type {
  ClassDebrief,
  CostOfTheCost,
  CostOfWaste,
  CostPlayer,
  WasteCostPlayer,
} from '../../../shared/debrief.ts';
import { useDebriefTexts } from './debrief-texts.ts';
import {
  companyKey,
  FiguresTable,
  useCompanyColumn,
  useMoneyAndDeaths,
  useWasteFigures,
} from './FiguresTable.tsx';
import { Scatter } from './Scatter.tsx';
import { useClassTexts } from './texts.ts';

export function PhaseCost({ debrief }: { debrief: ClassDebrief }) {
  const cost = debrief.cost;
  const report = debrief.report;
  if (cost?.game === 'the-cost' && report.game === 'the-cost' && 'players' in report && 'deaths' in report)
    return <CostOfCost cost={cost} players={report.players} />;
  if (cost?.game === 'industrial-waste') return <CostOfWasteTable cost={cost} />;
  return null;
}

const per100 = (x: number | null) => (x === null ? '–' : x.toFixed(2));

/** A company's safe against unsafe work: a bar, and the counts in words. */
function SafeBar({ p }: { p: CostPlayer }) {
  const { d } = useDebriefTexts();
  const work = p.safeWork + p.unsafeWork;
  const label = work === 0 ? d('noWork') : d('safeBar', { safe: p.safeWork, unsafe: p.unsafeWork });
  return (
    <>
      <span className="safe-bar" role="img" aria-label={label}>
        {work > 0 && (
          <>
            <i className="safe" style={{ width: `${(100 * p.safeWork) / work}%` }} />
            <i className="unsafe" style={{ width: `${(100 * p.unsafeWork) / work}%` }} />
          </>
        )}
      </span>
      <span className="small-text muted"> {label}</span>
    </>
  );
}

function CostOfCost({
  cost,
  players,
}: {
  cost: CostOfTheCost;
  players: Parameters<typeof Scatter>[0]['players'];
}) {
  const { c } = useClassTexts();
  const { d } = useDebriefTexts();
  const company = useCompanyColumn<CostPlayer>({ hideKind: true });
  const figures = useMoneyAndDeaths<CostPlayer>();
  return (
    <>
      <p className="help">{d('costHelp')}</p>
      <p data-testid="class-per-100">
        {d('classPer100', { deaths: cost.deaths, money: cost.money, per100: per100(cost.deathsPer100) })}
      </p>
      <FiguresTable
        rows={cost.players}
        columns={[
          company,
          ...figures,
          { head: d('deathsPer100'), num: true, cell: (p) => per100(p.deathsPer100) },
          { head: d('safeShare'), cell: (p) => <SafeBar p={p} /> },
        ]}
        rowKey={companyKey}
        rowHead={(p) => d('tableSide', { n: p.table })}
        label={d('costShort')}
        testId="cost-table"
        scroll
      />
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
  const company = useCompanyColumn<WasteCostPlayer>({ hideKind: true });
  const figures = useWasteFigures<WasteCostPlayer>();
  return (
    <>
      <p className="help">{d('wasteCostHelp')}</p>
      <FiguresTable
        rows={cost.players}
        columns={[company, ...figures, { head: c('score'), num: true, cell: (p) => p.score ?? '–' }]}
        rowKey={companyKey}
        rowHead={(p) => d('tableSide', { n: p.table })}
        label={d('costShort')}
        testId="cost-table"
        scroll
      />
    </>
  );
}
