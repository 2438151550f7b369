// The words of the teacher's console, the big screen and the join page's privacy and roles, in every
// language (beside texts.ts, which holds the classroom pages' older words).
import type { Texts } from '../../../shared/api.ts';
import { fill, useLang } from '../../ui/i18n.ts';

const T = {
  console: { en: 'Teacher’s console', it: 'Console dell’insegnante' },
  live: { en: 'live', it: 'in diretta' },
  reconnecting: { en: 'reconnecting…', it: 'riconnessione…' },
  bigScreen: { en: 'Big screen', it: 'Schermo grande' },
  bigScreenHelp: {
    en: 'For the projector: every table’s figures, no secret in its address.',
    it: 'Per il proiettore: i numeri di ogni tavolo, nessun segreto nel suo indirizzo.',
  },
  messageAll: { en: 'Message to every table', it: 'Messaggio a tutti i tavoli' },
  messagePlaceholder: {
    en: 'e.g. Two minutes left in this round',
    it: 'es. Ancora due minuti in questo round',
  },
  send: { en: 'Send', it: 'Invia' },
  lastMessage: { en: 'Last message ({time}): “{text}”', it: 'Ultimo messaggio ({time}): «{text}»' },
  clock: { en: 'Decision clock', it: 'Orologio delle decisioni' },
  clockHelp: {
    en: 'When a student’s time runs out a bot plays for them; they take their seat back from their table.',
    it: 'Quando il tempo di uno studente finisce un bot gioca al suo posto; lo studente lo riprende dal suo tavolo.',
  },
  noClock: { en: 'no clock', it: 'nessun orologio' },
  perDecision: { en: '{n} per decision', it: '{n} per decisione' },
  setClock: { en: 'Set', it: 'Imposta' },
  waitingFor: { en: 'Waiting for', it: 'In attesa di' },
  nobodyWaited: { en: 'No table is waiting for a student.', it: 'Nessun tavolo aspetta uno studente.' },
  waitLine: { en: '{who} · table {table}', it: '{who} · tavolo {table}' },
  freeSeatAt: { en: 'seat {seat} (free)', it: 'posto {seat} (libero)' },
  botIn: { en: 'bot in {t}', it: 'bot tra {t}' },
  classLog: { en: 'Class log', it: 'Registro della classe' },
  free: { en: 'Free', it: 'Libera' },
  freeConfirm: {
    en: 'Free seat {seat} at table {table}? {who}’s link stops working at once.',
    it: 'Liberare il posto {seat} al tavolo {table}? Il link di {who} smette subito di funzionare.',
  },
  giveTo: { en: 'Give to…', it: 'Dai a…' },
  shareWith: { en: 'Share with…', it: 'Condividi con…' },
  give: { en: 'Give', it: 'Dai' },
  share: { en: 'Share', it: 'Condividi' },
  newLink: { en: 'New link for {name}:', it: 'Nuovo link per {name}:' },
  botPlays: { en: 'a bot plays', it: 'gioca un bot' },
  letBotPlay: { en: 'Let a bot play', it: 'Fai giocare un bot' },
  studentPlays: { en: 'Student plays again', it: 'Torna a giocare lo studente' },
  seatActions: { en: 'Seat {seat}', it: 'Posto {seat}' },
  watching: { en: 'Following without playing: {names}', it: 'Seguono senza giocare: {names}' },
  removeWatcher: { en: 'Remove {name}', it: 'Togli {name}' },
  deleteClass: { en: 'Delete this classroom', it: 'Elimina questa classe' },
  deleteConfirm: {
    en: 'Delete the classroom with all its games, names, chat and analyses? This cannot be undone.',
    it: 'Eliminare la classe con tutte le sue partite, i nomi, la chat e le analisi? Non si può annullare.',
  },
  deleted: { en: 'The classroom was deleted.', it: 'La classe è stata eliminata.' },
  keptUntil: {
    en: 'Kept until {date} ({days} days after the last activity), then deleted with all its games.',
    it: 'Conservata fino al {date} ({days} giorni dopo l’ultima attività), poi eliminata con tutte le sue partite.',
  },
  retention: {
    en: 'Delete everything after (days without activity)',
    it: 'Elimina tutto dopo (giorni senza attività)',
  },
  // The join page.
  privacy: {
    en: 'Only the name you type is kept: no account, no e-mail. This class’s games, names and chat are deleted on {date}, {days} days after its last activity, or earlier if your teacher deletes the class.',
    it: 'Viene conservato solo il nome che scrivi: nessun account, nessuna e-mail. Le partite, i nomi e la chat di questa classe vengono eliminati il {date}, {days} giorni dopo l’ultima attività, o prima se l’insegnante elimina la classe.',
  },
  suggest: { en: 'Or take a made-up name:', it: 'Oppure prendi un nome inventato:' },
  shareSeat: { en: 'Share a seat with a classmate', it: 'Condividi un posto con un compagno' },
  shareHelp: {
    en: 'You can still play together with a classmate who holds a seat, or follow a table.',
    it: 'Puoi ancora giocare insieme a un compagno che ha un posto, o seguire un tavolo.',
  },
  watchOnly: { en: 'Just follow table {n}', it: 'Segui soltanto il tavolo {n}' },
  youShare: {
    en: 'You share seat {seat} at table {table}. Keep this link to come back:',
    it: 'Condividi il posto {seat} al tavolo {table}. Tieni questo link per tornare:',
  },
  youWatch: { en: 'You follow table {table}:', it: 'Segui il tavolo {table}:' },
  watchNow: { en: 'Watch', it: 'Guarda' },
  // The big screen.
  screenTitle: { en: 'Class screen', it: 'Schermo della classe' },
  joinAt: { en: 'Join at {link} with code', it: 'Entra su {link} con il codice' },
  fromTeacher: { en: 'From your teacher', it: 'Dall’insegnante' },
  dismiss: { en: 'Hide', it: 'Nascondi' },
} satisfies Record<string, Texts>;

export type ConsoleKey = keyof typeof T;

/** A translator for the console's words, in the page's language. */
export function useConsoleTexts() {
  const { lang } = useLang();
  const k = (key: ConsoleKey, params: Record<string, string | number> = {}) => fill(T[key][lang], params);
  return { k, lang };
}

/** A span of time as minutes and seconds: "1:05", or hours past an hour: "2:03:05". */
export function clockText(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}
