// The words of remote play (rematch, lobby, chat, open seats, my games on other devices) in English
// and Italian. Refusals come from the server in both languages and are shown as they are.
import type { Lang, Texts } from '../../shared/api.ts';
import { fill, useLang } from '../ui/i18n.ts';

export const SOCIAL = {
  // Rematch
  playAgain: { en: 'Play again', it: 'Gioca ancora' },
  playAgainHelp: {
    en: 'A new game with the same players and settings; each player’s link opens their seat in it.',
    it: 'Una nuova partita con gli stessi giocatori e impostazioni; il link di ciascuno apre il suo posto.',
  },
  rematchStarted: {
    en: 'A new game with the same players has started.',
    it: 'È iniziata una nuova partita con gli stessi giocatori.',
  },
  rematchStartedBy: {
    en: '{name} started a new game with the same players.',
    it: '{name} ha iniziato una nuova partita con gli stessi giocatori.',
  },
  join: { en: 'Join', it: 'Entra' },
  watchNew: { en: 'Watch it', it: 'Guardala' },
  // Open seats and the lobby
  openSeat: { en: 'Open seat (anyone from the lobby)', it: 'Posto libero (chiunque dalla sala)' },
  openShort: { en: 'Open', it: 'Libero' },
  listed: { en: 'List this game in the lobby', it: 'Mostra questa partita nella sala' },
  listedHelp: {
    en: 'Anyone may see it in the lobby and take an open seat by name.',
    it: 'Chiunque può vederla nella sala e prendere un posto libero con un nome.',
  },
  chatOn: { en: 'Chat between the players', it: 'Chat tra i giocatori' },
  waitingForOne: {
    en: 'Waiting for 1 player from the lobby: the game starts when the open seat is taken.',
    it: 'In attesa di 1 giocatore dalla sala: la partita inizia quando il posto libero è preso.',
  },
  waitingFor: {
    en: 'Waiting for {n} players from the lobby: the game starts when every open seat is taken.',
    it: 'In attesa di {n} giocatori dalla sala: la partita inizia quando tutti i posti liberi sono presi.',
  },
  shareOpen: { en: 'Link to the open seats', it: 'Link ai posti liberi' },
  lobby: { en: 'Lobby', it: 'Sala' },
  lobbyTitle: { en: 'Lobby: games looking for players', it: 'Sala: partite che cercano giocatori' },
  lobbyHelp: {
    en: 'Games their creators listed, with seats still open. Take one with a name; the game starts when its last open seat is taken.',
    it: 'Partite che i loro creatori hanno messo in mostra, con posti ancora liberi. Prendine uno con un nome; la partita inizia quando è preso l’ultimo posto libero.',
  },
  lobbyEmpty: { en: 'No game is looking for players now.', it: 'Nessuna partita cerca giocatori adesso.' },
  refresh: { en: 'Refresh', it: 'Aggiorna' },
  takeSeat: { en: 'Take this seat', it: 'Prendi questo posto' },
  yourName: { en: 'Your name', it: 'Il tuo nome' },
  takeIt: { en: 'Take it', it: 'Prendilo' },
  nameNeeded: {
    en: 'Write the name the other players will see.',
    it: 'Scrivi il nome che vedranno gli altri giocatori.',
  },
  seatGone: {
    en: 'Someone else took it first. The list is up to date again:',
    it: 'Qualcun altro l’ha preso prima. L’elenco è di nuovo aggiornato:',
  },
  created: { en: 'Created {age}', it: 'Creata {age}' },
  notOpen: { en: 'This game has no open seat any more.', it: 'Questa partita non ha più posti liberi.' },
  // Chat
  chat: { en: 'Chat', it: 'Chat' },
  chatEmpty: { en: 'No messages yet.', it: 'Ancora nessun messaggio.' },
  chatOff: { en: 'This game was created without a chat.', it: 'Questa partita è stata creata senza chat.' },
  chatWrite: { en: 'Message to the table', it: 'Messaggio al tavolo' },
  chatSend: { en: 'Send', it: 'Invia' },
  chatSpectator: {
    en: 'Spectators read the chat; players write in it.',
    it: 'Chi guarda legge la chat; chi gioca ci scrive.',
  },
  chatLeft: { en: '{n} characters left', it: 'Restano {n} caratteri' },
  chatNew: { en: '{name}: {text}', it: '{name}: {text}' },
  chatUnread: { en: '{n} new', it: '{n} nuovi' },
  // My games on other devices
  devices: { en: 'Use my games on another device', it: 'Usa le mie partite su un altro dispositivo' },
  devicesHelp: {
    en: 'A personal link gathers the seats of this browser; open it on a phone or another computer to find every game there, those waiting for you first. It is a secret like a seat link: whoever has it can play your seats. Losing it loses only the gathering: each device keeps its own links.',
    it: 'Un link personale raccoglie i posti di questo browser; aprilo su un telefono o un altro computer per trovarvi ogni partita, prima quelle che aspettano te. È segreto come il link di un posto: chi lo ha può giocare i tuoi posti. Perderlo fa perdere solo la raccolta: ogni dispositivo conserva i suoi link.',
  },
  makeKey: { en: 'Make my personal link', it: 'Crea il mio link personale' },
  keyMade: {
    en: 'Your personal link (copy it now and keep it private; this browser adds new games to it):',
    it: 'Il tuo link personale (copialo ora e tienilo per te; questo browser vi aggiunge le nuove partite):',
  },
  keyKept: {
    en: '{n} seat(s) kept under your personal link.',
    it: '{n} posti conservati sotto il tuo link personale.',
  },
  showKey: { en: 'Show my personal link', it: 'Mostra il mio link personale' },
  meTitle: { en: 'My games on every device', it: 'Le mie partite su ogni dispositivo' },
  meHelp: {
    en: 'The games kept under your personal link, those waiting for you first; they join “My games” on this device too. The link is a secret like a seat link: whoever has it can play your seats. Losing it loses only this gathering: each device keeps its own links.',
    it: 'Le partite conservate sotto il tuo link personale, prima quelle che aspettano te; si aggiungono anche a «Le mie partite» su questo dispositivo. Il link è segreto come il link di un posto: chi lo ha può giocare i tuoi posti. Perderlo fa perdere solo questa raccolta: ogni dispositivo conserva i suoi link.',
  },
  meNoKey: {
    en: 'This page needs a personal link (made under “My games” on the first page).',
    it: 'Questa pagina richiede un link personale (si crea in «Le mie partite» nella prima pagina).',
  },
  meEmpty: {
    en: 'No game is kept under this link yet.',
    it: 'Nessuna partita è ancora conservata sotto questo link.',
  },
  waitingForYou: { en: 'Your turn', it: 'Tocca a te' },
  running: { en: 'Running', it: 'In corso' },
  over: { en: 'Over', it: 'Finita' },
  openGame: { en: 'Open', it: 'Apri' },
} satisfies Record<string, Texts>;

export type SocialKey = keyof typeof SOCIAL;

export function socialText(lang: Lang, key: SocialKey, params?: Record<string, string | number>): string {
  return fill(SOCIAL[key][lang] ?? SOCIAL[key].en, params);
}

/** `s('key', {n: 1})`: a remote-play text in the page's language. */
export function useSocialTexts() {
  const { lang } = useLang();
  return {
    lang,
    s: (key: SocialKey, params?: Record<string, string | number>) => socialText(lang, key, params),
  };
}

/** "3 min ago" in the page's language. */
export function age(iso: string, lang: Lang, now = Date.now()): string {
  const seconds = Math.max(0, Math.round((now - Date.parse(iso)) / 1000));
  const rtf = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' });
  if (seconds < 60) return rtf.format(-seconds, 'second');
  if (seconds < 3600) return rtf.format(-Math.round(seconds / 60), 'minute');
  if (seconds < 86400) return rtf.format(-Math.round(seconds / 3600), 'hour');
  return rtf.format(-Math.round(seconds / 86400), 'day');
}
