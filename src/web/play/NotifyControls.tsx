// The table's notification controls: a bell that asks for "your turn" notifications by Web Push for
// the seat this page plays (shown where the browser can do it and the page holds that seat's link),
// and a sound toggle for a chime while the page is open. The tab badge (title-badge.ts) stays as it is.
import { useEffect, useState } from 'react';
import { useLang } from '../ui/i18n.ts';
import { BellIcon, SpeakerIcon } from './notify-icons.tsx';
import { NOTIFY } from './notify-texts.ts';
import './notify.css';
import { disablePush, enablePush, pushSupported, registerWorker } from './push.ts';
import { pushSeatOn } from './push-seats.ts';
import { setTurnSound, turnSoundOn, useTurnSound } from './turn-sound.ts';

interface Props {
  gameId: string;
  /** The seat this page plays with its own link (null: watching, or a shared screen). */
  seat: number | null;
  token: string | null;
  myTurn: boolean;
  /** The page acts for some seat (only then is a chime useful). */
  plays: boolean;
}

export function NotifyControls({ gameId, seat, token, myTurn, plays }: Props) {
  const { lang, tx } = useLang();
  const [sound, setSound] = useState(turnSoundOn);
  useTurnSound(myTurn, sound);
  const canPush = seat !== null && token !== null && pushSupported();
  const [push, setPush] = useState<'on' | 'off' | 'busy'>(() =>
    canPush && pushSeatOn(gameId, seat, token) && Notification.permission === 'granted' ? 'on' : 'off',
  );
  const [problem, setProblem] = useState<'denied' | 'failed' | null>(null);

  // The worker is registered as soon as a seat's page opens, so that it is ready when the bell is rung.
  useEffect(() => {
    if (canPush) registerWorker().catch(() => setProblem('failed'));
  }, [canPush]);

  // With the bell on, the subscription is posted again when the page opens and when the language
  // changes: the notifications follow the page's language, and a browser's renewed endpoint reaches the server.
  useEffect(() => {
    if (canPush && push === 'on') void enablePush(gameId, seat, token, lang);
  }, [lang, canPush, gameId, seat, token]);

  const ring = async () => {
    if (!canPush || push === 'busy') return;
    setProblem(null);
    setPush('busy');
    if (push === 'on') {
      await disablePush(gameId, seat, token).catch(() => undefined);
      setPush('off');
      return;
    }
    const result = await enablePush(gameId, seat, token, lang);
    setPush(result === 'on' ? 'on' : 'off');
    if (result !== 'on') setProblem(result);
  };

  if (!plays) return null;
  return (
    <span className="notify-controls">
      {canPush && (
        <button
          type="button"
          className={`small notify-bell ${push === 'on' ? 'on' : ''}`}
          aria-pressed={push === 'on'}
          aria-label={tx(push === 'on' ? NOTIFY.bellOn : NOTIFY.bellOff)}
          title={tx(problem ? NOTIFY[problem] : push === 'on' ? NOTIFY.bellOn : NOTIFY.bellOff)}
          disabled={push === 'busy'}
          onClick={() => void ring()}
          data-testid="push-bell"
          data-problem={problem ?? undefined}
        >
          <BellIcon on={push === 'on'} />
        </button>
      )}
      <button
        type="button"
        className={`small notify-sound ${sound ? 'on' : ''}`}
        aria-pressed={sound}
        aria-label={tx(sound ? NOTIFY.soundOn : NOTIFY.soundOff)}
        title={tx(sound ? NOTIFY.soundOn : NOTIFY.soundOff)}
        onClick={() => {
          setTurnSound(!sound);
          setSound(!sound);
        }}
        data-testid="turn-sound"
      >
        <SpeakerIcon on={sound} />
      </button>
      {problem && (
        <span className="notify-problem" role="status">
          {tx(NOTIFY[problem])}
        </span>
      )}
    </span>
  );
}
