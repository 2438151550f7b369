// "Use my games on another device", under "my games": makes a personal key, sends it every seat link
// this browser knows (and, later, those of new games), and shows the personal link to copy.
import { useEffect, useState } from 'react';
import { ApiRefusal } from '../api/http.ts';
import { CopyButton } from '../ui/CopyButton.tsx';
import { useLang } from '../ui/i18n.ts';
import { socialApi } from './api.ts';
import { keepPlayerKey, keepSeatsUnder, personalLink, storedPlayerKey } from './player-key.ts';
import { useSocialTexts } from './texts.ts';
import './social.css';

export function DevicesCard({ version }: { version: number }) {
  const { tx } = useLang();
  const { s } = useSocialTexts();
  const [key, setKey] = useState<string | null>(storedPlayerKey);
  const [kept, setKept] = useState<number | null>(null);
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // Seats of games created or joined since are kept under the key as "my games" is refreshed.
  useEffect(() => {
    if (!key) return;
    let live = true;
    void keepSeatsUnder(key).then((n) => live && n !== null && setKept(n));
    return () => {
      live = false;
    };
  }, [key, version]);

  const make = async () => {
    setBusy(true);
    setError(null);
    try {
      const made = (await socialApi.newKey()).key;
      keepPlayerKey(made);
      setKey(made);
      setShown(true);
    } catch (e) {
      setError(e instanceof ApiRefusal ? tx(e.text) || e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <details className="devices" data-testid="devices">
      <summary>{s('devices')}</summary>
      <p className="muted small-text">{s('devicesHelp')}</p>
      {!key && (
        <button type="button" className="small primary" disabled={busy} onClick={() => void make()}>
          {s('makeKey')}
        </button>
      )}
      {key && !shown && (
        <button type="button" className="small" onClick={() => setShown(true)}>
          {s('showKey')}
        </button>
      )}
      {key && shown && (
        <>
          <p className="small-text">{s('keyMade')}</p>
          <div className="key-link">
            <code data-testid="personal-link">{personalLink(key)}</code>
            <CopyButton text={personalLink(key)} />
          </div>
        </>
      )}
      {key && kept !== null && <p className="muted small-text">{s('keyKept', { n: kept })}</p>}
      {error && (
        <p className="refusal" role="alert">
          {error}
        </p>
      )}
    </details>
  );
}
