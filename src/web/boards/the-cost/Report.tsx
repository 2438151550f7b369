// The cost report at the end of The Cost: the ranking by money, and what the money cost: every dead worker
// drawn, by company and by country, deaths per round, the countries that banned asbestos and when, money
// after every phase, safe and unsafe work.
import type { CostReport, CostView } from '../../../games/the-cost/view.ts';
import type { ReportProps } from '../types.ts';
import { fill, useLang } from '../../ui/i18n.ts';
import { seatName } from '../../play/turn.ts';
import { ScoreTable } from '../ScoreTable.tsx';
import { LineChart, StackedBars } from '../charts.tsx';
import { TC_COLORS } from './colors.ts';
import { Icon, WorkerGlyph } from './glyphs.tsx';
import { R } from './report-texts.ts';

function reportOf(view: CostView | null, details: unknown): CostReport | null {
  if (view?.report) return view.report;
  const d = details as CostReport | null;
  return d && typeof d === 'object' && 'deathsTotal' in d ? d : null;
}

function Dead({ n, label }: { n: number; label: string }) {
  return (
    <span className="tc-dead-row" role="img" aria-label={label} title={label}>
      {Array.from({ length: n }, (_, i) => (
        <Icon key={i} size={22}>
          <WorkerGlyph dead scale={22} />
        </Icon>
      ))}
    </span>
  );
}

export function CostReportView({ snapshot, view: raw, chances }: ReportProps) {
  const { tx, t, lang } = useLang();
  const view = raw as CostView | null;
  const report = reportOf(view, snapshot.outcome?.details);
  if (!report || !view) return <ScoreTable snapshot={snapshot} format={(n) => `$${n}`} colors={TC_COLORS} />;
  const seats = view.players.map((p) => p.seat);
  const names = seats.map((s) => seatName(snapshot, s, lang));
  const countries = Object.keys(report.deaths);
  const cname = (c: string) => view.countries[c]?.name ?? c;
  const rounds = [1, 2, 3, 4];

  // Money after each phase: 16 points, grouped by round.
  const xLabels = rounds.flatMap(() => ['1', '2', '3', '4']);
  const moneySeries = seats.map((s) => ({
    name: names[s],
    color: TC_COLORS[s],
    values: report.money.flatMap((round) => round.map((phase) => (phase ? phase[s] : null))),
  }));

  const deathsByRound = seats.map((s) => ({
    name: names[s],
    color: TC_COLORS[s],
    values: rounds.map((r) => countries.reduce((a, c) => a + (report.deaths[c]?.[s]?.[r - 1] ?? 0), 0)),
  }));

  return (
    // A region of its own that takes a tab stop: on a narrow screen its charts scroll sideways, and a
    // keyboard must be able to scroll them too.
    <div className="report tc-report" role="region" aria-label={tx(R.title)} tabIndex={0}>
      <h2>{tx(R.title)}</h2>
      <div className="tc-report-top">
        <section>
          <h3>{tx(R.ranking)}</h3>
          <ScoreTable snapshot={snapshot} format={(n) => `$${n}`} colors={TC_COLORS} />
        </section>
        <section className="tc-toll">
          <h3>
            {report.deathsTotal === 0
              ? tx(R.deadNone)
              : report.deathsTotal === 1
                ? tx(R.deadOne)
                : fill(tx(R.deadTotal), { n: report.deathsTotal })}
          </h3>
          <p className="muted small-text">{tx(R.deadNote)}</p>
          <table className="scores">
            <tbody>
              {seats.map((s) => (
                <tr key={s} data-testid="tc-dead-row">
                  <td>
                    <span className="swatch" style={{ background: TC_COLORS[s] }} /> {names[s]}
                  </td>
                  <td className="num">{report.deathsBySeat[s]}</td>
                  <td>
                    <Dead n={report.deathsBySeat[s]} label={`${names[s]}: ${report.deathsBySeat[s]}`} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </div>

      <section>
        <h3>{tx(R.byCountry)}</h3>
        <table className="scores tc-country-deaths">
          <thead>
            <tr>
              <th>{tx(R.country)}</th>
              <th className="num">{tx(R.deaths)}</th>
              <th>{tx(R.dead)}</th>
              <th>{tx(R.banned)}</th>
            </tr>
          </thead>
          <tbody>
            {countries.map((c) => {
              const reg = report.regulations.find((x) => x.country === c);
              return (
                <tr key={c}>
                  <td>{cname(c)}</td>
                  <td className="num">{report.deathsByCountry[c] ?? 0}</td>
                  <td>
                    <Dead n={report.deathsByCountry[c] ?? 0} label={cname(c)} />
                  </td>
                  <td>
                    {reg ? (
                      <strong className="banned">
                        {fill(tx(R.bannedIn), { round: reg.round, phase: reg.phase })}
                        {reg.by !== null ? ` · ${fill(tx(R.bannedBy), { name: names[reg.by] })}` : ''}
                      </strong>
                    ) : (
                      <span className="muted">{tx(R.notBanned)}</span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>

      <div className="tc-report-charts">
        <section>
          <h3>{tx(R.deathsPerRound)}</h3>
          <StackedBars
            title={tx(R.deathsPerRound)}
            categories={rounds.map((r) => `${tx(R.round)} ${r}`)}
            series={deathsByRound}
          />
        </section>
        <section>
          <h3>{tx(R.moneyOverTime)}</h3>
          <LineChart
            title={tx(R.moneyOverTime)}
            series={moneySeries}
            xLabels={xLabels}
            unit="$"
            groups={rounds.map((r, i) => ({ label: `${tx(R.round)} ${r}`, from: i * 4, to: i * 4 + 3 }))}
          />
        </section>
        {chances && <section className="tc-report-chances">{chances}</section>}
      </div>

      <section>
        <h3>{tx(R.work)}</h3>
        <table className="scores">
          <thead>
            <tr>
              <th>{t('players')}</th>
              <th className="num">{tx(R.safe)}</th>
              <th className="num">{tx(R.unsafe)}</th>
              <th className="num">{tx(R.safetySpent)}</th>
              <th className="num">{tx(R.hired)}</th>
              <th className="num">{tx(R.living)}</th>
              <th className="num">{tx(R.sentHome)}</th>
            </tr>
          </thead>
          <tbody>
            {seats.map((s) => {
              const sum = (a: number[][]) => (a[s] ?? []).reduce((x, y) => x + y, 0);
              return (
                <tr key={s}>
                  <td>
                    <span className="swatch" style={{ background: TC_COLORS[s] }} /> {names[s]}
                  </td>
                  <td className="num">{sum(report.safeWork)}</td>
                  <td className="num">{sum(report.unsafeWork)}</td>
                  <td className="num">{sum(report.safetyResources)}</td>
                  <td className="num">{report.workersHired[s]}</td>
                  <td className="num">{report.livingWorkers[s]}</td>
                  <td className="num">{report.workersSentHome[s]}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <p className="muted small-text">
          {fill(tx(R.diceLine), {
            mined: report.dice.mined,
            markets: report.dice.toMarkets,
            em: report.dice.toEmergingMarket,
            lost: report.dice.lost,
          })}
        </p>
      </section>
    </div>
  );
}
