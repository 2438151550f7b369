// Copies a link; where the clipboard is not available (plain http on another host) the text is selected
// in a prompt instead, so it can still be copied by hand.
import { useState, type ReactNode } from 'react';
import { useLang } from './i18n.ts';

/**
 * `icon`: a narrow screen shows this sign in place of the words (the top bar of a phone), while the
 * button's name stays the words.
 */
export function CopyButton({ text, label, icon }: { text: string; label?: string; icon?: ReactNode }) {
  const { t } = useLang();
  const [done, setDone] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setDone(true);
      setTimeout(() => setDone(false), 1500);
    } catch {
      window.prompt(label ?? t('copy'), text);
    }
  };
  return (
    <button type="button" className="small copy" onClick={() => void copy()} data-copy={text}>
      {icon ? (
        <>
          <span className="when-wide">{done ? t('copied') : (label ?? t('copy'))}</span>
          <span className="when-narrow" aria-hidden="true">
            {done ? '✓' : icon}
          </span>
        </>
      ) : done ? (
        t('copied')
      ) : (
        (label ?? t('copy'))
      )}
    </button>
  );
}

/** Two links of a chain, drawn in SVG (an emoji needs a font the system may lack). */
export function LinkIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        d="M10 14a4.5 4.5 0 0 0 6.4 0l3.2-3.2a4.5 4.5 0 0 0-6.4-6.4L11.6 6 M14 10a4.5 4.5 0 0 0-6.4 0l-3.2 3.2a4.5 4.5 0 0 0 6.4 6.4l1.6-1.6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}
