// The classroom's pages: /classroom/new (create), /classroom/:id (the teacher's console),
// /classroom/:id/debrief (the class debrief, print-ready), /classroom/:id/screen (the big screen, no
// token) and /join[/:code] (students).
import { useLang } from '../../ui/i18n.ts';
import { onLinkClick } from '../../ui/router.ts';
import { Dashboard } from './Dashboard.tsx';
import { Debrief } from './Debrief.tsx';
import { JoinPage } from './JoinPage.tsx';
import { NewClassroom } from './NewClassroom.tsx';
import { ScreenPage } from './ScreenPage.tsx';
import './classroom.css';
import './console.css';

export function ClassroomPages({ path, token }: { path: string; token: string | null }) {
  const { t } = useLang();
  const parts = path.split('/').filter(Boolean).map(decodeURIComponent);
  if (parts[0] === 'join') return <JoinPage code={parts[1] ?? null} />;
  if (parts[0] === 'classroom' && parts[1] === 'new' && parts.length === 2) return <NewClassroom />;
  if (parts[0] === 'classroom' && parts[1] && parts.length === 2)
    return <Dashboard key={parts[1]} id={parts[1]} token={token} />;
  if (parts[0] === 'classroom' && parts[1] && parts[2] === 'debrief' && parts.length === 3)
    return <Debrief key={parts[1]} id={parts[1]} token={token} />;
  if (parts[0] === 'classroom' && parts[1] && parts[2] === 'screen' && parts.length === 3)
    return <ScreenPage key={parts[1]} id={parts[1]} />;
  return (
    <main className="page-message">
      <h1>404</h1>
      <a href="/" onClick={onLinkClick('/')}>
        {t('home')}
      </a>
    </main>
  );
}
