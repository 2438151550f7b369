// A sentence or two on each kind of decision of Industrial Waste, shown under the question.
import type { Texts } from '../../../shared/api.ts';
import type { IwView } from '../../../games/industrial-waste/view.ts';

const HELP: Record<string, Texts> = {
  'choose-column': {
    en: 'Each player takes one column of three cards into the hand; the column nobody takes is discarded.',
    it: 'Ogni giocatore prende in mano una colonna di tre carte; la colonna che nessuno prende va negli scarti.',
  },
  play: {
    en: 'Play one card per turn, or discard it (Raw materials cannot be discarded). With one card left you may keep it face down for the next round. Orders earn your growth value but add waste.',
    it: 'Gioca una carta per turno, o scartala (le Materie prime non si scartano). Con una sola carta puoi tenerla coperta per il prossimo turno. Gli ordini fanno guadagnare il valore di crescita ma aggiungono rifiuti.',
  },
  bid: {
    en: 'Raw materials auction: bid more than the highest bid (up to your cash), or pass. The seller bids last.',
    it: 'Asta di materie prime: offri più dell’offerta più alta (fino alla tua cassa), o passa. Il venditore offre per ultimo.',
  },
  bribery: {
    en: 'An accident! Waste in the yellow or red zone is fined and pushes the factory back; a kept Bribery card can keep the factory where it is, for a bribe on top of the fine (each answer says how much).',
    it: 'Un incidente! I rifiuti in zona gialla o rossa vengono multati e fanno arretrare la fabbrica; una carta Corruzione tenuta può tenerla ferma, con una corruzione oltre alla multa (ogni risposta dice quanto).',
  },
};

export function iwHelp(raw: unknown): Texts | null {
  const v = raw as IwView | null;
  const kind = v?.pending?.decision;
  return kind ? (HELP[kind] ?? null) : null;
}
