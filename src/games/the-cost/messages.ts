// Log message texts by id, in English and Italian (docs/the-cost/log.md). Parameters: {player} is a seat
// number + 1, countries and triangles are the data's names and ids, amounts are numbers. An id ending in
// _ONE is the same entry for an amount of 1, so that no text says "resource(s)".
import type { Lang } from '../../kernel/index.ts';
import { EFFECTS } from './codes.ts';
import { TRACKS } from './moves.ts';
import { EFFECT_NAMES, TRACK_NAMES } from './names.ts';
import { refusals } from './refusals.ts';

const en: Record<string, string> = {
  COUNTRIES_CHOSEN: 'Countries in play: {countries}.',
  SELECTED_COUNTRY: 'Player {player} chooses {country}.',
  TOOK_NATIONAL_RAILS: 'Event: national rails. The exchange rate of {country} is now {rate}.',
  TOOK_NATIONAL_PORT: 'Event: a national port. The exchange rate of {country} is now {rate}.',
  TOOK_SUPPORT_EMERGING_MARKET:
    'Event: support for the emerging market. The exchange rate of {country} is now {rate}.',
  TOOK_SPARE_MARKER: '{country} has no event markers left: a spare marker, no event (exchange rate {rate}).',
  PLACED_EVENT_MARKER: 'The event marker goes on corner {corner}.',
  EMERGING_MARKET_SUPPORTED: 'The emerging market tracker moves to row {row}.',
  NO_ROOM_FOR_NATIONAL_RAILS: 'No open triangle in {country} for national rails.',
  NO_ROOM_FOR_NATIONAL_PORT: 'No open port triangle in {country} for a national port.',
  NATIONAL_RAILS_PLACED: 'National rails in {country} on {triangles}.',
  NATIONAL_PORT_PLACED: 'A national port in {country} on {triangle}.',
  SWAPPED_ACTION: 'Player {player} pays ${cost} to swap the action of hex {hex}.',
  SUBSIDY_MONEY: 'Player {player} takes a subsidy of ${amount} from {country}.',
  SUBSIDY_RESOURCES: 'Player {player} takes {amount} {country} resources as a subsidy.',
  SUBSIDY_RESOURCES_ONE: 'Player {player} takes 1 {country} resource as a subsidy.',
  BUILT_FIRST_MINE:
    'Player {player} builds their first mine on {site} in {country} for {cost} resources (column {column}).',
  BUILT_FIRST_MINE_ONE:
    'Player {player} builds their first mine on {site} in {country} for 1 resource (column {column}).',
  BUILT_MINE: 'Player {player} builds a mine on {site} in {country} for {cost} resources (column {column}).',
  BUILT_MINE_ONE: 'Player {player} builds a mine on {site} in {country} for 1 resource (column {column}).',
  BUILT_MILL: 'Player {player} builds a mill on {site} in {country} for {cost} resources (column {column}).',
  BUILT_MILL_ONE: 'Player {player} builds a mill on {site} in {country} for 1 resource (column {column}).',
  HIRED: 'Player {player} hires {workers} workers.',
  HIRED_ONE: 'Player {player} hires 1 worker.',
  CLIMATE_RED: 'Political climate of {country}: red {height}.',
  CLIMATE_BLUE: 'Political climate of {country}: blue {height}.',
  CLIMATE_NONE: 'Political climate of {country}: the cubes cancel out, no effect is active.',
  BUILT_RAILS: 'Player {player} builds rails in {country} on {triangles}.',
  PRIVATIZED_RAILS: 'Privatization: national rails on {triangles} are replaced.',
  BUILT_PORT: 'Player {player} builds a port in {country} on {triangle}.',
  PRIVATIZED_PORT: 'Player {player} privatizes the national port of {country} on {triangle}.',
  ENDED_TURN: 'Player {player} ends the turn.',
  PHASE_2: 'Round {round}, phase 2: convert money into resources.',
  PHASE_3: 'Round {round}, phase 3: mine, mill or move asbestos.',
  PHASE_4: 'Round {round}, phase 4: clean-up.',
  ROUND_STARTED: 'Round {round} begins.',
  ALL_REGULATED: 'Every country in play has banned the asbestos trade.',
  GAME_OVER: 'The game is over: player {player} wins with ${money}.',
  GAME_OVER_SHARED: 'The game is over: players {playersEn} share the victory with ${money} each.',
  NO_MONEY_TO_CONVERT: 'Player {player} has no money to convert.',
  CONVERTED: 'Player {player} converts ${dollars} into {amount} {country} resources.',
  CONVERTED_ONE: 'Player {player} converts ${dollars} into 1 {country} resource.',
  DONE_CONVERTING: 'Player {player} is done converting.',
  PASSED_NOTHING_TO_DO: 'Player {player} can neither work nor invest and passes.',
  PASSED: 'Player {player} passes.',
  MINED_SAFELY:
    'Player {player} mines safely at {site} in {country}, paying {cost} resources: raw die {value}.',
  MINED_SAFELY_ONE:
    'Player {player} mines safely at {site} in {country}, paying 1 resource: raw die {value}.',
  MINED_UNSAFELY: 'Player {player} mines unsafely at {site} in {country}: raw die {value}.',
  MILLED_SAFELY:
    'Player {player} mills safely at {site} in {country}, paying {cost} resources: refined die {value}.',
  MILLED_SAFELY_ONE:
    'Player {player} mills safely at {site} in {country}, paying 1 resource: refined die {value}.',
  MILLED_UNSAFELY: 'Player {player} mills unsafely at {site} in {country}: refined die {value}.',
  WORKER_DIED: 'A worker of player {player} dies in {country}. Demand in {country} falls to {demand}.',
  DEMAND_ZERO: '{country} buys no more refined asbestos and pays no subsidies.',
  REGULATED_OUT: '{country} bans the asbestos trade: everything there leaves the game.',
  MOVED_TO_MILL:
    'Player {player} moves raw die {value} from {from} to the mill of player {ownerPlayer} at {to}.',
  SOLD_TO_MARKET: 'Player {player} sells refined die {value} from {from} to the market of {to}.',
  SOLD_TO_EMERGING_MARKET: 'Player {player} sells die {value} from {from} to the emerging market via {exit}.',
  ROUTE: 'Route: {route}.',
  PAID: 'Player {player} receives ${amount}.',
  CHOSE_POSITION: 'Player {player} takes place {position} in the turn order.',
  TOOK_LAST_PLACE: 'Player {player} takes the last free place, {position}.',
  NEW_TURN_ORDER: 'New turn order: players {order}.',
};

const it: Record<string, string> = {
  COUNTRIES_CHOSEN: 'Nazioni in gioco: {countries}.',
  SELECTED_COUNTRY: 'Il giocatore {player} sceglie {country}.',
  TOOK_NATIONAL_RAILS: 'Evento: ferrovie nazionali. Il tasso di cambio di {country} ora è {rate}.',
  TOOK_NATIONAL_PORT: 'Evento: un porto nazionale. Il tasso di cambio di {country} ora è {rate}.',
  TOOK_SUPPORT_EMERGING_MARKET:
    'Evento: sostegno al mercato emergente. Il tasso di cambio di {country} ora è {rate}.',
  TOOK_SPARE_MARKER:
    '{country} non ha più segnalini evento: un segnalino di riserva, nessun evento (tasso di cambio {rate}).',
  PLACED_EVENT_MARKER: "Il segnalino evento va sull'angolo {corner}.",
  EMERGING_MARKET_SUPPORTED: "L'indicatore del mercato emergente scende alla riga {row}.",
  NO_ROOM_FOR_NATIONAL_RAILS: "In {country} non c'è nessun triangolo libero per le ferrovie nazionali.",
  NO_ROOM_FOR_NATIONAL_PORT: "In {country} non c'è nessun triangolo porto libero per un porto nazionale.",
  NATIONAL_RAILS_PLACED: 'Ferrovie nazionali in {country} su {triangles}.',
  NATIONAL_PORT_PLACED: 'Un porto nazionale in {country} su {triangle}.',
  SWAPPED_ACTION: "Il giocatore {player} paga {cost}$ per cambiare l'azione dell'esagono {hex}.",
  SUBSIDY_MONEY: 'Il giocatore {player} riceve da {country} un sussidio di {amount}$.',
  SUBSIDY_RESOURCES: 'Il giocatore {player} riceve come sussidio {amount} risorse di {country}.',
  SUBSIDY_RESOURCES_ONE: 'Il giocatore {player} riceve come sussidio 1 risorsa di {country}.',
  BUILT_FIRST_MINE:
    'Il giocatore {player} costruisce la sua prima miniera su {site} in {country} per {cost} risorse (colonna {column}).',
  BUILT_FIRST_MINE_ONE:
    'Il giocatore {player} costruisce la sua prima miniera su {site} in {country} per 1 risorsa (colonna {column}).',
  BUILT_MINE:
    'Il giocatore {player} costruisce una miniera su {site} in {country} per {cost} risorse (colonna {column}).',
  BUILT_MINE_ONE:
    'Il giocatore {player} costruisce una miniera su {site} in {country} per 1 risorsa (colonna {column}).',
  BUILT_MILL:
    'Il giocatore {player} costruisce una raffineria su {site} in {country} per {cost} risorse (colonna {column}).',
  BUILT_MILL_ONE:
    'Il giocatore {player} costruisce una raffineria su {site} in {country} per 1 risorsa (colonna {column}).',
  HIRED: 'Il giocatore {player} assume {workers} lavoratori.',
  HIRED_ONE: 'Il giocatore {player} assume 1 lavoratore.',
  CLIMATE_RED: 'Clima politico di {country}: rosso {height}.',
  CLIMATE_BLUE: 'Clima politico di {country}: blu {height}.',
  CLIMATE_NONE: 'Clima politico di {country}: i cubetti si annullano, nessun effetto è attivo.',
  BUILT_RAILS: 'Il giocatore {player} costruisce binari in {country} su {triangles}.',
  PRIVATIZED_RAILS: 'Privatizzazione: le ferrovie nazionali su {triangles} vengono sostituite.',
  BUILT_PORT: 'Il giocatore {player} costruisce un porto in {country} su {triangle}.',
  PRIVATIZED_PORT: 'Il giocatore {player} privatizza il porto nazionale di {country} su {triangle}.',
  ENDED_TURN: 'Il giocatore {player} termina il turno.',
  PHASE_2: 'Round {round}, fase 2: conversione del denaro in risorse.',
  PHASE_3: "Round {round}, fase 3: estrazione, raffinazione e trasporto dell'amianto.",
  PHASE_4: 'Round {round}, fase 4: pulizia.',
  ROUND_STARTED: 'Inizia il round {round}.',
  ALL_REGULATED: "Tutte le nazioni in gioco hanno messo al bando il commercio dell'amianto.",
  GAME_OVER: 'La partita è finita: vince il giocatore {player} con {money}$.',
  GAME_OVER_SHARED:
    'La partita è finita: i giocatori {playersIt} condividono la vittoria con {money}$ ciascuno.',
  NO_MONEY_TO_CONVERT: 'Il giocatore {player} non ha denaro da convertire.',
  CONVERTED: 'Il giocatore {player} converte {dollars}$ in {amount} risorse di {country}.',
  CONVERTED_ONE: 'Il giocatore {player} converte {dollars}$ in 1 risorsa di {country}.',
  DONE_CONVERTING: 'Il giocatore {player} ha finito di convertire.',
  PASSED_NOTHING_TO_DO: 'Il giocatore {player} non può né lavorare né investire e passa.',
  PASSED: 'Il giocatore {player} passa.',
  MINED_SAFELY:
    'Il giocatore {player} estrae in sicurezza su {site} in {country}, pagando {cost} risorse: dado grezzo {value}.',
  MINED_SAFELY_ONE:
    'Il giocatore {player} estrae in sicurezza su {site} in {country}, pagando 1 risorsa: dado grezzo {value}.',
  MINED_UNSAFELY: 'Il giocatore {player} estrae senza sicurezza su {site} in {country}: dado grezzo {value}.',
  MILLED_SAFELY:
    'Il giocatore {player} raffina in sicurezza su {site} in {country}, pagando {cost} risorse: dado raffinato {value}.',
  MILLED_SAFELY_ONE:
    'Il giocatore {player} raffina in sicurezza su {site} in {country}, pagando 1 risorsa: dado raffinato {value}.',
  MILLED_UNSAFELY:
    'Il giocatore {player} raffina senza sicurezza su {site} in {country}: dado raffinato {value}.',
  WORKER_DIED:
    'Muore un lavoratore del giocatore {player} in {country}. La domanda di {country} scende a {demand}.',
  DEMAND_ZERO: '{country} non compra più amianto raffinato e non paga più sussidi.',
  REGULATED_OUT:
    "{country} mette al bando il commercio dell'amianto: tutto ciò che vi si trova esce dal gioco.",
  MOVED_TO_MILL:
    'Il giocatore {player} sposta il dado grezzo {value} da {from} alla raffineria del giocatore {ownerPlayer} in {to}.',
  SOLD_TO_MARKET: 'Il giocatore {player} vende il dado raffinato {value} da {from} al mercato di {to}.',
  SOLD_TO_EMERGING_MARKET:
    'Il giocatore {player} vende il dado {value} da {from} al mercato emergente, uscendo dal porto {exit}.',
  ROUTE: 'Percorso: {route}.',
  PAID: 'Il giocatore {player} riceve {amount}$.',
  CHOSE_POSITION: "Il giocatore {player} prende il posto {position} nell'ordine di turno.",
  TOOK_LAST_PLACE: "Il giocatore {player} prende l'ultimo posto libero, il {position}.",
  NEW_TURN_ORDER: 'Nuovo ordine di turno: giocatori {order}.',
};

// Effect and track names vary in gender and number in Italian: the texts name them after a colon or as
// the name of a track, so that no word has to agree with them.
for (const effect of EFFECTS) {
  en[`EFFECT_ON_${effect}`] = `Effect now active in {country}: ${EFFECT_NAMES.en[effect]}.`;
  en[`EFFECT_OFF_${effect}`] = `Effect no longer active in {country}: ${EFFECT_NAMES.en[effect]}.`;
  it[`EFFECT_ON_${effect}`] = `Effetto ora attivo in {country}: ${EFFECT_NAMES.it[effect]}.`;
  it[`EFFECT_OFF_${effect}`] = `Effetto non più attivo in {country}: ${EFFECT_NAMES.it[effect]}.`;
}
for (const track of TRACKS) {
  en[`INVESTED_${track}`] = `Player {player} invests \${cost} in ${TRACK_NAMES.en[track]} (space {space}).`;
  en[`LEVEL_${track}`] = `Player {player} now has ${TRACK_NAMES.en[track]} {level}.`;
  it[`INVESTED_${track}`] =
    `Il giocatore {player} investe {cost}$ sul tracciato ${TRACK_NAMES.it[track]} (spazio {space}).`;
  it[`LEVEL_${track}`] = `Il giocatore {player} raggiunge il livello {level} di ${TRACK_NAMES.it[track]}.`;
}

/** Log texts and the refusals' texts (refusals.ts), by message id. */
export const messages: Record<Lang, Record<string, string>> = {
  en: { ...en, ...refusals.en },
  it: { ...it, ...refusals.it },
};
