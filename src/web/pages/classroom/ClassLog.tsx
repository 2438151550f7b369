// The class log: what the teacher did and who joined, newest first, in the page's language.
import type { ClassLogLine } from '../../../shared/classroom.ts';
import { useConsoleTexts } from './console-texts.ts';

export function ClassLog({ log, open = false }: { log: ClassLogLine[]; open?: boolean }) {
  const { k, lang } = useConsoleTexts();
  const time = (at: string) => new Date(at).toLocaleTimeString(lang, { hour: '2-digit', minute: '2-digit' });
  return (
    <details className="card class-log" open={open}>
      <summary>
        <h2>{k('classLog')}</h2> <span className="muted">({log.length})</span>
      </summary>
      <ol reversed data-testid="class-log">
        {[...log].reverse().map((l) => (
          <li key={l.n} data-kind={l.kind}>
            <time dateTime={l.at}>{time(l.at)}</time> {l.text[lang]}
          </li>
        ))}
      </ol>
    </details>
  );
}
