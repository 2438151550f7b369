// One table on the teacher's dashboard: status, round and phase, whose turn, the game's figures (The
// Cost: deaths and bans; Industrial Waste: waste, loans, accidents, scores), the seats with their links,
// a way to give a free seat to a student, and a link to watch the table.
import { useState } from 'react';
import type { Texts } from '../../../shared/api.ts';
import type { ClassroomTable } from '../../../shared/classroom.ts';
import { seatName as nameIn } from '../../../shared/seat-names.ts';
import { CopyButton } from '../../ui/CopyButton.tsx';
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
  onAssign,
}: {
  t: ClassroomTable;
  onAssign: (table: number, seat: number, name: string) => Promise<string | null>;
}) {
  const { c, tx, lang } = useClassTexts();
  const phase =
    typeof table.phase === 'string'
      ? tx(IW_PHASES[table.phase] ?? { en: table.phase, it: table.phase })
      : table.phase;
  const over = table.status === 'finished';
  const seatName = (s: ClassroomTable['seats'][number]) =>
    s.name ? nameIn({ ...s, name: s.name }, lang) : c('freeSeat');
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
            <tr key={s.seat}>
              <td className={`seat-who ${s.name ? '' : 'seat-free'}`}>{seatName(s)}</td>
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
              <td className="seat-actions">
                {s.kind === 'human' && s.link && (
                  <CopyButton text={new URL(s.link, location.origin).href} label={c('seatLink')} />
                )}
                {s.kind === 'human' && !s.name && (
                  <Assign onAssign={(n) => onAssign(table.table, s.seat, n)} />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </article>
  );
}

function Assign({ onAssign }: { onAssign: (name: string) => Promise<string | null> }) {
  const { c } = useClassTexts();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="assign"
      onSubmit={(e) => {
        e.preventDefault();
        if (name.trim()) void onAssign(name.trim()).then(setError);
      }}
    >
      <input
        value={name}
        maxLength={40}
        placeholder={c('assignPlaceholder')}
        onChange={(e) => setName(e.target.value)}
      />
      <button type="submit" className="small" disabled={!name.trim()}>
        {c('assign')}
      </button>
      {error && <span className="refusal">{error}</span>}
    </form>
  );
}
