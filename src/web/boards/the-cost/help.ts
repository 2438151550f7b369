// A sentence or two on each kind of decision of The Cost, shown under the question, so that a newcomer
// knows what a choice leads to. Descriptions for the eyes; legality always comes from the server, and
// every figure (a swap, safe work, investing) from the edition's board data the server serves.
import type { Texts } from '../../../shared/api.ts';
import type { StaticEdition } from '../../../games/the-cost/data/types.ts';
import type { CostView, DecisionKind } from '../../../games/the-cost/view.ts';
import { fill } from '../../ui/i18n.ts';

const HELP: Record<DecisionKind, Texts> = {
  CHOOSE_COUNTRIES: {
    en: 'Choose the countries in play, one per player.',
    it: 'Scegli i paesi in gioco, uno per giocatore.',
  },
  SELECT_COUNTRY: {
    en: 'Phase 1. Pick a country: you take its next event marker (its exchange rate rises), then put the marker on a corner of the action board to get up to three actions there.',
    it: 'Fase 1. Scegli un paese: prendi il suo prossimo segnalino evento (il tasso di cambio sale), poi mettilo su un angolo del tabellone per avere fino a tre azioni lì.',
  },
  PLACE_EVENT_MARKER: {
    en: 'The three hexes around the corner are your actions this turn. Each corner can be used only once per game.',
    it: 'I tre esagoni attorno all’angolo sono le tue azioni di questo turno. Ogni angolo si usa una sola volta per partita.',
  },
  NATIONAL_RAILS: {
    en: 'The event builds national (grey) rails: nobody owns them and nobody is paid for them.',
    it: 'L’evento costruisce binari nazionali (grigi): non sono di nessuno e non pagano nessuno.',
  },
  NATIONAL_PORT: {
    en: 'The event builds a national (grey) port: nobody owns it and nobody is paid for it.',
    it: 'L’evento costruisce un porto nazionale (grigio): non è di nessuno e non paga nessuno.',
  },
  TAKE_ACTION: {
    en: 'Use each slot once, in any order: its own action, or another one for ${swap}. Mines produce raw asbestos, mills refine it; your rails and ports earn money whenever a die passes over them.',
    it: 'Usa ogni spazio una volta, in qualsiasi ordine: la sua azione, o un’altra per {swap}$. Le miniere producono amianto grezzo, i mulini lo raffinano; i tuoi binari e porti guadagnano ogni volta che un dado ci passa.',
  },
  CONVERT: {
    en: 'Phase 2. Turn dollars into resources of a country, at its exchange rate. Resources pay for building and for safe work.',
    it: 'Fase 2. Cambia dollari in risorse di un paese, al suo tasso di cambio. Le risorse pagano le costruzioni e il lavoro sicuro.',
  },
  WORK: {
    en: 'Phase 3. Mine a raw die, mill it into a refined die, or ship a die to a mill or a market to be paid. Safe work costs {safe} resources of the country per worker, living or dead; unsafe work is free but kills a worker and lowers the country’s demand; when it reaches zero the country bans asbestos. Once you can no longer mine, mill or ship, you may invest instead.',
    it: 'Fase 3. Estrai un dado grezzo, raffinalo in un mulino, o spedisci un dado a un mulino o a un mercato per essere pagato. Il lavoro sicuro costa {safe} risorse del paese per lavoratore, vivo o morto; quello non sicuro è gratis ma uccide un lavoratore e abbassa la domanda del paese; a zero il paese vieta l’amianto. Quando non puoi più estrarre, raffinare o spedire, puoi investire.',
  },
  INVEST_OR_PASS: {
    en: 'You cannot mine, mill or ship now, so you may invest in your company (better rails, ports, production or exports) or pass. Each space on a track costs ${invest}, up to {max} spaces at a time; a track gives its level 1 at space {level1} and level 2 at space {level2}.',
    it: 'Ora non puoi estrarre, raffinare o spedire, quindi puoi investire nella tua azienda (binari, porti, produzione o esportazioni migliori) o passare. Ogni spazio di un percorso costa {invest}$, fino a {max} spazi per volta; il livello 1 arriva allo spazio {level1}, il livello 2 allo spazio {level2}.',
  },
  CHOOSE_TURN_POSITION: {
    en: 'Players whose workers died this round choose their place in the next turn order first.',
    it: 'Chi ha avuto lavoratori morti in questo round sceglie per primo il proprio posto nel prossimo ordine di turno.',
  },
};

/** The figures the help sentences name, from the edition's board data; null before it has arrived. */
function figures(data: StaticEdition | null): Record<string, number> | null {
  if (!data?.edition?.costs || !data.investments) return null;
  const levels = Object.entries(data.investments.levelAtSpace);
  const at = (level: number) => Number(levels.find(([, l]) => l === level)?.[0] ?? NaN);
  return {
    swap: data.edition.costs.swapAction,
    safe: data.edition.costs.safeWorkPerWorker,
    invest: data.investments.costPerSpace,
    max: data.investments.maxSpacesPerAction,
    level1: at(1),
    level2: at(2),
  };
}

export function costHelp(raw: unknown, board?: unknown): Texts | null {
  const v = raw as CostView | null;
  const kind = v?.pending?.decision;
  const text = kind ? HELP[kind] : undefined;
  if (!text) return null;
  if (!/\{\w+\}/.test(text.en)) return text;
  // A sentence with figures waits for the board data rather than showing a wrong or empty number.
  const f = figures(board as StaticEdition | null);
  if (!f) return null;
  return { en: fill(text.en, f), it: fill(text.it, f) };
}
