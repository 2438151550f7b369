// The client's shell: the language for every page, and the routes (home, play, rules, learn, classroom,
// lobby, my games on every device).
import { useMemo, useState } from 'react';
import type { Lang } from '../shared/api.ts';
import { HomePage } from './pages/HomePage.tsx';
import { ClassroomPages } from './pages/classroom/ClassroomPages.tsx';
import { PlayPage } from './pages/PlayPage.tsx';
import { tokenOfPushedSeat } from './play/push-seats.ts';
import { LearnPage } from './learn/LearnPage.tsx';
import { RulesPage } from './rules/RulesPage.tsx';
import { LobbyPage } from './social/LobbyPage.tsx';
import { MePage } from './social/MePage.tsx';
import { initialLang, LANG_STORAGE_KEY, LangContext, useLang } from './ui/i18n.ts';
import { onLinkClick, useRoute } from './ui/router.ts';

export function App() {
  const [lang, setLangState] = useState<Lang>(initialLang);
  const value = useMemo(
    () => ({
      lang,
      setLang: (l: Lang) => {
        setLangState(l);
        document.documentElement.lang = l;
        try {
          localStorage.setItem(LANG_STORAGE_KEY, l);
        } catch {
          // The choice then lasts for this page only.
        }
      },
    }),
    [lang],
  );
  return (
    <LangContext.Provider value={value}>
      <Routes />
    </LangContext.Provider>
  );
}

function Routes() {
  const route = useRoute();
  if (route.name === 'play' && route.gameId) {
    // A page opened from a notification names its seat, not its token: this browser keeps the token.
    const token = route.token ?? tokenOfPushedSeat(route.gameId, location.search);
    return (
      <PlayPage
        key={`${route.gameId}:${token ?? ''}`}
        gameId={route.gameId}
        token={token}
        replay={route.replay}
        guide={!!route.guide}
      />
    );
  }
  if (route.name === 'rules' && route.game) return <RulesPage key={route.game} game={route.game} />;
  if (route.name === 'learn' && route.game) return <LearnPage key={route.game} game={route.game} />;
  if (route.name === 'home') return <HomePage />;
  if (route.name === 'classroom') return <ClassroomPages path={route.path ?? ''} token={route.token} />;
  if (route.name === 'lobby') return <LobbyPage />;
  if (route.name === 'me') return <MePage />;
  return <NotFound />;
}

function NotFound() {
  const { t } = useLang();
  return (
    <main className="page-message">
      <h1>404</h1>
      <a href="/" onClick={onLinkClick('/')}>
        {t('home')}
      </a>
    </main>
  );
}
