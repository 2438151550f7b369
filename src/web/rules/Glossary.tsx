// Icons with their meaning, opened by a tap, a click or the keyboard (not only by hover): one open at a time.
import { useState } from 'react';
import { useLang } from '../ui/i18n.ts';
import type { GlossaryEntry } from './types.ts';

export function Glossary({ entries }: { entries: GlossaryEntry[] }) {
  const { tx } = useLang();
  const [open, setOpen] = useState<string | null>(null);
  const shown = entries.find((e) => e.id === open);
  return (
    <div className="glossary">
      <ul className="glossary-icons">
        {entries.map((e) => (
          <li key={e.id}>
            <button
              type="button"
              className={`glossary-icon ${open === e.id ? 'open' : ''}`}
              aria-expanded={open === e.id}
              aria-controls="glossary-meaning"
              data-glossary={e.id}
              onClick={() => setOpen((o) => (o === e.id ? null : e.id))}
            >
              {e.icon}
              <span>{tx(e.name)}</span>
            </button>
          </li>
        ))}
      </ul>
      <p id="glossary-meaning" className="glossary-meaning" role="status" aria-live="polite">
        {shown ? (
          <>
            <strong>{tx(shown.name)}:</strong> {tx(shown.meaning)}
          </>
        ) : null}
      </p>
    </div>
  );
}
