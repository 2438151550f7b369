// The games this browser knows: ongoing ones to resume, finished ones to replay. Their status is refreshed
// from the server's public list.
import { useEffect, useState } from 'react';
import type { GameSummary } from '../../shared/api.ts';
import { api } from '../api/http.ts';
import { forgetGame, loadMyGames, updateMyGame, type MyGame } from '../api/my-games.ts';
import { keepSeatToken, playPath } from '../api/seat-token.ts';
import { gameUi } from '../boards/index.ts';
import { seatName as nameIn } from '../../shared/seat-names.ts';
import { useLang } from '../ui/i18n.ts';
import { onLinkClick } from '../ui/router.ts';
import { CopyButton } from '../ui/CopyButton.tsx';
import { DevicesCard } from '../social/DevicesCard.tsx';
import { StoodInNote, stoodInSeats } from '../clocks/StoodInNote.tsx';

export function MyGames({ version }: { version: number }) {
  const { t, tx, lang } = useLang();
  const [games, setGames] = useState<MyGame[]>(() => loadMyGames());

  useEffect(() => {
    setGames(loadMyGames());
    let live = true;
    const patchFrom = (g: MyGame, s: GameSummary) =>
      updateMyGame(g.gameId, g.token, {
        status: s.status,
        moveCount: s.moveCount,
        updatedAt: s.updatedAt,
        // The seats say which bot plays for whom; `controls` which of them are this browser's.
        seats: s.seats,
        ...(s.controls ? { controls: s.controls } : {}),
        ...(s.outcome ? { winners: s.outcome.winners } : {}),
        result: s.outcome?.winners
          .map((w) => s.seats.find((x) => x.seat === w)?.name ?? `#${w + 1}`)
          .join(', '),
      });
    void (async () => {
      try {
        const tokens = [...new Set(loadMyGames().flatMap((g) => (g.token ? [g.token] : [])))].slice(0, 100);
        const answer = await api.listGames(tokens);
        const list: GameSummary[] = Array.isArray(answer) ? answer : answer.games;
        const byId = new Map(list.map((g) => [g.gameId, g]));
        const missing: MyGame[] = [];
        for (const g of loadMyGames()) {
          const s = byId.get(g.gameId);
          if (s) patchFrom(g, s);
          else if (g.status !== 'finished') missing.push(g);
        }
        // Games older than the list's first page are asked for one by one (a few at most).
        for (const g of missing.slice(0, 10)) {
          if (!live) return;
          try {
            // Only the summary is wanted: the log lines already counted are left out.
            const since = Number.isSafeInteger(g.moveCount) && g.moveCount >= 0 ? g.moveCount : undefined;
            patchFrom(g, await api.getGame(g.gameId, g.token, since));
          } catch {
            // Gone or unreachable: the entry stays as it was.
          }
        }
      } catch {
        // Offline: the list shows what the browser remembers.
      }
      if (live) setGames(loadMyGames());
    })();
    return () => {
      live = false;
    };
  }, [version]);

  // A game a bot plays for the person waits for them (to take the seat back): it comes first.
  const stoodIn = (g: MyGame) => (g.token && stoodInSeats(g.seats, g.controls).length > 0 ? 1 : 0);
  const ongoing = games.filter((g) => g.status !== 'finished').sort((a, b) => stoodIn(b) - stoodIn(a));
  const finished = games.filter((g) => g.status === 'finished');
  const date = (iso: string) =>
    new Date(iso).toLocaleString(lang === 'it' ? 'it-IT' : 'en-GB', {
      dateStyle: 'medium',
      timeStyle: 'short',
    });

  const item = (g: MyGame) => {
    const ui = gameUi(g.game);
    const path = playPath(g.gameId, g.token);
    const replayPath = playPath(g.gameId, g.token, 'replay=0');
    // A spectator's entry opens the game without the seat token this tab may hold for it.
    const open = (to: string) => (e: Parameters<ReturnType<typeof onLinkClick>>[0]) => {
      if (!(e.metaKey || e.ctrlKey || (e.button !== undefined && e.button !== 0)))
        keepSeatToken(g.gameId, g.token);
      onLinkClick(to)(e);
    };
    const done = g.status === 'finished';
    const result = g.winners
      ? g.winners
          .map((w) => {
            const info = g.seats.find((x) => x.seat === w);
            return info ? nameIn(info, lang) : `#${w + 1}`;
          })
          .join(', ')
      : g.result;
    return (
      <li key={`${g.gameId}-${g.token ?? ''}`} className="my-game" data-game={g.gameId}>
        <div className="my-game-head">
          <strong>{tx(ui.title)}</strong>
          <span className="muted small-text">{date(g.createdAt)}</span>
        </div>
        <div className="my-game-seats">
          {g.seats.map((s) => (
            <span key={s.seat} className="seat-chip" style={{ borderColor: ui.seatColors[s.seat] }}>
              {nameIn(s, lang)}
            </span>
          ))}
        </div>
        {!done && (
          <StoodInNote
            gameId={g.gameId}
            token={g.token}
            seats={g.seats}
            controls={g.controls}
            onBack={(snap) => {
              updateMyGame(g.gameId, g.token, { seats: snap.seats, controls: snap.controls });
              setGames(loadMyGames());
            }}
          />
        )}
        <div className="muted small-text">
          {t('moves')}: {g.moveCount}
          {done && result ? ` · ${t('winner', { names: result })}` : ''}
        </div>
        <div className="buttons">
          <a className="button primary small" href={path} onClick={open(path)}>
            {done ? t('showReport') : g.token ? t('resume') : t('watch')}
          </a>
          {done && (
            <a className="button small" href={replayPath} onClick={open(replayPath)}>
              {t('replay')}
            </a>
          )}
          {!done && g.links && g.links.length > 1 && !g.hotSeat && (
            <details className="links">
              <summary>{t('seatLinks')}</summary>
              {g.links.map((l) => (
                <div key={l.seat} className="link-line">
                  {nameIn({ seat: l.seat, kind: 'human', name: l.name }, lang)}{' '}
                  <CopyButton text={new URL(l.link, location.origin).href} />
                </div>
              ))}
            </details>
          )}
          <button
            type="button"
            className="small link"
            onClick={() => {
              forgetGame(g.gameId, g.token);
              setGames(loadMyGames());
            }}
          >
            {t('forget')}
          </button>
        </div>
      </li>
    );
  };

  return (
    <section className="card my-games">
      <h2>{t('myGames')}</h2>
      {games.length === 0 && <p className="muted">{t('noGames')}</p>}
      {ongoing.length > 0 && (
        <>
          <h3>{t('ongoing')}</h3>
          <ul>{ongoing.map(item)}</ul>
        </>
      )}
      {finished.length > 0 && (
        <>
          <h3>{t('finished')}</h3>
          <ul>{finished.map(item)}</ul>
        </>
      )}
      <DevicesCard version={version} />
    </section>
  );
}
