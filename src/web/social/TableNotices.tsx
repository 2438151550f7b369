// What the table says about remote play above the decision: at the end, "Play again" (the rematch,
// which each seat's link opens) or, once someone asked for it, who did and the way into it; while seats are open,
// how many players the game waits for and the link that shows them the open seats.
import { useState } from 'react';
import type { GameSnapshot } from '../../shared/api.ts';
import { ApiRefusal } from '../api/http.ts';
import { keepSeatToken, playPath } from '../api/seat-token.ts';
import { CopyButton } from '../ui/CopyButton.tsx';
import { useLang } from '../ui/i18n.ts';
import { navigate } from '../ui/router.ts';
import { socialApi } from './api.ts';
import { useSocialTexts } from './texts.ts';
import './social.css';
import { nameAs } from '../play/turn.ts';

export function TableNotices({ snapshot, token }: { snapshot: GameSnapshot; token: string | null }) {
  const open = snapshot.seats.filter((x) => x.kind === 'open').length;
  if (open > 0 && snapshot.status !== 'finished') return <OpenSeats gameId={snapshot.gameId} open={open} />;
  if (snapshot.status !== 'finished') return null;
  return <Rematch snapshot={snapshot} token={token} />;
}

/** Opens `gameId` with this page's token: the old game's token opens its seat of the rematch. */
function go(gameId: string, token: string | null) {
  keepSeatToken(gameId, token);
  navigate(playPath(gameId, null));
}

function Rematch({ snapshot, token }: { snapshot: GameSnapshot; token: string | null }) {
  const { tx, lang } = useLang();
  const { s } = useSocialTexts();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const plays = token !== null && snapshot.controls.length > 0;
  const next = snapshot.rematch?.gameId;
  // Who started it, unless it was this page's own seat (then there is no one else to name).
  const by = snapshot.rematch?.by;
  const named = by && !snapshot.controls.includes(by.seat) ? nameAs(snapshot, by.seat, by.name, lang) : null;
  if (next)
    return (
      <div className="social-notice" role="status" data-testid="rematch-started">
        <p>{named ? s('rematchStartedBy', { name: named }) : s('rematchStarted')}</p>
        <a
          className="button primary small"
          href={playPath(next, null)}
          onClick={(e) => {
            e.preventDefault();
            go(next, plays ? token : null);
          }}
        >
          {plays ? s('join') : s('watchNew')}
        </a>
      </div>
    );
  if (!plays) return null;
  const ask = async () => {
    setBusy(true);
    setError(null);
    try {
      go((await socialApi.rematch(snapshot.gameId, token)).gameId, token);
    } catch (e) {
      setError(e instanceof ApiRefusal ? tx(e.text) || e.message : String(e));
      setBusy(false);
    }
  };
  return (
    <div className="social-notice">
      <p className="muted small-text">{s('playAgainHelp')}</p>
      <button
        type="button"
        className="primary"
        disabled={busy}
        onClick={() => void ask()}
        data-testid="play-again"
      >
        {s('playAgain')}
      </button>
      {error && (
        <p className="refusal" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

function OpenSeats({ gameId, open }: { gameId: string; open: number }) {
  const { s } = useSocialTexts();
  const share = `${location.origin}/lobby?game=${encodeURIComponent(gameId)}`;
  return (
    <div className="social-notice" role="status" data-testid="open-seats">
      <p>{open === 1 ? s('waitingForOne') : s('waitingFor', { n: open })}</p>
      <CopyButton text={share} label={s('shareOpen')} />
    </div>
  );
}
