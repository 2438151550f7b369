// At a classroom's table: the teacher's last message to every table, as a banner across the table. It
// comes with the snapshot (`classroomNotice`), so it shows at once when the teacher sends it; hidden by
// the student, it shows again for the next message. It stays pinned under the top bar, in sight while
// the student scrolls the board (on a phone the table is taller than the screen).
import { useRef, useState } from 'react';
import type { GameSnapshot } from '../../../shared/api.ts';
import { usePinBelowTopbar } from '../../learn/usePinBelowTopbar.ts';
import { useConsoleTexts } from './console-texts.ts';
import './banner.css';

export function ClassroomBanner({ snapshot }: { snapshot: Pick<GameSnapshot, 'classroomNotice'> }) {
  const { k, lang } = useConsoleTexts();
  const [hidden, setHidden] = useState<string | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  usePinBelowTopbar(ref, 'notice');
  const notice = snapshot.classroomNotice;
  if (!notice || hidden === notice.at) return null;
  const time = new Date(notice.at).toLocaleTimeString(lang, { hour: '2-digit', minute: '2-digit' });
  return (
    <div ref={ref} className="classroom-banner" role="alert" data-testid="classroom-notice">
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
