// The person's side of stand-ins at the table: while a stand-in bot plays their seat, a notice saying so
// with "Take my seat back" (the decision panel offers no moves then: the server would refuse them);
// otherwise "Leave the game", which first says that a bot of the game's level will play for them and
// that they can come back; a shared screen instead lets a bot play one of its people's seats (HandSeat).
// The server's answer arrives over the game's socket like any change of the table; a refusal is shown
// here in the page's language.
import type { GameSnapshot } from '../../shared/api.ts';
import { fill, useLang } from '../ui/i18n.ts';
import { seatName } from '../play/turn.ts';
import { HandSeat } from './HandSeat.tsx';
import { SeatRefusal, useSeatAction } from './SeatActionState.tsx';
import { shortLevel } from './SeatClocks.tsx';
import { CLOCKS } from './texts.ts';
import './clocks.css';

export function StandInPanel({ snapshot, token }: { snapshot: GameSnapshot; token: string | null }) {
  const { lang, tx } = useLang();
  const { busy, error, asking, setAsking, act } = useSeatAction(snapshot.gameId, token);
  if (snapshot.status === 'finished' || snapshot.controls.length === 0) return null;

  const level = (s: number) => snapshot.seats[s]?.standIn ?? snapshot.standInLevel ?? '';
  const short = (s: number) => shortLevel(level(s), lang);
  const stoodIn = snapshot.controls.filter((s) => snapshot.seats[s]?.standIn);
  const single = snapshot.controls.length === 1;
  const mine = snapshot.controls[0];
  const refusal = <SeatRefusal error={error} />;

  const notice = stoodIn.length > 0 && (
    <section className="stand-in-panel" role="status" data-testid="stand-in-panel">
      {stoodIn.map((s) => (
        <div key={s}>
          <p>
            {single
              ? fill(tx(CLOCKS.standingIn), { level: short(s) })
              : fill(tx(CLOCKS.standingInSeat), { level: short(s), name: seatName(snapshot, s, lang) })}
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
                  : fill(tx(CLOCKS.reclaimSeat), { name: seatName(snapshot, s, lang) })}
            </button>
          </div>
        </div>
      ))}
      {refusal}
    </section>
  );
  // A shared screen may hand any of its people's seats to the stand-in (one of them has to go).
  if (!single)
    return (
      <>
        {notice}
        <HandSeat snapshot={snapshot} token={token} />
      </>
    );
  if (notice) return notice;

  // Leaving is for the page of one person's seat.
  if (mine === undefined || snapshot.seats[mine]?.kind !== 'human') return null;
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
