// My games on every device (`/me#key=...`): the games kept under a personal key, read from the server,
// those waiting for this person first. Opening the page with a key makes it this browser's key too, and
// its games join this browser's "my games".
import { useEffect, useState } from 'react';
import type { KeptGamesResponse } from '../../shared/social.ts';
import { ApiRefusal } from '../api/http.ts';
import { loadMyGames, rememberGame } from '../api/my-games.ts';
import { keepSeatToken, playPath } from '../api/seat-token.ts';
import { gameUi } from '../boards/index.ts';
import { StoodInNote } from '../clocks/StoodInNote.tsx';
import { useLang } from '../ui/i18n.ts';
import { navigate } from '../ui/router.ts';
import { socialApi } from './api.ts';
import { PageBar } from './PageBar.tsx';
import { adoptKeyFromAddress, storedPlayerKey } from './player-key.ts';
import { age, useSocialTexts } from './texts.ts';
import './social.css';
import { seatName as nameIn } from '../../shared/seat-names.ts';

type Kept = KeptGamesResponse['games'][number];

export function MePage() {
  const { t, tx, lang } = useLang();
  const { s } = useSocialTexts();
  const [key] = useState(() => adoptKeyFromAddress() ?? storedPlayerKey());
  const [games, setGames] = useState<Kept[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!key) return;
    socialApi.keptGames(key).then(
      (r) => {
        setGames(r.games);
        const known = loadMyGames();
        for (const g of r.games)
          if (!known.some((k) => k.gameId === g.gameId && k.token === g.token))
            rememberGame({
              gameId: g.gameId,
              game: g.game,
              token: g.token,
              seats: g.seats,
              controls: g.controls,
              hotSeat: g.controls.length > 1,
              createdAt: g.updatedAt,
              status: g.status,
              moveCount: g.moveCount,
              updatedAt: g.updatedAt,
            });
      },
      (e: unknown) => setError(e instanceof ApiRefusal ? tx(e.text) || e.message : String(e)),
    );
    // Read once per key; the language only changes how the page says it.
  }, [key]);

  const open = (g: Kept) => {
    keepSeatToken(g.gameId, g.token);
    navigate(playPath(g.gameId, null));
  };

  return (
    <div className="home-page me-page">
      <PageBar />
      <main className="home">
        <h1>{s('meTitle')}</h1>
        <p>{s('meHelp')}</p>
        {!key && <p className="refusal">{s('meNoKey')}</p>}
        {error && (
          <p className="refusal" role="alert">
            {error}
          </p>
        )}
        {key && games === null && !error && <p className="muted">{t('loading')}</p>}
        {games?.length === 0 && <p>{s('meEmpty')}</p>}
        <ul className="me-games">
          {games?.map((g) => {
            const ui = gameUi(g.game);
            return (
              <li
                key={`${g.gameId}-${g.token}`}
                className="me-game"
                data-game={g.gameId}
                data-waiting={g.waiting}
              >
                <div className="my-game-head">
                  <strong>{tx(ui.title) || g.game}</strong>
                  {g.waiting && <span className="waiting-badge">{s('waitingForYou')}</span>}
                  <span className="muted small-text">
                    {g.status === 'finished' ? s('over') : s('running')} · {age(g.updatedAt, lang)}
                  </span>
                </div>
                <div className="my-game-seats">
                  {g.seats.map((x) => (
                    <span
                      key={x.seat}
                      className={`seat-chip ${x.kind === 'open' ? 'open' : ''}`}
                      style={{
                        borderColor: ui.seatColors[x.seat],
                        fontWeight: g.controls.includes(x.seat) ? 700 : undefined,
                      }}
                    >
                      {x.kind === 'open' ? s('openShort') : nameIn(x, lang)}
                    </span>
                  ))}
                </div>
                {g.status === 'running' && (
                  <StoodInNote
                    gameId={g.gameId}
                    token={g.token}
                    seats={g.seats}
                    controls={g.controls}
                    onBack={(snap) =>
                      setGames((list) => (list ?? []).map((x) => (x === g ? { ...x, seats: snap.seats } : x)))
                    }
                  />
                )}
                <div className="buttons">
                  <a
                    className={`button small ${g.waiting ? 'primary' : ''}`}
                    href={playPath(g.gameId, null)}
                    onClick={(e) => {
                      e.preventDefault();
                      open(g);
                    }}
                  >
                    {s('openGame')}
                  </a>
                </div>
              </li>
            );
          })}
        </ul>
      </main>
    </div>
  );
}
