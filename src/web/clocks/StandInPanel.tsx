// The person's side of stand-ins at the table: while a stand-in bot plays their seat, a notice saying so
// with "Take my seat back" (the decision panel offers no moves then: the server would refuse them);
// otherwise "Leave the game", which first says that a bot of the game's level will play for them and
// that they can come back. The server's answer arrives over the game's socket like any change of the
// table; a refusal is shown here in the page's language.
import { useState } from 'react';
import type { GameSnapshot, Texts } from '../../shared/api.ts';
import { ApiRefusal, request } from '../api/http.ts';
import { fill, useLang } from '../ui/i18n.ts';
import { seatName } from '../play/turn.ts';
import { shortLevel } from './SeatClocks.tsx';
import { CLOCKS } from './texts.ts';
import './clocks.css';

type SeatAction = 'leave' | 'reclaim';

const seatAction = (gameId: string, token: string | null, seat: number, action: SeatAction) =>
  request<GameSnapshot>('POST', `/api/games/${encodeURIComponent(gameId)}/seats/${seat}/${action}`, token);

/**
 * A refusal in the page's language: the known ones in our words (they name no seat number), any other
 * in the server's texts, or with its sentence.
 */
function refusalText(e: unknown): Texts {
  const code = e instanceof ApiRefusal ? e.code : 'NETWORK';
  if (code === 'TOKEN_REQUIRED') return CLOCKS.NOT_YOUR_SEAT;
  if (code in CLOCKS && /^[A-Z_]+$/.test(code)) return CLOCKS[code as keyof typeof CLOCKS];
  if (e instanceof ApiRefusal && e.text) return e.text;
  const message = e instanceof Error ? e.message : String(e);
  return { en: fill(CLOCKS.otherRefusal.en, { message }), it: fill(CLOCKS.otherRefusal.it, { message }) };
}

export function StandInPanel({ snapshot, token }: { snapshot: GameSnapshot; token: string | null }) {
  const { lang, tx } = useLang();
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<Texts | null>(null);
  if (snapshot.status === 'finished' || snapshot.controls.length === 0) return null;

  const act = (seat: number, action: SeatAction) => {
    setBusy(true);
    setError(null);
    seatAction(snapshot.gameId, token, seat, action)
      .then(() => setAsking(false))
      .catch((e: unknown) => setError(refusalText(e)))
      .finally(() => setBusy(false));
  };
  const level = (s: number) => snapshot.seats[s]?.standIn ?? snapshot.standInLevel ?? '';
  const short = (s: number) => shortLevel(level(s), lang);
  const stoodIn = snapshot.controls.filter((s) => snapshot.seats[s]?.standIn);
  const single = snapshot.controls.length === 1;
  const mine = snapshot.controls[0];
  const refusal = error && (
    <p className="refusal" role="alert" data-testid="seat-refusal">
      {tx(error)}
    </p>
  );

  if (stoodIn.length > 0)
    return (
      <section className="stand-in-panel" role="status" data-testid="stand-in-panel">
        {stoodIn.map((s) => (
          <div key={s}>
            <p>
              {single
                ? fill(tx(CLOCKS.standingIn), { level: short(s) })
                : fill(tx(CLOCKS.standingInSeat), { level: short(s), name: seatName(snapshot, s) })}
            </p>
            <div className="buttons">
              <button
                type="button"
                className="primary"
                disabled={busy}
                onClick={() => act(s, 'reclaim')}
                data-testid="reclaim"
              >
                {busy
                  ? tx(CLOCKS.working)
                  : single
                    ? tx(CLOCKS.reclaim)
                    : fill(tx(CLOCKS.reclaimSeat), { name: seatName(snapshot, s) })}
              </button>
            </div>
          </div>
        ))}
        {refusal}
      </section>
    );

  // Leaving is for the page of one person's seat; a shared screen has no one person to leave.
  if (!single || mine === undefined || snapshot.seats[mine]?.kind !== 'human') return null;
  return (
    <section className="leave-seat">
      {!asking ? (
        <button type="button" className="small" onClick={() => setAsking(true)} data-testid="leave">
          {tx(CLOCKS.leave)}
        </button>
      ) : (
        <div className="confirm-leave" role="group" aria-label={tx(CLOCKS.leave)}>
          <p>{fill(tx(CLOCKS.leaveConfirm), { level: short(mine) })}</p>
          <div className="buttons">
            <button
              type="button"
              className="danger"
              disabled={busy}
              onClick={() => act(mine, 'leave')}
              data-testid="leave-confirm"
            >
              {busy ? tx(CLOCKS.working) : tx(CLOCKS.leaveYes)}
            </button>{' '}
            <button type="button" disabled={busy} onClick={() => setAsking(false)} autoFocus>
              {tx(CLOCKS.stay)}
            </button>
          </div>
        </div>
      )}
      {refusal}
    </section>
  );
}
