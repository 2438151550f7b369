// Creating a game: which game, how many players, who sits where (a person or a bot of some level), the
// game's own setup options, and whether the humans share this screen or get a link each.
import { byStrength } from '../../shared/levels.ts';
import { useEffect, useMemo, useState } from 'react';
import type { CreateGameResponse, MetaResponse, SeatKind, SeatSpec, Texts } from '../../shared/api.ts';
import { api, ApiRefusal } from '../api/http.ts';
import { rememberGame } from '../api/my-games.ts';
import { gameUi } from '../boards/index.ts';
import { levelName, useLang } from '../ui/i18n.ts';
import { seatName as nameIn } from '../../shared/seat-names.ts';
import { REVIEW } from '../review/texts.ts';
import { localPath, navigate } from '../ui/router.ts';
import { SeatLinks } from './SeatLinks.tsx';
import { ClockOptions, type ClockChoice } from '../clocks/ClockOptions.tsx';
import { SEAT_KINDS, SeatKindLabel, useRemoteOptions } from '../social/RemoteOptions.tsx';

type Meta = MetaResponse['games'][number];

interface SeatDraft {
  kind: SeatKind;
  level: string;
  /** The person picked the level (otherwise it follows the default of the game chosen). */
  levelChosen: boolean;
  name: string;
}

export function NewGameForm({ onCreated }: { onCreated: () => void }) {
  const { t, tx, lang } = useLang();
  const [meta, setMeta] = useState<Meta[] | null>(null);
  const [metaError, setMetaError] = useState<string | null>(null);
  const [gameId, setGameId] = useState<string>('');
  const [players, setPlayers] = useState(2);
  const [seats, setSeats] = useState<SeatDraft[]>([]);
  const [options, setOptions] = useState<Record<string, unknown>>({});
  const [optionsValid, setOptionsValid] = useState(true);
  const [hotSeat, setHotSeat] = useState(true);
  const [hints, setHints] = useState(false);
  const [timing, setTiming] = useState<{ choice: ClockChoice; valid: boolean }>({ choice: {}, valid: true });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Texts | null>(null);
  const [created, setCreated] = useState<CreateGameResponse | null>(null);

  useEffect(() => {
    api.meta().then(
      (m) => {
        setMeta(m.games);
        if (m.games.length) setGameId((g) => g || m.games[0].id);
      },
      (e: unknown) => setMetaError(e instanceof Error ? e.message : String(e)),
    );
  }, []);

  const current = meta?.find((g) => g.id === gameId) ?? null;
  // Weakest first: the levels the client knows in order of strength, any other after them.
  const levels = useMemo(() => byStrength(current?.botLevels ?? ['random']), [current]);

  // Keep one seat draft per player; a new seat is a bot, so "me against bots" is the default.
  useEffect(() => {
    setSeats((old) =>
      Array.from({ length: players }, (_, i) => {
        const prev = old[i];
        if (prev)
          return {
            ...prev,
            level: prev.levelChosen && levels.includes(prev.level) ? prev.level : defaultLevel(levels),
          };
        return { kind: i === 0 ? 'human' : 'bot', level: defaultLevel(levels), levelChosen: false, name: '' };
      }),
    );
  }, [players, levels]);

  useEffect(() => {
    if (current) setPlayers((p) => Math.min(Math.max(p, current.minPlayers), current.maxPlayers));
    setOptions({});
  }, [current]);

  const humans = seats.filter((s) => s.kind === 'human').length;
  const remote = useRemoteOptions(seats.some((s) => s.kind === 'open'));
  /** The name the server gives a seat left unnamed, as this page says it. */
  const defaultName = (s: SeatDraft, i: number) =>
    nameIn({ seat: i, kind: s.kind, ...(s.kind === 'bot' ? { level: s.level } : {}) }, lang);
  const ui = gameUi(gameId);
  const Options = ui.SetupOptions;

  const submit = async () => {
    if (!current) return;
    setBusy(true);
    setError(null);
    // A seat left unnamed takes the server's numbered default name ("Bot 2 (random)"), which every page
    // says in its own language; a name typed here is shown as it is.
    const seatSpecs: SeatSpec[] = seats.map((s) => ({
      kind: s.kind,
      ...(s.kind === 'bot' ? { level: s.level } : {}),
      ...(s.name.trim() ? { name: s.name.trim() } : {}),
    }));
    const useHotSeat = humans > 1 && hotSeat && !remote.open;
    try {
      const res = await api.createGame({
        game: current.id,
        players,
        seats: seatSpecs,
        options,
        ...(useHotSeat ? { hotSeat: true } : {}),
        ...(hints ? { hints: true } : {}),
        ...timing.choice,
        ...remote.request,
      });
      const humanSeats = res.seats.filter((s) => s.kind === 'human');
      const myToken = res.hotSeatToken ?? humanSeats[0]?.token ?? null;
      rememberGame({
        gameId: res.gameId,
        game: res.game,
        token: myToken,
        links: humanSeats.flatMap((s) => (s.link ? [{ seat: s.seat, name: s.name, link: s.link }] : [])),
        spectatorLink: res.spectatorLink,
        seats: res.seats.map(({ seat, kind, level, name }) => ({ seat, kind, level, name })),
        hotSeat: !!res.hotSeatToken,
        createdAt: new Date().toISOString(),
        status: 'running',
        moveCount: 0,
        updatedAt: new Date().toISOString(),
      });
      onCreated();
      if (res.hotSeatLink) navigate(localPath(res.hotSeatLink));
      else if (humanSeats.length === 1 && humanSeats[0].link) navigate(localPath(humanSeats[0].link));
      else if (humanSeats.length === 0) navigate(localPath(res.spectatorLink));
      else setCreated(res);
    } catch (e) {
      // The server's words in the person's language where it has them (a clock refused), else its sentence.
      const message = e instanceof Error ? e.message : String(e);
      setError((e instanceof ApiRefusal && e.text) || { en: message, it: message });
    } finally {
      setBusy(false);
    }
  };

  if (created) return <SeatLinks created={created} onDone={() => setCreated(null)} />;

  return (
    <form
      className="new-game card"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h2>{t('newGame')}</h2>
      {metaError && <p className="refusal">{metaError}</p>}
      {!meta && !metaError && <p className="muted">{t('loading')}</p>}
      {meta && (
        <>
          <fieldset className="game-pick">
            <legend>{t('game')}</legend>
            {meta.map((g) => {
              const gui = gameUi(g.id);
              return (
                <label key={g.id} className={`game-card ${g.id === gameId ? 'selected' : ''}`}>
                  <input
                    type="radio"
                    name="game"
                    value={g.id}
                    checked={g.id === gameId}
                    onChange={() => setGameId(g.id)}
                  />
                  <strong>{tx(gui.title) !== g.id ? tx(gui.title) : g.title}</strong>
                  <span className="muted">{tx(gui.blurb)}</span>
                  <span className="small-text muted">
                    {g.minPlayers === g.maxPlayers
                      ? `${g.minPlayers} ${t('players').toLowerCase()}`
                      : t('playersNote', { min: g.minPlayers, max: g.maxPlayers })}
                  </span>
                </label>
              );
            })}
          </fieldset>

          {current && (
            <fieldset>
              <legend>{t('players')}</legend>
              <div className="segmented" role="radiogroup" aria-label={t('players')}>
                {range(current.minPlayers, current.maxPlayers).map((n) => (
                  <button
                    key={n}
                    type="button"
                    role="radio"
                    aria-checked={n === players}
                    onClick={() => setPlayers(n)}
                  >
                    {n}
                  </button>
                ))}
              </div>
            </fieldset>
          )}

          <fieldset className="seats">
            <legend>{t('seats')}</legend>
            {seats.map((s, i) => (
              <div key={i} className="seat-row" style={{ borderLeftColor: ui.seatColors[i] }}>
                <span className="seat-no">{i + 1}</span>
                <div className="segmented" role="radiogroup" aria-label={`${t('seat')} ${i + 1}`}>
                  {SEAT_KINDS.map((k) => (
                    <button
                      key={k}
                      type="button"
                      role="radio"
                      aria-checked={s.kind === k}
                      data-seat-kind={`${i}-${k}`}
                      onClick={() => setSeats((all) => all.map((x, j) => (j === i ? { ...x, kind: k } : x)))}
                    >
                      <SeatKindLabel kind={k} />
                    </button>
                  ))}
                </div>
                {s.kind === 'bot' && (
                  <select
                    aria-label={`${t('level')} ${i + 1}`}
                    value={s.level}
                    onChange={(e) => {
                      const level = e.currentTarget.value;
                      setSeats((all) =>
                        all.map((x, j) => (j === i ? { ...x, level, levelChosen: true } : x)),
                      );
                    }}
                  >
                    {levels.map((l) => (
                      <option key={l} value={l}>
                        {levelName(l, lang)}
                      </option>
                    ))}
                  </select>
                )}
                <input
                  type="text"
                  aria-label={`${t('name')} ${i + 1}`}
                  placeholder={defaultName(s, i)}
                  value={s.name}
                  maxLength={24}
                  onChange={(e) => {
                    const name = e.currentTarget.value;
                    setSeats((all) => all.map((x, j) => (j === i ? { ...x, name } : x)));
                  }}
                />
              </div>
            ))}
          </fieldset>

          {Options && (
            <Options
              players={players}
              value={options}
              onChange={(value, valid) => {
                setOptions(value);
                setOptionsValid(valid);
              }}
            />
          )}

          {humans > 1 && !remote.open && (
            <fieldset>
              <legend>{t('howToPlay')}</legend>
              <label className="radio-line">
                <input type="radio" name="where" checked={hotSeat} onChange={() => setHotSeat(true)} />
                {t('hotSeat')}
              </label>
              <label className="radio-line">
                <input type="radio" name="where" checked={!hotSeat} onChange={() => setHotSeat(false)} />
                {t('byLink')}
              </label>
            </fieldset>
          )}

          <ClockOptions levels={levels} onChange={(choice, valid) => setTiming({ choice, valid })} />

          <label className="radio-line" title={tx(REVIEW.hintsAllowedHelp)}>
            <input
              type="checkbox"
              checked={hints}
              onChange={(e) => setHints(e.currentTarget.checked)}
              data-testid="hints-allowed"
            />
            {tx(REVIEW.hintsAllowed)}
          </label>

          {remote.fields}
          {error && (
            <p className="refusal" role="alert">
              {tx(error)}
            </p>
          )}
          <div className="form-submit">
            <button
              type="submit"
              className="primary big"
              disabled={busy || !current || !optionsValid || !timing.valid}
            >
              {busy ? t('creating') : t('create')}
            </button>
          </div>
        </>
      )}
    </form>
  );
}

function range(a: number, b: number): number[] {
  return Array.from({ length: b - a + 1 }, (_, i) => a + i);
}

/** A bot that plays sensibly and answers quickly: the heuristic when there is one. */
function defaultLevel(levels: string[]): string {
  return levels.find((l) => l === 'heuristic') ?? levels.find((l) => l !== 'random') ?? levels[0] ?? 'random';
}
