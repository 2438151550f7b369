// Names of the game's things in English and Italian, for log messages, move labels and the terminal.
import type { Lang } from '../../kernel/index.ts';
import type { Action, Track } from './moves.ts';
import type { ClimateEffect, EventMarker } from './view.ts';

export const ACTION_NAMES: Record<Lang, Record<Action, string>> = {
  en: {
    SUBSIDY: 'subsidy',
    MINE: 'build a mine',
    MILL: 'build a mill',
    RAIL: 'build rails',
    PORT: 'build a port',
  },
  it: {
    SUBSIDY: 'sussidio',
    MINE: 'costruire una miniera',
    MILL: 'costruire una raffineria',
    RAIL: 'costruire binari',
    PORT: 'costruire un porto',
  },
};

export const EVENT_NAMES_TEXT: Record<Lang, Record<EventMarker | 'SPARE', string>> = {
  en: {
    NATIONAL_RAILS: 'national rails',
    NATIONAL_PORT: 'national port',
    SUPPORT_EMERGING_MARKET: 'support the emerging market',
    SPARE: 'spare marker (no event)',
  },
  it: {
    NATIONAL_RAILS: 'ferrovie nazionali',
    NATIONAL_PORT: 'porto nazionale',
    SUPPORT_EMERGING_MARKET: 'sostegno al mercato emergente',
    SPARE: 'segnalino di riserva (nessun evento)',
  },
};

export const EFFECT_NAMES: Record<Lang, Record<ClimateEffect, string>> = {
  en: {
    SURPLUS_RESOURCES: 'Surplus resources',
    HIGH_DEMAND_MINING: 'High demand for mining',
    HIGH_DEMAND_MILLING: 'High demand for milling',
    EFFECTIVE_INFRASTRUCTURE: 'Effective infrastructure',
    PRIVATIZATION: 'Privatization',
    EFFECTIVE_MINING: 'Effective mining',
    EFFECTIVE_MILLING: 'Effective milling',
    LUCRATIVE_RAIL: 'Lucrative rail payments',
    LUCRATIVE_PORT: 'Lucrative port payments',
  },
  it: {
    SURPLUS_RESOURCES: 'Risorse in eccesso',
    HIGH_DEMAND_MINING: 'Alta domanda di estrazione',
    HIGH_DEMAND_MILLING: 'Alta domanda di raffinazione',
    EFFECTIVE_INFRASTRUCTURE: 'Infrastruttura efficace',
    PRIVATIZATION: 'Privatizzazione',
    EFFECTIVE_MINING: 'Estrazione efficace',
    EFFECTIVE_MILLING: 'Raffinazione efficace',
    LUCRATIVE_RAIL: 'Pagamenti ferroviari lucrativi',
    LUCRATIVE_PORT: 'Pagamenti portuali lucrativi',
  },
};

export const TRACK_NAMES: Record<Lang, Record<Track, string>> = {
  en: {
    RAIL_AUTHORITY: 'rail authority',
    PORT_AUTHORITY: 'port authority',
    IMPROVED_PRODUCTION: 'improved production',
    EMERGING_MARKET_BONUS: 'emerging market bonus',
  },
  it: {
    RAIL_AUTHORITY: 'autorità ferroviaria',
    PORT_AUTHORITY: 'autorità portuale',
    IMPROVED_PRODUCTION: 'produzione migliorata',
    EMERGING_MARKET_BONUS: 'bonus mercato emergente',
  },
};

export const PLAYER: Record<Lang, string> = { en: 'Player', it: 'Giocatore' };
