// The top bar of the lobby and "my games on every device": the way home and the language.
import { useLang } from '../ui/i18n.ts';
import { LangSwitch } from '../ui/LangSwitch.tsx';
import { onLinkClick } from '../ui/router.ts';

export function PageBar() {
  const { t } = useLang();
  return (
    <header className="topbar">
      <a href="/" className="brand" onClick={onLinkClick('/')} aria-label={`${t('appTitle')} · ${t('home')}`}>
        ◭ <span>{t('appTitle')}</span>
      </a>
      <span className="spacer" />
      <LangSwitch />
    </header>
  );
}
