// The client's own words (buttons, headings, prompts) in every language the program speaks. Game texts
// (move labels, log lines) come from the server already translated; these are the rest.
import { createContext, useContext } from 'react';
import type { Lang, Texts } from '../../shared/api.ts';

export const LANGS: Lang[] = ['en', 'it'];
export const LANG_NAMES: Record<Lang, string> = { en: 'English', it: 'Italiano' };

const en = {
  appTitle: 'Externalities',
  tagline: 'Serious economic board games, played in the browser.',
  newGame: 'New game',
  game: 'Game',
  players: 'Players',
  seat: 'Seat',
  human: 'Human',
  bot: 'Bot',
  level: 'Level',
  name: 'Name',
  countries: 'Countries',
  randomCountries: 'Drawn at random',
  chooseCountries: 'Chosen now',
  countriesAtTable: 'Chosen by the first player, at the table',
  pickCountries: 'Pick {n} countries',
  language: 'Language',
  howToPlay: 'Where the humans play',
  hotSeat: 'All human seats on this screen',
  byLink: 'Each human gets a link',
  create: 'Create game',
  creating: 'Creating…',
  seatLinks: 'Seat links',
  seatLinksHelp:
    'Send each link to the person who plays that seat; keep yours. Anyone with a link can play that seat.',
  spectatorLink: 'Spectators',
  copy: 'Copy',
  copied: 'Copied',
  open: 'Open',
  playHere: 'Play here',
  myGames: 'My games',
  ongoing: 'Ongoing',
  finished: 'Finished',
  noGames: 'No games yet: create one above.',
  forget: 'Forget',
  replay: 'Replay',
  resume: 'Resume',
  watch: 'Watch',
  round: 'Round',
  phase: 'Phase',
  moves: 'Moves',
  yourTurn: 'Your turn',
  yourTurnSeat: 'Your turn: {name}',
  waitingFor: 'Waiting for {names}',
  waitingOpenSeat: 'Waiting for a player from the lobby',
  waitingOpenSeats: 'Waiting for {n} players from the lobby',
  gameOver: 'Game over',
  winner: 'Winner: {names}',
  winners: 'Winners: {names}',
  spectating: 'You are watching',
  spectatorNote: 'You are watching: every move appears here as it is made.',
  log: 'Log',
  logEmpty: 'Nothing has happened yet.',
  replayMode: 'Position after move {n} of {total}',
  replayBack: 'Back to the game',
  replaySlider: 'Replay: move',
  previousMove: 'Previous move',
  nextMove: 'Next move',
  boardLabel: 'The board',
  chosenSoFar: 'Chosen so far',
  setup: 'Setup',
  live: 'Live',
  reconnecting: 'Reconnecting…',
  offline: 'Connection lost: retrying',
  refused: 'Not allowed',
  stale: 'The game moved on; here is the current position.',
  cancel: 'Cancel',
  back: 'Back',
  confirm: 'Confirm',
  confirmTitle: 'Please confirm',
  choose: 'Choose',
  allMoves: 'All possible moves',
  noMoves: 'Nothing to decide right now.',
  choicesComing: 'Loading your choices…',
  notPossible: 'not possible now.',
  rulesOfStep: 'The rules of this step →',
  notYourTurn: 'Not your turn: watch the others play.',
  loading: 'Loading…',
  notFound: 'This game does not exist (or the link is wrong).',
  home: 'Home',
  you: 'you',
  seatOf: 'seat {n}',
  copyLink: 'Copy link',
  endReport: 'End of the game',
  showReport: 'Show the report',
  hideReport: 'Show the board',
  score: 'Score',
  rank: 'Rank',
  total: 'Total',
  playersNote: '{min} to {max} players',
  seats: 'Who plays',
  randomSeat: 'Random',
  errorTitle: 'Something went wrong',
  retry: 'Retry',
  sending: 'Sending…',
  filter: 'Filter moves',
  showAll: 'Show all moves',
  keyboardHint: 'Tab to move between choices, Enter to pick.',
  hideSheet: 'Hide the choices',
  moreDetails: '▸ Details',
  fewerDetails: '▾ Fewer details',
  showSheet: 'Show the choices',
  less: 'Less',
  more: 'More',
  amount: 'Amount',
  quickPicks: 'Quick picks',
  undo: 'Undo',
  undoHint: 'Take back your last move (Ctrl+Z)',
  endTurnUnused: 'You still have options this turn.',
};

export type UiKey = keyof typeof en;

const it: Record<UiKey, string> = {
  appTitle: 'Externalities',
  tagline: 'Giochi da tavolo economici e seri, nel browser.',
  newGame: 'Nuova partita',
  game: 'Gioco',
  players: 'Giocatori',
  seat: 'Posto',
  human: 'Umano',
  bot: 'Bot',
  level: 'Livello',
  name: 'Nome',
  countries: 'Paesi',
  randomCountries: 'Estratti a caso',
  chooseCountries: 'Scelti ora',
  countriesAtTable: 'Scelti dal primo giocatore, al tavolo',
  pickCountries: 'Scegli {n} paesi',
  language: 'Lingua',
  howToPlay: 'Dove giocano gli umani',
  hotSeat: 'Tutti i posti umani su questo schermo',
  byLink: 'Ogni umano riceve un link',
  create: 'Crea la partita',
  creating: 'Creazione…',
  seatLinks: 'Link dei posti',
  seatLinksHelp:
    'Manda a ogni persona il link del suo posto; tieni il tuo. Chi ha un link può giocare quel posto.',
  spectatorLink: 'Spettatori',
  copy: 'Copia',
  copied: 'Copiato',
  open: 'Apri',
  playHere: 'Gioca qui',
  myGames: 'Le mie partite',
  ongoing: 'In corso',
  finished: 'Finite',
  noGames: 'Ancora nessuna partita: creane una qui sopra.',
  forget: 'Dimentica',
  replay: 'Rivedi',
  resume: 'Riprendi',
  watch: 'Guarda',
  round: 'Turno',
  phase: 'Fase',
  moves: 'Mosse',
  yourTurn: 'Tocca a te',
  yourTurnSeat: 'Tocca a te: {name}',
  waitingFor: 'In attesa di {names}',
  waitingOpenSeat: 'In attesa di un giocatore dalla sala',
  waitingOpenSeats: 'In attesa di {n} giocatori dalla sala',
  gameOver: 'Partita finita',
  winner: 'Vince: {names}',
  winners: 'Vincono: {names}',
  spectating: 'Stai guardando',
  spectatorNote: 'Stai guardando: ogni mossa compare qui appena viene fatta.',
  log: 'Registro',
  logEmpty: 'Non è ancora successo nulla.',
  replayMode: 'Posizione dopo la mossa {n} di {total}',
  replayBack: 'Torna alla partita',
  replaySlider: 'Rivedi: mossa',
  previousMove: 'Mossa precedente',
  nextMove: 'Mossa successiva',
  boardLabel: 'Il tabellone',
  chosenSoFar: 'Scelto finora',
  setup: 'Preparazione',
  live: 'In diretta',
  reconnecting: 'Riconnessione…',
  offline: 'Connessione persa: riprovo',
  refused: 'Non consentito',
  stale: 'La partita è andata avanti; ecco la posizione attuale.',
  cancel: 'Annulla',
  back: 'Indietro',
  confirm: 'Conferma',
  confirmTitle: 'Conferma',
  choose: 'Scegli',
  allMoves: 'Tutte le mosse possibili',
  noMoves: 'Nessuna decisione da prendere ora.',
  choicesComing: 'Caricamento delle tue scelte…',
  notPossible: 'ora non è possibile.',
  rulesOfStep: 'Le regole di questo passo →',
  notYourTurn: 'Non tocca a te: guarda giocare gli altri.',
  loading: 'Caricamento…',
  notFound: 'Questa partita non esiste (o il link è sbagliato).',
  home: 'Inizio',
  you: 'tu',
  seatOf: 'posto {n}',
  copyLink: 'Copia il link',
  endReport: 'Fine della partita',
  showReport: 'Mostra il resoconto',
  hideReport: 'Mostra il tabellone',
  score: 'Punti',
  rank: 'Posizione',
  total: 'Totale',
  playersNote: 'da {min} a {max} giocatori',
  seats: 'Chi gioca',
  randomSeat: 'Casuale',
  errorTitle: 'Qualcosa è andato storto',
  retry: 'Riprova',
  sending: 'Invio…',
  filter: 'Filtra le mosse',
  showAll: 'Mostra tutte le mosse',
  keyboardHint: 'Tab per passare da una scelta all’altra, Invio per scegliere.',
  hideSheet: 'Nascondi le scelte',
  moreDetails: '▸ Dettagli',
  fewerDetails: '▾ Meno dettagli',
  showSheet: 'Mostra le scelte',
  less: 'Meno',
  more: 'Più',
  amount: 'Importo',
  quickPicks: 'Scelte rapide',
  undo: 'Annulla mossa',
  undoHint: 'Riprendi la tua ultima mossa (Ctrl+Z)',
  endTurnUnused: 'Hai ancora opzioni in questo turno.',
};

const DICT: Record<Lang, Record<UiKey, string>> = { en, it };

/** Fills `{name}` placeholders. */
export function fill(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, k: string) => (k in params ? String(params[k]) : whole));
}

export function uiText(lang: Lang, key: UiKey, params?: Record<string, string | number>): string {
  return fill(DICT[lang][key] ?? en[key], params);
}

/** A number as the language writes it: a decimal comma in Italian ("48,5"), a point in English. */
export const numberIn = (n: number, lang: Lang): string =>
  lang === 'it' ? String(n).replace('.', ',') : String(n);

/** Both languages of one client text, for places that take `Texts`. */
export function uiTexts(key: UiKey, params?: Record<string, string | number>): Texts {
  return { en: uiText('en', key, params), it: uiText('it', key, params) };
}

export interface LangContextValue {
  lang: Lang;
  setLang: (lang: Lang) => void;
}

export const LangContext = createContext<LangContextValue>({ lang: 'en', setLang: () => {} });

/**
 * The text of `texts` in `lang`, else in English, else in the language it has: a log line pushed in the
 * page's last language only (the socket's `?lang=`) reads in it until the line comes again in the new one.
 */
export function textIn(texts: Partial<Texts> | undefined | null, lang: Lang): string {
  if (!texts) return '';
  return texts[lang] ?? texts.en ?? Object.values(texts).find((t) => typeof t === 'string') ?? '';
}

/** The current language, a translator for client texts, and a picker for server `Texts`. */
export function useLang() {
  const { lang, setLang } = useContext(LangContext);
  const t = (key: UiKey, params?: Record<string, string | number>) => uiText(lang, key, params);
  const tx = (texts: Texts | undefined | null) => textIn(texts, lang);
  return { lang, setLang, t, tx };
}

/** Bot levels in words; an unknown level keeps its id. */
const LEVELS: Record<string, Texts> = {
  random: { en: 'random (easy)', it: 'casuale (facile)' },
  heuristic: { en: 'heuristic (medium)', it: 'euristico (medio)' },
  mcts: { en: 'search (strong, slower)', it: 'ricerca (forte, più lento)' },
  tycoon: { en: 'tycoon (strongest, slowest)', it: 'magnate (il più forte, il più lento)' },
};

export function levelName(level: string, lang: Lang): string {
  return LEVELS[level]?.[lang] ?? level;
}

export const LANG_STORAGE_KEY = 'externalities.lang';

export function initialLang(): Lang {
  try {
    const saved = localStorage.getItem(LANG_STORAGE_KEY);
    if (saved === 'en' || saved === 'it') return saved;
  } catch {
    // Storage can be unavailable (private mode); the browser's language decides then.
  }
  return navigator.language?.toLowerCase().startsWith('it') ? 'it' : 'en';
}
