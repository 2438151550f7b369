// Refusals of leaving the table and taking a seat back (stand-ins.ts), in every language: the table
// shows them as they are. Seat numbers are the API's (from 0), as in the English sentence.
import type { Texts } from '../../shared/api.ts';

/** What the person asked to do, as the subject of a sentence. */
export const SEAT_ACTIONS = {
  leave: { en: 'Leaving the table', it: 'Per lasciare il tavolo' },
  reclaim: { en: 'Taking a seat back', it: 'Per riprendere un posto' },
} satisfies Record<string, Texts>;

export const SEAT_TEXTS = {
  noSuchSeat: (id: string, players: number, seat: number): Texts => ({
    en: `Game ${id} has seats 0 to ${players - 1}; there is no seat ${seat}.`,
    it: `La partita ${id} ha i posti da 0 a ${players - 1}; il posto ${seat} non esiste.`,
  }),
  needsLink: (doing: Texts, seat: number): Texts => ({
    en: `${doing.en} needs the secret link of seat ${seat}.`,
    it: `${doing.it} serve il link segreto del posto ${seat}.`,
  }),
  notYourSeat: (doing: Texts, seat: number): Texts => ({
    en: `This link does not act for seat ${seat}; ${doing.en.toLowerCase()} needs that seat's own link.`,
    it: `Questo link non gioca per il posto ${seat}; ${doing.it.toLowerCase()} serve il link di quel posto.`,
  }),
  over: (id: string): Texts => ({
    en: `Game ${id} is over; nobody plays its seats any more.`,
    it: `La partita ${id} è finita; nessuno gioca più i suoi posti.`,
  }),
  alreadyStoodIn: (level: string, seat: number): Texts => ({
    en: `A ${level} bot already plays for seat ${seat}.`,
    it: `Un bot ${level} gioca già per il posto ${seat}.`,
  }),
  notStoodIn: (seat: number): Texts => ({
    en: `No bot plays for seat ${seat}: its person plays it already.`,
    it: `Nessun bot gioca per il posto ${seat}: lo gioca già la sua persona.`,
  }),
};
