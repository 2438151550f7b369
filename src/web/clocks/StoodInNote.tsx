// In a list of my games (the home page's, and /me): a running game where a stand-in bot plays one of
// this browser's seats says so, with the way to take the seat back from the list. The server's answer
// (the game's snapshot) replaces the seats the list shows.
import { useState } from 'react';
import type { GameSnapshot, SeatInfo, Texts } from '../../shared/api.ts';
import { fill, useLang } from '../ui/i18n.ts';
import { refusalText, seatAction } from './seat-actions.ts';
import { CLOCKS } from './texts.ts';
import './clocks.css';
import { seatName as nameIn } from '../../shared/seat-names.ts';

/** The seats among `controls` a stand-in plays for. */
export const stoodInSeats = (seats: SeatInfo[], controls: readonly number[] | undefined) =>
  (controls ?? []).filter((s) => seats[s]?.kind === 'human' && seats[s]?.standIn);

export function StoodInNote(props: {
  gameId: string;
  token: string | null;
  seats: SeatInfo[];
  controls: readonly number[] | undefined;
  onBack: (snapshot: GameSnapshot) => void;
}) {
  const { tx, lang } = useLang();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Texts | null>(null);
  const stoodIn = stoodInSeats(props.seats, props.controls);
  if (stoodIn.length === 0 || props.token === null) return null;
  // A hot-seat entry acts for several people: each seat is named.
  const single = (props.controls?.length ?? 0) === 1;
  const back = (seat: number) => {
    setBusy(true);
    setError(null);
    seatAction(props.gameId, props.token, seat, 'reclaim')
      .then(props.onBack)
      .catch((e: unknown) => setError(refusalText(e)))
      .finally(() => setBusy(false));
  };
  return (
    <div className="stood-in-note" data-testid="stood-in">
      {stoodIn.map((s) => {
        const name = nameIn(props.seats[s], lang);
        return (
          <div key={s} className="stood-in-seat">
            <p>{single ? tx(CLOCKS.botPlaysForYou) : fill(tx(CLOCKS.botPlaysFor), { name })}</p>
            <button
              type="button"
              className="small primary"
              disabled={busy}
              onClick={() => back(s)}
              data-testid="take-back"
            >
              {busy
                ? tx(CLOCKS.working)
                : single
                  ? tx(CLOCKS.reclaim)
                  : fill(tx(CLOCKS.reclaimSeat), { name })}
            </button>
          </div>
        );
      })}
      {error && (
        <p className="refusal" role="alert">
          {tx(error)}
        </p>
      )}
    </div>
  );
}
