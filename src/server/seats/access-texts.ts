// Refusals about seat links, in every language: the table shows them as they are. Seats are counted
// from 1 and called by their chosen names, as people know them (the API's fields count from 0).
import type { SeatInfo, Texts } from '../../shared/api.ts';
import { seatWords } from '../../shared/seat-names.ts';

export const ACCESS_TEXTS = {
  badToken: {
    en: 'This link does not open a seat of this game.',
    it: 'Questo link non apre nessun posto di questa partita.',
  },
  notYourSeat: (seat: number, seats?: readonly SeatInfo[]): Texts => {
    const w = seatWords(seat, seats);
    return { en: `This link does not act for ${w.en}.`, it: `Questo link non gioca per il ${w.it}.` };
  },
  moveNeedsLink: {
    en: 'Moving needs the secret link of a seat.',
    it: 'Per muovere serve il link segreto di un posto.',
  },
  undoNeedsLink: {
    en: 'Taking a move back needs the secret link of a seat.',
    it: 'Per ritirare una mossa serve il link segreto di un posto.',
  },
} satisfies Record<string, Texts | ((...args: never[]) => Texts)>;
