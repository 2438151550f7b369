// Phase 1 of the debrief, what happened: the tables side by side (each company's money and deaths, or
// waste and score), the class totals, who won at each table, and The Cost's bans round by round.
import type {
  ClassroomResponse,
  CostClassReport,
  CostPlayerFigures,
  WasteClassReport,
} from '../../../shared/classroom.ts';
import type { BanMoment, ClassDebrief } from '../../../shared/debrief.ts';
import { useDebriefTexts } from './debrief-texts.ts';
import { CostWhoWon, SideBySide, useMoneyAndDeaths } from './FiguresTable.tsx';
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
  const figures = useMoneyAndDeaths<CostPlayerFigures>();
  const rounds = Math.max(1, ...timeline.map((b) => b.round), ...classroom.tables.map((t) => t.round ?? 1));
  return (
    <>
      <p className="help">{d('happenedHelp')}</p>
      <div className="debrief-total">
        <strong data-testid="class-deaths">{report.deaths}</strong>
        <span>{c('classDeaths')}</span>
      </div>
      <SideBySide
        tables={report.byTable}
        players={report.players}
        columns={figures}
        sums={(tb) => [
          [c('tableDeaths'), tb.deaths],
          [c('bans'), tb.bans],
        ]}
      />
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
      <CostWhoWon report={report} scroll />
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
      <SideBySide
        tables={report.byTable}
        players={report.players}
        columns={[
          { head: c('waste'), num: true, cell: (p) => p.waste },
          { head: c('score'), num: true, cell: (p) => p.score ?? '–' },
        ]}
        sums={(tb) => [
          [c('accidents'), tb.accidents],
          [c('loans'), tb.loans],
        ]}
      />
    </>
  );
}
