// Industrial Waste's words on the table: card names and the one-line reminders printed on them, track and
// zone names. Help for the eyes only; what is legal always comes from the server.
import type { Texts } from '../../../shared/api.ts';
import type { CardType, Track, WasteZone } from '../../../games/industrial-waste/cards.ts';

export const CARD_NAMES: Record<CardType, Texts> = {
  order: { en: 'Order', it: 'Ordine' },
  'raw-materials': { en: 'Raw materials', it: 'Materie prime' },
  growth: { en: 'Growth', it: 'Crescita' },
  innovation: { en: 'Innovation', it: 'Innovazione' },
  'waste-disposal': { en: 'Waste disposal', it: 'Stoccaggio rifiuti' },
  advisor: { en: 'Advisor', it: 'Consigliere' },
  'hiring-firing': { en: 'Hiring / firing', it: 'Assunzioni / licenziamenti' },
  'waste-removal': { en: 'Waste removal', it: 'Eliminazione rifiuti' },
  bribery: { en: 'Bribery', it: 'Corruzione' },
  accident: { en: 'Accident', it: 'Incidente' },
};

/** What the card does, as a reminder on its face (alone / with an Advisor). */
export const CARD_REMINDERS: Record<CardType, Texts> = {
  order: {
    en: 'Fill an order: use raw materials, earn your growth value, add waste. Advisor: +5 M.',
    it: 'Evadi un ordine: usa materie prime, incassa il valore di crescita, aggiungi rifiuti. Consigliere: +5 M.',
  },
  'raw-materials': {
    en: 'Take raw materials from the supply and auction them. Advisor: twice as many. Cannot be discarded.',
    it: 'Prendi materie prime dalla riserva e mettile all’asta. Consigliere: il doppio. Non si scarta.',
  },
  growth: {
    en: 'Factory one column right. Advisor: two.',
    it: 'Fabbrica una colonna a destra. Consigliere: due.',
  },
  innovation: {
    en: 'One innovation marker one hole right, for 5 M. Advisor: two steps, 10 M.',
    it: 'Un segnalino innovazione avanza di un buco, per 5 M. Consigliere: due passi, 10 M.',
  },
  'waste-disposal': {
    en: 'Your waste −3. Advisor: −6.',
    it: 'I tuoi rifiuti −3. Consigliere: −6.',
  },
  advisor: {
    en: 'Play with another card to strengthen it, or alone to repay a loan (10 M).',
    it: 'Gioca con un’altra carta per potenziarla, o da solo per ripagare un prestito (10 M).',
  },
  'hiring-firing': {
    en: 'Co-workers one row up (hire) or down (fire). Advisor: two rows.',
    it: 'Lavoratori una riga su (assumi) o giù (licenzia). Consigliere: due righe.',
  },
  'waste-removal': {
    en: 'Your waste −1, every other player’s +1. Advisor: −2 / +2.',
    it: 'I tuoi rifiuti −1, quelli degli altri +1. Consigliere: −2 / +2.',
  },
  bribery: {
    en: 'Kept face down, it can stop your factory moving back at an accident (+1 M).',
    it: 'Tenuta coperta, può evitare l’arretramento della fabbrica in un incidente (+1 M).',
  },
  accident: {
    en: 'Stored waste in yellow or red is fined and pushes the factory back.',
    it: 'I rifiuti in zona gialla o rossa vengono multati e la fabbrica arretra.',
  },
};

export const TRACK_NAMES: Record<Track, Texts> = {
  rationalization: { en: 'Rationalization', it: 'Razionalizzazione' },
  'raw-materials': { en: 'Raw materials', it: 'Materie prime' },
  'waste-reduction': { en: 'Waste reduction', it: 'Riduzione rifiuti' },
};

/** What the number above a track's marker means. */
export const TRACK_MEANINGS: Record<Track, Texts> = {
  rationalization: { en: 'co-workers needed per order', it: 'lavoratori necessari per ordine' },
  'raw-materials': {
    en: 'raw materials per order and per sale',
    it: 'materie prime per ordine e per vendita',
  },
  'waste-reduction': { en: 'waste added per order', it: 'rifiuti prodotti per ordine' },
};

export const ZONE_NAMES: Record<WasteZone, Texts> = {
  bin: { en: 'bin', it: 'cestino' },
  green: { en: 'green', it: 'verde' },
  yellow: { en: 'yellow', it: 'gialla' },
  red: { en: 'red', it: 'rossa' },
};

export const IW = {
  title: { en: 'Industrial Waste', it: 'Rifiuti industriali' },
  blurb: {
    en: 'Draft card columns, fill orders, auction raw materials, innovate, and keep your waste out of the red.',
    it: 'Scegli colonne di carte, evadi ordini, metti all’asta materie prime, innova e tieni i rifiuti fuori dal rosso.',
  },
  growth: { en: 'Growth', it: 'Crescita' },
  coworkers: { en: 'Co-workers', it: 'Lavoratori' },
  cash: { en: 'Cash', it: 'Cassa' },
  hiddenCash: { en: 'secret', it: 'segreta' },
  loans: { en: 'Loans', it: 'Prestiti' },
  raw: { en: 'Raw materials', it: 'Materie prime' },
  rawShort: { en: 'Raw', it: 'Materie' },
  takeLoan: { en: 'Loan', it: 'Prestito' },
  waste: { en: 'Waste', it: 'Rifiuti' },
  hand: { en: 'Hand', it: 'Mano' },
  kept: { en: 'Kept card', it: 'Carta tenuta' },
  keptHidden: { en: 'a card kept face down', it: 'una carta tenuta coperta' },
  faceDown: { en: 'A card face down', it: 'Una carta coperta' },
  innovationTracks: { en: 'Innovation tracks', it: 'Tracciati di innovazione' },
  finishedRound: { en: 'done this round', it: 'ha finito il turno' },
  supply: { en: 'Supply', it: 'Riserva' },
  deck: { en: 'Deck', it: 'Mazzo' },
  discard: { en: 'Discard pile', it: 'Scarti' },
  round: { en: 'Round', it: 'Turno' },
  columns: { en: 'Card columns', it: 'Colonne di carte' },
  startPlayer: { en: 'Start player (EURO)', it: 'Primo giocatore (EURO)' },
  dealer: { en: 'Dealer', it: 'Mazziere' },
  lastRound: { en: 'Last round: a factory reached 20', it: 'Ultimo turno: una fabbrica è arrivata a 20' },
  accidentAside: {
    en: 'The Accident was drawn this round',
    it: 'L’incidente è uscito in questo turno',
  },
  auction: { en: 'Auction', it: 'Asta' },
  lot: { en: '{n} raw materials on offer from {seller}', it: '{n} materie prime offerte da {seller}' },
  highBid: { en: 'Highest bid: {amount} M by {name}', it: 'Offerta più alta: {amount} M di {name}' },
  noBid: { en: 'No bid yet', it: 'Ancora nessuna offerta' },
  passed: { en: 'passes', it: 'passa' },
  toBid: { en: 'to bid', it: 'deve offrire' },
  value: { en: 'value', it: 'valore' },
  points: { en: 'points', it: 'punti' },
  phase: {
    layout: { en: 'Layout', it: 'Disposizione' },
    drafting: { en: 'Drafting', it: 'Scelta delle colonne' },
    playing: { en: 'Playing cards', it: 'Giocare le carte' },
    'final-accident': { en: 'Final accident', it: 'Incidente finale' },
    finished: { en: 'Game over', it: 'Partita finita' },
  } as Record<string, Texts>,
  you: { en: 'you', it: 'tu' },
  formula: {
    en: 'Score = growth value of the factory + points of the three innovation tracks + half the cash − 10 per loan. Ties go to the most cash.',
    it: 'Punti = valore di crescita della fabbrica + punti dei tre percorsi di innovazione + metà della cassa − 10 per prestito. A parità vince chi ha più denaro.',
  },
  finalCompanies: { en: 'The companies at the end', it: 'Le aziende alla fine' },
};
