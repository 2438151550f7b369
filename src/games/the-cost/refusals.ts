// Texts of The Cost's refusals by message id, in English and Italian (docs/the-cost/errors.md). A rule
// error carries one of these ids with its parameters, so that a client shows why a move is refused in the
// player's language. Parameters: countries by name, triangles, hexes and corners by id, amounts as
// numbers, players counted from 1. Ids that differ only by a thing's name (mine or mill, a track, a
// decision) are separate so that every language can make its words agree.
import type { Lang } from '../../kernel/index.ts';
import { TRACKS } from './moves.ts';
import { TRACK_NAMES } from './names.ts';
import type { DecisionKind } from './view.ts';

const en: Record<string, string> = {
  REFUSED_GAME_OVER: 'This game of The Cost is over.',
  REFUSED_MUST_WORK:
    'You must mine, mill or move while you can; investing and passing are only for players who cannot.',
  REFUSED_MUST_WORK_INVEST:
    'You must mine, mill or move while you can; investing is only for players who cannot.',
  REFUSED_MUST_WORK_PASS:
    'You must mine, mill or move while you can; passing is only for players who cannot.',
  REFUSED_NOTHING_TO_WORK_NOW: 'You have nothing to mine, mill or move now.',
  REFUSED_NOTHING_TO_WORK: 'You have nothing to mine, mill or move.',
  REFUSED_CHOICE_UNKNOWN: 'There is no country "{country}"; the countries are {countries}.',
  REFUSED_CHOICE_TWICE: 'A country can be in play only once.',
  REFUSED_CHOICE_COUNT: 'A {players}-player game is played in {players} countries (got {got}).',
  REFUSED_CHOICE_PINNED: 'The setup pins name {country}, so it must be one of the countries in play.',
  REFUSED_UNKNOWN_COUNTRY: 'There is no country "{country}" in The Cost.',
  REFUSED_COUNTRY_NOT_IN_PLAY: '{country} is not in play in this game.',
  REFUSED_SELECT_REGULATED: '{country} has regulated the asbestos trade out and cannot be chosen.',
  REFUSED_UNKNOWN_CORNER: 'There is no corner "{corner}" on the action board.',
  REFUSED_CORNER_USED: 'Corner {corner} already holds an event marker; used corners stay blocked.',
  REFUSED_CORNER_ALL_SUBSIDY: 'Corner {corner} touches three SUBSIDY hexes and cannot be used.',
  REFUSED_UNKNOWN_TRIANGLE: '{country} has no triangle "{triangle}".',
  REFUSED_NATIONAL_RAILS_KIND: '{triangle} is not a rail or industrial triangle; national rails go on those.',
  REFUSED_NATIONAL_RAILS_NOT_OPEN:
    '{triangle} in {country} is not open: something is built there (an event never replaces a marker).',
  REFUSED_NATIONAL_RAILS_MORE: 'The national rails event places two rails when two rail triangles are open.',
  REFUSED_NATIONAL_RAILS_PLACEMENT:
    'National rails go on up to two open rail triangles, or on one open industrial triangle (plus one more with effective infrastructure).',
  REFUSED_NATIONAL_PORT_KIND:
    '{triangle} is not a port triangle; a national port goes on an open port triangle.',
  REFUSED_PORT_TAKEN: '{triangle} in {country} already holds a port.',
  REFUSED_NO_SUCH_SLOT: "Hex {hex} is not one of this turn's slots ({slots}).",
  REFUSED_SLOT_USED: 'The action of hex {hex} was already used this turn.',
  REFUSED_SWAP_NOT_NEEDED:
    'Hex {hex} shows the action {action}: taking that action needs no swap (swap: false).',
  REFUSED_SWAP_NEEDED:
    'Hex {hex} shows the action {action}: taking {wanted} from it instead is a ${cost} swap (swap: true).',
  REFUSED_CANNOT_AFFORD_SWAP: 'Swapping an action costs ${cost}; you have ${money}.',
  REFUSED_NO_SUBSIDY: '{country} has no demand left and pays no subsidies.',
  REFUSED_MINE_SITE_KIND: '{site} is not an industrial site; a mine is built on an open industrial triangle.',
  REFUSED_MILL_SITE_KIND: '{site} is not an industrial site; a mill is built on an open industrial triangle.',
  REFUSED_NOT_OPEN: '{site} in {country} is not open: something is built there.',
  REFUSED_NO_MINES_LEFT:
    'You have no mine markers left (a player has {mines} mines and {mills} mills per game; lost ones never come back).',
  REFUSED_NO_MILLS_LEFT:
    'You have no mill markers left (a player has {mines} mines and {mills} mills per game; lost ones never come back).',
  REFUSED_FIRST_MINE_RESOURCES: 'A first mine costs {cost} {country} resources; you have {have}.',
  REFUSED_FIRST_MINE_RESOURCES_ONE: 'A first mine costs 1 {country} resource; you have {have}.',
  REFUSED_MINE_RESOURCES_ONE: 'A mine costs 1 {country} resource; you have {have}.',
  REFUSED_MILL_RESOURCES_ONE: 'A mill costs 1 {country} resource; you have {have}.',
  REFUSED_MINE_RESOURCES: 'A mine costs {cost} {country} resources; you have {have}.',
  REFUSED_MILL_RESOURCES: 'A mill costs {cost} {country} resources; you have {have}.',
  REFUSED_FIRST_MINE_COLUMN: 'Your first mine goes in column {column}, which is kept for it.',
  REFUSED_MINE_COLUMN: 'Column {column} cannot take this mine; free columns: {free}.',
  REFUSED_MILL_COLUMN: 'Column {column} cannot take this mill; free columns: {free}.',
  REFUSED_MILL_COLUMN_KEPT:
    'Column {column} cannot take this mill (it is kept for your first mine); free columns: {free}.',
  REFUSED_NO_FREE_COLUMN: 'All your facility columns are taken.',
  REFUSED_MINE_HIRE: 'This mine can employ {capacity} workers: hire 1 to {capacity} when building it.',
  REFUSED_MILL_HIRE: 'This mill can employ {capacity} workers: hire 1 to {capacity} when building it.',
  REFUSED_RAIL_KIND: '{triangle} is not a rail or industrial triangle.',
  REFUSED_RAIL_PRIVATIZATION: 'Replacing the national rail on {triangle} needs PRIVATIZATION in {country}.',
  REFUSED_RAIL_EFFECTIVE_INFRASTRUCTURE:
    'A second rail after one on an industrial triangle needs EFFECTIVE_INFRASTRUCTURE in {country}.',
  REFUSED_RAIL_EXTRA:
    'The extra rail of effective infrastructure follows a rail on an open site and goes on an open triangle.',
  REFUSED_RAIL_PLACEMENT:
    'Rails go on one or two rail triangles, or on one industrial triangle (plus one more with effective infrastructure).',
  REFUSED_PORT_KIND: '{triangle} is not a port triangle; ports go on port triangles.',
  REFUSED_PORT_PRIVATIZATION: 'Replacing the national port on {triangle} needs PRIVATIZATION in {country}.',
  REFUSED_CONVERT_REGULATED:
    '{country} has regulated the asbestos trade out; its resources cannot be bought.',
  REFUSED_CONVERT_AMOUNT: 'A conversion is a whole number of dollars, at least $1.',
  REFUSED_CONVERT_MONEY: 'Converting ${dollars} needs ${dollars}; you have ${money}.',
  REFUSED_NO_MINE_THERE: 'You have no mine on {site} in {country}.',
  REFUSED_NO_MILL_THERE: 'You have no mill on {site} in {country}.',
  REFUSED_MINE_USED: 'Each mine is used once per round; this one already was.',
  REFUSED_DIE_IN_THE_WAY: 'A mine with a die on it cannot be used until the die moves.',
  REFUSED_NO_RAW_DIE: 'A mill works only when a raw die lies on it.',
  REFUSED_AT_CAPACITY: 'This facility is at capacity: no workers can be hired.',
  REFUSED_WORK_HIRE: 'Hire {lo} to {hi} workers here (capacity {capacity}, at least one living worker).',
  REFUSED_SAFE_UNAFFORDABLE:
    'Safe work here costs {cost} {country} resources ({per} per living and dead worker, after hiring); you have {have}.',
  REFUSED_INVEST_AMOUNT: 'An investment moves one track by 1 to {max} spaces (${cost} each).',
  REFUSED_INVEST_MONEY: 'Moving {spaces} spaces costs ${cost}; you have ${money}.',
  REFUSED_PLACES: 'Places in the turn order are 1 to {players}.',
  REFUSED_PLACE_TAKEN: 'Place {position} in the turn order is already taken.',
  REFUSED_DIE_COUNTRY: '"{country}" is not a country in play.',
  REFUSED_NO_DIE: 'You have no die on {site} in {country}.',
  REFUSED_RAW_DIE_ON_MILL: 'A raw die on a mill must be milled before it can move.',
  REFUSED_DESTINATION_COUNTRY: 'A die can only be moved to a country in play (not "{country}").',
  REFUSED_MARKET_RAW: 'Only refined dice are sold to a market; raw dice go to mills.',
  REFUSED_NOT_MARKET: '{triangle} is not the market of {country}.',
  REFUSED_MARKET_NO_DEMAND: '{country} has no demand left for refined asbestos this round.',
  REFUSED_MILL_REFINED: 'Refined dice go to a market or the emerging market, not to a mill.',
  REFUSED_NO_MILL_TARGET: 'There is no mill on {triangle} in {country}.',
  REFUSED_MILL_HOLDS_DIE: 'The mill on {triangle} already holds a die.',
  REFUSED_ROUTE_SHOWN: "That outcome's route is shown as {route}.",
  REFUSED_NO_ROUTE:
    'No legal route to that destination uses those ports with those payments (the movement priorities decide the route).',
};

const it: Record<string, string> = {
  REFUSED_GAME_OVER: 'Questa partita di The Cost è finita.',
  REFUSED_MUST_WORK:
    'Devi estrarre, raffinare o spostare finché puoi; investire e passare spetta solo a chi non può.',
  REFUSED_MUST_WORK_INVEST:
    'Devi estrarre, raffinare o spostare finché puoi; investire spetta solo a chi non può.',
  REFUSED_MUST_WORK_PASS:
    'Devi estrarre, raffinare o spostare finché puoi; passare spetta solo a chi non può.',
  REFUSED_NOTHING_TO_WORK_NOW: 'Ora non hai niente da estrarre, raffinare o spostare.',
  REFUSED_NOTHING_TO_WORK: 'Non hai niente da estrarre, raffinare o spostare.',
  REFUSED_CHOICE_UNKNOWN: 'Non esiste la nazione "{country}"; le nazioni sono {countries}.',
  REFUSED_CHOICE_TWICE: 'Una nazione può essere in gioco una volta sola.',
  REFUSED_CHOICE_COUNT: 'Una partita a {players} giocatori si gioca in {players} nazioni (non {got}).',
  REFUSED_CHOICE_PINNED: 'La preparazione fissa {country}, che deve quindi essere fra le nazioni in gioco.',
  REFUSED_UNKNOWN_COUNTRY: 'In The Cost non esiste la nazione "{country}".',
  REFUSED_COUNTRY_NOT_IN_PLAY: '{country} non è in gioco in questa partita.',
  REFUSED_SELECT_REGULATED: "{country} ha messo al bando il commercio dell'amianto e non può essere scelta.",
  REFUSED_UNKNOWN_CORNER: 'Sul tabellone delle azioni non esiste l\'angolo "{corner}".',
  REFUSED_CORNER_USED: "L'angolo {corner} ha già un segnalino evento; gli angoli usati restano bloccati.",
  REFUSED_CORNER_ALL_SUBSIDY: "L'angolo {corner} tocca tre esagoni SUSSIDIO e non può essere usato.",
  REFUSED_UNKNOWN_TRIANGLE: '{country} non ha il triangolo "{triangle}".',
  REFUSED_NATIONAL_RAILS_KIND:
    '{triangle} non è un triangolo ferroviario o industriale; le ferrovie nazionali vanno su quelli.',
  REFUSED_NATIONAL_RAILS_NOT_OPEN:
    '{triangle} in {country} non è libero: vi è già costruito qualcosa (un evento non sostituisce mai un segnalino).',
  REFUSED_NATIONAL_RAILS_MORE:
    "L'evento ferrovie nazionali piazza due binari quando sono liberi due triangoli ferroviari.",
  REFUSED_NATIONAL_RAILS_PLACEMENT:
    'Le ferrovie nazionali vanno su al massimo due triangoli ferroviari liberi, o su un triangolo industriale libero (più un altro con infrastruttura efficace).',
  REFUSED_NATIONAL_PORT_KIND:
    '{triangle} non è un triangolo porto; un porto nazionale va su un triangolo porto libero.',
  REFUSED_PORT_TAKEN: '{triangle} in {country} ha già un porto.',
  REFUSED_NO_SUCH_SLOT: "L'esagono {hex} non è uno degli spazi di questo turno ({slots}).",
  REFUSED_SLOT_USED: "L'azione dell'esagono {hex} è già stata usata in questo turno.",
  REFUSED_SWAP_NOT_NEEDED:
    "L'esagono {hex} mostra l'azione {action}: per quell'azione non serve cambiare (swap: false).",
  REFUSED_SWAP_NEEDED:
    "L'esagono {hex} mostra l'azione {action}: prendere invece {wanted} è un cambio da {cost}$ (swap: true).",
  REFUSED_CANNOT_AFFORD_SWAP: "Cambiare un'azione costa {cost}$; hai {money}$.",
  REFUSED_NO_SUBSIDY: '{country} non ha più domanda e non paga sussidi.',
  REFUSED_MINE_SITE_KIND:
    '{site} non è un sito industriale; una miniera si costruisce su un triangolo industriale libero.',
  REFUSED_MILL_SITE_KIND:
    '{site} non è un sito industriale; una raffineria si costruisce su un triangolo industriale libero.',
  REFUSED_NOT_OPEN: '{site} in {country} non è libero: vi è già costruito qualcosa.',
  REFUSED_NO_MINES_LEFT:
    'Non hai più segnalini miniera (ogni giocatore ha {mines} miniere e {mills} raffinerie per partita; quelle perse non tornano).',
  REFUSED_NO_MILLS_LEFT:
    'Non hai più segnalini raffineria (ogni giocatore ha {mines} miniere e {mills} raffinerie per partita; quelle perse non tornano).',
  REFUSED_FIRST_MINE_RESOURCES: 'La prima miniera costa {cost} risorse di {country}; ne hai {have}.',
  REFUSED_FIRST_MINE_RESOURCES_ONE: 'La prima miniera costa 1 risorsa di {country}; ne hai {have}.',
  REFUSED_MINE_RESOURCES_ONE: 'Una miniera costa 1 risorsa di {country}; ne hai {have}.',
  REFUSED_MILL_RESOURCES_ONE: 'Una raffineria costa 1 risorsa di {country}; ne hai {have}.',
  REFUSED_MINE_RESOURCES: 'Una miniera costa {cost} risorse di {country}; ne hai {have}.',
  REFUSED_MILL_RESOURCES: 'Una raffineria costa {cost} risorse di {country}; ne hai {have}.',
  REFUSED_FIRST_MINE_COLUMN: 'La tua prima miniera va nella colonna {column}, riservata a lei.',
  REFUSED_MINE_COLUMN: 'La colonna {column} non può accogliere questa miniera; colonne libere: {free}.',
  REFUSED_MILL_COLUMN: 'La colonna {column} non può accogliere questa raffineria; colonne libere: {free}.',
  REFUSED_MILL_COLUMN_KEPT:
    'La colonna {column} non può accogliere questa raffineria (è riservata alla tua prima miniera); colonne libere: {free}.',
  REFUSED_NO_FREE_COLUMN: 'Tutte le colonne delle tue strutture sono occupate.',
  REFUSED_MINE_HIRE:
    'Questa miniera impiega fino a {capacity} lavoratori: costruendola assumine da 1 a {capacity}.',
  REFUSED_MILL_HIRE:
    'Questa raffineria impiega fino a {capacity} lavoratori: costruendola assumine da 1 a {capacity}.',
  REFUSED_RAIL_KIND: '{triangle} non è un triangolo ferroviario o industriale.',
  REFUSED_RAIL_PRIVATIZATION:
    'Sostituire la ferrovia nazionale su {triangle} richiede la PRIVATIZZAZIONE in {country}.',
  REFUSED_RAIL_EFFECTIVE_INFRASTRUCTURE:
    "Un secondo binario dopo uno su un triangolo industriale richiede l'INFRASTRUTTURA EFFICACE in {country}.",
  REFUSED_RAIL_EXTRA:
    "Il binario in più dell'infrastruttura efficace segue un binario su un sito libero e va su un triangolo libero.",
  REFUSED_RAIL_PLACEMENT:
    'I binari vanno su uno o due triangoli ferroviari, o su un triangolo industriale (più un altro con infrastruttura efficace).',
  REFUSED_PORT_KIND: '{triangle} non è un triangolo porto; i porti vanno sui triangoli porto.',
  REFUSED_PORT_PRIVATIZATION:
    'Sostituire il porto nazionale su {triangle} richiede la PRIVATIZZAZIONE in {country}.',
  REFUSED_CONVERT_REGULATED:
    "{country} ha messo al bando il commercio dell'amianto; le sue risorse non si possono comprare.",
  REFUSED_CONVERT_AMOUNT: 'Una conversione è un numero intero di dollari, almeno 1$.',
  REFUSED_CONVERT_MONEY: 'Convertire {dollars}$ richiede {dollars}$; hai {money}$.',
  REFUSED_NO_MINE_THERE: 'Non hai una miniera su {site} in {country}.',
  REFUSED_NO_MILL_THERE: 'Non hai una raffineria su {site} in {country}.',
  REFUSED_MINE_USED: 'Ogni miniera si usa una volta per round; questa è già stata usata.',
  REFUSED_DIE_IN_THE_WAY: 'Una miniera con un dado sopra non si può usare finché il dado non si sposta.',
  REFUSED_NO_RAW_DIE: 'Una raffineria lavora solo quando vi si trova un dado grezzo.',
  REFUSED_AT_CAPACITY: 'Questa struttura è al completo: non si possono assumere lavoratori.',
  REFUSED_WORK_HIRE: 'Qui assumi da {lo} a {hi} lavoratori (capacità {capacity}, almeno un lavoratore vivo).',
  REFUSED_SAFE_UNAFFORDABLE:
    'Lavorare in sicurezza qui costa {cost} risorse di {country} ({per} per ogni lavoratore vivo e morto, dopo le assunzioni); ne hai {have}.',
  REFUSED_INVEST_AMOUNT: 'Un investimento fa avanzare un tracciato da 1 a {max} spazi ({cost}$ ciascuno).',
  REFUSED_INVEST_MONEY: 'Avanzare di {spaces} spazi costa {cost}$; hai {money}$.',
  REFUSED_PLACES: "I posti nell'ordine di turno vanno da 1 a {players}.",
  REFUSED_PLACE_TAKEN: "Il posto {position} nell'ordine di turno è già preso.",
  REFUSED_DIE_COUNTRY: '"{country}" non è una nazione in gioco.',
  REFUSED_NO_DIE: 'Non hai un dado su {site} in {country}.',
  REFUSED_RAW_DIE_ON_MILL: 'Un dado grezzo su una raffineria va raffinato prima di potersi spostare.',
  REFUSED_DESTINATION_COUNTRY: 'Un dado si può spostare solo verso una nazione in gioco (non "{country}").',
  REFUSED_MARKET_RAW: 'Ai mercati si vendono solo dadi raffinati; i dadi grezzi vanno alle raffinerie.',
  REFUSED_NOT_MARKET: '{triangle} non è il mercato di {country}.',
  REFUSED_MARKET_NO_DEMAND: '{country} non ha più domanda di amianto raffinato in questo round.',
  REFUSED_MILL_REFINED: 'I dadi raffinati vanno a un mercato o al mercato emergente, non a una raffineria.',
  REFUSED_NO_MILL_TARGET: "Non c'è una raffineria su {triangle} in {country}.",
  REFUSED_MILL_HOLDS_DIE: 'La raffineria su {triangle} ha già un dado.',
  REFUSED_ROUTE_SHOWN: "Il percorso di quell'esito è indicato come {route}.",
  REFUSED_NO_ROUTE:
    'Nessun percorso legale verso quella destinazione usa quei porti con quei pagamenti (decidono le priorità di movimento).',
};

// Track names vary in gender in Italian: the texts name a track after "tracciato" so nothing must agree.
for (const track of TRACKS) {
  en[`REFUSED_TRACK_FULL_${track}`] =
    `Your ${TRACK_NAMES.en[track]} marker is on space {space}: {spaces} more would pass space {last}, the end of the track.`;
  it[`REFUSED_TRACK_FULL_${track}`] =
    `Il tuo segnalino sul tracciato ${TRACK_NAMES.it[track]} è sullo spazio {space}: altri {spaces} supererebbero lo spazio {last}, la fine del tracciato.`;
}

/** What each decision asks, for the refusal of a move of another kind. */
export const DECISION_WORDS: Record<Lang, Record<DecisionKind, string>> = {
  en: {
    CHOOSE_COUNTRIES: 'choose the countries in play',
    SELECT_COUNTRY: 'select a country',
    PLACE_EVENT_MARKER: 'place the event marker on a corner',
    NATIONAL_RAILS: 'place the national rails of the event',
    NATIONAL_PORT: 'place the national port of the event',
    TAKE_ACTION: 'take an action or end the turn',
    CONVERT: 'convert money or say DONE',
    WORK: 'mine, mill or move asbestos',
    INVEST_OR_PASS: 'invest or pass',
    CHOOSE_TURN_POSITION: 'choose a place in the turn order',
  },
  it: {
    CHOOSE_COUNTRIES: 'scegliere le nazioni in gioco',
    SELECT_COUNTRY: 'scegliere una nazione',
    PLACE_EVENT_MARKER: 'mettere il segnalino evento su un angolo',
    NATIONAL_RAILS: "piazzare le ferrovie nazionali dell'evento",
    NATIONAL_PORT: "piazzare il porto nazionale dell'evento",
    TAKE_ACTION: "fare un'azione o terminare il turno",
    CONVERT: 'convertire denaro o dire DONE',
    WORK: "estrarre, raffinare o spostare l'amianto",
    INVEST_OR_PASS: 'investire o passare',
    CHOOSE_TURN_POSITION: "scegliere un posto nell'ordine di turno",
  },
};
for (const kind of Object.keys(DECISION_WORDS.en) as DecisionKind[]) {
  en[`REFUSED_NOT_YOUR_TURN_${kind}`] =
    `It is player {waiting}'s turn to ${DECISION_WORDS.en[kind]}, not player {player}'s.`;
  it[`REFUSED_NOT_YOUR_TURN_${kind}`] =
    `Tocca al giocatore {waiting} ${DECISION_WORDS.it[kind]}, non al giocatore {player}.`;
  en[`REFUSED_WRONG_DECISION_${kind}`] =
    `Now you must ${DECISION_WORDS.en[kind]}: {type} is not that kind of move ({accepted}).`;
  it[`REFUSED_WRONG_DECISION_${kind}`] =
    `Ora devi ${DECISION_WORDS.it[kind]}: {type} non è una mossa di quel tipo ({accepted}).`;
}

export const refusals: Record<Lang, Record<string, string>> = { en, it };
