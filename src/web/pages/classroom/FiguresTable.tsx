// The tables of figures the classroom's debriefs share (the console's debrief and the debrief in
// phases): one table component given its columns, a row per table or company, with a tab stop and a
// name since a phone scrolls it sideways; the columns both debriefs show (a company and what it is, who
// won at each table of The Cost); and the tables side by side, a card per table.
import type { ReactNode } from 'react';
import type { GameStatus } from '../../../shared/api.ts';
import type { CostClassReport } from '../../../shared/classroom.ts';
import { useDebriefTexts } from './debrief-texts.ts';
import { scrollsSideways } from './scrolls-sideways.ts';
import { useClassTexts } from './texts.ts';

export interface Column<R> {
  head: string;
  /** A figure: set to the right. */
  num?: boolean;
  cell: (row: R) => ReactNode;
}

export function FiguresTable<R>({
  rows,
  columns,
  rowKey,
  rowHead,
  winner,
  label,
  testId,
  scroll = false,
}: {
  rows: readonly R[];
  columns: Column<R>[];
  rowKey: (row: R) => string | number;
  /** The row's own heading before its figures ("Table 2"), under an empty column heading. */
  rowHead?: (row: R) => ReactNode;
  /** A winner's row is set in bold. */
  winner?: (row: R) => boolean;
  /** The name a screen reader announces at the table's tab stop. */
  label: string;
  testId?: string;
  /** In a box of its own that scrolls sideways when the table is wider than the page. */
  scroll?: boolean;
}) {
  const table = (
    <table className="figures wide" data-testid={testId} {...scrollsSideways(label)}>
      <thead>
        <tr>
          {rowHead && <th />}
          {columns.map((col, i) => (
            <th key={i} className={col.num ? 'num' : undefined}>
              {col.head}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} className={winner?.(row) ? 'winner' : undefined}>
            {rowHead && <th>{rowHead(row)}</th>}
            {columns.map((col, i) => (
              <td key={i} className={col.num ? 'num' : undefined}>
                {col.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
  return scroll ? <div className="scroll-x">{table}</div> : table;
}

interface Company {
  table: number;
  seat: number;
  name: string;
  kind: 'human' | 'bot';
  winner?: boolean;
}

/** A company's row key: its table and seat. */
export const companyKey = (p: { table: number; seat: number }): string => `${p.table}:${p.seat}`;

/**
 * A company's name and whether a student or a bot plays it; `star` marks a winner, `hideKind` leaves
 * out the "(student)" on a phone, where the figures come first.
 */
export function useCompanyColumn<P extends Company>({
  star = false,
  hideKind = false,
}: { star?: boolean; hideKind?: boolean } = {}): Column<P> {
  const { c } = useClassTexts();
  return {
    head: c('company'),
    cell: (p) => (
      <>
        {star && p.winner ? '★ ' : ''}
        {p.name}{' '}
        <span className={hideKind ? 'muted kind' : 'muted'}>
          ({p.kind === 'bot' ? c('botKind') : c('student')})
        </span>
      </>
    ),
  };
}

/** A company's money at the end (or now) and the deaths in its mines and mills (The Cost). */
export function useMoneyAndDeaths<P extends { money: number; deaths: number }>(): Column<P>[] {
  const { c } = useClassTexts();
  return [
    { head: c('money'), num: true, cell: (p) => `$${p.money}` },
    { head: c('deaths'), num: true, cell: (p) => p.deaths },
  ];
}

/** A factory's waste and what its accidents and debts cost it (Industrial Waste). */
export function useWasteFigures<
  P extends { waste: number; fines: number; bribes: number; loans: number },
>(): Column<P>[] {
  const { c } = useClassTexts();
  return [
    { head: c('waste'), num: true, cell: (p) => p.waste },
    { head: c('fines'), num: true, cell: (p) => p.fines },
    { head: c('bribes'), num: true, cell: (p) => p.bribes },
    { head: c('loans'), num: true, cell: (p) => p.loans },
  ];
}

type CostTable = CostClassReport['byTable'][number];

/** Who won at each table of The Cost at what cost: the winners' money and deaths, the table's deaths and, if asked, its bans. */
export function CostWhoWon({
  report,
  bans = false,
  scroll = false,
}: {
  report: CostClassReport;
  bans?: boolean;
  scroll?: boolean;
}) {
  const { c } = useClassTexts();
  const winners = (tb: CostTable) => report.players.filter((p) => p.table === tb.table && p.winner);
  const columns: Column<CostTable>[] = [
    {
      head: c('winner'),
      cell: (tb) =>
        winners(tb).length ? (
          winners(tb)
            .map((w) => w.name)
            .join(', ')
        ) : (
          <span className="muted">{c('notOver')}</span>
        ),
    },
    {
      head: c('money'),
      num: true,
      cell: (tb) =>
        winners(tb)
          .map((w) => `$${w.money}`)
          .join(', '),
    },
    {
      head: c('winnerDeaths'),
      num: true,
      cell: (tb) =>
        winners(tb)
          .map((w) => w.deaths)
          .join(', '),
    },
    { head: c('tableDeaths'), num: true, cell: (tb) => tb.deaths },
  ];
  if (bans) columns.push({ head: c('bans'), num: true, cell: (tb) => tb.bans });
  return (
    <FiguresTable
      rows={report.byTable}
      columns={columns}
      rowKey={(tb) => tb.table}
      rowHead={(tb) => c('table', { n: tb.table })}
      label={c('whoWon')}
      testId="who-won"
      scroll={scroll}
    />
  );
}

/**
 * The tables side by side, a card each: the table's companies with the figures `columns` gives (a
 * winner starred), its status, and under it the table's own sums.
 */
export function SideBySide<
  T extends { table: number; status: GameStatus },
  P extends { table: number; seat: number; name: string; winner: boolean },
>({
  tables,
  players,
  columns,
  sums,
}: {
  tables: readonly T[];
  players: readonly P[];
  columns: Column<P>[];
  sums: (t: T) => [string, ReactNode][];
}) {
  const { c } = useClassTexts();
  const { d } = useDebriefTexts();
  const company: Column<P> = {
    head: c('company'),
    cell: (p) => (
      <>
        {p.winner ? '★ ' : ''}
        {p.name}
      </>
    ),
  };
  return (
    <div className="side-by-side" data-testid="side-by-side">
      {tables.map((tb) => (
        <article key={tb.table} className="side-table" aria-label={d('tableSide', { n: tb.table })}>
          <h3>
            {d('tableSide', { n: tb.table })}{' '}
            <span className="muted small-text">
              {tb.status === 'finished' ? c('finished') : c('running')}
            </span>
          </h3>
          <FiguresTable
            rows={players.filter((p) => p.table === tb.table)}
            columns={[company, ...columns]}
            rowKey={(p) => p.seat}
            winner={(p) => p.winner}
            label={d('tableSide', { n: tb.table })}
          />
          <p className="side-sums">
            {sums(tb).map(([name, value]) => (
              <span key={name}>
                {name}: <strong>{value}</strong>
              </span>
            ))}
          </p>
        </article>
      ))}
    </div>
  );
}
