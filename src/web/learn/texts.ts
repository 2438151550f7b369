// The words of the guided first games and of the rules pages, in every language the program speaks.
import type { Texts } from '../../shared/api.ts';

export const LEARN = {
  learnToPlay: { en: 'Learn to play', it: 'Impara a giocare' },
  learnIntro: {
    en: 'A short game against a bot, one highlighted step at a time, then you play on by yourself.',
    it: 'Una breve partita contro un bot, un passo evidenziato alla volta, poi continui da solo.',
  },
  start: { en: 'Start the guided game', it: 'Inizia la partita guidata' },
  starting: { en: 'Setting up the table…', it: 'Preparo il tavolo…' },
  rules: { en: 'Rules', it: 'Regole' },
  rulesOf: { en: 'Rules of {game}', it: 'Regole di {game}' },
  icons: { en: 'Icons', it: 'Icone' },
  guide: { en: 'Guided game', it: 'Partita guidata' },
  stepOf: { en: 'Step {n} of {total}', it: 'Passo {n} di {total}' },
  doThis: {
    en: 'Click what is highlighted, on the board or in the list.',
    it: 'Clicca ciò che è evidenziato, sul tabellone o nell’elenco.',
  },
  confirmThis: { en: 'Confirm with the highlighted button.', it: 'Conferma con il pulsante evidenziato.' },
  botPlays: { en: 'Your opponent is playing…', it: 'L’avversario sta giocando…' },
  offPath: {
    en: 'You left the guided path. Play on freely from here, or go back to the guide: a new game starts at the step where you left it.',
    it: 'Hai lasciato il percorso guidato. Continua liberamente da qui, oppure torna alla guida: una nuova partita riparte dal passo in cui l’hai lasciata.',
  },
  offPathShort: { en: 'You left the guided path.', it: 'Hai lasciato il percorso guidato.' },
  backToGuide: { en: 'Back to the guide', it: 'Torna alla guida' },
  playOn: { en: 'Play on freely', it: 'Continua liberamente' },
  resuming: { en: 'Setting up the guide…', it: 'Preparo la guida…' },
  handOverTitle: { en: 'Your turn to play freely', it: 'Ora giochi liberamente' },
  gotIt: { en: 'Got it', it: 'Ho capito' },
  contents: { en: 'Contents', it: 'Indice' },
  glossary: { en: 'Icons and terms', it: 'Icone e termini' },
  glossaryHint: {
    en: 'Tap an icon to read what it means.',
    it: 'Tocca un’icona per leggere che cosa significa.',
  },
  backToGame: { en: 'Back to the game', it: 'Torna alla partita' },
  home: { en: 'Home', it: 'Home' },
  noRules: {
    en: 'There is no rules page for this game.',
    it: 'Non c’è una pagina di regole per questo gioco.',
  },
} satisfies Record<string, Texts>;

export const fillIn = (text: string, params: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/g, (whole, k: string) => (k in params ? String(params[k]) : whole));
