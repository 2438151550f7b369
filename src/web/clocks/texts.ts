// The words of clocks and stand-ins (the new-game form's time control, the seats' clocks at the table,
// leaving and taking a seat back), in English and Italian.
import type { Texts } from '../../shared/api.ts';

export const CLOCKS = {
  // The new-game form.
  timeControl: { en: 'Time control', it: 'Controllo del tempo' },
  noClock: { en: 'None: the table waits for everyone', it: 'Nessuno: il tavolo aspetta tutti' },
  liveClock: { en: 'Live: a time bank for each person', it: 'Dal vivo: una riserva di tempo a testa' },
  dailyClock: {
    en: 'Daily: a time for each decision',
    it: 'Per corrispondenza: un tempo per ogni decisione',
  },
  bankMinutes: { en: 'Bank (minutes)', it: 'Riserva (minuti)' },
  incrementSeconds: { en: 'Added after each move (seconds)', it: 'Aggiunti dopo ogni mossa (secondi)' },
  perDecision: { en: 'Time per decision', it: 'Tempo per decisione' },
  hours: { en: 'hours', it: 'ore' },
  days: { en: 'days', it: 'giorni' },
  unit: { en: 'Unit', it: 'Unità' },
  standInLevel: {
    en: 'Bot that plays for someone whose time runs out or who leaves',
    it: 'Bot che gioca per chi finisce il tempo o lascia il tavolo',
  },
  outOfBounds: {
    en: '{what} must be a whole number from {min} to {max}.',
    it: '{what}: serve un numero intero da {min} a {max}.',
  },
  // At the table.
  clocksLabel: { en: 'Clocks', it: 'Orologi' },
  standInBot: { en: 'stand-in bot ({level})', it: 'bot sostituto ({level})' },
  toMove: { en: 'to move', it: 'di turno' },
  lowTime: {
    en: 'Your time is running out: {time} left for this decision.',
    it: 'Il tuo tempo sta per scadere: restano {time} per questa decisione.',
  },
  standingIn: {
    en: 'A {level} bot is playing for you. Your seat is kept: take it back whenever you like.',
    it: 'Un bot {level} gioca per te. Il tuo posto resta tuo: riprendilo quando vuoi.',
  },
  standingInSeat: {
    en: 'A {level} bot is playing for {name}. The seat is kept: take it back whenever you like.',
    it: 'Un bot {level} gioca per {name}. Il posto resta suo: riprendilo quando vuoi.',
  },
  reclaim: { en: 'Take my seat back', it: 'Riprendi il mio posto' },
  // In the lists of my games, where there is room for little.
  botPlaysForYou: { en: 'A bot is playing for you.', it: 'Un bot gioca per te.' },
  botPlaysFor: { en: 'A bot is playing for {name}.', it: 'Un bot gioca per {name}.' },
  reclaimSeat: { en: 'Take back {name}', it: 'Riprendi {name}' },
  leave: { en: 'Leave the game', it: 'Lascia la partita' },
  leaveConfirm: {
    en: 'A {level} bot will play for you from now on. You can come back with this link at any time and take your seat back.',
    it: 'Da ora un bot {level} giocherà per te. Puoi tornare con questo link quando vuoi e riprendere il tuo posto.',
  },
  leaveYes: { en: 'Leave', it: 'Lascia' },
  // A shared screen hands one person's seat to the stand-in.
  handSeat: { en: 'Let a bot play a seat', it: 'Fai giocare un bot al posto di qualcuno' },
  handSeatHelp: {
    en: 'Someone here has to go? A {level} bot plays their seat from now on, and the others play on. Take the seat back here at any time.',
    it: 'Qualcuno qui deve andare? Da ora un bot {level} gioca il suo posto e gli altri continuano. Il posto si riprende qui quando si vuole.',
  },
  handSeatTo: { en: 'Let a bot play for {name}', it: 'Un bot al posto di {name}' },
  cancel: { en: 'Cancel', it: 'Annulla' },
  stay: { en: 'Stay', it: 'Resta' },
  working: { en: 'Sending…', it: 'Invio…' },
  // Refusals of leaving or taking a seat back, by the server's code.
  STOOD_IN: { en: 'A bot already plays for this seat.', it: 'Un bot gioca già per questo posto.' },
  NOT_STOOD_IN: {
    en: 'You already play this seat yourself.',
    it: 'Questo posto lo giochi già tu.',
  },
  GAME_OVER: {
    en: 'The game is over: nobody plays its seats any more.',
    it: 'La partita è finita: nessuno gioca più i suoi posti.',
  },
  NOT_YOUR_SEAT: {
    en: 'This link does not play that seat.',
    it: 'Questo link non gioca quel posto.',
  },
  NETWORK: {
    en: 'The server cannot be reached; try again in a moment.',
    it: 'Il server non è raggiungibile; riprova tra poco.',
  },
  otherRefusal: { en: 'The server refused: {message}', it: 'Il server ha rifiutato: {message}' },
} satisfies Record<string, Texts>;
