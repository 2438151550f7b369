// The classroom pages' own words in every language (kept here rather than in the shared dictionary, so
// that the classroom pages can grow without touching the rest of the client).
import type { Texts } from '../../../shared/api.ts';
import { fill, useLang } from '../../ui/i18n.ts';

const T = {
  runClass: { en: 'Run a class', it: 'Gioca con una classe' },
  newClassroom: { en: 'New classroom', it: 'Nuova classe' },
  newClassroomHelp: {
    en: 'Several tables of one game at once. Students join with a code and pick a seat; bots fill the rest. You follow every table live, pause them all, and debrief the class at the end.',
    it: 'Più tavoli dello stesso gioco insieme. Gli studenti entrano con un codice e scelgono un posto; i bot occupano gli altri. Segui ogni tavolo dal vivo, li metti in pausa tutti e alla fine discuti con la classe.',
  },
  tables: { en: 'Tables', it: 'Tavoli' },
  playersPerTable: { en: 'Players per table', it: 'Giocatori per tavolo' },
  peoplePerTable: { en: 'Students per table (at most)', it: 'Studenti per tavolo (al massimo)' },
  studentsInClass: { en: 'Students in the class', it: 'Studenti nella classe' },
  botLevel: { en: 'Bots', it: 'Bot' },
  classLanguage: { en: 'Language of the debrief', it: 'Lingua della discussione' },
  createClassroom: { en: 'Create classroom', it: 'Crea la classe' },
  seatsSummary: {
    en: '{tables} tables of {players}: {people} seats for students, {bots} for bots.',
    it: '{tables} tavoli da {players}: {people} posti per studenti, {bots} per bot.',
  },
  dashboard: { en: 'Teacher’s dashboard', it: 'Cruscotto dell’insegnante' },
  keepLink: {
    en: 'Keep this page’s link: it is the only key to your classroom.',
    it: 'Conserva il link di questa pagina: è l’unica chiave della tua classe.',
  },
  joinCode: { en: 'Join code', it: 'Codice per entrare' },
  joinHelp: {
    en: 'Students open {link} (or the home page’s “Join a class”) and type the code.',
    it: 'Gli studenti aprono {link} (o «Entra in una classe» nella pagina iniziale) e scrivono il codice.',
  },
  pauseAll: { en: 'Pause all tables', it: 'Metti in pausa tutti i tavoli' },
  resumeAll: { en: 'Resume all tables', it: 'Riprendi tutti i tavoli' },
  paused: { en: 'Paused: no move is taken at any table.', it: 'In pausa: nessuna mossa viene accettata.' },
  table: { en: 'Table {n}', it: 'Tavolo {n}' },
  running: { en: 'playing', it: 'in corso' },
  finished: { en: 'over', it: 'finita' },
  roundPhase: { en: 'Round {round}, phase {phase}', it: 'Round {round}, fase {phase}' },
  toAct: { en: 'To play: {names}', it: 'Tocca a: {names}' },
  deaths: { en: 'Deaths', it: 'Morti' },
  bans: { en: 'Bans', it: 'Divieti' },
  noBans: { en: 'none yet', it: 'nessuno finora' },
  noBansAtAll: {
    en: 'none: asbestos stayed legal everywhere',
    it: 'nessuno: l’amianto è rimasto legale ovunque',
  },
  waste: { en: 'Waste', it: 'Rifiuti' },
  loans: { en: 'Loans', it: 'Prestiti' },
  accidents: { en: 'Accidents', it: 'Incidenti' },
  score: { en: 'Score', it: 'Punteggio' },
  fines: { en: 'Fines', it: 'Multe' },
  bribes: { en: 'Bribes', it: 'Corruzioni' },
  cash: { en: 'Cash', it: 'Denaro' },
  money: { en: 'Money', it: 'Denaro' },
  freeSeat: { en: 'free', it: 'libero' },
  watchTable: { en: 'Watch', it: 'Guarda' },
  seatLink: { en: 'Seat link', it: 'Link del posto' },
  assign: { en: 'Assign', it: 'Assegna' },
  assignPlaceholder: { en: 'Student’s name', it: 'Nome dello studente' },
  debrief: { en: 'Class debrief', it: 'Discussione con la classe' },
  openDebrief: { en: 'Open the debrief', it: 'Apri la discussione' },
  debriefSoFar: { en: 'Debrief so far', it: 'Discussione fin qui' },
  allOver: { en: 'Every table is over.', it: 'Tutti i tavoli hanno finito.' },
  tablesOver: { en: '{n} of {total} tables over', it: '{n} tavoli finiti su {total}' },
  exportCsv: { en: 'Download CSV', it: 'Scarica CSV' },
  print: { en: 'Print', it: 'Stampa' },
  backToDashboard: { en: 'Dashboard', it: 'Cruscotto' },
  classDeaths: {
    en: 'Workers died at all tables together',
    it: 'Lavoratori morti in tutti i tavoli insieme',
  },
  deathsByCountry: { en: 'Deaths by country', it: 'Morti per paese' },
  deathsByTable: { en: 'Deaths by table', it: 'Morti per tavolo' },
  bansList: { en: 'Countries that banned the trade', it: 'Paesi che hanno vietato il commercio' },
  banLine: {
    en: 'Table {table}: {country} in round {round}, phase {phase}',
    it: 'Tavolo {table}: {country} al round {round}, fase {phase}',
  },
  scatterTitle: { en: 'Money against deaths, per company', it: 'Denaro e morti, per compagnia' },
  scatterHelp: {
    en: 'Each dot is a company at a table; a ring marks a winner.',
    it: 'Ogni punto è una compagnia di un tavolo; un anello indica chi ha vinto.',
  },
  whoWon: { en: 'Who won, and what it cost', it: 'Chi ha vinto, e a quale costo' },
  winner: { en: 'Winner', it: 'Vincitore' },
  tableDeaths: { en: 'Deaths at the table', it: 'Morti al tavolo' },
  winnerDeaths: { en: 'Caused by the winner', it: 'Causati da chi ha vinto' },
  notOver: { en: 'still playing', it: 'in corso' },
  classWaste: { en: 'Waste left at the end', it: 'Rifiuti alla fine' },
  perPlayer: { en: 'Every company', it: 'Tutte le compagnie' },
  ownReports: { en: 'The tables’ own reports', it: 'I resoconti dei tavoli' },
  prompts: { en: 'For the discussion', it: 'Per la discussione' },
  company: { en: 'Company', it: 'Compagnia' },
  student: { en: 'student', it: 'studente' },
  botKind: { en: 'bot', it: 'bot' },
  joinTitle: { en: 'Join a class', it: 'Entra in una classe' },
  typeCode: { en: 'Code from your teacher', it: 'Codice dell’insegnante' },
  go: { en: 'Go', it: 'Vai' },
  yourName: { en: 'Your name', it: 'Il tuo nome' },
  anySeat: { en: 'Any free seat', it: 'Un posto libero qualsiasi' },
  takeSeat: { en: 'Take this seat', it: 'Prendi questo posto' },
  chooseSeat: {
    en: 'Choose a free seat, or let the first free one be yours.',
    it: 'Scegli un posto libero, o prendi il primo libero.',
  },
  classFull: {
    en: 'Every seat is taken: ask your teacher.',
    it: 'Tutti i posti sono occupati: chiedi all’insegnante.',
  },
  playNow: { en: 'Play', it: 'Gioca' },
  yourSeat: {
    en: 'Your seat: table {table}, seat {seat}. Keep this link to come back:',
    it: 'Il tuo posto: tavolo {table}, posto {seat}. Tieni questo link per tornare:',
  },
  loading: { en: 'Loading…', it: 'Caricamento…' },
  printedOn: { en: 'Printed from Externalities', it: 'Stampato da Externalities' },
} satisfies Record<string, Texts>;

export type ClassKey = keyof typeof T;

/** A translator for the classroom's words, in the page's language (or another one asked for). */
export function useClassTexts() {
  const { lang, tx } = useLang();
  const c = (key: ClassKey, params: Record<string, string | number> = {}, l = lang) =>
    fill(T[key][l], params);
  return { c, lang, tx };
}
