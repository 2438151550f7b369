// What The Cost's decision steps read from the position: names, the active country and effective actions.
// Costs and gains are never computed here: the server sends them with each legal move as its `detail`.
import type { LegalMove, Texts } from '../../../shared/api.ts';
import type { CostMove, MoveAsbestos } from '../../../games/the-cost/moves.ts';
import type { StaticEdition } from '../../../games/the-cost/data/types.ts';
import type { CostView } from '../../../games/the-cost/view.ts';
import type { Facet } from '../../play/decision.ts';
import type { PlannerContext } from '../types.ts';
import { ACTION_NAMES } from './texts.ts';

export const mv = (l: LegalMove) => l.move as CostMove;
export const both = (en: string, it: string): Texts => ({ en, it });

/** The server's explanation shared by every move left, or null when they differ or say nothing. */
export function sharedDetail(moves: LegalMove[]): Texts | null {
  const first = moves[0]?.detail;
  if (!first) return null;
  return moves.every((m) => m.detail?.en === first.en) ? first : null;
}

/** A question followed by what its moves cost and give, when the server says the same for all of them. */
export function withDetail(prompt: Texts, moves: LegalMove[]): Texts {
  const d = sharedDetail(moves);
  if (!d) return prompt;
  const sep = (t: string) => (/[.?!]$/.test(t) ? ' ' : '. ');
  return both(`${prompt.en}${sep(prompt.en)}${d.en}`, `${prompt.it}${sep(prompt.it)}${d.it}`);
}

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
  active: string | null;
  countryName: (id: string | null | undefined) => string;
  effective: (hex: string) => ActionName | null;
  actionList: (hexes: string[]) => Texts;
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
    active,
    countryName,
    effective,
    actionList,
    triFacet,
  };
}
