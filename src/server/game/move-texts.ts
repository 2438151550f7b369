// Refusals of a move, an undo or a look at a game (game-service.ts, turn-guard.ts, live-game.ts), in
// every language: the table shows them as they are. Seats are counted from 1 and called by their chosen
// names, as people know them (the API's fields count from 0).
import type { SeatInfo, Texts } from '../../shared/api.ts';
import { capital, seatWords } from '../../shared/seat-names.ts';

const list = (seats: number[]) => seats.join(', ');

export const MOVE_TEXTS = {
  notStarted: (open: number[]): Texts =>
    open.length > 1
      ? {
          en: `The game starts once every seat is taken; seats ${list(open)} are still open.`,
          it: `La partita inizia quando tutti i posti sono presi; i posti ${list(open)} sono ancora liberi.`,
        }
      : {
          en: `The game starts once every seat is taken; seat ${list(open)} is still open.`,
          it: `La partita inizia quando tutti i posti sono presi; il posto ${list(open)} è ancora libero.`,
        },
  unknownGame: (id: string, game: string): Texts => ({
    en: `Game ${id} is a game of "${game}", which this server does not play.`,
    it: `La partita ${id} è una partita di "${game}", che questo server non gioca.`,
  }),
  rulesVersion: (id: string, was: number, title: string, now: number): Texts => ({
    en: `Game ${id} was started under rules version ${was} of ${title}; this server plays version ${now} and cannot continue it.`,
    it: `La partita ${id} è iniziata con la versione ${was} delle regole di ${title}; questo server gioca la versione ${now} e non può continuarla.`,
  }),
  busy: {
    en: 'The game changed too often to take this; try again in a moment.',
    it: 'La partita è cambiata troppe volte per accettarlo; riprova tra un momento.',
  },
  shuttingDown: {
    en: 'The server is shutting down; try again in a moment.',
    it: 'Il server si sta spegnendo; riprova tra un momento.',
  },
  stale: (expected: number, at: number): Texts => ({
    en: `The game has moved on since move ${expected} (it is at move ${at}) and your decision changed with it. Look again and choose again.`,
    it: `La partita è andata avanti dalla mossa ${expected} (ora è alla mossa ${at}) e la tua decisione è cambiata. Guarda di nuovo e scegli di nuovo.`,
  }),
  recordWhileRunning: {
    en: 'The record of a game (with its seed) is shown once the game is over.',
    it: 'La registrazione di una partita (con il suo seme) si mostra quando la partita è finita.',
  },
  noSuchPosition: (id: string, moves: number, n: number): Texts => ({
    en: `Game ${id} has ${moves} moves; there is no position after move ${n}.`,
    it: `La partita ${id} ha ${moves} mosse; non c'è una posizione dopo la mossa ${n}.`,
  }),
  tooLong: (max: number): Texts => ({
    en: `This game has reached the server's limit of ${max} moves (moves taken back do not count); no more moves are taken.`,
    it: `Questa partita ha raggiunto il limite del server di ${max} mosse (le mosse riprese non contano); non si accettano altre mosse.`,
  }),
  undoLimit: (seat: number, seats: readonly SeatInfo[], max: number): Texts => {
    const w = seatWords(seat, seats);
    return {
      en: `${capital(w.en)} has taken moves back to this point ${max} times, the most allowed; it can still make a move.`,
      it: `Il ${w.it} ha già ripreso le mosse fino a questo punto ${max} volte, il massimo permesso; può ancora fare una mossa.`,
    };
  },
  offTurnLimit: (seat: number, seats: readonly SeatInfo[], max: number): Texts => {
    const w = seatWords(seat, seats);
    return {
      en: `${capital(w.en)} has made ${max} moves out of turn in this game, the most allowed; it can still move on its turn.`,
      it: `Il ${w.it} ha già fatto ${max} mosse fuori turno in questa partita, il massimo permesso; può ancora muovere al suo turno.`,
    };
  },
  offTurnRate: (seat: number, seats: readonly SeatInfo[], perMinute: number, wait: number): Texts => {
    const w = seatWords(seat, seats);
    return {
      en: `${capital(w.en)} may make at most ${perMinute} moves out of turn a minute; try again in ${wait} s.`,
      it: `Il ${w.it} può fare al massimo ${perMinute} mosse fuori turno al minuto; riprova tra ${wait} s.`,
    };
  },
};
