// What The Cost's decision steps read from the position: names, the active country, effective actions,
// and the figures shown with choices (costs, resources), from the view and the edition's data.
import type { LegalMove, Texts } from '../../../shared/api.ts';
import type { CostMove, MoveAsbestos } from '../../../games/the-cost/moves.ts';
import type { StaticEdition } from '../../../games/the-cost/data/types.ts';
import type { CostView, PlayerView } from '../../../games/the-cost/view.ts';
import type { Facet } from '../../play/decision.ts';
import type { PlannerContext } from '../types.ts';
import { ACTION_NAMES } from './texts.ts';

export const mv = (l: LegalMove) => l.move as CostMove;
export const both = (en: string, it: string): Texts => ({ en, it });
export const resEn = (n: number | string, c: string) => `${n} ${c} resource${n === 1 ? '' : 's'}`;
export const resIt = (n: number | string, c: string) => `${n} risors${n === 1 ? 'a' : 'e'} di ${c}`;

export type ActionName = keyof typeof ACTION_NAMES;

/** Which action a turn move performs. */
export const ACTION_OF: Record<string, ActionName> = {
  SUBSIDY: 'SUBSIDY',
  BUILD_MINE: 'MINE',
  BUILD_MILL: 'MILL',
  BUILD_RAILS: 'RAIL',
  BUILD_PORT: 'PORT',
};

export function payments(m: MoveAsbestos, names: string[], seat: number | null): Texts {
  const parts = m.payments.flatMap((d, s) => (d > 0 ? [[s, d] as const] : []));
  if (parts.length === 0) return both('Nobody is paid.', 'Nessuno viene pagato.');
  const en = parts.map(([s, d]) => `${s === seat ? 'you' : (names[s] ?? `#${s + 1}`)} +$${d}`).join(', ');
  const it = parts.map(([s, d]) => `${s === seat ? 'tu' : (names[s] ?? `#${s + 1}`)} +$${d}`).join(', ');
  return both(en, it);
}

export interface CostContext {
  view: CostView | null;
  data: StaticEdition | null;
  seat: number | null;
  names: string[];
  me: PlayerView | null;
  active: string | null;
  countryName: (id: string | null | undefined) => string;
  effective: (hex: string) => ActionName | null;
  actionList: (hexes: string[]) => Texts;
  have: (country: string | null) => number;
  rateOf: (country: string | null) => number;
  surplus: (country: string | null) => boolean;
  buildCost: (type: string) => number | undefined;
  triFacet: (country: string | null, id: string, order?: number) => Facet;
}

export function costContext({ view: raw, seat, board, names }: PlannerContext): CostContext {
  const view = raw as CostView | null;
  const data = board as StaticEdition | null;
  const countryName = (id: string | null | undefined) => (id ? (view?.countries[id]?.name ?? id) : '');
  const active = view?.turn?.country ?? null;
  const effective = (hex: string): ActionName | null => {
    const marker = view?.actionBoard.markers[hex];
    if (marker) return marker;
    const icon = data?.actionBoard.hexes.find((h) => h.id === hex)?.icon;
    return icon && icon !== 'BLANK' ? icon : null;
  };
  const actionList = (hexes: string[]): Texts => {
    const acts = hexes.map(effective).filter((a): a is ActionName => !!a);
    return both(
      acts.map((a) => ACTION_NAMES[a].en).join(' · '),
      acts.map((a) => ACTION_NAMES[a].it).join(' · '),
    );
  };
  // Costs shown with the choices come from the edition's data and the view; the server still decides.
  const me = seat === null ? null : (view?.players[seat] ?? null);
  const have = (country: string | null) => (country && me ? (me.resources[country] ?? 0) : 0);
  const rateOf = (country: string | null) => (country ? (view?.countries[country]?.exchangeRate ?? 0) : 0);
  const surplus = (country: string | null) =>
    !!country && !!view?.countries[country]?.climate.active.includes('SURPLUS_RESOURCES');
  const buildCost = (type: string) =>
    type === 'BUILD_MILL'
      ? data?.edition.costs.mill
      : me?.firstMineBuilt
        ? data?.edition.costs.mine
        : data?.edition.costs.firstMine;
  const triFacet = (country: string | null, id: string, order?: number): Facet => ({
    key: id,
    label: both(`${id} in ${countryName(country)}`, `${id} in ${countryName(country)}`),
    target: country ? `tri:${country}:${id}` : undefined,
    order,
  });

  return {
    view,
    data,
    seat,
    names,
    me,
    active,
    countryName,
    effective,
    actionList,
    have,
    rateOf,
    surplus,
    buildCost,
    triFacet,
  };
}
