// The first page: start a game, or go back to one.
import { useState } from 'react';
import { useLang } from '../ui/i18n.ts';
import { LangSwitch } from '../ui/LangSwitch.tsx';
import { onLinkClick } from '../ui/router.ts';
import { useClassTexts } from './classroom/texts.ts';
import { MyGames } from './MyGames.tsx';
import { NewGameForm } from './NewGameForm.tsx';
import { LearnSection } from '../learn/LearnSection.tsx';
import { RecordUpload } from '../play/RecordUpload.tsx';
import { socialText } from '../social/texts.ts';

export function HomePage() {
  const { t, lang } = useLang();
  const { c } = useClassTexts();
  const [version, setVersion] = useState(0);
  return (
    <div className="home-page">
      <header className="topbar">
        <span className="brand">
          ◭ <span>{t('appTitle')}</span>
        </span>
        <span className="tagline muted">{t('tagline')}</span>
        <span className="spacer" />
        <a className="button small" href="/lobby" onClick={onLinkClick('/lobby')} data-testid="lobby-link">
          {socialText(lang, 'lobby')}
        </a>
        <a className="button small" href="/classroom/new" onClick={onLinkClick('/classroom/new')}>
          {c('runClass')}
        </a>
        <a className="button small" href="/join" onClick={onLinkClick('/join')}>
          {c('joinTitle')}
        </a>
        <LangSwitch />
      </header>
      <main className="home">
        <NewGameForm onCreated={() => setVersion((v) => v + 1)} />
        <div className="home-side">
          <LearnSection />
          <MyGames version={version} />
          <RecordUpload />
        </div>
      </main>
    </div>
  );
}
