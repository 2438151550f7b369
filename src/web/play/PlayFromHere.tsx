// "Play from here": under the replay, a button that opens the seats form and starts a new game from the
// position shown (the server refuses what may not be played on, e.g. a running game that hides cards).
import { useState } from 'react';
import type { GameSnapshot } from '../../shared/api.ts';
import type { ForkResponse } from '../../shared/fork.ts';
import { api } from '../api/http.ts';
import { SeatLinks } from '../pages/SeatLinks.tsx';
import { useLang } from '../ui/i18n.ts';
import { openNewGame, PlayOnForm } from './PlayOnForm.tsx';
import { fill, PLAY_ON } from './play-on-texts.ts';

interface Props {
  snapshot: GameSnapshot;
  token: string | null;
  /** The position shown (the entry after which a new game would start), or null for none to play on from. */
  at: number | null;
}

/** Where a game played on from a position came from, with a link to that position of the old game. */
export function PlayedOnNote({ snapshot }: { snapshot: GameSnapshot }) {
  const { tx } = useLang();
  const p = snapshot.playedOn;
  if (!p) return null;
  return (
    <p className="muted small-text played-on">
      {p.from ? (
        <a href={`/play/${encodeURIComponent(p.from.gameId)}?replay=${p.from.at}`}>
          {fill(tx(PLAY_ON.playedOn), { at: p.from.at })}
        </a>
      ) : (
        tx(PLAY_ON.fromRecordNote)
      )}
      {p.redrawn ? ` ${tx(PLAY_ON.redrawn)}` : ''}
    </p>
  );
}

export function PlayFromHere({ snapshot, token, at }: Props) {
  const { tx } = useLang();
  const [open, setOpen] = useState(false);
  const [created, setCreated] = useState<ForkResponse | null>(null);
  if (created) return <SeatLinks created={created} onDone={() => setCreated(null)} />;
  if (!open || at === null)
    return (
      <div className="play-on-open">
        {at !== null && (
          <button type="button" onClick={() => setOpen(true)}>
            {tx(PLAY_ON.button)}
          </button>
        )}
        {snapshot.status === 'finished' && (
          <a
            className="small-text"
            href={`/api/games/${encodeURIComponent(snapshot.gameId)}/record`}
            download={`${snapshot.game}-${snapshot.gameId}.json`}
          >
            {tx(PLAY_ON.record)}
          </a>
        )}
      </div>
    );
  return (
    <PlayOnForm
      key={at}
      game={snapshot.game}
      seats={snapshot.seats}
      title={fill(tx(PLAY_ON.title), { n: at })}
      onCreate={(seats, hotSeat) => api.fork(snapshot.gameId, token, { at, seats, hotSeat })}
      onCreated={(c) => {
        if (!openNewGame(c)) setCreated(c);
      }}
      onCancel={() => setOpen(false)}
    />
  );
}
