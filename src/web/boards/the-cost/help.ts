// A sentence or two on each kind of decision of The Cost, shown under the question, so that a newcomer
// knows what a choice leads to. Descriptions for the eyes; legality always comes from the server.
import type { Texts } from '../../../shared/api.ts';
import type { CostView, DecisionKind } from '../../../games/the-cost/view.ts';

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
    en: 'Use each slot once, in any order: its own action, or another one for $3. Mines produce raw asbestos, mills refine it; your rails and ports earn money whenever a die passes over them.',
    it: 'Usa ogni spazio una volta, in qualsiasi ordine: la sua azione, o un’altra per $3. Le miniere producono amianto grezzo, i mulini lo raffinano; i tuoi binari e porti guadagnano ogni volta che un dado ci passa.',
  },
  CONVERT: {
    en: 'Phase 2. Turn dollars into resources of a country, at its exchange rate. Resources pay for building and for safe work.',
    it: 'Fase 2. Cambia dollari in risorse di un paese, al suo tasso di cambio. Le risorse pagano le costruzioni e il lavoro sicuro.',
  },
  WORK: {
    en: 'Phase 3. Mine a raw die, mill it into a refined die, or ship a die to a mill or a market to be paid. Unsafe work kills a worker and lowers the country’s demand; when it reaches zero the country bans asbestos.',
    it: 'Fase 3. Estrai un dado grezzo, raffinalo in un mulino, o spedisci un dado a un mulino o a un mercato per essere pagato. Il lavoro non sicuro uccide un lavoratore e abbassa la domanda del paese; a zero il paese vieta l’amianto.',
  },
  INVEST_OR_PASS: {
    en: 'You cannot mine, mill or ship now: invest in your company (better rails, ports, production or exports) or pass.',
    it: 'Ora non puoi estrarre, raffinare o spedire: investi nella tua azienda (binari, porti, produzione o esportazioni migliori) o passa.',
  },
  CHOOSE_TURN_POSITION: {
    en: 'Players whose workers died this round choose their place in the next turn order first.',
    it: 'Chi ha avuto lavoratori morti in questo round sceglie per primo il proprio posto nel prossimo ordine di turno.',
  },
};

export function costHelp(raw: unknown): Texts | null {
  const v = raw as CostView | null;
  const kind = v?.pending?.decision;
  return kind ? (HELP[kind] ?? null) : null;
}
