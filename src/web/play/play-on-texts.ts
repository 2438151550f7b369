// The words of "play from here" (a new game from a replayed position) and of a game's record, in every
// language the program speaks.
export const PLAY_ON = {
  button: { en: 'Play from here', it: 'Gioca da qui' },
  title: { en: 'Play on from move {n}', it: 'Continua dalla mossa {n}' },
  help: {
    en: 'A new game starts from this position; this game stays as it is. Choose who plays each seat.',
    it: 'Una nuova partita parte da questa posizione; questa resta com’è. Scegli chi gioca ogni posto.',
  },
  person: { en: 'Person', it: 'Persona' },
  bot: { en: 'Bot: {level}', it: 'Bot: {level}' },
  name: { en: 'Name', it: 'Nome' },
  oneScreen: { en: 'All people on this screen', it: 'Tutte le persone su questo schermo' },
  start: { en: 'Start the new game', it: 'Inizia la nuova partita' },
  starting: { en: 'Starting…', it: 'Avvio…' },
  cancel: { en: 'Cancel', it: 'Annulla' },
  record: { en: 'Download the record (JSON)', it: 'Scarica la registrazione (JSON)' },
  playedOn: {
    en: 'Played on from move {at} of another game.',
    it: 'Continuata dalla mossa {at} di un’altra partita.',
  },
  fromRecordNote: { en: 'Played on from a record.', it: 'Continuata da una registrazione.' },
  redrawn: {
    en: 'The cards still face down were shuffled anew.',
    it: 'Le carte ancora coperte sono state rimescolate.',
  },
  fromRecord: { en: 'Play on from a record', it: 'Continua da una registrazione' },
  recordFile: { en: 'Record file (JSON)', it: 'File della registrazione (JSON)' },
  atMove: { en: 'From move', it: 'Dalla mossa' },
  notJson: {
    en: 'This file is not JSON: choose a record downloaded from a finished game.',
    it: 'Questo file non è JSON: scegli una registrazione scaricata da una partita finita.',
  },
};

export const fill = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m));
