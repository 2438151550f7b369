// Log message texts by id, in English and Italian. Parameters: {player} is a seat number + 1, countries
// and triangles are the data's names and ids, amounts are numbers.
import type { Lang } from '../../kernel/index.ts';
import { EFFECTS } from './codes.ts';
import { TRACKS } from './moves.ts';
import { EFFECT_NAMES, TRACK_NAMES } from './names.ts';

const en: Record<string, string> = {
  COUNTRIES_CHOSEN: 'Countries in play: {countries}.',
  SELECTED_COUNTRY: 'Player {player} chooses {country}.',
  TOOK_NATIONAL_RAILS: 'The event is national rails; the exchange rate of {country} is now {rate}.',
  TOOK_NATIONAL_PORT: 'The event is a national port; the exchange rate of {country} is now {rate}.',
  TOOK_SUPPORT_EMERGING_MARKET:
    'The event is support for the emerging market; the exchange rate of {country} is now {rate}.',
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
  BUILT_FIRST_MINE:
    'Player {player} builds a first mine on {site} in {country} for {cost} resource(s) (column {column}).',
  BUILT_MINE: 'Player {player} builds a mine on {site} in {country} for {cost} resources (column {column}).',
  BUILT_MILL: 'Player {player} builds a mill on {site} in {country} for {cost} resources (column {column}).',
  HIRED: 'Player {player} hires {workers} worker(s).',
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
  GAME_OVER: 'The game is over.',
  NO_MONEY_TO_CONVERT: 'Player {player} has no money to convert.',
  CONVERTED: 'Player {player} converts ${dollars} into {amount} {country} resources.',
  DONE_CONVERTING: 'Player {player} is done converting.',
  PASSED_NOTHING_TO_DO: 'Player {player} can neither work nor invest and passes.',
  PASSED: 'Player {player} passes.',
  MINED_SAFELY:
    'Player {player} mines safely at {site} in {country}, paying {cost} resources: raw die {value}.',
  MINED_UNSAFELY: 'Player {player} mines unsafely at {site} in {country}: raw die {value}.',
  MILLED_SAFELY:
    'Player {player} mills safely at {site} in {country}, paying {cost} resources: refined die {value}.',
  MILLED_UNSAFELY: 'Player {player} mills unsafely at {site} in {country}: refined die {value}.',
  WORKER_DIED: 'A worker of player {player} dies in {country}. Demand there falls to {demand}.',
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
  TOOK_NATIONAL_RAILS: "L'evento è ferrovie nazionali; il tasso di cambio di {country} ora è {rate}.",
  TOOK_NATIONAL_PORT: "L'evento è un porto nazionale; il tasso di cambio di {country} ora è {rate}.",
  TOOK_SUPPORT_EMERGING_MARKET:
    "L'evento è il sostegno al mercato emergente; il tasso di cambio di {country} ora è {rate}.",
  TOOK_SPARE_MARKER:
    '{country} non ha più segnalini evento: un segnalino di riserva, nessun evento (tasso di cambio {rate}).',
  PLACED_EVENT_MARKER: "Il segnalino evento va sull'angolo {corner}.",
  EMERGING_MARKET_SUPPORTED: "L'indicatore del mercato emergente passa alla riga {row}.",
  NO_ROOM_FOR_NATIONAL_RAILS: 'Nessun triangolo libero in {country} per le ferrovie nazionali.',
  NO_ROOM_FOR_NATIONAL_PORT: 'Nessun triangolo porto libero in {country} per un porto nazionale.',
  NATIONAL_RAILS_PLACED: 'Ferrovie nazionali in {country} su {triangles}.',
  NATIONAL_PORT_PLACED: 'Un porto nazionale in {country} su {triangle}.',
  SWAPPED_ACTION: "Il giocatore {player} paga {cost}$ per cambiare l'azione dell'esagono {hex}.",
  SUBSIDY_MONEY: 'Il giocatore {player} riceve un sussidio di {amount}$ da {country}.',
  SUBSIDY_RESOURCES: 'Il giocatore {player} riceve {amount} risorse di {country} come sussidio.',
  BUILT_FIRST_MINE:
    'Il giocatore {player} costruisce la prima miniera su {site} in {country} per {cost} risorsa/e (colonna {column}).',
  BUILT_MINE:
    'Il giocatore {player} costruisce una miniera su {site} in {country} per {cost} risorse (colonna {column}).',
  BUILT_MILL:
    'Il giocatore {player} costruisce una raffineria su {site} in {country} per {cost} risorse (colonna {column}).',
  HIRED: 'Il giocatore {player} assume {workers} lavoratore/i.',
  CLIMATE_RED: 'Clima politico di {country}: rosso {height}.',
  CLIMATE_BLUE: 'Clima politico di {country}: blu {height}.',
  CLIMATE_NONE: 'Clima politico di {country}: i cubetti si annullano, nessun effetto attivo.',
  BUILT_RAILS: 'Il giocatore {player} costruisce binari in {country} su {triangles}.',
  PRIVATIZED_RAILS: 'Privatizzazione: le ferrovie nazionali su {triangles} vengono sostituite.',
  BUILT_PORT: 'Il giocatore {player} costruisce un porto in {country} su {triangle}.',
  PRIVATIZED_PORT: 'Il giocatore {player} privatizza il porto nazionale di {country} su {triangle}.',
  ENDED_TURN: 'Il giocatore {player} termina il turno.',
  PHASE_2: 'Round {round}, fase 2: convertire denaro in risorse.',
  PHASE_3: 'Round {round}, fase 3: estrarre, raffinare o spostare amianto.',
  PHASE_4: 'Round {round}, fase 4: pulizia.',
  ROUND_STARTED: 'Inizia il round {round}.',
  GAME_OVER: 'La partita è finita.',
  NO_MONEY_TO_CONVERT: 'Il giocatore {player} non ha denaro da convertire.',
  CONVERTED: 'Il giocatore {player} converte {dollars}$ in {amount} risorse di {country}.',
  DONE_CONVERTING: 'Il giocatore {player} ha finito di convertire.',
  PASSED_NOTHING_TO_DO: 'Il giocatore {player} non può né lavorare né investire e passa.',
  PASSED: 'Il giocatore {player} passa.',
  MINED_SAFELY:
    'Il giocatore {player} estrae in sicurezza a {site} in {country}, pagando {cost} risorse: dado grezzo {value}.',
  MINED_UNSAFELY: 'Il giocatore {player} estrae senza sicurezza a {site} in {country}: dado grezzo {value}.',
  MILLED_SAFELY:
    'Il giocatore {player} raffina in sicurezza a {site} in {country}, pagando {cost} risorse: dado raffinato {value}.',
  MILLED_UNSAFELY:
    'Il giocatore {player} raffina senza sicurezza a {site} in {country}: dado raffinato {value}.',
  WORKER_DIED: 'Muore un lavoratore del giocatore {player} in {country}. Lì la domanda scende a {demand}.',
  DEMAND_ZERO: '{country} non compra più amianto raffinato e non paga più sussidi.',
  REGULATED_OUT:
    "{country} mette al bando il commercio dell'amianto: tutto ciò che vi si trova esce dal gioco.",
  MOVED_TO_MILL:
    'Il giocatore {player} sposta il dado grezzo {value} da {from} alla raffineria del giocatore {ownerPlayer} a {to}.',
  SOLD_TO_MARKET: 'Il giocatore {player} vende il dado raffinato {value} da {from} al mercato di {to}.',
  SOLD_TO_EMERGING_MARKET:
    'Il giocatore {player} vende il dado {value} da {from} al mercato emergente via {exit}.',
  ROUTE: 'Percorso: {route}.',
  PAID: 'Il giocatore {player} riceve {amount}$.',
  CHOSE_POSITION: "Il giocatore {player} prende il posto {position} nell'ordine di turno.",
  TOOK_LAST_PLACE: "Il giocatore {player} prende l'ultimo posto libero, {position}.",
  NEW_TURN_ORDER: 'Nuovo ordine di turno: giocatori {order}.',
};

for (const effect of EFFECTS) {
  en[`EFFECT_ON_${effect}`] = `${EFFECT_NAMES.en[effect]} is now active in {country}.`;
  en[`EFFECT_OFF_${effect}`] = `${EFFECT_NAMES.en[effect]} is no longer active in {country}.`;
  it[`EFFECT_ON_${effect}`] = `${EFFECT_NAMES.it[effect]} ora è attivo in {country}.`;
  it[`EFFECT_OFF_${effect}`] = `${EFFECT_NAMES.it[effect]} non è più attivo in {country}.`;
}
for (const track of TRACKS) {
  en[`INVESTED_${track}`] = `Player {player} invests \${cost} in ${TRACK_NAMES.en[track]} (space {space}).`;
  en[`LEVEL_${track}`] = `Player {player} now has ${TRACK_NAMES.en[track]} {level}.`;
  it[`INVESTED_${track}`] =
    `Il giocatore {player} investe {cost}$ in ${TRACK_NAMES.it[track]} (spazio {space}).`;
  it[`LEVEL_${track}`] = `Il giocatore {player} ora ha ${TRACK_NAMES.it[track]} {level}.`;
}

export const messages: Record<Lang, Record<string, string>> = { en, it };
