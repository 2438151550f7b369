// Phase 3 (spec §6.6): in action cycles, a player who can work mines, mills or moves; one who cannot
// invests or passes. Mining and milling hire workers, then work safely (paying resources) or unsafely (a
// worker dies).
import {
  EFFECTIVE_MILLING,
  EFFECTIVE_MINING,
  IMPROVED_PRODUCTION,
  isRefined,
  REFINED,
  trackCode,
} from '../codes.ts';
import { Codes, refuse } from '../errors.ts';
import type { CostMove, Invest, MillAsbestos, MineAsbestos, MoveAsbestos, Pass } from '../moves.ts';
import { TRACKS } from '../moves.ts';
import type { Edition } from '../data/compile.ts';
import { addAt, setAt, setFacility, type Ctx, type Facility } from '../state.ts';
import {
  actor,
  capacity,
  countryId,
  countryInPlay,
  countryName,
  effects,
  log,
  one,
  triangleId,
} from './common.ts';
import { workerDies } from './deaths.ts';
import { canWork, nextInCycle } from './flow.ts';
import { legalMoveDice } from './move.ts';

/** Hiring range: up to capacity (living workers count), at least one living worker after hiring. */
function hireRange(g: Ctx, f: Facility): [number, number] {
  const cap = capacity(g.e, g.s, f);
  return [f.living === 0 ? 1 : 0, Math.max(0, cap - f.living)];
}

/** Resources safe work costs: so many per living and dead worker of the facility, after hiring. */
export const safeWorkCost = (g: Ctx, f: Facility, hire: number): number =>
  g.e.costs.safeWorkPerWorker * (f.living + hire + f.dead);

/** Dollars an investment of `spaces` costs. */
export const investCost = (e: Edition, spaces: number): number => spaces * e.investCost;

/** The die a facility of `seat` produces with `living` workers: one per worker, plus effect and track bonuses. */
export function dieValue(g: Ctx, seat: number, f: Facility, living: number): number {
  const { e, s } = g;
  const mask = effects(e, s.c[f.c]);
  const level = e.levelOf[s.p[seat].inv[IMPROVED_PRODUCTION]];
  const bonus = f.mill
    ? (mask & EFFECTIVE_MILLING ? 1 : 0) + (level >= 2 ? 1 : 0)
    : (mask & EFFECTIVE_MINING ? 1 : 0) + (level >= 1 ? 1 : 0);
  return Math.min(e.dieMax, living + bonus);
}

export function legalCycleTurn(g: Ctx): CostMove[] {
  const { e, s } = g;
  const seat = actor(s);
  const out: CostMove[] = [];
  if (canWork(s, seat)) {
    const p = s.p[seat];
    for (const f of p.fac) {
      if (f === null) continue;
      const die = s.c[f.c].die[f.t];
      const workable = f.mill ? die !== 0 && !isRefined(die) : !f.used && die === 0;
      if (!workable) continue;
      const [lo, hi] = hireRange(g, f);
      const type = f.mill ? 'MILL' : 'MINE';
      const country = countryId(g, f.c);
      const site = triangleId(g, f.c, f.t);
      for (let hire = lo; hire <= hi; hire++) {
        if (p.res[f.c] >= safeWorkCost(g, f, hire)) out.push({ type, country, site, hire, safe: true });
        out.push({ type, country, site, hire, safe: false });
      }
    }
    legalMoveDice(g, seat, out as MoveAsbestos[]);
    return out;
  }
  const p = s.p[seat];
  for (let k = 0; k < TRACKS.length; k++)
    for (let spaces = 1; spaces <= e.investMaxPerAction; spaces++)
      if (p.inv[k] + spaces <= e.investSpaces && p.money >= spaces * e.investCost)
        out.push({ type: 'INVEST', track: TRACKS[k], spaces: spaces as 1 | 2 });
  out.push({ type: 'PASS' });
  return out;
}

function findFacility(g: Ctx, seat: number, move: MineAsbestos | MillAsbestos): Facility {
  const { e, s } = g;
  const c = countryInPlay(e, s, move.country);
  const t = c < 0 ? undefined : e.countries[s.c[c].d].map.index[move.site];
  const f = t === undefined ? undefined : s.p[seat].fac.find((x) => x !== null && x.c === c && x.t === t);
  const where = c < 0 ? `"${move.country}"` : countryName(g, c);
  if (!f || f.mill !== (move.type === 'MILL'))
    refuse(Codes.NO_SUCH_FACILITY, move.type === 'MILL' ? 'REFUSED_NO_MILL_THERE' : 'REFUSED_NO_MINE_THERE', {
      site: move.site,
      country: where,
    });
  return f!;
}

export function work(g: Ctx, move: MineAsbestos | MillAsbestos): void {
  const { e, s } = g;
  const seat = actor(s);
  if (!canWork(s, seat)) refuse(Codes.MUST_WORK, 'REFUSED_NOTHING_TO_WORK');
  const f = findFacility(g, seat, move);
  const cs = s.c[f.c];
  const die = cs.die[f.t];
  const mill = f.mill;
  if (!mill && f.used) refuse(Codes.MINE_USED, 'REFUSED_MINE_USED');
  if (!mill && die !== 0) refuse(Codes.DIE_IN_THE_WAY, 'REFUSED_DIE_IN_THE_WAY');
  if (mill && (die === 0 || isRefined(die))) refuse(Codes.NO_RAW_DIE, 'REFUSED_NO_RAW_DIE');
  const [lo, hi] = hireRange(g, f);
  if (!Number.isInteger(move.hire) || move.hire < lo || move.hire > hi)
    refuse(Codes.BAD_HIRE, hi === 0 ? 'REFUSED_AT_CAPACITY' : 'REFUSED_WORK_HIRE', {
      lo,
      hi,
      capacity: capacity(e, s, f),
    });
  const cost = safeWorkCost(g, f, move.hire);
  const p = s.p[seat];
  if (move.safe && p.res[f.c] < cost)
    refuse(Codes.SAFE_UNAFFORDABLE, 'REFUSED_SAFE_UNAFFORDABLE', {
      cost,
      country: countryName(g, f.c),
      per: e.costs.safeWorkPerWorker,
      have: p.res[f.c],
    });

  const c = f.c;
  // Copy-on-write: the facility of the state is replaced by a changed copy.
  const col = p.fac.indexOf(f);
  const worked: Facility = { ...f };
  setFacility(p, col, worked);
  if (move.hire) {
    worked.living += move.hire;
    s.rep.hired = addAt(s.rep.hired, seat, move.hire);
    log(g, one('HIRED', move.hire), { seat, workers: move.hire });
  }
  const value = dieValue(g, seat, worked, worked.living);
  const at = seat * e.rounds + s.round - 1;
  const site = triangleId(g, c, f.t);
  if (move.safe) {
    p.res = addAt(p.res, c, -cost);
    s.rep.safe = addAt(s.rep.safe, at, 1);
    s.rep.safetyResources = addAt(s.rep.safetyResources, at, cost);
    log(g, one(mill ? 'MILLED_SAFELY' : 'MINED_SAFELY', cost), {
      seat,
      country: countryName(g, c),
      site,
      cost,
      value,
    });
  } else {
    s.rep.unsafe = addAt(s.rep.unsafe, at, 1);
    log(g, mill ? 'MILLED_UNSAFELY' : 'MINED_UNSAFELY', { seat, country: countryName(g, c), site, value });
    worked.living--;
    worked.dead++;
    workerDies(g, seat, c);
  }
  if (cs.regulated === null) {
    if (mill) cs.die = setAt(cs.die, f.t, value + REFINED);
    else {
      cs.die = setAt(cs.die, f.t, value);
      worked.used = true;
      s.rep.dice = addAt(s.rep.dice, 0, 1);
    }
  }
  nextInCycle(g);
}

export function invest(g: Ctx, move: Invest): void {
  const { e, s } = g;
  const seat = actor(s);
  if (canWork(s, seat)) refuse(Codes.MUST_WORK, 'REFUSED_MUST_WORK_INVEST');
  const k = trackCode(move.track);
  const p = s.p[seat];
  if (k < 0 || !Number.isInteger(move.spaces) || move.spaces < 1 || move.spaces > e.investMaxPerAction)
    refuse(Codes.BAD_AMOUNT, 'REFUSED_INVEST_AMOUNT', { max: e.investMaxPerAction, cost: e.investCost });
  if (p.inv[k] + move.spaces > e.investSpaces)
    refuse(Codes.TRACK_FULL, `REFUSED_TRACK_FULL_${move.track}`, {
      space: p.inv[k],
      spaces: move.spaces,
      last: e.investSpaces,
    });
  const cost = investCost(e, move.spaces);
  if (p.money < cost)
    refuse(Codes.NOT_ENOUGH_MONEY, 'REFUSED_INVEST_MONEY', { spaces: move.spaces, cost, money: p.money });
  const before = e.levelOf[p.inv[k]];
  p.money -= cost;
  p.inv = addAt(p.inv, k, move.spaces);
  log(g, `INVESTED_${move.track}`, { seat, cost, space: p.inv[k] });
  const after = e.levelOf[p.inv[k]];
  if (after !== before) log(g, `LEVEL_${move.track}`, { seat, level: after });
  nextInCycle(g);
}

export function pass(g: Ctx, _move: Pass): void {
  const s = g.s;
  const seat = actor(s);
  if (canWork(s, seat)) refuse(Codes.MUST_WORK, 'REFUSED_MUST_WORK_PASS');
  log(g, 'PASSED', { seat });
  nextInCycle(g);
}
