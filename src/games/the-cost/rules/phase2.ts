// Phase 2 (spec §6.5): money into resources at the exchange rate, as often as the player likes; never back.
import { Codes, refuse } from '../errors.ts';
import type { Convert, CostMove, Done } from '../moves.ts';
import { addAt, type CountryState, type Ctx } from '../state.ts';
import type { Edition } from '../data/compile.ts';
import { actor, countryId, countryInPlay, countryName, exchangeRate, inPlay, log, one } from './common.ts';
import { doneConverting } from './flow.ts';

export function legalConvert(g: Ctx): CostMove[] {
  const { s } = g;
  const money = s.p[actor(s)].money;
  const out: CostMove[] = [];
  for (let c = 0; c < s.c.length; c++) {
    if (!inPlay(s.c[c])) continue;
    const country = countryId(g, c);
    for (let dollars = 1; dollars <= money; dollars++) out.push({ type: 'CONVERT', country, dollars });
  }
  out.push({ type: 'DONE' });
  return out;
}

/** Resources `dollars` buy in a country: one exchange rate's worth per dollar. */
export const convertedResources = (e: Edition, cs: CountryState, dollars: number): number =>
  dollars * exchangeRate(e, cs);

export function convert(g: Ctx, move: Convert): void {
  const { e, s } = g;
  const seat = actor(s);
  const c = countryInPlay(e, s, move.country);
  if (c < 0)
    if (e.countryIndex[move.country] === undefined)
      refuse(Codes.UNKNOWN_COUNTRY, 'REFUSED_UNKNOWN_COUNTRY', { country: move.country });
    else
      refuse(Codes.COUNTRY_NOT_IN_PLAY, 'REFUSED_COUNTRY_NOT_IN_PLAY', {
        country: e.countries[e.countryIndex[move.country]].name,
      });
  if (!inPlay(s.c[c]))
    refuse(Codes.COUNTRY_REGULATED, 'REFUSED_CONVERT_REGULATED', { country: countryName(g, c) });
  const p = s.p[seat];
  if (!Number.isInteger(move.dollars) || move.dollars < 1) refuse(Codes.BAD_AMOUNT, 'REFUSED_CONVERT_AMOUNT');
  if (move.dollars > p.money)
    refuse(Codes.NOT_ENOUGH_MONEY, 'REFUSED_CONVERT_MONEY', { dollars: move.dollars, money: p.money });
  const got = convertedResources(e, s.c[c], move.dollars);
  p.money -= move.dollars;
  p.res = addAt(p.res, c, got);
  log(g, one('CONVERTED', got), { seat, dollars: move.dollars, amount: got, country: countryName(g, c) });
  if (p.money === 0) doneConverting(g);
}

export function done(g: Ctx, _move: Done): void {
  log(g, 'DONE_CONVERTING', { seat: actor(g.s) });
  doneConverting(g);
}
