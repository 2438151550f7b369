// The mark and name at the left of every top bar but the home page's: the way home. Its accessible name
// starts with the name shown (WCAG 2.5.3, "label in name") and adds where it leads; small screens hide the
// name and keep the mark.
import { useLang } from './i18n.ts';
import { onLinkClick } from './router.ts';

export function BrandLink() {
  const { t } = useLang();
  return (
    <a href="/" className="brand" onClick={onLinkClick('/')} aria-label={`${t('appTitle')} · ${t('home')}`}>
      ◭ <span>{t('appTitle')}</span>
    </a>
  );
}
