// Refusals of a new game's request (create-game.ts, clocks/spec.ts), in every language: the new-game
// form shows them as they are. Seats are numbered from 1 here, as on the form.
import type { Texts } from '../../shared/api.ts';

const choices = (levels: string[]) => levels.join(', ');

export const NEW_GAME_TEXTS = {
  unknownGame: (game: string, known: string[]): Texts => ({
    en: `There is no game "${game}" here; choose one of: ${known.join(', ') || '(none)'}.`,
    it: `Qui non c'è nessun gioco "${game}"; scegline uno tra: ${known.join(', ') || '(nessuno)'}.`,
  }),
  seatCount: (players: number, given: number): Texts => ({
    en: `A ${players}-player game needs ${players} seats; ${given} were given.`,
    it: `Una partita a ${players} giocatori richiede ${players} posti; ne sono stati indicati ${given}.`,
  }),
  openSeatOnOneScreen: (seat: number): Texts => ({
    en: `Seat ${seat}: an open seat is taken by someone else on their own screen, so a game on one screen ("hotSeat": true) cannot have one.`,
    it: `Posto ${seat}: un posto libero lo prende qualcun altro sul proprio schermo, quindi una partita su un solo schermo ("hotSeat": true) non può averne.`,
  }),
  botName: (seat: number, name: string): Texts => ({
    en: `Seat ${seat}: "${name}" reads as a bot's name; a person needs another name.`,
    it: `Posto ${seat}: "${name}" sembra il nome di un bot; a una persona serve un altro nome.`,
  }),
  noSuchBot: (seat: number, level: string, title: string, levels: string[]): Texts => ({
    en: `Seat ${seat}: there is no "${level}" bot for ${title}; choose one of: ${choices(levels)}.`,
    it: `Posto ${seat}: per ${title} non c'è nessun bot "${level}"; scegline uno tra: ${choices(levels)}.`,
  }),
  noSuchStandIn: (level: string, title: string, levels: string[]): Texts => ({
    en: `There is no "${level}" bot to stand in for a person at ${title}; choose one of: ${choices(levels)}.`,
    it: `Per ${title} non c'è nessun bot "${level}" che possa sostituire una persona; scegline uno tra: ${choices(levels)}.`,
  }),
  customSetup: {
    en: 'A seed or a pinned setup lets its creator know what is hidden; with a person at the table it needs "customSetup": true, which every seat is shown.',
    it: 'Un seme o una preparazione fissata fanno conoscere a chi crea la partita ciò che è nascosto; con una persona al tavolo serve "customSetup": true, che viene mostrato a ogni posto.',
  },
};
