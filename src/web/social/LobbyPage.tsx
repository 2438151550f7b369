// The lobby: listed games with open seats (GET /api/lobby), and a game's own open seats when the link
// names it (`/lobby?game=<id>`, the link a table waiting for players offers, which works for unlisted
// games too). "Take this seat" asks for a name, claims the seat and opens it; a seat someone else took
// first is explained and the list read again.
import { useCallback, useEffect, useState } from 'react';
import type { GameSnapshot } from '../../shared/api.ts';
import type { LobbyResponse } from '../../shared/social.ts';
import { api, ApiRefusal } from '../api/http.ts';
import { rememberGame } from '../api/my-games.ts';
import { keepSeatToken, playPath } from '../api/seat-token.ts';
import { gameUi } from '../boards/index.ts';
import { useLang } from '../ui/i18n.ts';
import { navigate } from '../ui/router.ts';
import { socialApi } from './api.ts';
import { PageBar } from './PageBar.tsx';
import { age, useSocialTexts } from './texts.ts';
import './social.css';
import { seatName as nameIn } from '../../shared/seat-names.ts';

type Entry = LobbyResponse['games'][number];

const fromSnapshot = (g: GameSnapshot): Entry => ({
  gameId: g.gameId,
  game: g.game,
  players: g.seats.length,
  seats: g.seats,
  openSeats: g.seats.filter((x) => x.kind === 'open').map((x) => x.seat),
  customSetup: g.customSetup,
  createdAt: g.createdAt,
});

export function LobbyPage() {
  const { t, tx } = useLang();
  const { s } = useSocialTexts();
  const wanted = new URLSearchParams(location.search).get('game');
  const [games, setGames] = useState<Entry[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      const list = (await socialApi.lobby()).games;
      let own: Entry | null = null;
      if (wanted && !list.some((g) => g.gameId === wanted)) {
        // A shared link to a game not listed (or not on this page of the list): its own seats.
        own = await api.getGame(wanted, null).then(fromSnapshot, () => null);
      }
      setGames(
        [...(own ? [own] : []), ...list].sort(
          (a, b) => Number(b.gameId === wanted) - Number(a.gameId === wanted),
        ),
      );
      setLoadError(null);
    } catch (e) {
      setLoadError(e instanceof Error ? e.message : String(e));
    }
  }, [wanted]);

  useEffect(() => {
    void load();
  }, [load]);

  const refused = (e: unknown) => {
    const why = e instanceof ApiRefusal ? tx(e.text) || e.message : String(e);
    setNotice(e instanceof ApiRefusal && e.code === 'SEAT_TAKEN' ? `${s('seatGone')} ${why}` : why);
    void load();
  };

  return (
    <div className="home-page lobby-page">
      <PageBar />
      <main className="home">
        <h1>{s('lobbyTitle')}</h1>
        <p>{s('lobbyHelp')}</p>
        <p>
          <button type="button" className="small" onClick={() => void load()}>
            {s('refresh')}
          </button>
        </p>
        {notice && (
          <p className="refusal" role="alert" data-testid="lobby-notice">
            {notice}
          </p>
        )}
        {loadError && <p className="refusal">{loadError}</p>}
        {games === null && !loadError && <p className="muted">{t('loading')}</p>}
        {games?.length === 0 && <p>{s('lobbyEmpty')}</p>}
        <ul className="lobby-games">
          {games?.map((g) => (
            <LobbyGame key={g.gameId} entry={g} wanted={g.gameId === wanted} onRefused={refused} />
          ))}
        </ul>
      </main>
    </div>
  );
}

function LobbyGame({
  entry,
  wanted,
  onRefused,
}: {
  entry: Entry;
  wanted: boolean;
  onRefused: (e: unknown) => void;
}) {
  const { tx, lang } = useLang();
  const { s } = useSocialTexts();
  const ui = gameUi(entry.game);
  const [seat, setSeat] = useState<number | null>(null);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const claim = async (n: number) => {
    if (!name.trim()) {
      setProblem(s('nameNeeded'));
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const r = await socialApi.claim(entry.gameId, n, name.trim());
      const now = new Date().toISOString();
      rememberGame({
        gameId: r.gameId,
        game: entry.game,
        token: r.token,
        seats: entry.seats.map((x) => (x.seat === n ? { seat: n, kind: 'human', name: r.name } : x)),
        hotSeat: false,
        createdAt: entry.createdAt,
        status: 'running',
        moveCount: 0,
        updatedAt: now,
      });
      keepSeatToken(r.gameId, r.token);
      navigate(playPath(r.gameId, null));
    } catch (e) {
      setBusy(false);
      if (e instanceof ApiRefusal && e.code !== 'SEAT_TAKEN' && e.status === 400)
        setProblem(tx(e.text) || e.message);
      else onRefused(e);
    }
  };

  return (
    <li className={`lobby-game ${wanted ? 'wanted' : ''}`} data-game={entry.gameId}>
      <div className="my-game-head">
        <strong>{tx(ui.title) || entry.game}</strong>
        <span className="muted small-text">{s('created', { age: age(entry.createdAt, lang) })}</span>
      </div>
      <div className="lobby-seats">
        {entry.seats.map((x) => (
          <span
            key={x.seat}
            className={`seat-chip ${x.kind === 'open' ? 'open' : ''}`}
            style={{ borderColor: ui.seatColors[x.seat] }}
          >
            {x.kind === 'open' ? s('openShort') : nameIn(x, lang)}
          </span>
        ))}
      </div>
      {entry.openSeats.length === 0 && <p className="muted small-text">{s('notOpen')}</p>}
      <div className="buttons">
        {entry.openSeats.map((n) => (
          <button
            key={n}
            type="button"
            className={`small ${seat === n ? 'primary' : ''}`}
            aria-expanded={seat === n}
            onClick={() => setSeat(n)}
            data-testid={`take-${n}`}
          >
            {s('takeSeat')} ({n + 1})
          </button>
        ))}
      </div>
      {seat !== null && (
        <form
          className="claim-form"
          onSubmit={(e) => {
            e.preventDefault();
            void claim(seat);
          }}
        >
          <label>
            {s('yourName')}{' '}
            <input
              type="text"
              value={name}
              maxLength={40}
              autoFocus
              autoComplete="nickname"
              onChange={(e) => setName(e.currentTarget.value)}
              data-testid="claim-name"
            />
          </label>
          <button type="submit" className="primary small" disabled={busy}>
            {s('takeIt')}
          </button>
          {problem && (
            <p className="refusal" role="alert">
              {problem}
            </p>
          )}
        </form>
      )}
    </li>
  );
}
