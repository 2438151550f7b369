// A label with a short form written for small screens ("Raw" for "Raw materials"), never a word cut by the
// layout. Wide screens show the full name; on a phone the short one shows, and a tap (or Enter) shows the
// full name beside it. Screen readers always read the full name.
import { useState } from 'react';

export function ShortLabel({ full, short }: { full: string; short: string }) {
  const [open, setOpen] = useState(false);
  if (full === short) return <span>{full}</span>;
  return (
    <span
      className={`short-label ${open ? 'open' : ''}`}
      title={full}
      role="button"
      tabIndex={0}
      aria-expanded={open}
      onClick={() => setOpen((o) => !o)}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          setOpen((o) => !o);
        }
      }}
      onBlur={() => setOpen(false)}
    >
      <span className="sl-full">{full}</span>
      <span className="sl-short" aria-hidden="true">
        {short}
      </span>
    </span>
  );
}
