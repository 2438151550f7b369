// A shared screen (hot-seat) has no one person to leave, but one of the people at it may have to go:
// "Let a bot play a seat" hands that person's seat to the game's stand-in, so the others play on, and
// the stand-in notice above offers the seat back whenever they return. It asks first, naming the bot.
import type { GameSnapshot } from '../../shared/api.ts';
import { seatName } from '../play/turn.ts';
import { fill, useLang } from '../ui/i18n.ts';
import { SeatRefusal, useSeatAction } from './SeatActionState.tsx';
import { shortLevel } from './SeatClocks.tsx';
import { CLOCKS } from './texts.ts';
import './clocks.css';

export function HandSeat({ snapshot, token }: { snapshot: GameSnapshot; token: string | null }) {
  const { lang, tx } = useLang();
  const { busy, error, asking, setAsking, act } = useSeatAction(snapshot.gameId, token);
  // People's seats this screen plays that no bot plays yet.
  const free = snapshot.controls.filter(
    (s) => snapshot.seats[s]?.kind === 'human' && !snapshot.seats[s]?.standIn,
  );
  if (free.length === 0) return null;
  return (
    <section className="leave-seat">
      {!asking ? (
        <button type="button" className="small" onClick={() => setAsking(true)} data-testid="hand-seat">
          {tx(CLOCKS.handSeat)}
        </button>
      ) : (
        <div className="confirm-leave" role="group" aria-label={tx(CLOCKS.handSeat)}>
          <p>{fill(tx(CLOCKS.handSeatHelp), { level: shortLevel(snapshot.standInLevel ?? '', lang) })}</p>
          <div className="buttons">
            {free.map((s) => (
              <button
                key={s}
                type="button"
                className="danger"
                disabled={busy}
                onClick={() => act(s, 'leave')}
                data-testid={`hand-seat-${s}`}
              >
                {fill(tx(CLOCKS.handSeatTo), { name: seatName(snapshot, s, lang) })}
              </button>
            ))}
            <button
              type="button"
              disabled={busy}
              onClick={() => setAsking(false)}
              autoFocus
              data-testid="hand-seat-cancel"
            >
              {tx(CLOCKS.cancel)}
            </button>
          </div>
        </div>
      )}
      <SeatRefusal error={error} />
    </section>
  );
}
