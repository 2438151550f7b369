// After creating a game played by link: one link per human seat to hand out, and the spectators' link.
import type { CreateGameResponse } from '../../shared/api.ts';
import { useLang } from '../ui/i18n.ts';
import { CopyButton } from '../ui/CopyButton.tsx';
import { localPath, navigate } from '../ui/router.ts';
import { seatName as nameIn } from '../../shared/seat-names.ts';

export function SeatLinks({ created, onDone }: { created: CreateGameResponse; onDone: () => void }) {
  const { t, lang } = useLang();
  const abs = (link: string) => new URL(link, location.origin).href;
  return (
    <section className="card seat-links">
      <h2>{t('seatLinks')}</h2>
      <p className="muted">{t('seatLinksHelp')}</p>
      <ul>
        {created.seats
          .filter((s) => s.kind === 'human' && s.link)
          .map((s) => (
            <li key={s.seat}>
              <span className="seat-name">
                {t('seat')} {s.seat + 1}: <strong>{nameIn(s, lang)}</strong>
              </span>
              <input
                readOnly
                value={abs(s.link as string)}
                aria-label={`${t('seat')} ${s.seat + 1}: ${nameIn(s, lang)}`}
                onFocus={(e) => e.currentTarget.select()}
              />
              <CopyButton text={abs(s.link as string)} />
              <button type="button" className="small" onClick={() => navigate(localPath(s.link as string))}>
                {t('playHere')}
              </button>
            </li>
          ))}
        <li>
          <span className="seat-name">{t('spectatorLink')}</span>
          <input
            readOnly
            value={abs(created.spectatorLink)}
            aria-label={t('spectatorLink')}
            onFocus={(e) => e.currentTarget.select()}
          />
          <CopyButton text={abs(created.spectatorLink)} />
        </li>
      </ul>
      <button type="button" onClick={onDone}>
        {t('newGame')}
      </button>
    </section>
  );
}
