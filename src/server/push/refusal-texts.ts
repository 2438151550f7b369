// Refusals of "your turn" notifications, in every language: the table shows them as they are. Seat
// numbers are the API's (from 0), as in the English sentence.
import type { Texts } from '../../shared/api.ts';

export const PUSH_TEXTS = {
  noSuchSeat: (id: string, players: number, n: string): Texts => ({
    en: `Game ${id} has ${players} seats, numbered 0 to ${players - 1} in its addresses; "${n}" is none of them.`,
    it: `La partita ${id} ha ${players} posti, numerati da 0 a ${players - 1} nei suoi indirizzi; "${n}" non è nessuno di questi.`,
  }),
  needsLink: {
    en: "Notifications for a seat need that seat's secret link.",
    it: 'Per le notifiche di un posto serve il link segreto di quel posto.',
  },
  over: (id: string): Texts => ({
    en: `Game ${id} is over: there are no more turns to announce.`,
    it: `La partita ${id} è finita: non ci sono più turni da annunciare.`,
  }),
  notUrl: {
    en: 'The subscription endpoint is not a URL.',
    it: 'L’indirizzo dell’iscrizione alle notifiche non è un URL.',
  },
  userName: {
    en: 'The subscription endpoint may not carry a user name.',
    it: 'L’indirizzo dell’iscrizione alle notifiche non può contenere un nome utente.',
  },
  notHttps: {
    en: 'The subscription endpoint must be an https:// URL of a push service.',
    it: 'L’indirizzo dell’iscrizione alle notifiche deve essere un URL https:// di un servizio di notifiche.',
  },
  notPort443: {
    en: 'The subscription endpoint must use the https port (443): push services listen on no other.',
    it: 'L’indirizzo dell’iscrizione alle notifiche deve usare la porta https (443): i servizi di notifiche non ne usano altre.',
  },
  unresolved: {
    en: 'The subscription endpoint names a host that does not resolve to any address.',
    it: 'L’indirizzo dell’iscrizione alle notifiche indica un host che non corrisponde a nessun indirizzo.',
  },
  notPublic: {
    en: 'The subscription endpoint resolves to a local, private or reserved address: the server sends notifications only to public addresses.',
    it: 'L’indirizzo dell’iscrizione alle notifiche corrisponde a un indirizzo locale, privato o riservato: il server invia notifiche solo a indirizzi pubblici.',
  },
  notInternet: {
    en: 'The subscription endpoint must name a push service on the internet.',
    it: 'L’indirizzo dell’iscrizione alle notifiche deve indicare un servizio di notifiche su internet.',
  },
  badP256dh: {
    en: 'The subscription key p256dh must be an uncompressed P-256 public key (65 bytes).',
    it: 'La chiave p256dh dell’iscrizione deve essere una chiave pubblica P-256 non compressa (65 byte).',
  },
  notOnCurve: {
    en: 'The subscription key p256dh is not a point of the P-256 curve.',
    it: 'La chiave p256dh dell’iscrizione non è un punto della curva P-256.',
  },
  badAuth: {
    en: 'The subscription secret auth must be 16 bytes.',
    it: 'Il segreto auth dell’iscrizione deve essere di 16 byte.',
  },
} satisfies Record<string, Texts | ((...args: never[]) => Texts)>;
