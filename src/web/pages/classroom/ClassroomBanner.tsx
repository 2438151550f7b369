// At a classroom's table: the teacher's last message to every table, as a banner across the table. It
// comes with the snapshot (`classroomNotice`), so it shows at once when the teacher sends it; hidden by
// the student, it shows again for the next message.
import { useState } from 'react';
import type { GameSnapshot } from '../../../shared/api.ts';
import { useConsoleTexts } from './console-texts.ts';
import './banner.css';

export function ClassroomBanner({ snapshot }: { snapshot: Pick<GameSnapshot, 'classroomNotice'> }) {
  const { k, lang } = useConsoleTexts();
  const [hidden, setHidden] = useState<string | null>(null);
  const notice = snapshot.classroomNotice;
  if (!notice || hidden === notice.at) return null;
  const time = new Date(notice.at).toLocaleTimeString(lang, { hour: '2-digit', minute: '2-digit' });
  return (
    <div className="classroom-banner" role="alert" data-testid="classroom-notice">
      <span className="from">
        {k('fromTeacher')} · <time dateTime={notice.at}>{time}</time>
      </span>
      <span className="text">{notice.text}</span>
      <button type="button" className="small" onClick={() => setHidden(notice.at)} aria-label={k('dismiss')}>
        ✕
      </button>
    </div>
  );
}
