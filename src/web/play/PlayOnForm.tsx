// The seats of a new game played on from a position: a person (with a name) or a bot of any level the
// game offers, for each seat, and whether the people share this screen. Used by "play from here" and by
// "play on from a record".
import { useEffect, useState } from 'react';
import type { SeatInfo, SeatSpec } from '../../shared/api.ts';
import type { ForkResponse } from '../../shared/fork.ts';
import { byStrength } from '../../shared/levels.ts';
import { levelWord } from '../../shared/seat-names.ts';
import { api, refusalWords } from '../api/http.ts';
import { useLang } from '../ui/i18n.ts';
import { localPath, navigate } from '../ui/router.ts';
import { fill, PLAY_ON } from './play-on-texts.ts';

const PERSON = 'person';

interface Props {
  game: string;
  /** The seats of the position, whose people's names the form starts from. */
  seats: Pick<SeatInfo, 'seat' | 'kind' | 'name' | 'level'>[];
  title: string;
  onCreate: (seats: SeatSpec[], hotSeat: boolean) => Promise<ForkResponse>;
  onCreated: (created: ForkResponse) => void;
  onCancel?: () => void;
}

/**
 * Where a new game opens: on this screen, at the one person's seat, or watching bots; in this tab or, with
 * `newTab`, in another. False when it has several people each with a link: the caller shows the links.
 */
export function openNewGame(created: ForkResponse, newTab = false): boolean {
  const people = created.seats.filter((s) => s.kind === 'human');
  const to =
    created.hotSeatLink ??
    (people.length === 1 ? people[0].link : people.length === 0 ? created.spectatorLink : undefined);
  if (to && newTab) window.open(localPath(to), '_blank', 'noopener');
  else if (to) navigate(localPath(to));
  return to !== undefined;
}

export function PlayOnForm({ game, seats, title, onCreate, onCreated, onCancel }: Props) {
  const { lang, tx } = useLang();
  const [levels, setLevels] = useState<string[]>(['random']);
  const [choice, setChoice] = useState<string[]>(() =>
    seats.map((s) => (s.kind === 'bot' ? (s.level ?? 'random') : PERSON)),
  );
  const [names, setNames] = useState<string[]>(() => seats.map((s) => (s.kind === 'bot' ? '' : s.name)));
  const [hotSeat, setHotSeat] = useState(true);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    api.meta().then(
      (m) => setLevels(byStrength(m.games.find((g) => g.id === game)?.botLevels ?? ['random'])),
      () => undefined,
    );
  }, [game]);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    const specs: SeatSpec[] = choice.map((c, i) =>
      c === PERSON
        ? { kind: 'human', ...(names[i].trim() ? { name: names[i].trim() } : {}) }
        : { kind: 'bot', level: c },
    );
    try {
      onCreated(await onCreate(specs, hotSeat && choice.filter((c) => c === PERSON).length > 0));
    } catch (err) {
      setError(refusalWords(err, lang));
      setBusy(false);
    }
  };

  return (
    <form className="card play-on" onSubmit={submit} aria-label={title}>
      <h3>{title}</h3>
      <p className="muted small-text">{tx(PLAY_ON.help)}</p>
      {seats.map((s, i) => (
        <div key={s.seat} className="play-on-seat">
          <label>
            <span>
              {lang === 'it' ? 'Posto' : 'Seat'} {s.seat + 1}
            </span>
            <select
              value={choice[i]}
              onChange={(e) => {
                const v = e.currentTarget.value;
                setChoice((c) => c.map((x, j) => (j === i ? v : x)));
              }}
            >
              <option value={PERSON}>{tx(PLAY_ON.person)}</option>
              {levels.map((l) => (
                <option key={l} value={l}>
                  {fill(tx(PLAY_ON.bot), { level: levelWord(l, lang) })}
                </option>
              ))}
            </select>
          </label>
          {choice[i] === PERSON && (
            <input
              aria-label={`${tx(PLAY_ON.name)} ${s.seat + 1}`}
              value={names[i]}
              maxLength={40}
              placeholder={tx(PLAY_ON.name)}
              onChange={(e) => {
                const v = e.currentTarget.value;
                setNames((n) => n.map((x, j) => (j === i ? v : x)));
              }}
            />
          )}
        </div>
      ))}
      <label className="play-on-check">
        <input type="checkbox" checked={hotSeat} onChange={(e) => setHotSeat(e.currentTarget.checked)} />
        {tx(PLAY_ON.oneScreen)}
      </label>
      {error && (
        <p className="refusal" role="alert">
          {error}
        </p>
      )}
      <div className="play-on-actions">
        <button type="submit" className="primary" disabled={busy}>
          {busy ? tx(PLAY_ON.starting) : tx(PLAY_ON.start)}
        </button>
        {onCancel && (
          <button type="button" onClick={onCancel} disabled={busy}>
            {tx(PLAY_ON.cancel)}
          </button>
        )}
      </div>
    </form>
  );
}
