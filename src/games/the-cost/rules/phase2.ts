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
    refuse(
      e.countryIndex[move.country] === undefined ? Codes.UNKNOWN_COUNTRY : Codes.COUNTRY_NOT_IN_PLAY,
      e.countryIndex[move.country] === undefined
        ? `There is no country "${move.country}" in The Cost.`
        : `${e.countries[e.countryIndex[move.country]].name} is not in play in this game.`,
    );
  if (!inPlay(s.c[c]))
    refuse(
      Codes.COUNTRY_REGULATED,
      `${countryName(g, c)} has regulated the asbestos trade out; its resources cannot be bought.`,
    );
  const p = s.p[seat];
  if (!Number.isInteger(move.dollars) || move.dollars < 1)
    refuse(Codes.BAD_AMOUNT, 'A conversion is a whole number of dollars, at least $1.');
  if (move.dollars > p.money)
    refuse(
      Codes.NOT_ENOUGH_MONEY,
      `Converting $${move.dollars} needs $${move.dollars}; you have $${p.money}.`,
    );
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
