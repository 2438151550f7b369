// Refusals about seat links, in every language: the table shows them as they are. Seat numbers are the
// API's (from 0), as in the English sentence.
import type { Texts } from '../shared/api.ts';

export const ACCESS_TEXTS = {
  badToken: {
    en: 'This link does not open a seat of this game.',
    it: 'Questo link non apre nessun posto di questa partita.',
  },
  notYourSeat: (seat: number): Texts => ({
    en: `This link does not act for seat ${seat}.`,
    it: `Questo link non gioca per il posto ${seat}.`,
  }),
  moveNeedsLink: {
    en: 'Moving needs the secret link of a seat.',
    it: 'Per muovere serve il link segreto di un posto.',
  },
  undoNeedsLink: {
    en: 'Taking a move back needs the secret link of a seat.',
    it: 'Per ritirare una mossa serve il link segreto di un posto.',
  },
} satisfies Record<string, Texts | ((...args: never[]) => Texts)>;
