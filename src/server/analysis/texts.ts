// Refusals of a hint or an analysis, in every language: the table and the review show them as they are.
import type { SeatInfo, Texts } from '../../shared/api.ts';
import { capital, seatWords } from '../../shared/seat-names.ts';

export const ANALYSIS_TEXTS = {
  hintsOff: {
    en: 'Hints are off in this game: its creator chose so when the game was made.',
    it: 'In questa partita i suggerimenti sono disattivati: lo ha scelto chi l’ha creata.',
  },
  hintNeedsLink: {
    en: 'A hint needs the secret link of a seat.',
    it: 'Per un suggerimento serve il link segreto di un posto.',
  },
  whichSeat: {
    en: 'This link acts for no seat with a decision now; say which seat the hint is for.',
    it: 'Questo link non gioca nessun posto che ora abbia una decisione; di’ per quale posto è il suggerimento.',
  },
  hintAfterEnd: {
    en: 'The game is over: there is no move left to hint at.',
    it: 'La partita è finita: non resta nessuna mossa da suggerire.',
  },
  notYourTurn: (seat: number, seats: readonly SeatInfo[]): Texts => {
    const w = seatWords(seat, seats);
    return {
      en: `${capital(w.en)} has no decision to make now; a hint is for a decision of yours.`,
      it: `Il ${w.it} ora non ha decisioni da prendere; un suggerimento è per una tua decisione.`,
    };
  },
  analysisWhileRunning: {
    en: 'The analysis of a game is shown once the game is over, or while it runs if every seat is a bot: it would help the players.',
    it: 'L’analisi di una partita si mostra quando è finita, o mentre si gioca se tutti i posti sono bot: aiuterebbe i giocatori.',
  },
};
