// The new-game form's part for remote play: the "open seat" kind (anyone from the lobby takes it by
// name), listing the game in the lobby, and the chat (on unless turned off).
import { useState } from 'react';
import type { SeatKind } from '../../shared/api.ts';
import { useLang } from '../ui/i18n.ts';
import { useSocialTexts } from './texts.ts';

export const SEAT_KINDS: SeatKind[] = ['human', 'bot', 'open'];

export function SeatKindLabel({ kind }: { kind: SeatKind }) {
  const { t } = useLang();
  const { s } = useSocialTexts();
  if (kind !== 'open') return <>{t(kind)}</>;
  return <span title={s('openSeat')}>{s('openShort')}</span>;
}

/** `request` goes into POST /api/games; `fields` into the form. */
export function useRemoteOptions(hasOpenSeat: boolean) {
  const { s } = useSocialTexts();
  const [listed, setListed] = useState(false);
  const [chat, setChat] = useState(true);
  const fields = (
    <div className="remote-options">
      <label className="radio-line" title={s('listedHelp')}>
        <input
          type="checkbox"
          checked={listed}
          onChange={(e) => setListed(e.currentTarget.checked)}
          data-testid="listed"
        />
        {s('listed')}
      </label>
      {hasOpenSeat && <p className="muted small-text">{s('openSeat')}</p>}
      <label className="radio-line">
        <input
          type="checkbox"
          checked={chat}
          onChange={(e) => setChat(e.currentTarget.checked)}
          data-testid="chat-on"
        />
        {s('chatOn')}
      </label>
    </div>
  );
  return { request: { listed, chat }, fields, open: hasOpenSeat };
}
