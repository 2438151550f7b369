// Refusals of the social features (rematch, personal keys, the lobby's seats), in every language: the
// pages show them as they are. The lobby's and the chat's own refusals sit with their checks.
import type { Texts } from '../../shared/api.ts';

export const SOCIAL_TEXTS = {
  rematchNeedsLink: {
    en: 'A rematch is asked for with the secret link of a seat.',
    it: 'La rivincita si chiede con il link segreto di un posto.',
  },
  rematchWhileRunning: {
    en: 'A rematch can be asked for once this game is over; it is still being played.',
    it: 'La rivincita si può chiedere quando questa partita è finita; è ancora in corso.',
  },
  keyRequired: {
    en: 'This needs your personal key (the link of "my games").',
    it: 'Serve il tuo link personale (quello di «Le mie partite»).',
  },
  badKey: {
    en: 'This personal key is not known here.',
    it: 'Questo link personale qui non è conosciuto.',
  },
  tooManySeats: (max: number): Texts => ({
    en: `A personal key keeps at most ${max} seats; forget a few finished games first.`,
    it: `Un link personale conserva al massimo ${max} posti; prima dimentica qualche partita finita.`,
  }),
  /** Seats counted from 1, as people count them (the API's paths count from 0). */
  noSuchSeat: (id: string, seats: number, seat: number): Texts => ({
    en: `Game ${id} has ${seats} seats; there is no seat ${seat + 1}.`,
    it: `La partita ${id} ha ${seats} posti; il posto ${seat + 1} non esiste.`,
  }),
};
