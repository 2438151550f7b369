// The class debrief: what every table together did, from the server's class report (itself the sum of
// the tables' own reports). The Cost: deaths in all, by country and by table, the bans, money against
// deaths, and who won at what cost; Industrial Waste: waste, accidents, loans and scores. Then the
// questions for the discussion, in the classroom's language.
import type { ClassroomResponse, CostClassReport, WasteClassReport } from '../../../shared/classroom.ts';
import { Scatter } from './Scatter.tsx';
import { useClassTexts } from './texts.ts';
import { scrollsSideways } from './scrolls-sideways.ts';

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
      <table className="figures wide" data-testid="who-won" {...scrollsSideways(c('whoWon'))}>
        <thead>
          <tr>
            <th />
            <th>{c('winner')}</th>
            <th className="num">{c('money')}</th>
            <th className="num">{c('winnerDeaths')}</th>
            <th className="num">{c('tableDeaths')}</th>
            <th className="num">{c('bans')}</th>
          </tr>
        </thead>
        <tbody>
          {report.byTable.map((tb) => {
            const winners = report.players.filter((p) => p.table === tb.table && p.winner);
            return (
              <tr key={tb.table}>
                <th>{tableLabel(tb.table)}</th>
                <td>
                  {winners.length ? (
                    winners.map((w) => w.name).join(', ')
                  ) : (
                    <span className="muted">{c('notOver')}</span>
                  )}
                </td>
                <td className="num">{winners.map((w) => `$${w.money}`).join(', ')}</td>
                <td className="num">{winners.map((w) => w.deaths).join(', ')}</td>
                <td className="num">{tb.deaths}</td>
                <td className="num">{tb.bans}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <h3>{c('perPlayer')}</h3>
      <table className="figures wide" {...scrollsSideways(c('perPlayer'))}>
        <thead>
          <tr>
            <th />
            <th>{c('company')}</th>
            <th className="num">{c('money')}</th>
            <th className="num">{c('deaths')}</th>
          </tr>
        </thead>
        <tbody>
          {report.players.map((p) => (
            <tr key={`${p.table}:${p.seat}`} className={p.winner ? 'winner' : ''}>
              <th>{tableLabel(p.table)}</th>
              <td>
                {p.name} <span className="muted">({p.kind === 'bot' ? c('botKind') : c('student')})</span>
              </td>
              <td className="num">${p.money}</td>
              <td className="num">{p.deaths}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

function WasteDebrief({ report }: { report: WasteClassReport }) {
  const { c } = useClassTexts();
  const tableLabel = (n: number) => c('table', { n });
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
      <table className="figures wide" data-testid="who-won" {...scrollsSideways(c('whoWon'))}>
        <thead>
          <tr>
            <th />
            <th>{c('winner')}</th>
            <th className="num">{c('waste')}</th>
            <th className="num">{c('accidents')}</th>
            <th className="num">{c('loans')}</th>
          </tr>
        </thead>
        <tbody>
          {report.byTable.map((tb) => (
            <tr key={tb.table}>
              <th>{tableLabel(tb.table)}</th>
              <td>
                {tb.winners.length ? tb.winners.join(', ') : <span className="muted">{c('notOver')}</span>}
              </td>
              <td className="num">{tb.waste}</td>
              <td className="num">{tb.accidents}</td>
              <td className="num">{tb.loans}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3>{c('perPlayer')}</h3>
      <table className="figures wide" {...scrollsSideways(c('perPlayer'))}>
        <thead>
          <tr>
            <th />
            <th>{c('company')}</th>
            <th className="num">{c('waste')}</th>
            <th className="num">{c('fines')}</th>
            <th className="num">{c('bribes')}</th>
            <th className="num">{c('loans')}</th>
            <th className="num">{c('cash')}</th>
            <th className="num">{c('score')}</th>
          </tr>
        </thead>
        <tbody>
          {report.players.map((p) => (
            <tr key={`${p.table}:${p.seat}`} className={p.winner ? 'winner' : ''}>
              <th>{tableLabel(p.table)}</th>
              <td>
                {p.winner ? '★ ' : ''}
                {p.name} <span className="muted">({p.kind === 'bot' ? c('botKind') : c('student')})</span>
              </td>
              <td className="num">{p.waste}</td>
              <td className="num">{p.fines}</td>
              <td className="num">{p.bribes}</td>
              <td className="num">{p.loans}</td>
              <td className="num">{p.cash ?? '–'}</td>
              <td className="num">{p.score ?? '–'}</td>
            </tr>
          ))}
        </tbody>
      </table>
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
