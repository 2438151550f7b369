// The classroom pages' top bar: the brand (back home), the page's title, the language switch.
import type { ReactNode } from 'react';
import { useLang } from '../../ui/i18n.ts';
import { LangSwitch } from '../../ui/LangSwitch.tsx';
import { onLinkClick } from '../../ui/router.ts';

export function TopBar({ title, children }: { title: string; children?: ReactNode }) {
  const { t } = useLang();
  return (
    <header className="topbar class-topbar">
      <a className="brand" href="/" onClick={onLinkClick('/')}>
        ◭ <span>{t('appTitle')}</span>
      </a>
      <span className="class-title">{title}</span>
      <span className="spacer" />
      {children}
      <LangSwitch />
    </header>
  );
}
