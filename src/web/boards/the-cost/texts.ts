// The Cost's words on the table: actions, climate effects, investment tracks, events, phases. Help for the
// eyes only; what is legal always comes from the server.
import type { Texts } from '../../../shared/api.ts';
import type { Action, Track } from '../../../games/the-cost/moves.ts';
import type { ClimateEffect, EventMarker } from '../../../games/the-cost/view.ts';

export const ACTION_NAMES: Record<Action, Texts> = {
  SUBSIDY: { en: 'Subsidy', it: 'Sussidio' },
  MINE: { en: 'Build a mine', it: 'Costruisci una miniera' },
  MILL: { en: 'Build a mill', it: 'Costruisci un mulino' },
  RAIL: { en: 'Build rails', it: 'Costruisci binari' },
  PORT: { en: 'Build a port', it: 'Costruisci un porto' },
};

export const EFFECT_NAMES: Record<ClimateEffect, Texts> = {
  SURPLUS_RESOURCES: { en: 'Surplus resources', it: 'Risorse in eccesso' },
  HIGH_DEMAND_MINING: { en: 'High demand: mining', it: 'Alta domanda: estrazione' },
  HIGH_DEMAND_MILLING: { en: 'High demand: milling', it: 'Alta domanda: lavorazione' },
  EFFECTIVE_INFRASTRUCTURE: { en: 'Effective infrastructure', it: 'Infrastrutture efficienti' },
  PRIVATIZATION: { en: 'Privatization', it: 'Privatizzazione' },
  EFFECTIVE_MINING: { en: 'Effective mining', it: 'Estrazione efficiente' },
  EFFECTIVE_MILLING: { en: 'Effective milling', it: 'Lavorazione efficiente' },
  LUCRATIVE_RAIL: { en: 'Lucrative rail', it: 'Ferrovie redditizie' },
  LUCRATIVE_PORT: { en: 'Lucrative port', it: 'Porti redditizi' },
};

/** One line on what an effect changes, for tooltips. */
export const EFFECT_HINTS: Record<ClimateEffect, Texts> = {
  SURPLUS_RESOURCES: {
    en: 'Subsidies give twice the resources.',
    it: 'I sussidi danno il doppio delle risorse.',
  },
  HIGH_DEMAND_MINING: {
    en: 'Mines employ one more worker.',
    it: 'Le miniere impiegano un lavoratore in più.',
  },
  HIGH_DEMAND_MILLING: {
    en: 'Mills employ one more worker.',
    it: 'I mulini impiegano un lavoratore in più.',
  },
  EFFECTIVE_INFRASTRUCTURE: {
    en: 'A rail on an open site allows one more rail.',
    it: 'Un binario su un sito libero permette un binario in più.',
  },
  PRIVATIZATION: {
    en: 'Player rails and ports may replace national ones.',
    it: 'Binari e porti dei giocatori possono sostituire quelli nazionali.',
  },
  EFFECTIVE_MINING: { en: '+1 to raw dice mined here.', it: '+1 ai dadi grezzi estratti qui.' },
  EFFECTIVE_MILLING: { en: '+1 to refined dice milled here.', it: '+1 ai dadi raffinati lavorati qui.' },
  LUCRATIVE_RAIL: { en: 'Player rails here pay $2.', it: 'I binari dei giocatori qui pagano $2.' },
  LUCRATIVE_PORT: { en: 'Player ports here pay $2.', it: 'I porti dei giocatori qui pagano $2.' },
};

export const TRACK_NAMES: Record<Track, Texts> = {
  RAIL_AUTHORITY: { en: 'Rail authority', it: 'Autorità ferroviaria' },
  PORT_AUTHORITY: { en: 'Port authority', it: 'Autorità portuale' },
  IMPROVED_PRODUCTION: { en: 'Improved production', it: 'Produzione migliorata' },
  EMERGING_MARKET_BONUS: { en: 'Emerging market bonus', it: 'Bonus mercato emergente' },
};

export const EVENT_NAMES: Record<EventMarker | 'SPARE', Texts> = {
  NATIONAL_RAILS: { en: 'National rails', it: 'Binari nazionali' },
  NATIONAL_PORT: { en: 'National port', it: 'Porto nazionale' },
  SUPPORT_EMERGING_MARKET: { en: 'Support the emerging market', it: 'Sostegno al mercato emergente' },
  SPARE: { en: 'Spare marker (no event)', it: 'Segnalino di riserva (nessun evento)' },
};

export const PHASE_NAMES: Record<number, Texts> = {
  1: { en: 'Select actions', it: 'Scelta delle azioni' },
  2: { en: 'Convert money', it: 'Conversione del denaro' },
  3: { en: 'Action cycles', it: 'Cicli di azione' },
  4: { en: 'Clean-up', it: 'Riordino' },
};

export const TC = {
  title: { en: 'The Cost', it: 'The Cost' },
  blurb: {
    en: 'Run an asbestos company: build mines, mills, rails and ports, ship and sell, and decide every time whether to pay for safety.',
    it: 'Gestisci un’azienda dell’amianto: costruisci miniere, mulini, binari e porti, spedisci e vendi, e decidi ogni volta se pagare la sicurezza.',
  },
  round: { en: 'Round', it: 'Round' },
  phase: { en: 'Phase', it: 'Fase' },
  turnOrder: { en: 'Turn order', it: 'Ordine di turno' },
  deaths: { en: 'deaths', it: 'morti' },
  deathsThisRound: { en: 'Deaths this round', it: 'Morti in questo round' },
  emergingMarket: { en: 'Emerging market', it: 'Mercato emergente' },
  dieValue: { en: 'die', it: 'dado' },
  exchangeRate: { en: 'Exchange rate', it: 'Tasso di cambio' },
  demand: { en: 'Demand', it: 'Domanda' },
  demandStartsOn: {
    en: 'demand tracker starts on {space}',
    it: 'il segnalino della domanda parte dal {space}',
  },
  gameOver: { en: 'Game over', it: 'Partita finita' },
  setup: { en: 'Setup: choosing the countries', it: 'Preparazione: scelta dei paesi' },
  countriesToChoose: { en: 'The countries to choose from', it: 'I paesi tra cui scegliere' },
  demandOn: { en: 'Demand: tracker on {space},', it: 'Domanda: segnalino sul {space},' },
  demandBuys: { en: 'buys {n} a round', it: 'compra {n} a round' },
  demandLeft: { en: '{n} more this round', it: 'ancora {n} in questo round' },
  climate: { en: 'Political climate', it: 'Clima politico' },
  holding: { en: 'Holding area', it: 'Area di attesa' },
  active: { en: 'Active', it: 'Attivi' },
  none: { en: 'none', it: 'nessuno' },
  regulated: { en: 'Asbestos banned', it: 'Amianto vietato' },
  regulatedIn: { en: 'Banned in round {round}', it: 'Vietato nel round {round}' },
  money: { en: 'Money', it: 'Denaro' },
  resources: { en: 'Resources', it: 'Risorse' },
  investments: { en: 'Investments', it: 'Investimenti' },
  level: { en: 'level', it: 'livello' },
  supply: { en: 'Left', it: 'Rimasti' },
  column: { en: 'Column', it: 'Colonna' },
  firstMine: { en: 'first mine', it: 'prima miniera' },
  used: { en: 'used', it: 'usata' },
  living: { en: 'living', it: 'vivi' },
  dead: { en: 'dead', it: 'morti' },
  capacity: { en: 'capacity', it: 'capacità' },
  actionBoard: { en: 'Action board', it: 'Tabellone delle azioni' },
  slots: { en: 'This turn', it: 'Questo turno' },
  eventTrack: { en: 'Event markers', it: 'Segnalini evento' },
  mine: { en: 'Mine', it: 'Miniera' },
  mill: { en: 'Mill', it: 'Mulino' },
  rail: { en: 'Rail', it: 'Binario' },
  port: { en: 'Port', it: 'Porto' },
  market: { en: 'Market', it: 'Mercato' },
  site: { en: 'Site', it: 'Sito' },
  national: { en: 'national', it: 'nazionale' },
  raw: { en: 'raw', it: 'grezzo' },
  refined: { en: 'refined', it: 'raffinato' },
};
