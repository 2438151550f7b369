// Phases 3 and 4 of the debrief. Why: each table's key moments (the moves after which the chances to
// win changed most), what each move did, whose chance moved and by how much, and the replay at it. What
// if: each key moment offers "play from here", a new game from the position before that move.
import type { ClassroomResponse } from '../../../shared/classroom.ts';
import type { ClassDebrief, KeyMoment, TableMoments } from '../../../shared/debrief.ts';
import { localPath } from '../../ui/router.ts';
import { useDebriefTexts } from './debrief-texts.ts';
import { TablePlayOn } from './TablePlayOn.tsx';

function useMomentWords() {
  const { d, lang } = useDebriefTexts();
  const who = (m: KeyMoment) => m.moverName?.[lang] ?? d('setupOrChance');
  return { d, lang, who };
}

function TableStatus({ t }: { t: TableMoments }) {
  const { d } = useDebriefTexts();
  if (t.status === 'running') return <p className="muted">{d('stillPlaying')}</p>;
  if (t.status === 'pending')
    return (
      <p className="muted" role="status">
        {d('analysing')}
      </p>
    );
  if (t.moments.length === 0) return <p className="muted">{d('noMoments')}</p>;
  return null;
}

export function PhaseWhy({ debrief }: { debrief: ClassDebrief }) {
  const { d, lang, who } = useMomentWords();
  return (
    <>
      <p className="help">{d('whyHelp')}</p>
      <div className="moments-row">
        {debrief.tables.map((t) => (
          <article
            key={t.table}
            className="moments"
            aria-label={d('tableSide', { n: t.table })}
            data-testid="table-moments"
          >
            <h3>{d('tableSide', { n: t.table })}</h3>
            <TableStatus t={t} />
            <ol className="moment-list">
              {t.moments.map((m) => (
                <li key={m.n} className="moment" data-testid="key-moment">
                  <strong>{d('momentTitle', { n: m.n, who: who(m) })}</strong>
                  <span className={`moment-delta ${m.delta < 0 ? 'down' : 'up'}`}>
                    {d('momentChange', {
                      name: m.name[lang],
                      before: m.before,
                      after: m.after,
                      delta: m.delta > 0 ? `+${m.delta}` : String(m.delta),
                    })}
                  </span>
                  {m.move[lang] && <span className="moment-move">{m.move[lang]}</span>}
                  <a
                    href={localPath(m.replayLink)}
                    target="_blank"
                    rel="noreferrer"
                    data-testid="replay-link"
                  >
                    {d('openReplay', { n: m.n })}
                  </a>
                </li>
              ))}
            </ol>
          </article>
        ))}
      </div>
    </>
  );
}

export function PhaseWhatIf({
  debrief,
  classroom,
  token,
}: {
  debrief: ClassDebrief;
  classroom: ClassroomResponse;
  token: string;
}) {
  const { d, who } = useMomentWords();
  const moments = debrief.tables.flatMap((t) => t.moments.map((m) => ({ t, m })));
  return (
    <>
      <p className="help">{d('whatIfHelp')}</p>
      {moments.length === 0 && <p className="muted">{d('noneToPlay')}</p>}
      <ul className="what-if-list">
        {moments.map(({ t, m }) => {
          const table = classroom.tables.find((x) => x.gameId === t.gameId);
          if (!table) return null;
          return (
            <li key={`${t.table}:${m.n}`} data-testid="what-if">
              <TablePlayOn
                table={table}
                game={classroom.game}
                token={token}
                at={m.playFrom}
                summary={d('takeAgain', { table: t.table, n: m.n, who: who(m) })}
              />
            </li>
          );
        })}
      </ul>
    </>
  );
}
