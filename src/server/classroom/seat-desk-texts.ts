// Refusals of the seat desk (sharing a seat, following a table, names, freeing), in every language.
// Seats and tables count from 1, as on the classroom's pages.
import type { Texts } from '../../shared/api.ts';

export const SEAT_DESK_TEXTS = {
  busy: {
    en: 'The seats of this classroom are changing fast; try again in a moment.',
    it: 'I posti di questa classe stanno cambiando in fretta; riprova tra un momento.',
  },
  nameTaken: (name: string): Texts => ({
    en: `Someone in this classroom is already called “${name}”; choose another name.`,
    it: `In questa classe qualcuno si chiama già «${name}»; scegli un altro nome.`,
  }),
  seatsStillFree: {
    en: 'There are still free seats: take one of those rather than sharing.',
    it: 'Ci sono ancora posti liberi: prendine uno invece di condividerlo.',
  },
  seatFree: (seat: number, table: number): Texts => ({
    en: `Nobody holds seat ${seat} at table ${table}.`,
    it: `Nessuno occupa il posto ${seat} al tavolo ${table}.`,
  }),
  seatShared: (seat: number, table: number): Texts => ({
    en: `Seat ${seat} at table ${table} is already shared by two students.`,
    it: `Il posto ${seat} al tavolo ${table} è già condiviso da due studenti.`,
  }),
  noSeatToShare: {
    en: 'Every seat of this classroom is already shared; ask your teacher, or follow a table.',
    it: 'Tutti i posti di questa classe sono già condivisi; chiedi all’insegnante, o segui un tavolo.',
  },
  noSuchTable: (table: number, tables: number): Texts => ({
    en: `This classroom has no table ${table}; it has ${tables}.`,
    it: `In questa classe non c'è il tavolo ${table}; ce ne sono ${tables}.`,
  }),
  noSuchObserver: (n: number): Texts => ({
    en: `Nobody numbered ${n} follows a table of this classroom.`,
    it: `Nessuno con il numero ${n} segue un tavolo di questa classe.`,
  }),
};
