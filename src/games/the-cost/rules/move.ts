// Moving asbestos (spec §6.7, §6.8): destinations, exit and entry ports, every payment, and the outcomes
// a mover chooses from. Each outcome is a distinct (destination, exit, entry, payments), shown with one
// representative route.
import { B_MILL, builtOwner, builtType, dieValue, EMERGING_MARKET_BONUS, isRefined } from '../codes.ts';
import { Codes, refuse } from '../errors.ts';
import type { MoveAsbestos } from '../moves.ts';
import { addAt, setAt, type Ctx } from '../state.ts';
import { countryId, countryInPlay, countryName, inPlay, log, salesLeft } from './common.ts';
import { nextInCycle } from './flow.ts';
import { bestPorts, legs, network, portPay, type Leg, type Network } from './routing.ts';

const MILL_DEST = 'MILL';
const MARKET_DEST = 'MARKET';
const EM_DEST = 'EMERGING_MARKET';

const NO_PATH: string[] = Object.freeze([]) as unknown as string[];

/** Targets in a country: raw dice go to mills without a die, refined dice to the market while it buys. */
function targetsIn(g: Ctx, c2: number, refined: boolean, only: DestinationFilter | null): number[] {
  const cs2 = g.s.c[c2];
  const list: number[] = [];
  if (only !== null && only.c2 !== c2) return list;
  if (refined) {
    const mk = g.e.countries[cs2.d].map.market;
    if (salesLeft(cs2) > 0 && (only === null || only.target === mk)) list.push(mk);
    return list;
  }
  const built = cs2.built;
  for (let m = 0; m < built.length; m++)
    if (
      built[m] !== 0 &&
      builtType(built[m]) === B_MILL &&
      cs2.die[m] === 0 &&
      (only === null || only.target === m)
    )
      list.push(m);
  return list;
}

/** Which destinations to list: all, or one target (a country in play and a triangle) or the emerging market. */
export interface DestinationFilter {
  c2: number;
  target: number;
}

/**
 * Every outcome of moving the die on triangle `t` of country `c` (a die of `seat`). With a filter, only
 * the outcomes towards that destination (`c2` −1: the emerging market).
 */
export function dieOutcomes(
  g: Ctx,
  seat: number,
  c: number,
  t: number,
  only: DestinationFilter | null = null,
  memo: RouteMemo = newMemo(g),
): MoveAsbestos[] {
  const { e, s } = g;
  const cs = s.c[c];
  const die = cs.die[t];
  const value = dieValue(die);
  const refined = isRefined(die);
  const delivery = refined ? value * e.pay.refinedPerPip : value * e.pay.rawPerPip;
  const country = countryId(g, c);
  const map = e.countries[cs.d].map;
  const site = map.ids[t];
  const np = s.np;
  const out: MoveAsbestos[] = [];
  const net = (memo.nets[c] ??= network(e, s, c));

  for (const target of targetsIn(g, c, refined, only)) {
    for (const leg of legs(e, s, net, t, target)) {
      const payments = leg.pay.slice();
      payments[seat] += delivery;
      out.push({
        type: 'MOVE',
        country,
        site,
        destination: refined ? MARKET_DEST : MILL_DEST,
        toCountry: country,
        target: map.ids[target],
        exit: null,
        entry: null,
        path: leg.ids,
        entryPath: NO_PATH,
        payments,
      });
    }
  }

  let exits: number[] | null = null;
  for (let c2 = 0; c2 < s.c.length; c2++) {
    if (c2 === c || !inPlay(s.c[c2])) continue;
    const list = targetsIn(g, c2, refined, only);
    if (!list.length) continue;
    const from = (exits ??= memo.ports[c] ??= bestPorts(e, s, c));
    const entries = (memo.ports[c2] ??= bestPorts(e, s, c2));
    const net2 = (memo.nets[c2] ??= network(e, s, c2));
    const map2 = e.countries[s.c[c2].d].map;
    const toCountry = countryId(g, c2);
    for (const target of list)
      for (const x of from) {
        const firstLegs = legs(e, s, net, t, x);
        const px = portPay(e, s, c, x);
        for (const y of entries) {
          const py = portPay(e, s, c2, y);
          const secondLegs = legs(e, s, net2, y, target);
          const best = new Map<number, { a: Leg; b: Leg; pay: number[] }>();
          const order: number[] = [];
          for (const a of firstLegs)
            for (const b of secondLegs) {
              const pay = new Array<number>(np);
              for (let p = 0; p < np; p++) pay[p] = a.pay[p] + b.pay[p];
              if (px) pay[px.owner] += px.amount;
              if (py) pay[py.owner] += py.amount;
              pay[seat] += delivery;
              let key = 0;
              for (let p = np - 1; p >= 0; p--) key = key * 128 + pay[p];
              const old = best.get(key);
              if (old) {
                const oldLen = old.a.path.length + old.b.path.length;
                const len = a.path.length + b.path.length;
                if (oldLen < len) continue;
                if (oldLen === len && `${old.a.str} ~ ${old.b.str}` <= `${a.str} ~ ${b.str}`) continue;
              } else order.push(key);
              best.set(key, { a, b, pay });
            }
          for (const k of order) {
            const { a, b, pay } = best.get(k)!;
            out.push({
              type: 'MOVE',
              country,
              site,
              destination: refined ? MARKET_DEST : MILL_DEST,
              toCountry,
              target: map2.ids[target],
              exit: map.ids[x],
              entry: map2.ids[y],
              path: a.ids,
              entryPath: b.ids,
              payments: pay,
            });
          }
        }
      }
  }

  if (only === null || only.c2 === -1) {
    const from = exits ?? (memo.ports[c] ??= bestPorts(e, s, c));
    const bonus = e.levelOf[s.p[seat].inv[EMERGING_MARKET_BONUS]];
    for (const x of from) {
      const row = cs.built[x] !== 0 ? s.em : 0;
      const px = portPay(e, s, c, x);
      for (const leg of legs(e, s, net, t, x)) {
        const payments = leg.pay.slice();
        if (px) payments[px.owner] += px.amount;
        payments[seat] += e.emPayout[row][value - 1] + bonus;
        out.push({
          type: 'MOVE',
          country,
          site,
          destination: EM_DEST,
          toCountry: null,
          target: null,
          exit: map.ids[x],
          entry: null,
          path: leg.ids,
          entryPath: NO_PATH,
          payments,
        });
      }
    }
  }
  return out;
}

/** Networks and best ports of the countries, computed once for all the dice of one listing. */
export interface RouteMemo {
  nets: (Network | undefined)[];
  ports: (number[] | undefined)[];
}
const newMemo = (g: Ctx): RouteMemo => ({ nets: new Array(g.s.c.length), ports: new Array(g.s.c.length) });

/** Every MOVE of `seat`: its raw dice on its mines and refined dice on its mills, in column order. */
export function legalMoveDice(g: Ctx, seat: number, out: MoveAsbestos[]): void {
  const s = g.s;
  let memo: RouteMemo | undefined;
  for (const f of s.p[seat].fac) {
    if (f === null) continue;
    const die = s.c[f.c].die[f.t];
    if (die === 0 || (f.mill && !isRefined(die))) continue;
    for (const m of dieOutcomes(g, seat, f.c, f.t, null, (memo ??= newMemo(g)))) out.push(m);
  }
}

const sameList = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

export function moveDie(g: Ctx, move: MoveAsbestos): void {
  const { e, s } = g;
  const seat = s.order[s.cur];
  const c = countryInPlay(e, s, move.country);
  if (c < 0) refuse(Codes.NO_DIE, 'REFUSED_DIE_COUNTRY', { country: move.country });
  const cs = s.c[c];
  const t = e.countries[cs.d].map.index[move.site];
  if (t === undefined)
    refuse(Codes.UNKNOWN_TRIANGLE, 'REFUSED_UNKNOWN_TRIANGLE', {
      country: countryName(g, c),
      triangle: move.site,
    });
  const die = cs.die[t];
  const here = cs.built[t];
  if (die === 0 || here === 0 || builtOwner(here) !== seat)
    refuse(Codes.NO_DIE, 'REFUSED_NO_DIE', { site: move.site, country: countryName(g, c) });
  if (builtType(here) === B_MILL && !isRefined(die)) refuse(Codes.RAW_DIE_ON_MILL, 'REFUSED_RAW_DIE_ON_MILL');

  let filter: DestinationFilter;
  if (move.destination === EM_DEST) filter = { c2: -1, target: -1 };
  else {
    const c2 = move.toCountry === null ? -1 : countryInPlay(e, s, move.toCountry);
    if (c2 < 0 || !inPlay(s.c[c2]))
      refuse(Codes.BAD_DESTINATION, 'REFUSED_DESTINATION_COUNTRY', { country: String(move.toCountry) });
    const target = move.target === null ? undefined : e.countries[s.c[c2].d].map.index[move.target];
    if (target === undefined)
      refuse(Codes.BAD_DESTINATION, 'REFUSED_UNKNOWN_TRIANGLE', {
        country: countryName(g, c2),
        triangle: String(move.target),
      });
    if (move.destination === MARKET_DEST) {
      if (!isRefined(die)) refuse(Codes.BAD_DESTINATION, 'REFUSED_MARKET_RAW');
      if (target !== e.countries[s.c[c2].d].map.market)
        refuse(Codes.BAD_DESTINATION, 'REFUSED_NOT_MARKET', {
          triangle: String(move.target),
          country: countryName(g, c2),
        });
      if (salesLeft(s.c[c2]) === 0)
        refuse(Codes.NO_DEMAND, 'REFUSED_MARKET_NO_DEMAND', { country: countryName(g, c2) });
    } else {
      if (isRefined(die)) refuse(Codes.BAD_DESTINATION, 'REFUSED_MILL_REFINED');
      const b = s.c[c2].built[target];
      if (b === 0 || builtType(b) !== B_MILL)
        refuse(Codes.BAD_DESTINATION, 'REFUSED_NO_MILL_TARGET', {
          triangle: String(move.target),
          country: countryName(g, c2),
        });
      if (s.c[c2].die[target] !== 0)
        refuse(Codes.BAD_DESTINATION, 'REFUSED_MILL_HOLDS_DIE', { triangle: String(move.target) });
    }
    filter = { c2, target };
  }
  const outcomes = dieOutcomes(g, seat, c, t, filter);
  const chosen = outcomes.find(
    (o) =>
      o.destination === move.destination &&
      o.toCountry === move.toCountry &&
      o.target === move.target &&
      o.exit === move.exit &&
      o.entry === move.entry &&
      sameList(o.payments, move.payments) &&
      sameList(o.path, move.path) &&
      sameList(o.entryPath, move.entryPath),
  );
  if (!chosen) {
    const same = outcomes.find(
      (o) => o.exit === move.exit && o.entry === move.entry && sameList(o.payments, move.payments),
    );
    if (same)
      refuse(Codes.NO_SUCH_ROUTE, 'REFUSED_ROUTE_SHOWN', {
        route: [same.path.join(' '), same.entryPath.join(' ')].filter(Boolean).join(' ~ '),
      });
    refuse(Codes.NO_SUCH_ROUTE, 'REFUSED_NO_ROUTE');
  }
  const o = chosen!;
  const value = dieValue(die);
  cs.die = setAt(cs.die, t, 0);
  if (o.destination === MILL_DEST) {
    const c2 = filter.c2;
    s.c[c2].die = setAt(s.c[c2].die, filter.target, value);
    log(g, 'MOVED_TO_MILL', {
      seat,
      value,
      from: `${countryName(g, c)} ${move.site}`,
      to: `${countryName(g, c2)} ${move.target}`,
      owner: builtOwner(s.c[c2].built[filter.target]),
    });
  } else if (o.destination === MARKET_DEST) {
    s.c[filter.c2].sold = [...s.c[filter.c2].sold, value];
    s.rep.dice = addAt(s.rep.dice, 1, 1);
    log(g, 'SOLD_TO_MARKET', {
      seat,
      value,
      from: `${countryName(g, c)} ${move.site}`,
      to: countryName(g, filter.c2),
    });
  } else {
    s.rep.dice = addAt(s.rep.dice, 2, 1);
    log(g, 'SOLD_TO_EMERGING_MARKET', {
      seat,
      value,
      from: `${countryName(g, c)} ${move.site}`,
      exit: o.exit,
    });
  }
  if (g.log)
    log(g, 'ROUTE', { route: [o.path.join(' '), o.entryPath.join(' ')].filter(Boolean).join(' ~ ') });
  for (let p = 0; p < s.np; p++) {
    if (o.payments[p] === 0) continue;
    s.p[p].money += o.payments[p];
    log(g, 'PAID', { seat: p, amount: o.payments[p] });
  }
  nextInCycle(g);
}
