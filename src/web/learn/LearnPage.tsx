// /learn/<game>: starts a guided first game on the server and opens its table, replacing this address so
// that Back leads home rather than to a second new game.
import { useEffect, useRef, useState } from 'react';
import { useLang } from '../ui/i18n.ts';
import { playPath } from '../api/seat-token.ts';
import { navigate, onLinkClick } from '../ui/router.ts';
import { tutorials } from './api.ts';
import { LEARN } from './texts.ts';

export function LearnPage({ game }: { game: string }) {
  const { tx } = useLang();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    tutorials.start(game).then(
      (r) => {
        const seat = r.seats.find((s) => s.token);
        if (!seat?.token) throw new Error('no seat');
        navigate(playPath(r.gameId, seat.token, 'guide=1'), true);
      },
      (e: Error) => setError(e.message),
    );
  }, [game]);
  return (
    <main className="page-message">
      <h1>{tx(LEARN.learnToPlay)}</h1>
      <p className="muted" role="status">
        {error ?? tx(LEARN.starting)}
      </p>
      {error && (
        <a href="/" onClick={onLinkClick('/')}>
          {tx(LEARN.home)}
        </a>
      )}
    </main>
  );
}
