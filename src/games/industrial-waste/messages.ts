// Log texts (message id → template) in English and Italian. Card, track, zone and direction names come as
// language-suffixed parameters (`{cardEn}`, `{cardIt}`), so that every text reads in its own language.
// Players and columns are named as people count them, from 1 (`{player}`, `{columnNumber}`; rules/log.ts).
import type { Lang } from '../../kernel/index.ts';
import { refusals } from './refusals.ts';

const log: Record<Lang, Record<string, string>> = {
  en: {
    roundStarts: 'Round {round} begins; player {player} holds the EURO.',
    deckReshuffled: 'The deck is empty: the discard pile is shuffled into a new deck of {cards} cards.',
    duplicateDiscarded:
      'Column {columnNumber} already has a {cardEn} card: this one goes to the discard pile.',
    columnDealt: 'Column {columnNumber}: {cardsEn}.',
    accidentDrawn: 'The Accident is drawn! Every player checks their waste.',
    finalAccident: 'The game ends with an accident: every player checks their waste.',
    accidentSpared: 'Player {player} has waste {waste} ({zoneEn}): nothing happens.',
    accidentFined:
      'Player {player} ({zoneEn} zone) pays a fine of {fine} M; the factory moves back from {from} to {to}.',
    accidentFinedAtEdge:
      'Player {player} ({zoneEn} zone) pays a fine of {fine} M; the factory is already in the first column ({to}).',
    accidentBribed:
      'Player {player} ({zoneEn} zone) uses a Bribery card: pays {amount} M (the fine of {fine} M plus {bribe} M) and the factory stays at {growth}.',
    briberyDeclined: 'Player {player} does not use a Bribery card.',
    forcedLoan: 'Player {player} is short of cash: a forced loan of {amount} M; loans now {loans}.',
    loanTaken: 'Player {player} borrows {amount} M from the bank; loans now {loans}.',
    draftStarts: 'Player {player} chooses a column first.',
    columnChosen: 'Player {player} takes column {columnNumber}: {cardsEn}.',
    columnDiscarded: 'Nobody took column {columnNumber}: {cardsEn} go to the discard pile.',
    keptRevealed: 'Player {player} turns up the kept card: {cardEn}.',
    playStarts: 'Player {player} plays first.',
    played: 'Player {player} plays {cardEn}.',
    playedWithAdvisor: 'Player {player} plays {cardEn} with an Advisor.',
    orderFulfilled:
      'Player {player} fulfils an order: returns {used} raw materials, earns {income} M, waste +{waste} (now {wasteAfter}).',
    supplyEmpty: 'The supply is empty: player {player} has no raw materials to auction.',
    auctionOpened: 'Player {player} auctions {lot} raw materials.',
    bid: 'Player {player} bids {amount} M.',
    passed: 'Player {player} passes.',
    auctionWon: 'Player {player} buys the {lot} raw materials for {amount} M, paid to player {sellerPlayer}.',
    auctionWonBySeller: 'Player {player} keeps the {lot} raw materials and pays {amount} M to the bank.',
    auctionUnsold: 'Nobody bids: the {lot} raw materials of player {player} go back to the supply.',
    factoryGrew: 'Player {player} grows: factory from {from} to {to}.',
    endTriggered: 'Player {player} reached the last column: this is the last round.',
    coworkersChanged: 'Player {player} chooses to {directionEn}: co-workers from {from} to {to}.',
    innovated: 'Player {player} innovates ({tracksEn}) for {cost} M.',
    wasteDisposed: 'Player {player} disposes of waste: from {from} to {to}.',
    wasteRemoved: 'Player {player} removes waste: from {from} to {to}.',
    wasteDumpedOn: 'Player {player} gets waste: from {from} to {to}.',
    loanRepaid: 'Player {player} repays a loan with an Advisor ({amount} M); loans now {loans}.',
    discarded: 'Player {player} discards {cardEn}.',
    keptOwn: 'You keep your last card face down: {cardEn}.',
    kept: 'Player {player} keeps the last card face down.',
    basicCosts: 'Player {player} pays basic costs of {amount} M.',
    deckReshuffledWithAccident:
      'The Accident, the deck and the discard pile are shuffled into a new deck of {cards} cards.',
    keptShownAtEnd: 'Player {player} shows the kept card: {cardEn}.',
    finalScore: 'Player {player} scores {total} points (cash {cash} M, loans {loans}).',
    gameOver: 'The game is over. Player {player} wins.',
    gameOverShared: 'The game is over. Players {playersEn} share the victory.',
  },
  it: {
    roundStarts: 'Inizia il turno {round}: l’EURO è del giocatore {player}.',
    deckReshuffled: 'Il mazzo è esaurito: gli scarti vengono mescolati in un nuovo mazzo di {cards} carte.',
    duplicateDiscarded: 'La colonna {columnNumber} ha già una carta {cardIt}: questa va tra gli scarti.',
    columnDealt: 'Colonna {columnNumber}: {cardsIt}.',
    accidentDrawn: 'È uscito l’Incidente! Ogni giocatore controlla i propri rifiuti.',
    finalAccident: 'La partita finisce con un incidente: ogni giocatore controlla i propri rifiuti.',
    accidentSpared: 'Il giocatore {player} ha {waste} rifiuti ({zoneIt}): non succede nulla.',
    accidentFined:
      'Il giocatore {player} (zona {zoneIt}) paga una multa di {fine} M; la fabbrica arretra da {from} a {to}.',
    accidentFinedAtEdge:
      'Il giocatore {player} (zona {zoneIt}) paga una multa di {fine} M; la fabbrica è già nella prima colonna ({to}).',
    accidentBribed:
      'Il giocatore {player} (zona {zoneIt}) usa una carta Corruzione: paga {amount} M (la multa di {fine} M più {bribe} M) e la fabbrica resta a {growth}.',
    briberyDeclined: 'Il giocatore {player} non usa una carta Corruzione.',
    forcedLoan:
      'Il giocatore {player} non ha abbastanza denaro: prestito obbligato di {amount} M; prestiti in corso: {loans}.',
    loanTaken: 'Il giocatore {player} prende in prestito {amount} M dalla banca; prestiti in corso: {loans}.',
    draftStarts: 'Il giocatore {player} sceglie per primo una colonna.',
    columnChosen: 'Il giocatore {player} prende la colonna {columnNumber}: {cardsIt}.',
    columnDiscarded:
      'Nessuno ha preso la colonna {columnNumber}: le sue carte ({cardsIt}) vanno tra gli scarti.',
    keptRevealed: 'Il giocatore {player} scopre la carta conservata: {cardIt}.',
    playStarts: 'Il giocatore {player} gioca per primo.',
    played: 'Il giocatore {player} gioca la carta {cardIt}.',
    playedWithAdvisor: 'Il giocatore {player} gioca la carta {cardIt} con un Consigliere.',
    orderFulfilled:
      'Il giocatore {player} completa un ordine: restituisce {used} materie prime, incassa {income} M, rifiuti +{waste} (ora {wasteAfter}).',
    supplyEmpty: 'La fornitura è vuota: il giocatore {player} non ha materie prime da mettere all’asta.',
    auctionOpened: 'Il giocatore {player} mette all’asta {lot} materie prime.',
    bid: 'Il giocatore {player} offre {amount} M.',
    passed: 'Il giocatore {player} passa.',
    auctionWon:
      'Il giocatore {player} compra le {lot} materie prime per {amount} M, pagati al giocatore {sellerPlayer}.',
    auctionWonBySeller: 'Il giocatore {player} si tiene le {lot} materie prime e paga {amount} M alla banca.',
    auctionUnsold: 'Nessuna offerta: le {lot} materie prime del giocatore {player} tornano nella fornitura.',
    factoryGrew: 'Il giocatore {player} cresce: la fabbrica passa da {from} a {to}.',
    endTriggered:
      'La fabbrica del giocatore {player} ha raggiunto l’ultima colonna: questo è l’ultimo turno.',
    coworkersChanged: 'Il giocatore {player} sceglie di {directionIt}: lavoratori da {from} a {to}.',
    innovated: 'Il giocatore {player} investe nell’innovazione ({tracksIt}) per {cost} M.',
    wasteDisposed: 'Il giocatore {player} smaltisce rifiuti: da {from} a {to}.',
    wasteRemoved: 'Il giocatore {player} elimina rifiuti: da {from} a {to}.',
    wasteDumpedOn: 'Il giocatore {player} riceve rifiuti: da {from} a {to}.',
    loanRepaid:
      'Il giocatore {player} ripaga un prestito con un Consigliere ({amount} M); prestiti in corso: {loans}.',
    discarded: 'Il giocatore {player} scarta la carta {cardIt}.',
    keptOwn: 'Conservi coperta la tua ultima carta: {cardIt}.',
    kept: 'Il giocatore {player} conserva coperta l’ultima carta.',
    basicCosts: 'Il giocatore {player} paga {amount} M di costi di base.',
    deckReshuffledWithAccident:
      'L’Incidente, il mazzo e gli scarti vengono mescolati in un nuovo mazzo di {cards} carte.',
    keptShownAtEnd: 'Il giocatore {player} mostra la carta conservata: {cardIt}.',
    finalScore: 'Il giocatore {player} totalizza {totalIt} punti (denaro {cash} M, prestiti {loans}).',
    gameOver: 'La partita è finita. Vince il giocatore {player}.',
    gameOverShared: 'La partita è finita. I giocatori {playersIt} condividono la vittoria.',
  },
};

/** Log texts and the refusals' texts (refusals.ts), by message id. */
export const messages: Record<Lang, Record<string, string>> = {
  en: { ...log.en, ...refusals.en },
  it: { ...log.it, ...refusals.it },
};
