// The class log in words, in every language: what the teacher did (pause, messages, the clock, seats
// freed or given to someone else, games played on) and who joined. Seats and tables count from 1 here.
import type { Texts } from '../../shared/api.ts';
import type { ClassEventKind, ClassLogLine } from '../../shared/classroom.ts';
import type { ClassEvent } from '../storage/classrooms.ts';

type Params = ClassEvent['params'];

const seatAt = (p: Params): Texts => ({
  en: `seat ${Number(p.seat) + 1} at table ${p.table}`,
  it: `il posto ${Number(p.seat) + 1} al tavolo ${p.table}`,
});

/** A clock in words: "60 s for each decision", "no clock". */
export function clockWords(p: Params): Texts {
  if (typeof p.moveSeconds === 'number')
    return { en: `${p.moveSeconds} s for each decision`, it: `${p.moveSeconds} s per ogni decisione` };
  if (typeof p.bankSeconds === 'number')
    return {
      en: `${p.bankSeconds} s in all, ${p.incrementSeconds} s more after each move`,
      it: `${p.bankSeconds} s in tutto, ${p.incrementSeconds} s in più dopo ogni mossa`,
    };
  return { en: 'no clock', it: 'nessun orologio' };
}

const WORDS: Record<ClassEventKind, (p: Params) => Texts> = {
  created: (p) => ({
    en: `The teacher opened the classroom with ${p.tables} tables.`,
    it: `L’insegnante ha aperto la classe con ${p.tables} tavoli.`,
  }),
  joined: (p) => ({
    en: `${p.name} joined and took ${seatAt(p).en}.`,
    it: `${p.name} prende ${seatAt(p).it}.`,
  }),
  shared: (p) => ({
    en: `${p.name} shares ${seatAt(p).en} with ${p.with}.`,
    it: `${p.name} condivide ${seatAt(p).it} con ${p.with}.`,
  }),
  watching: (p) => ({
    en: `${p.name} follows table ${p.table} without playing.`,
    it: `${p.name} segue il tavolo ${p.table} senza giocare.`,
  }),
  assigned: (p) => ({
    en: `The teacher gave ${seatAt(p).en} to ${p.name}.`,
    it: `L’insegnante ha dato ${seatAt(p).it} a ${p.name}.`,
  }),
  freed: (p) => ({
    en: `The teacher freed ${seatAt(p).en} (held by ${p.was}); its old link no longer works.`,
    it: `L’insegnante ha liberato ${seatAt(p).it} (di ${p.was}); il suo vecchio link non funziona più.`,
  }),
  reassigned: (p) => ({
    en: `The teacher gave ${seatAt(p).en} to ${p.name}${p.was ? ` instead of ${p.was}` : ''}; its old link no longer works.`,
    it: `L’insegnante ha dato ${seatAt(p).it} a ${p.name}${p.was ? ` al posto di ${p.was}` : ''}; il suo vecchio link non funziona più.`,
  }),
  unwatched: (p) => ({
    en: `The teacher took ${p.name} off the watchers of table ${p.table}.`,
    it: `L’insegnante ha tolto ${p.name} da chi segue il tavolo ${p.table}.`,
  }),
  paused: () => ({
    en: 'The teacher paused every table.',
    it: 'L’insegnante ha messo in pausa tutti i tavoli.',
  }),
  resumed: () => ({ en: 'The teacher resumed play.', it: 'L’insegnante ha fatto riprendere il gioco.' }),
  broadcast: (p) => ({
    en: `The teacher to every table: “${p.text}”`,
    it: `L’insegnante a tutti i tavoli: «${p.text}»`,
  }),
  clock: (p) => ({
    en: `The teacher set the decision clock: ${clockWords(p).en}.`,
    it: `L’insegnante ha impostato l’orologio delle decisioni: ${clockWords(p).it}.`,
  }),
  'played-on': (p) =>
    p.table
      ? {
          en: `Table ${p.table} was played on from move ${p.at} in a new game.`,
          it: `Il tavolo ${p.table} è stato rigiocato dalla mossa ${p.at} in una nuova partita.`,
        }
      : {
          en: `A game played on from a table was played on again from move ${p.at}.`,
          it: `Una partita rigiocata da un tavolo è stata rigiocata di nuovo dalla mossa ${p.at}.`,
        },
};

export const isClassEventKind = (kind: string): kind is ClassEventKind => Object.hasOwn(WORDS, kind);

/** A stored line of the class log as the API gives it; a kind this server does not know reads as its id. */
export function logLine(e: ClassEvent): ClassLogLine {
  const kind = e.kind as ClassEventKind;
  const text = isClassEventKind(e.kind) ? WORDS[kind](e.params) : { en: e.kind, it: e.kind };
  return { n: e.n, at: e.at, kind, params: e.params, text };
}
