// Refusals of leaving the table and taking a seat back (stand-ins.ts), in every language: the table
// shows them as they are. Seats are counted from 1 and called by their chosen names, as people know
// them (the API's fields and paths count from 0).
import type { SeatInfo, Texts } from '../../shared/api.ts';
import { levelWord, seatWords } from '../../shared/seat-names.ts';

type Seats = readonly SeatInfo[];

/** What the person asked to do, as the subject of a sentence. */
export const SEAT_ACTIONS = {
  leave: { en: 'Leaving the table', it: 'Per lasciare il tavolo' },
  reclaim: { en: 'Taking a seat back', it: 'Per riprendere un posto' },
  program: { en: 'Saying that a bot program plays a seat', it: 'Per dire che un programma gioca un posto' },
} satisfies Record<string, Texts>;

export const SEAT_TEXTS = {
  noSuchSeat: (id: string, players: number, seat: number): Texts => ({
    en: `Game ${id} has ${players} seats; there is no seat ${seat + 1}.`,
    it: `La partita ${id} ha ${players} posti; il posto ${seat + 1} non esiste.`,
  }),
  needsLink: (doing: Texts, seat: number, seats: Seats): Texts => {
    const w = seatWords(seat, seats);
    return {
      en: `${doing.en} needs the secret link of ${w.en}.`,
      it: `${doing.it} serve il link segreto del ${w.it}.`,
    };
  },
  notYourSeat: (doing: Texts, seat: number, seats: Seats): Texts => {
    const w = seatWords(seat, seats);
    return {
      en: `This link does not act for ${w.en}; ${doing.en.toLowerCase()} needs that seat's own link.`,
      it: `Questo link non gioca per il ${w.it}; ${doing.it.toLowerCase()} serve il link di quel posto.`,
    };
  },
  over: (id: string): Texts => ({
    en: `Game ${id} is over; nobody plays its seats any more.`,
    it: `La partita ${id} è finita; nessuno gioca più i suoi posti.`,
  }),
  alreadyStoodIn: (level: string, seat: number, seats: Seats): Texts => {
    const w = seatWords(seat, seats);
    return {
      en: `A ${levelWord(level, 'en')} bot already plays for ${w.en}.`,
      it: `Un bot ${levelWord(level, 'it')} gioca già per il ${w.it}.`,
    };
  },
  notStoodIn: (seat: number, seats: Seats): Texts => {
    const w = seatWords(seat, seats);
    return {
      en: `No bot plays for ${w.en}: its person plays it already.`,
      it: `Nessun bot gioca per il ${w.it}: lo gioca già la sua persona.`,
    };
  },
};
