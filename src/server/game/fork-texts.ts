// Refusals of a game played on from a position (fork.ts), in every language: the replay's "play from
// here" form and the upload form show them as they are. Moves and seats count from 1 in sentences,
// except move 0, the setup.
import type { Texts } from '../../shared/api.ts';

export const FORK_TEXTS = {
  noSuchMove: (moveCount: number, at: number): Texts => ({
    en: `This game has ${moveCount} moves: it can be played on from move 0 (the setup) to ${moveCount}, not from ${at}.`,
    it: `Questa partita ha ${moveCount} mosse: si può rigiocare dalla mossa 0 (la preparazione) alla ${moveCount}, non dalla ${at}.`,
  }),
  overAt: (at: number): Texts => ({
    en: `The game is over after move ${at}: nothing is left to play from there. Choose an earlier move.`,
    it: `Dopo la mossa ${at} la partita è finita: da lì non resta niente da giocare. Scegli una mossa precedente.`,
  }),
  hiddenWhileRunning: (title: string): Texts => ({
    en: `${title} hides cards and money: a game still being played can be played on from one of its moves only by its classroom's teacher, or by anyone once it is over.`,
    it: `${title} nasconde carte e denaro: una partita ancora in corso può essere rigiocata da una sua mossa solo dall'insegnante della sua classe, o da chiunque quando è finita.`,
  }),
  badRecord: (why: Texts): Texts => ({
    en: `This record cannot be used: ${why.en}`,
    it: `Questa registrazione non si può usare: ${why.it}`,
  }),
  notARecord: (field: string): Texts => ({
    en: `it is not the record of a game (field "${field}").`,
    it: `non è la registrazione di una partita (campo "${field}").`,
  }),
  rulesVersion: (title: string, version: number, current: number): Texts => ({
    en: `it was played under rules version ${version} of ${title}; this server plays version ${current} and cannot replay it exactly.`,
    it: `è stata giocata con la versione ${version} delle regole di ${title}; questo server usa la versione ${current} e non può rigiocarla esattamente.`,
  }),
  badSetup: (why: Texts): Texts => ({
    en: `its setup cannot be made: ${why.en}`,
    it: `la sua preparazione non si può fare: ${why.it}`,
  }),
  badStart: (detail: string): Texts => ({
    en: `its start position is not a possible one (${detail}).`,
    it: `la sua posizione di partenza non è possibile (${detail}).`,
  }),
  badMove: (n: number, seat: number, why: Texts): Texts => ({
    en: `move ${n} (seat ${seat + 1}) cannot be made there: ${why.en}`,
    it: `la mossa ${n} (posto ${seat + 1}) lì non si può fare: ${why.it}`,
  }),
};
