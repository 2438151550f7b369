// Copies a link; where the clipboard is not available (plain http on another host) the text is selected
// in a prompt instead, so it can still be copied by hand.
import { useState } from 'react';
import { useLang } from './i18n.ts';

export function CopyButton({ text, label }: { text: string; label?: string }) {
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
      {done ? t('copied') : (label ?? t('copy'))}
    </button>
  );
}
