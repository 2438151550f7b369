// What a page's seat buttons share while they ask the server to leave a seat to its stand-in or take it
// back: one request at a time, the refusal kept to be shown in the page's language, and a way to close
// the question once the server agreed.
import { useState } from 'react';
import type { Texts } from '../../shared/api.ts';
import { useLang } from '../ui/i18n.ts';
import { refusalText, seatAction, type SeatAction } from './seat-actions.ts';

export interface SeatActionState {
  busy: boolean;
  error: Texts | null;
  /** The confirmation is open ("Leave the game?", "Let a bot play which seat?"). */
  asking: boolean;
  setAsking(asking: boolean): void;
  act(seat: number, action: SeatAction): void;
}

export function useSeatAction(gameId: string, token: string | null): SeatActionState {
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<Texts | null>(null);
  const act = (seat: number, action: SeatAction) => {
    setBusy(true);
    setError(null);
    seatAction(gameId, token, seat, action)
      .then(() => setAsking(false))
      .catch((e: unknown) => setError(refusalText(e)))
      .finally(() => setBusy(false));
  };
  return { busy, error, asking, setAsking, act };
}

/** The server's refusal of a seat action, read out as it appears. */
export function SeatRefusal({ error }: { error: Texts | null }) {
  const { tx } = useLang();
  if (!error) return null;
  return (
    <p className="refusal" role="alert" data-testid="seat-refusal">
      {tx(error)}
    </p>
  );
}
