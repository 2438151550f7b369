// The rules pages by game, and the section a pending decision belongs to (for the table's Rules link).
import type { Texts } from '../../shared/api.ts';

export const RULES_TITLES: Record<string, Texts> = {
  'the-cost': { en: 'The Cost', it: 'The Cost' },
  'industrial-waste': { en: 'Industrial Waste', it: 'Rifiuti industriali' },
};

/** Section of The Cost's rules for each decision (DecisionKind of its view). */
const COST_SECTIONS: Record<string, string> = {
  CHOOSE_COUNTRIES: 'countries',
  SELECT_COUNTRY: 'phase-1',
  PLACE_EVENT_MARKER: 'phase-1',
  NATIONAL_RAILS: 'events',
  NATIONAL_PORT: 'events',
  TAKE_ACTION: 'actions',
  CONVERT: 'phase-2',
  WORK: 'phase-3',
  INVEST_OR_PASS: 'investing',
  CHOOSE_TURN_POSITION: 'phase-4',
};

/** Section of Industrial Waste's rules for each decision of its view. */
const IW_SECTIONS: Record<string, string> = {
  'choose-column': 'drafting',
  play: 'playing',
  bid: 'auction',
  bribery: 'accident',
};

/** `/rules/<game>#<section>` for the decision pending in `view`, or the page's top. */
export function rulesLink(game: string, view: unknown): string {
  const decision = (view as { pending?: { decision?: unknown } } | null)?.pending?.decision;
  const table = game === 'the-cost' ? COST_SECTIONS : game === 'industrial-waste' ? IW_SECTIONS : {};
  const section = typeof decision === 'string' ? table[decision] : undefined;
  return `/rules/${encodeURIComponent(game)}${section ? `#${section}` : ''}`;
}

export const rulesSectionIds = { 'the-cost': COST_SECTIONS, 'industrial-waste': IW_SECTIONS };
