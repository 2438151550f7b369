// A seat link the server no longer takes (the teacher freed the seat or gave it to someone else): the
// page says so in words and offers the table as any spectator sees it, instead of a stale table that
// keeps asking with the old link, or a game that "does not exist".
import type { Texts } from '../../shared/api.ts';
import type { ApiRefusal } from '../api/http.ts';
import { keepSeatToken } from '../api/seat-token.ts';
import { useLang } from '../ui/i18n.ts';
import { onLinkClick } from '../ui/router.ts';

const TEXTS = {
  title: { en: 'This link no longer opens a seat', it: 'Questo link non apre più un posto' },
  help: {
    en: 'The seat may have been freed or given to someone else. Ask whoever runs the game for a new link; meanwhile you can watch the game.',
    it: 'Il posto può essere stato liberato o dato a qualcun altro. Chiedi un nuovo link a chi guida la partita; intanto puoi guardarla.',
  },
  watch: { en: 'Watch the game', it: 'Guarda la partita' },
} satisfies Record<string, Texts>;

export function LinkRevoked({ gameId, refusal }: { gameId: string; refusal: ApiRefusal }) {
  const { tx, t } = useLang();
  const watch = () => {
    // This tab forgets the old token, and opens the game afresh as a spectator.
    keepSeatToken(gameId, null);
    location.assign(`/play/${encodeURIComponent(gameId)}`);
  };
  return (
    <main className="page-message" data-testid="link-revoked">
      <h1>{tx(TEXTS.title)}</h1>
      {refusal.text && <p className="muted">{tx(refusal.text)}</p>}
      <p>{tx(TEXTS.help)}</p>
      <p>
        <button type="button" className="primary" onClick={watch}>
          {tx(TEXTS.watch)}
        </button>{' '}
        <a href="/" onClick={onLinkClick('/')}>
          {t('home')}
        </a>
      </p>
    </main>
  );
}
