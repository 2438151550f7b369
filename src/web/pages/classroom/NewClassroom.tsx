// Creating a classroom: the game, how many tables, players and students per table, the bots' level, the
// language of the debrief, how long the class is kept after its last activity, and a decision clock.
// The server checks the limits and says them when they are passed.
import { useEffect, useState, type ReactNode } from 'react';
import type { Lang, MetaResponse } from '../../../shared/api.ts';
import { api, refusalWords } from '../../api/http.ts';
import { gameUi } from '../../boards/index.ts';
import { LANG_NAMES, LANGS, levelName, useLang } from '../../ui/i18n.ts';
import { localPath, navigate } from '../../ui/router.ts';
import { RETENTION_DAYS } from '../../../shared/classroom.ts';
import { byStrength } from '../../../shared/levels.ts';
import { classroomApi } from './api.ts';
import { clockText, useConsoleTexts } from './console-texts.ts';
import { useClassTexts } from './texts.ts';
import { TopBar } from './TopBar.tsx';

type Meta = MetaResponse['games'][number];

const range = (a: number, b: number) => Array.from({ length: Math.max(0, b - a + 1) }, (_, i) => a + i);

function Segmented({
  label,
  values,
  value,
  onPick,
  name,
}: {
  label: string;
  values: number[];
  value: number;
  onPick: (n: number) => void;
  name: string;
}) {
  return (
    <fieldset>
      <legend>{label}</legend>
      <div className="segmented" role="radiogroup" aria-label={label} data-field={name}>
        {values.map((n) => (
          <button key={n} type="button" role="radio" aria-checked={n === value} onClick={() => onPick(n)}>
            {n}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

export function NewClassroom() {
  const { t, tx, lang } = useLang();
  const { c } = useClassTexts();
  const { k } = useConsoleTexts();
  const [meta, setMeta] = useState<Meta[] | null>(null);
  const [gameId, setGameId] = useState('');
  const [tables, setTables] = useState(4);
  const [players, setPlayers] = useState(3);
  const [people, setPeople] = useState(2);
  /** People in the class; null: every people's seat (tables × people). */
  const [students, setStudents] = useState<number | null>(null);
  const [botLevel, setBotLevel] = useState('');
  const [classLang, setClassLang] = useState<Lang>(lang);
  const [retentionDays, setRetentionDays] = useState<number>(RETENTION_DAYS.default);
  /** Seconds per decision; 0: no clock. */
  const [clock, setClock] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    api.meta().then(
      (m) => {
        setMeta(m.games);
        setGameId((g) => g || m.games[0]?.id || '');
      },
      (e: unknown) => setError(refusalWords(e, lang)),
    );
  }, []);
  const current = meta?.find((g) => g.id === gameId) ?? null;
  useEffect(() => {
    if (!current) return;
    setPlayers((p) => Math.min(Math.max(p, current.minPlayers), current.maxPlayers));
    setBotLevel((l) =>
      current.botLevels.includes(l)
        ? l
        : (current.botLevels.find((x) => x === 'heuristic') ?? current.botLevels[0]),
    );
  }, [current]);
  useEffect(() => setPeople((h) => Math.min(h, players)), [players]);
  const seatsForPeople = tables * people;
  const studentCount = Math.min(students ?? seatsForPeople, seatsForPeople);

  const submit = async () => {
    if (!current) return;
    setBusy(true);
    setError(null);
    try {
      const created = await classroomApi.create({
        game: current.id,
        tables,
        players,
        humansPerTable: people,
        students: studentCount,
        botLevel,
        lang: classLang,
        retentionDays,
        ...(clock > 0 ? { clock: { moveSeconds: clock } } : {}),
      });
      navigate(localPath(created.teacherLink));
    } catch (e) {
      setError(refusalWords(e, lang));
      setBusy(false);
    }
  };

  let body: ReactNode = <p className="muted">{c('loading')}</p>;
  if (current && meta)
    body = (
      <form
        className="card class-form"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <p className="muted">{c('newClassroomHelp')}</p>
        <fieldset className="game-pick">
          <legend>{t('game')}</legend>
          {meta.map((g) => (
            <label key={g.id} className={`game-card ${g.id === gameId ? 'selected' : ''}`}>
              <input
                type="radio"
                name="game"
                value={g.id}
                checked={g.id === gameId}
                onChange={() => setGameId(g.id)}
              />
              <strong>{tx(gameUi(g.id).title) !== g.id ? tx(gameUi(g.id).title) : g.title}</strong>
            </label>
          ))}
        </fieldset>
        <Segmented
          name="tables"
          label={c('tables')}
          values={range(1, 12)}
          value={tables}
          onPick={setTables}
        />
        <Segmented
          name="players"
          label={c('playersPerTable')}
          values={range(current.minPlayers, current.maxPlayers)}
          value={players}
          onPick={setPlayers}
        />
        <Segmented
          name="people"
          label={c('peoplePerTable')}
          values={range(0, players)}
          value={people}
          onPick={setPeople}
        />
        <div className="class-form-row">
          <label>
            {c('studentsInClass')}{' '}
            <input
              type="number"
              name="students"
              min={0}
              max={seatsForPeople}
              value={studentCount}
              onChange={(e) => setStudents(Math.max(0, Math.floor(Number(e.target.value) || 0)))}
            />
          </label>
          <label>
            {c('botLevel')}{' '}
            <select value={botLevel} onChange={(e) => setBotLevel(e.target.value)} name="botLevel">
              {/* Weakest first, as the new-game form lists them. */}
              {byStrength(current.botLevels).map((l) => (
                <option key={l} value={l}>
                  {levelName(l, lang)}
                </option>
              ))}
            </select>
          </label>
          <label>
            {c('classLanguage')}{' '}
            <select value={classLang} onChange={(e) => setClassLang(e.target.value as Lang)} name="classLang">
              {LANGS.map((l) => (
                <option key={l} value={l}>
                  {LANG_NAMES[l]}
                </option>
              ))}
            </select>
          </label>
        </div>
        <div className="class-form-row">
          <label>
            {k('retention')}{' '}
            <input
              type="number"
              name="retentionDays"
              min={RETENTION_DAYS.min}
              max={RETENTION_DAYS.max}
              value={retentionDays}
              onChange={(e) =>
                setRetentionDays(
                  Math.min(
                    RETENTION_DAYS.max,
                    Math.max(RETENTION_DAYS.min, Math.floor(Number(e.target.value) || 1)),
                  ),
                )
              }
            />
          </label>
          <label>
            {k('clock')}{' '}
            <select value={clock} onChange={(e) => setClock(Number(e.target.value))} name="clock">
              {[0, 30, 60, 120, 300, 600].map((n) => (
                <option key={n} value={n}>
                  {n === 0 ? k('noClock') : k('perDecision', { n: clockText(n * 1000) })}
                </option>
              ))}
            </select>
          </label>
        </div>
        <p className="muted">
          {c('seatsSummary', {
            tables,
            players,
            people: studentCount,
            bots: tables * players - studentCount,
          })}
        </p>
        {error && (
          <p className="refusal" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="primary big" disabled={busy}>
          {c('createClassroom')}
        </button>
      </form>
    );
  else if (error) body = <p className="refusal">{error}</p>;

  return (
    <div className="class-page">
      <TopBar title={c('newClassroom')} />
      <main className="class-main narrow">{body}</main>
    </div>
  );
}
