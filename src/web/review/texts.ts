// The words of the game review (who was winning when) and of hints, in every language the program speaks.
import type { Texts } from '../../shared/api.ts';

export const REVIEW = {
  chances: { en: 'Chances to win', it: 'Probabilità di vittoria' },
  analysing: { en: 'Analysing the game…', it: 'Analisi della partita…' },
  analysingDone: { en: '{done} of {total} positions', it: '{done} posizioni su {total}' },
  chartSummary: {
    en: 'Each line is one seat’s estimated chance to win after every move.',
    it: 'Ogni linea è la probabilità stimata di vittoria di un posto dopo ogni mossa.',
  },
  swings: { en: 'Biggest swings', it: 'Svolte principali' },
  swingLine: {
    en: 'Move {n}: {name} {delta} points',
    it: 'Mossa {n}: {name} {delta} punti',
  },
  tableCaption: {
    en: 'Chance to win after each move (%)',
    it: 'Probabilità di vittoria dopo ogni mossa (%)',
  },
  showTable: { en: 'Show as a table', it: 'Mostra come tabella' },
  move: { en: 'Move', it: 'Mossa' },
  showMove: { en: 'Show the position after move {n}', it: 'Mostra la posizione dopo la mossa {n}' },
  hint: { en: 'Hint', it: 'Suggerimento' },
  hintAsk: { en: 'Ask for a hint', it: 'Chiedi un suggerimento' },
  hintThinking: { en: 'Thinking…', it: 'Ci penso…' },
  hintSuggests: { en: 'Suggested: {label}', it: 'Suggerito: {label}' },
  hintNote: {
    en: 'Everyone will read in the log that you asked for a hint.',
    it: 'Tutti leggeranno nel registro che hai chiesto un suggerimento.',
  },
  hintsAllowed: { en: 'Hints allowed', it: 'Suggerimenti permessi' },
  hintsAllowedHelp: {
    en: 'Players may ask what a strong player would do; the log says when they did.',
    it: 'I giocatori possono chiedere che cosa farebbe un giocatore forte; il registro lo dice.',
  },
} satisfies Record<string, Texts>;

/** Fills `{name}` placeholders of an already chosen text. */
export function fill(text: string, params: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m));
}
