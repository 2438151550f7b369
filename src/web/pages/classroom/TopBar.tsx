// The classroom pages' top bar: the brand (back home), the page's title, the language switch.
import type { ReactNode } from 'react';
import { BrandLink } from '../../ui/BrandLink.tsx';
import { LangSwitch } from '../../ui/LangSwitch.tsx';

export function TopBar({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="topbar class-topbar">
      <BrandLink />
      <span className="class-title">{title}</span>
      <span className="spacer" />
      {children}
      <LangSwitch />
    </header>
  );
}
