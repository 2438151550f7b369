// The class debrief: what every table together did, from the server's class report (itself the sum of
// the tables' own reports). The Cost: deaths in all, by country and by table, the bans, money against
// deaths, and who won at what cost; Industrial Waste: waste, accidents, loans and scores. Then the
// questions for the discussion, in the classroom's language.
import type {
  ClassroomResponse,
  CostClassReport,
  CostPlayerFigures,
  WasteClassReport,
  WastePlayerFigures,
} from '../../../shared/classroom.ts';
import {
  companyKey,
  CostWhoWon,
  FiguresTable,
  useCompanyColumn,
  useMoneyAndDeaths,
  useWasteFigures,
} from './FiguresTable.tsx';
import { Scatter } from './Scatter.tsx';
import { useClassTexts } from './texts.ts';

export function DebriefBody({ classroom }: { classroom: ClassroomResponse }) {
  const { c } = useClassTexts();
  const report = classroom.report;
  return (
    <div className="debrief">
      <h2>{c('debrief')}</h2>
      <p className="muted">
        {classroom.status === 'finished'
          ? c('allOver')
          : c('tablesOver', { n: report.finishedTables, total: report.tables })}
      </p>
      {report.game === 'the-cost' && 'deaths' in report && (
        <CostDebrief report={report} over={classroom.status === 'finished'} />
      )}
      {report.game === 'industrial-waste' && 'accidents' in report && <WasteDebrief report={report} />}
      <Prompts classroom={classroom} />
    </div>
  );
}

function CostDebrief({ report, over }: { report: CostClassReport; over: boolean }) {
  const { c } = useClassTexts();
  const tableLabel = (n: number) => c('table', { n });
  const company = useCompanyColumn<CostPlayerFigures>();
  const figures = useMoneyAndDeaths<CostPlayerFigures>();
  return (
    <>
      <div className="debrief-total">
        <strong data-testid="class-deaths">{report.deaths}</strong>
        <span>{c('classDeaths')}</span>
      </div>
      <div className="debrief-grid">
        <section>
          <h3>{c('deathsByCountry')}</h3>
          <table className="figures">
            <tbody>
              {report.deathsByCountry.map((x) => (
                <tr key={x.country}>
                  <th>{x.name}</th>
                  <td className="num">{x.deaths}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <h3>{c('bansList')}</h3>
          {report.bans.length === 0 ? (
            <p className="muted">{over ? c('noBansAtAll') : c('noBans')}</p>
          ) : (
            <ul className="bans">
              {report.bans.map((b, i) => (
                <li key={i}>
                  {c('banLine', { table: b.table, country: b.name, round: b.round, phase: b.phase })}
                </li>
              ))}
            </ul>
          )}
        </section>
        <section>
          <h3>{c('scatterTitle')}</h3>
          <Scatter
            players={report.players}
            title={c('scatterTitle')}
            xLabel={c('deaths')}
            yLabel={c('money')}
            tableLabel={tableLabel}
          />
          <p className="muted small-text">{c('scatterHelp')}</p>
        </section>
      </div>
      <h3>{c('whoWon')}</h3>
      <CostWhoWon report={report} bans />
      <h3>{c('perPlayer')}</h3>
      <FiguresTable
        rows={report.players}
        columns={[company, ...figures]}
        rowKey={companyKey}
        rowHead={(p) => tableLabel(p.table)}
        winner={(p) => p.winner}
        label={c('perPlayer')}
      />
    </>
  );
}

function WasteDebrief({ report }: { report: WasteClassReport }) {
  const { c } = useClassTexts();
  const tableLabel = (n: number) => c('table', { n });
  const company = useCompanyColumn<WastePlayerFigures>({ star: true });
  const figures = useWasteFigures<WastePlayerFigures>();
  return (
    <>
      <div className="debrief-totals">
        <div className="debrief-total">
          <strong data-testid="class-waste">{report.waste}</strong>
          <span>{c('classWaste')}</span>
        </div>
        <div className="debrief-total">
          <strong data-testid="class-accidents">{report.accidents}</strong>
          <span>{c('accidents')}</span>
        </div>
        <div className="debrief-total">
          <strong>{report.loans}</strong>
          <span>{c('loans')}</span>
        </div>
      </div>
      <FiguresTable
        rows={report.byTable}
        columns={[
          {
            head: c('winner'),
            cell: (tb) =>
              tb.winners.length ? tb.winners.join(', ') : <span className="muted">{c('notOver')}</span>,
          },
          { head: c('waste'), num: true, cell: (tb) => tb.waste },
          { head: c('accidents'), num: true, cell: (tb) => tb.accidents },
          { head: c('loans'), num: true, cell: (tb) => tb.loans },
        ]}
        rowKey={(tb) => tb.table}
        rowHead={(tb) => tableLabel(tb.table)}
        label={c('whoWon')}
        testId="who-won"
      />
      <h3>{c('perPlayer')}</h3>
      <FiguresTable
        rows={report.players}
        columns={[
          company,
          ...figures,
          { head: c('cash'), num: true, cell: (p) => p.cash ?? '–' },
          { head: c('score'), num: true, cell: (p) => p.score ?? '–' },
        ]}
        rowKey={companyKey}
        rowHead={(p) => tableLabel(p.table)}
        winner={(p) => p.winner}
        label={c('perPlayer')}
      />
    </>
  );
}

function Prompts({ classroom }: { classroom: ClassroomResponse }) {
  const { c } = useClassTexts();
  const l = classroom.settings.lang;
  return (
    <section className="prompts">
      <h3>{c('prompts', {}, l)}</h3>
      <ol>
        {classroom.prompts.map((p, i) => (
          <li key={i}>{p[l] ?? p.en}</li>
        ))}
      </ol>
    </section>
  );
}
