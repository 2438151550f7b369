// Refusals of a classroom (its creation, the teacher's link, a student's seat), in every language: the
// classroom pages show them as they are. Seats are numbered from 1 here, as on those pages.
import type { Texts } from '../../shared/api.ts';

export const CLASSROOM_TEXTS = {
  paused: {
    en: 'The teacher has paused every table of this classroom; wait until play resumes.',
    it: 'L’insegnante ha messo in pausa tutti i tavoli di questa classe; aspetta che il gioco riprenda.',
  },
  unknownGame: (game: string, known: string[]): Texts => ({
    en: `There is no game "${game}" here; choose one of: ${known.join(', ')}.`,
    it: `Qui non c'è nessun gioco "${game}"; scegline uno tra: ${known.join(', ')}.`,
  }),
  tooManyTables: (max: number, asked: number): Texts => ({
    en: `A classroom has at most ${max} tables; ${asked} were asked for.`,
    it: `Una classe ha al massimo ${max} tavoli; ne sono stati chiesti ${asked}.`,
  }),
  badPlayers: (title: string, min: number, max: number, asked: number): Texts => ({
    en: `${title} is played by ${min} to ${max} players at a table; ${asked} were asked for.`,
    it: `A ${title} giocano da ${min} a ${max} giocatori per tavolo; ne sono stati chiesti ${asked}.`,
  }),
  tooManySeats: (max: number, tables: number, players: number): Texts => ({
    en: `A classroom has at most ${max} seats in all; ${tables} tables of ${players} make ${tables * players}.`,
    it: `Una classe ha al massimo ${max} posti in tutto; ${tables} tavoli da ${players} fanno ${tables * players}.`,
  }),
  noRoom: (players: number, people: number): Texts => ({
    en: `A table of ${players} players has no room for ${people} people.`,
    it: `Un tavolo da ${players} giocatori non ha posto per ${people} persone.`,
  }),
  tooManyStudents: (tables: number, perTable: number, students: number): Texts => ({
    en: `${tables} tables with at most ${perTable} people each seat ${tables * perTable} students, not ${students}.`,
    it: `${tables} tavoli con al massimo ${perTable} persone ciascuno ospitano ${tables * perTable} studenti, non ${students}.`,
  }),
  noSuchBot: (level: string, title: string, levels: string[]): Texts => ({
    en: `There is no "${level}" bot for ${title}; choose one of: ${levels.join(', ')}.`,
    it: `Per ${title} non c'è nessun bot "${level}"; scegline uno tra: ${levels.join(', ')}.`,
  }),
  noSuchClassroom: (id: string): Texts => ({
    en: `There is no classroom "${id}" on this server.`,
    it: `Su questo server non c'è nessuna classe "${id}".`,
  }),
  teacherLinkRequired: {
    en: 'Only the teacher’s link opens a classroom.',
    it: 'Solo il link dell’insegnante apre una classe.',
  },
  notTeacherLink: {
    en: 'This link is not the teacher’s link of this classroom.',
    it: 'Questo link non è il link dell’insegnante di questa classe.',
  },
  noSuchCode: (code: string): Texts => ({
    en: `No classroom has the code "${code}"; check it with your teacher.`,
    it: `Nessuna classe ha il codice "${code}"; controllalo con l’insegnante.`,
  }),
  assignWhich: {
    en: 'Say which table and which seat to assign.',
    it: 'Indica quale tavolo e quale posto assegnare.',
  },
  nameRequired: {
    en: 'Write your name to take a seat.',
    it: 'Scrivi il tuo nome per prendere un posto.',
  },
  tableAndSeat: {
    en: 'Give both a table and a seat, or neither for the first free seat.',
    it: 'Indica sia il tavolo sia il posto, o nessuno dei due per il primo posto libero.',
  },
  seatIsABot: (seat: number, table: number): Texts => ({
    en: `Seat ${seat} at table ${table} is played by a bot.`,
    it: `Il posto ${seat} al tavolo ${table} è giocato da un bot.`,
  }),
  noSuchSeat: (seat: number, table: number): Texts => ({
    en: `This classroom has no seat ${seat} at table ${table}.`,
    it: `In questa classe non c'è il posto ${seat} al tavolo ${table}.`,
  }),
  seatTaken: (seat: number, table: number): Texts => ({
    en: `Seat ${seat} at table ${table} is taken; choose another.`,
    it: `Il posto ${seat} al tavolo ${table} è occupato; scegline un altro.`,
  }),
  full: {
    en: 'Every seat of this classroom is taken; ask your teacher.',
    it: 'Tutti i posti di questa classe sono occupati; chiedi all’insegnante.',
  },
};
