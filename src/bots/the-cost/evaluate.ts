// What a position of The Cost is worth to each seat, in dollars of final money: money now, plus what
// its dice, mines, mills, rails and resources should still bring before the game ends. Only money
// counts at the end, so every asset is worth what it can still earn, and less as the rounds run out.
import type { CostState } from '../../games/the-cost/index.ts';
import type { PlayerState } from '../../games/the-cost/state.ts';
import {
  builtKind,
  builtOwner,
  BUILT_PORT,
  BUILT_RAIL,
  demandOf,
  dieCode,
  dieValueOf,
  inPlay,
  INV_EMERGING,
  INV_PORT,
  INV_PRODUCTION,
  INV_RAIL,
  isRefinedDie,
  levelOf,
  STEP_OVER,
  SUP_MILL,
  SUP_MINE,
  type CostTable,
} from './reader.ts';
import { DEFAULT_EVAL, type EvalConstants } from './eval-constants.ts';

const ROUNDS = 4;
const MINE_CAPACITY = 3;
const MILL_CAPACITY = 2;
const FIRST_MINE_BONUS = 1;
const MAX_DIE = 6;

const safetyOf = (ev: EvalConstants, space: number): number =>
  ev.safety[Math.max(0, Math.min(ev.safety.length - 1, space))];

export interface SeatOutlook {
  /** Production phases (phase 3) still to come, the current one included. */
  productionLeft: number;
  /** Phase-1 turns still to come in which one can build. */
  buildingLeft: number;
}

/**
 * The productions and building turns still to come. Without `earlyEnd` the game is taken to last its four
 * rounds. With it (deaths each facility is expected to cause per production), each country in play with
 * facilities lasts its deaths left to regulation over the deaths its facilities cause per production, and
 * once every country in play has such a life the game ends with the longest: the productions left are at
 * most that many (a fraction counts a production cut short), and the building turns lose as many. With
 * `within` above 0 only a life shorter than `within` productions counts (the early end where it is sharp).
 */
export function outlookOf(s: CostState, earlyEnd = 0, within = 0): SeatOutlook {
  const roundsAfter = ROUNDS - s.round;
  const productionLeft = roundsAfter + (s.phase <= 3 ? 1 : 0);
  const buildingLeft = roundsAfter + (s.phase <= 1 ? 1 : 0);
  if (earlyEnd <= 0) return { productionLeft, buildingLeft };
  const life = gameLife(s, earlyEnd);
  if (life >= productionLeft || (within > 0 && life >= within)) return { productionLeft, buildingLeft };
  return { productionLeft: life, buildingLeft: Math.max(0, buildingLeft - (productionLeft - life)) };
}

/**
 * Productions until every country in play is regulated out, if each facility causes `perFacility` deaths
 * a production: the longest of the countries' lives, Infinity while a country in play has no facility
 * (nothing there can die) or none is in play.
 */
export function gameLife(s: CostState, perFacility: number): number {
  const facilities = new Array<number>(s.c.length).fill(0);
  for (const p of s.p) for (const f of p.fac) if (f !== null) facilities[f.c]++;
  let longest = 0;
  let any = false;
  for (let c = 0; c < s.c.length; c++) {
    const cs = s.c[c];
    if (!inPlay(cs)) continue;
    if (facilities[c] === 0) return Infinity;
    any = true;
    longest = Math.max(longest, cs.demand / (perFacility * facilities[c]));
  }
  return any ? longest : Infinity;
}

/** What a die sells for where it can be sold: the emerging market, and markets with demand left. */
interface Sale {
  t: CostTable;
  market: number;
  em: CostState['em'];
  emergingBonus: number;
  salesLeft: number;
}

const emergingSale = (x: Sale, v: number): number => x.t.emergingPayout(x.em, v) + x.emergingBonus;
const refinedSale = (x: Sale, v: number): number =>
  Math.max(x.salesLeft > 0 ? 2 * v * x.market : 0, emergingSale(x, v));
/** A raw die: delivered to one's own mill (paid its value) and refined there, else sold as it is. */
const rawValue = (x: Sale, v: number, mills: number, refineGain: number, othersFreeMill: boolean): number =>
  mills > 0 ? v + refineGain : Math.max(othersFreeMill ? v : 0, emergingSale(x, v));
const mineDie = (first: boolean, bonus: number): number =>
  Math.min(MAX_DIE, MINE_CAPACITY + (first ? FIRST_MINE_BONUS : 0) + bonus);

/** Expected final money of `seat` (dollars). */
export function seatValue(s: CostState, seat: number, t: CostTable): number {
  const p = s.p[seat];
  if (s.step === STEP_OVER) return p.money;
  const ev = t.ev ?? DEFAULT_EVAL;
  const { productionLeft, buildingLeft } = outlookOf(s, ev.earlyEnd, ev.earlyEndWithin);
  if (productionLeft <= 0) return p.money;

  const production = levelOf(p.inv[INV_PRODUCTION]);
  const emergingBonus = levelOf(p.inv[INV_EMERGING]);
  let salesLeft = 0;
  for (const cs of s.c) if (inPlay(cs)) salesLeft += Math.max(0, demandOf(cs) - cs.sold.length);
  // Plain expressions rather than small closures: this runs for every move a rollout weighs.
  const sale: Sale = { t, market: ev.market, em: s.em, emergingBonus, salesLeft };

  let mills = 0;
  let mines = 0;
  for (const f of p.fac) {
    if (f === null || !inPlay(s.c[f.c])) continue;
    if (f.mill) mills++;
    else mines++;
  }
  let othersFreeMill = false;
  for (let o = 0; o < s.p.length && !othersFreeMill; o++) {
    if (o === seat) continue;
    for (const f of s.p[o].fac)
      if (f !== null && f.mill && inPlay(s.c[f.c]) && dieCode(s, f) === 0) othersFreeMill = true;
  }
  const millDie = Math.min(MAX_DIE, MILL_CAPACITY + (production >= 2 ? 1 : 0));
  const refineGain = refinedSale(sale, millDie);
  const mineBonus = production >= 1 ? 1 : 0;

  let value = p.money;
  for (const f of p.fac) {
    if (f === null) continue;
    const cs = s.c[f.c];
    if (!inPlay(cs)) continue;
    const risk = safetyOf(ev, cs.demand);
    const code = dieCode(s, f);
    const v = dieValueOf(code);
    if (f.mill) {
      if (code !== 0) value += risk * (isRefinedDie(code) ? refinedSale(sale, v) : refineGain);
    } else {
      if (code !== 0) value += risk * rawValue(sale, v, mills, refineGain, othersFreeMill);
      const minings = Math.max(0, productionLeft - (s.phase === 3 && f.used ? 1 : 0));
      const die = mineDie(f.first, mineBonus);
      value += risk * ev.future * minings * rawValue(sale, die, mills, refineGain, othersFreeMill);
    }
  }

  let rails = 0;
  let ports = 0;
  for (const cs of s.c) {
    if (!inPlay(cs)) continue;
    for (const code of cs.built) {
      if (code === 0 || builtOwner(code) !== seat) continue;
      const kind = builtKind(code);
      if (kind === BUILT_RAIL) rails++;
      else if (kind === BUILT_PORT) ports++;
    }
  }
  const tolls =
    rails * (1 + ev.authority * levelOf(p.inv[INV_RAIL])) +
    ports * (1 + ev.authority * levelOf(p.inv[INV_PORT]));
  value += tolls * ev.toll * productionLeft;

  value += resourceValue(s, p, t, ev, {
    safeWork: safeWorkNeeds(s, p, productionLeft),
    buildingLeft,
    productionLeft,
    newMine:
      ev.future *
      productionLeft *
      rawValue(sale, mineDie(!p.firstMine, mineBonus), mills, refineGain, othersFreeMill),
    newMill: ev.future * productionLeft * Math.max(1, mines) * refinedSale(sale, millDie),
    mines,
    mills,
  });
  return value;
}

/**
 * Resources are worth what they let one do: the first ones pay for the next mine or mill (part of what
 * that facility is worth, by default half: the other half comes with the build action), the rest pay
 * for safe work.
 */
function resourceValue(
  s: CostState,
  p: PlayerState,
  t: CostTable,
  ev: EvalConstants,
  o: {
    buildingLeft: number;
    productionLeft: number;
    newMine: number;
    newMill: number;
    mines: number;
    mills: number;
    safeWork: number[];
  },
): number {
  let value = 0;
  const mineCost = p.firstMine ? 2 : 1;
  const columns = p.fac.filter((f) => f === null).length;
  let wantMine = o.buildingLeft > 0 && p.sup[SUP_MINE] > 0 && columns > 0 && o.mines < 3;
  let wantMill = o.buildingLeft > 0 && p.sup[SUP_MILL] > 0 && columns > 0 && o.mills < Math.max(1, o.mines);
  for (let c = 0; c < s.c.length; c++) {
    if (!inPlay(s.c[c])) continue;
    let r = p.res[c];
    const rate = Math.max(1, t.rates[c]);
    if (wantMine && r >= mineCost) {
      value += ev.buildShare * o.newMine;
      r -= mineCost;
      wantMine = false;
    }
    if (wantMill && r >= 4) {
      value += ev.buildShare * o.newMill;
      r -= 4;
      wantMill = false;
    }
    // Resources that pay for the next safe work of one's facilities there are worth a little more than
    // they cost; a few more keep some value; a heap of them is worth next to nothing.
    const safe = Math.min(r, o.safeWork[c]);
    const spare = Math.min(r - safe, 8);
    value += safe * (1 / rate + ev.safeWork) + (spare * ev.spare + (r - safe - spare) * ev.heap) / rate;
  }
  return value;
}

/** Per country, the resources the next safe work of each of `p`'s facilities there would cost. */
function safeWorkNeeds(s: CostState, p: PlayerState, productionLeft: number): number[] {
  const need = new Array<number>(s.c.length).fill(0);
  if (productionLeft === 0) return need;
  for (const f of p.fac) {
    if (f === null || !inPlay(s.c[f.c])) continue;
    const workers = (f.mill ? MILL_CAPACITY : MINE_CAPACITY + (f.first ? FIRST_MINE_BONUS : 0)) + f.dead;
    need[f.c] += 2 * workers;
  }
  return need;
}

/** Per seat, expected final money. */
export function seatValues(s: CostState, t: CostTable): number[] {
  const out = new Array<number>(s.np);
  for (let seat = 0; seat < s.np; seat++) out[seat] = seatValue(s, seat, t);
  return out;
}
