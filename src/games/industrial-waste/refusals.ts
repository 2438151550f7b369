// Texts of Industrial Waste's refusals by message id, in English and Italian (docs/industrial-waste/
// errors.md). A rule error carries one of these ids with its parameters, so that a client shows why a move
// is refused in its player's language. As in the log, track names come as language-suffixed parameters
// (`{trackEn}`, `{trackIt}`) and players and columns are counted from 1. A refusal names only the asking
// seat's own figures (its cash, its hand), never another seat's secret.
import type { Lang } from '../../kernel/index.ts';
import type { Decision } from './rules/pending.ts';

const en: Record<string, string> = {
  refusedGameOver: 'The game is over: no more moves, not even loans.',
  // Seats counted from 1, as people count them (`seat` is the API's, from 0; `place` is `seat` + 1).
  refusedNoSuchSeat: 'There is no seat {place} in this {players}-player game: its seats are 1 to {players}.',
  refusedNoDecision: 'Nobody has a decision to make now.',
  refusedNoSuchColumn:
    'There is no column {column}: moves number the columns 0 to {last} (shown as columns 1 to {count}).',
  // Shown beside the closed column at the table, so it names the column as the player sees it; the
  // move's 0-based id is in the error's params.
  refusedColumnTaken: 'Column {columnNumber} has already been taken this round.',
  refusedCardNotInHand: 'The card {card} is not among the face-up cards in your hand.',
  refusedAdvisorNotInHand: 'The advisor {card} is not among the face-up cards in your hand.',
  refusedNotAnAdvisor: '{card} is not an Advisor: only an Advisor can enhance another card.',
  refusedNotAnAdvisorToRepay: '{card} is not an Advisor: only an Advisor repays a loan.',
  refusedCannotCombine: 'An Advisor is never combined with another Advisor or with a Bribery card.',
  refusedAdvisorAlone:
    'An Advisor is not played alone: play it with another card, or use it to repay a loan.',
  refusedBriberyNotPlayable:
    'A Bribery card cannot be played: it is discarded, kept, or used at an accident.',
  refusedTracksOnlyInnovation: 'Only an Innovation card takes tracks.',
  refusedDirectionOnlyHiring: 'Only a Hiring/firing card takes a direction.',
  refusedDirectionRequired:
    'A Hiring/firing card needs a direction: hire (one row up) or fire (one row down).',
  refusedOrderCoworkers:
    'An Order needs at least {needed} co-workers (your rationalization value); your factory has {have}.',
  refusedOrderRawMaterials:
    'An Order uses {needed} raw materials (your raw-materials value); your storage holds {have}.',
  refusedOrderWaste:
    'An Order adds {waste} waste (your waste-reduction value); with {have} stored that would pass {max}.',
  refusedTracksTwo:
    'Innovation with an Advisor moves exactly two steps: name two tracks (or one track twice).',
  refusedTracksOne: 'Innovation moves one marker one hole: name exactly one track.',
  refusedTrackAtEndOne:
    'Your {trackEn} marker is in hole {hole}; a step would move it past the last hole ({last}).',
  refusedTrackAtEndTwo:
    'Your {trackEn} marker is in hole {hole}; {steps} steps would move it past the last hole ({last}).',
  refusedCashInnovation:
    'You need {amount} M in cash for this Innovation and you have {cash} M; take a loan first.',
  refusedCashRepay:
    'You need {amount} M in cash for repaying a loan and you have {cash} M; take a loan first.',
  refusedCashBid:
    'You need {amount} M in cash for a bid of {amount} M and you have {cash} M; take a loan first.',
  refusedNoLoan: 'You have no loan to repay.',
  refusedRawMaterialsDiscard:
    'A Raw materials card cannot be discarded: play it, or keep it as your last card.',
  refusedKeepOnlyLast: 'Only your last card can be kept; you still hold {cards} cards.',
  refusedBidTooLow: 'A bid is a whole number of M, at least 1.',
  refusedBidNotHigher: 'A bid must be higher than the highest bid so far, {high} M.',
  refusedNoBriberyCard:
    'Your face-down card is not a Bribery card, so it cannot stop the factory moving back.',
};

const it: Record<string, string> = {
  refusedGameOver: 'La partita è finita: niente più mosse, nemmeno prestiti.',
  refusedNoSuchSeat:
    'In questa partita a {players} giocatori non esiste il posto {place}: i posti vanno da 1 a {players}.',
  refusedNoDecision: 'Ora nessuno ha una decisione da prendere.',
  refusedNoSuchColumn:
    'Non esiste la colonna {column}: nelle mosse le colonne vanno da 0 a {last} (mostrate come colonne da 1 a {count}).',
  refusedColumnTaken: 'La colonna {columnNumber} è già stata presa in questo round.',
  refusedCardNotInHand: 'La carta {card} non è fra le carte scoperte della tua mano.',
  refusedAdvisorNotInHand: 'Il consulente {card} non è fra le carte scoperte della tua mano.',
  refusedNotAnAdvisor: "{card} non è un Consulente: solo un Consulente potenzia un'altra carta.",
  refusedNotAnAdvisorToRepay: '{card} non è un Consulente: solo un Consulente rimborsa un prestito.',
  refusedCannotCombine:
    'Un Consulente non si combina mai con un altro Consulente né con una carta Corruzione.',
  refusedAdvisorAlone:
    "Un Consulente non si gioca da solo: giocalo con un'altra carta, o usalo per rimborsare un prestito.",
  refusedBriberyNotPlayable:
    'Una carta Corruzione non si gioca: si scarta, si tiene o si usa durante un incidente.',
  refusedTracksOnlyInnovation: 'Solo una carta Innovazione indica dei tracciati.',
  refusedDirectionOnlyHiring: 'Solo una carta Assunzioni/licenziamenti indica una direzione.',
  refusedDirectionRequired:
    'Una carta Assunzioni/licenziamenti richiede una direzione: assumere (una riga su) o licenziare (una riga giù).',
  refusedOrderCoworkers:
    'Un Ordine richiede almeno {needed} collaboratori (il tuo valore di razionalizzazione); la tua fabbrica ne ha {have}.',
  refusedOrderRawMaterials:
    'Un Ordine usa {needed} materie prime (il tuo valore di materie prime); il tuo magazzino ne contiene {have}.',
  refusedOrderWaste:
    'Un Ordine aggiunge {waste} rifiuti (il tuo valore di riduzione dei rifiuti); con {have} già stoccati si supererebbe {max}.',
  refusedTracksTwo:
    'Innovazione con un Consulente fa esattamente due passi: indica due tracciati (o lo stesso due volte).',
  refusedTracksOne: 'Innovazione sposta un segnalino di un foro: indica esattamente un tracciato.',
  refusedTrackAtEndOne:
    "Il tuo segnalino sul tracciato {trackIt} è nel foro {hole}; un passo lo porterebbe oltre l'ultimo foro ({last}).",
  refusedTrackAtEndTwo:
    "Il tuo segnalino sul tracciato {trackIt} è nel foro {hole}; {steps} passi lo porterebbero oltre l'ultimo foro ({last}).",
  refusedCashInnovation:
    'Per questa Innovazione servono {amount} M in contanti e ne hai {cash}; prendi prima un prestito.',
  refusedCashRepay:
    'Per rimborsare un prestito servono {amount} M in contanti e ne hai {cash}; prendi prima un prestito.',
  refusedCashBid:
    "Per un'offerta di {amount} M servono {amount} M in contanti e ne hai {cash}; prendi prima un prestito.",
  refusedNoLoan: 'Non hai prestiti da rimborsare.',
  refusedRawMaterialsDiscard: 'Una carta Materie prime non si scarta: giocala, o tienila come ultima carta.',
  refusedKeepOnlyLast: "Si può tenere solo l'ultima carta; ne hai ancora {cards}.",
  refusedBidTooLow: "Un'offerta è un numero intero di M, almeno 1.",
  refusedBidNotHigher: "Un'offerta deve superare la più alta finora, {high} M.",
  refusedNoBriberyCard:
    'La tua carta coperta non è una carta Corruzione, quindi non può impedire alla fabbrica di arretrare.',
};

/** What each decision asks, for the refusal of a move out of turn or of another kind. */
export const DECISION_TEXTS: Record<Lang, Record<Decision, string>> = {
  en: {
    'choose-column': 'choose a column',
    play: 'play a card',
    bid: 'bid or pass in the auction',
    bribery: 'answer whether to use a Bribery card',
  },
  it: {
    'choose-column': 'scegliere una colonna',
    play: 'giocare una carta',
    bid: "fare un'offerta o passare all'asta",
    bribery: 'rispondere se usare una carta Corruzione',
  },
};

/** Message-id suffix of a decision (ids are camelCase like the log's). */
export const decisionKey = (d: Decision): string =>
  d === 'choose-column' ? 'ChooseColumn' : d === 'play' ? 'Play' : d === 'bid' ? 'Bid' : 'Bribery';

for (const d of Object.keys(DECISION_TEXTS.en) as Decision[]) {
  en[`refusedWrongDecision${decisionKey(d)}`] =
    `That move does not fit now: player {player} must ${DECISION_TEXTS.en[d]}.`;
  it[`refusedWrongDecision${decisionKey(d)}`] =
    `Quella mossa ora non va: il giocatore {player} deve ${DECISION_TEXTS.it[d]}.`;
  en[`refusedNotYourTurn${decisionKey(d)}`] =
    `It is player {player}'s turn to ${DECISION_TEXTS.en[d]}, not player {asking}'s.`;
  it[`refusedNotYourTurn${decisionKey(d)}`] =
    `Tocca al giocatore {player} ${DECISION_TEXTS.it[d]}, non al giocatore {asking}.`;
}

export const refusals: Record<Lang, Record<string, string>> = { en, it };
