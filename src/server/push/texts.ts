// The words of a "your turn" notification, in the language the seat chose when it subscribed.
import type { Lang } from '../../shared/api.ts';

const words: Record<Lang, { title: string; body: string }> = {
  en: { title: 'Your turn', body: '{game}: {name}, the table is waiting for your move.' },
  it: { title: 'Tocca a te', body: '{game}: {name}, il tavolo aspetta la tua mossa.' },
};

export function turnTexts(lang: Lang, game: string, name: string): { title: string; body: string } {
  const w = words[lang] ?? words.en;
  return { title: w.title, body: w.body.replace('{game}', game).replace('{name}', name) };
}
