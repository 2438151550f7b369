// Phase 1 of the debrief, what happened: the tables side by side (each company's money and deaths, or
// waste and score), the class totals, who won at each table, and The Cost's bans round by round.
import type { ClassroomResponse, CostClassReport, WasteClassReport } from '../../../shared/classroom.ts';
import type { BanMoment, ClassDebrief } from '../../../shared/debrief.ts';
import { useDebriefTexts } from './debrief-texts.ts';
import { useClassTexts } from './texts.ts';
import { scrollsSideways } from './scrolls-sideways.ts';

export function PhaseHappened({
  debrief,
  classroom,
}: {
  debrief: ClassDebrief;
  classroom: ClassroomResponse;
}) {
  const report = debrief.report;
  if (report.game === 'the-cost' && 'deaths' in report)
    return <CostHappened report={report} timeline={debrief.banTimeline} classroom={classroom} />;
  if (report.game === 'industrial-waste' && 'accidents' in report) return <WasteHappened report={report} />;
  return null;
}

function CostHappened({
  report,
  timeline,
  classroom,
}: {
  report: CostClassReport;
  timeline: BanMoment[];
  classroom: ClassroomResponse;
}) {
  const { c } = useClassTexts();
  const { d } = useDebriefTexts();
  const rounds = Math.max(1, ...timeline.map((b) => b.round), ...classroom.tables.map((t) => t.round ?? 1));
  return (
    <>
      <p className="help">{d('happenedHelp')}</p>
      <div className="debrief-total">
        <strong data-testid="class-deaths">{report.deaths}</strong>
        <span>{c('classDeaths')}</span>
      </div>
      <div className="side-by-side" data-testid="side-by-side">
        {report.byTable.map((tb) => (
          <article key={tb.table} className="side-table" aria-label={d('tableSide', { n: tb.table })}>
            <h3>
              {d('tableSide', { n: tb.table })}{' '}
              <span className="muted small-text">
                {tb.status === 'finished' ? c('finished') : c('running')}
              </span>
            </h3>
            <table className="figures wide" {...scrollsSideways(d('tableSide', { n: tb.table }))}>
              <thead>
                <tr>
                  <th>{c('company')}</th>
                  <th className="num">{c('money')}</th>
                  <th className="num">{c('deaths')}</th>
                </tr>
              </thead>
              <tbody>
                {report.players
                  .filter((p) => p.table === tb.table)
                  .map((p) => (
                    <tr key={p.seat} className={p.winner ? 'winner' : ''}>
                      <td>
                        {p.winner ? '★ ' : ''}
                        {p.name}
                      </td>
                      <td className="num">${p.money}</td>
                      <td className="num">{p.deaths}</td>
                    </tr>
                  ))}
              </tbody>
            </table>
            <p className="side-sums">
              <span>
                {c('tableDeaths')}: <strong>{tb.deaths}</strong>
              </span>
              <span>
                {c('bans')}: <strong>{tb.bans}</strong>
              </span>
            </p>
          </article>
        ))}
      </div>
      <h3>{d('banTimeline')}</h3>
      {timeline.length === 0 ? (
        <p className="muted">{classroom.status === 'finished' ? c('noBansAtAll') : c('noBans')}</p>
      ) : (
        <div className="scroll-x">
          <table
            className="figures wide ban-timeline"
            data-testid="ban-timeline"
            {...scrollsSideways(d('banTimeline'))}
          >
            <thead>
              <tr>
                <th />
                {Array.from({ length: rounds }, (_, i) => (
                  <th key={i}>{d('roundN', { n: i + 1 })}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {report.byTable.map((tb) => (
                <tr key={tb.table}>
                  <th>{d('tableSide', { n: tb.table })}</th>
                  {Array.from({ length: rounds }, (_, i) => {
                    const bans = timeline.filter((b) => b.table === tb.table && b.round === i + 1);
                    return (
                      <td key={i}>
                        {bans.length === 0
                          ? d('noBan')
                          : bans.map((b) => (
                              <span key={b.country} className="ban-chip">
                                {d('banAt', { country: b.name, phase: b.phase })}
                              </span>
                            ))}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <h3>{c('whoWon')}</h3>
      <div className="scroll-x">
        <table className="figures wide" data-testid="who-won" {...scrollsSideways(c('whoWon'))}>
          <thead>
            <tr>
              <th />
              <th>{c('winner')}</th>
              <th className="num">{c('money')}</th>
              <th className="num">{c('winnerDeaths')}</th>
              <th className="num">{c('tableDeaths')}</th>
            </tr>
          </thead>
          <tbody>
            {report.byTable.map((tb) => {
              const winners = report.players.filter((p) => p.table === tb.table && p.winner);
              return (
                <tr key={tb.table}>
                  <th>{d('tableSide', { n: tb.table })}</th>
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
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
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
    </>
  );
}

function WasteHappened({ report }: { report: WasteClassReport }) {
  const { c } = useClassTexts();
  const { d } = useDebriefTexts();
  return (
    <>
      <p className="help">{d('happenedHelpWaste')}</p>
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
      <div className="side-by-side" data-testid="side-by-side">
        {report.byTable.map((tb) => (
          <article key={tb.table} className="side-table" aria-label={d('tableSide', { n: tb.table })}>
            <h3>
              {d('tableSide', { n: tb.table })}{' '}
              <span className="muted small-text">
                {tb.status === 'finished' ? c('finished') : c('running')}
              </span>
            </h3>
            <table className="figures wide" {...scrollsSideways(d('tableSide', { n: tb.table }))}>
              <thead>
                <tr>
                  <th>{c('company')}</th>
                  <th className="num">{c('waste')}</th>
                  <th className="num">{c('score')}</th>
                </tr>
              </thead>
              <tbody>
                {report.players
                  .filter((p) => p.table === tb.table)
                  .map((p) => (
                    <tr key={p.seat} className={p.winner ? 'winner' : ''}>
                      <td>
                        {p.winner ? '★ ' : ''}
                        {p.name}
                      </td>
                      <td className="num">{p.waste}</td>
                      <td className="num">{p.score ?? '–'}</td>
                    </tr>
                  ))}
              </tbody>
            </table>
            <p className="side-sums">
              <span>
                {c('accidents')}: <strong>{tb.accidents}</strong>
              </span>
              <span>
                {c('loans')}: <strong>{tb.loans}</strong>
              </span>
            </p>
          </article>
        ))}
      </div>
    </>
  );
}
