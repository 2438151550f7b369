// One table on the teacher's console: status, round and phase, whose turn, the game's figures (The
// Cost: money, deaths and bans; Industrial Waste: waste, loans, accidents, scores), who holds each seat
// (with a badge while a bot plays for them) and what the teacher can do with it, who follows the table,
// and a link to watch it.
import type { Texts } from '../../../shared/api.ts';
import type { ClassroomObserverInfo, ClassroomTable } from '../../../shared/classroom.ts';
import { seatName as nameIn } from '../../../shared/seat-names.ts';
import { classroomApi } from './api.ts';
import { useConsoleTexts } from './console-texts.ts';
import { TablePlayOn } from './TablePlayOn.tsx';
import { SeatControls, type SeatContext } from './SeatControls.tsx';
import { useClassTexts } from './texts.ts';

/** Industrial Waste names its phases; these are their words for people. */
const IW_PHASES: Record<string, Texts> = {
  layout: { en: 'layout', it: 'preparazione' },
  drafting: { en: 'choosing columns', it: 'scelta delle colonne' },
  playing: { en: 'playing cards', it: 'giocata delle carte' },
  'final-accident': { en: 'final accident', it: 'incidente finale' },
  finished: { en: 'over', it: 'finita' },
};

export function TableCard({
  t: table,
  x,
  watchers = [],
  game,
}: {
  t: ClassroomTable;
  x: Omit<SeatContext, 'table' | 'gameId' | 'running'>;
  watchers?: ClassroomObserverInfo[];
  /** The classroom's game: the teacher may play on from any move of the table. */
  game?: string;
}) {
  const { c, tx, lang } = useClassTexts();
  const { k } = useConsoleTexts();
  const phase =
    typeof table.phase === 'string'
      ? tx(IW_PHASES[table.phase] ?? { en: table.phase, it: table.phase })
      : table.phase;
  const over = table.status === 'finished';
  const seatName = (s: ClassroomTable['seats'][number]) =>
    s.name ? nameIn({ ...s, name: s.partner ? `${s.name} & ${s.partner}` : s.name }, lang) : c('freeSeat');
  const context: SeatContext = { ...x, table: table.table, gameId: table.gameId, running: !over };
  return (
    <article
      className={`card class-table ${over ? 'over' : ''}`}
      data-table={table.table}
      data-status={table.status}
    >
      <header>
        <h3>{c('table', { n: table.table })}</h3>
        <span className={`status-pill ${table.status}`}>{over ? c('finished') : c('running')}</span>
        <a className="small button" href={table.spectatorLink} target="_blank" rel="noreferrer">
          {c('watchTable')}
        </a>
      </header>
      <p className="table-progress">
        {table.round !== null && (
          <span data-testid="round-phase">{c('roundPhase', { round: table.round, phase: phase ?? '' })}</span>
        )}
        {!over && table.toAct.length > 0 && (
          <span className="muted"> · {c('toAct', { names: table.toAct.join(', ') })}</span>
        )}
      </p>
      {table.deaths !== undefined && (
        <div className="table-figures">
          <div className="figure deaths">
            <strong data-testid="table-deaths">{table.deaths}</strong> <span>{c('deaths')}</span>
          </div>
          <div className="figure">
            <span>{c('bans')}: </span>
            {table.bans && table.bans.length > 0 ? (
              table.bans.map((b) => `${b.name} (${b.round}.${b.phase})`).join(', ')
            ) : (
              <span className="muted">{c('noBans')}</span>
            )}
          </div>
        </div>
      )}
      {table.waste && (
        <div className="table-figures">
          <div className="figure">
            <strong data-testid="table-accidents">{table.accidents ?? 0}</strong>{' '}
            <span>{c('accidents')}</span>
          </div>
        </div>
      )}
      <table className="seat-table">
        <tbody>
          {table.seats.map((s) => (
            <tr key={s.seat} data-seat={s.seat}>
              <td className={`seat-who ${s.name || s.kind === 'bot' ? '' : 'seat-free'}`}>
                {seatName(s)}
                {s.standIn && <span className="bot-badge">{k('botPlays')}</span>}
              </td>
              {table.money && (
                <td className="num" title={c('money')}>
                  ${table.money[s.seat]}
                </td>
              )}
              {table.waste && (
                <td className="num" title={c('waste')}>
                  {c('waste')} {table.waste[s.seat]}
                </td>
              )}
              {table.loans && (
                <td className="num" title={c('loans')}>
                  {c('loans')} {table.loans[s.seat]}
                </td>
              )}
              {table.scores && (
                <td className="num">
                  {c('score')} {table.scores[s.seat]}
                </td>
              )}
              <td className="seat-actions">{s.kind === 'human' && <SeatControls s={s} x={context} />}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {watchers.length > 0 && <Watchers watchers={watchers} x={x} />}
      {game && <TablePlayOn table={table} game={game} token={x.token} />}
    </article>
  );
}

function Watchers({
  watchers,
  x,
}: {
  watchers: ClassroomObserverInfo[];
  x: Omit<SeatContext, 'table' | 'gameId' | 'running'>;
}) {
  const { k } = useConsoleTexts();
  return (
    <p className="watchers small-text">
      {k('watching', { names: watchers.map((w) => w.name).join(', ') })}{' '}
      {watchers.map((w) => (
        <button
          key={w.n}
          type="button"
          className="small link-like"
          onClick={() => void classroomApi.unwatch(x.classroomId, x.token, w.n).then(x.onChanged, () => {})}
        >
          {k('removeWatcher', { name: w.name })}
        </button>
      ))}
    </p>
  );
}
