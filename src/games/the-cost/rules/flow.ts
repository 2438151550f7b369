// The order of play (spec §6.1): who acts next, phase and round changes, and the steps nobody decides
// (a player without money skips conversion, a player who can do nothing passes, the last free place in
// the turn order is taken, clean-up, the end of the game).
import { setAt, STEP, type CostState, type Ctx } from '../state.ts';
import { actor, log } from './common.ts';
import type { Edition } from '../data/compile.ts';

/** A player can work if they have a mine to use or a die to mill or move (every die can reach the emerging market). */
export function canWork(s: CostState, seat: number): boolean {
  const fac = s.p[seat].fac;
  for (let i = 0; i < fac.length; i++) {
    const f = fac[i];
    if (f === null) continue;
    if (s.c[f.c].die[f.t] !== 0) return true;
    if (!f.mill && !f.used) return true;
  }
  return false;
}

export function canInvest(e: Edition, s: CostState, seat: number): boolean {
  const p = s.p[seat];
  if (p.money < e.investCost) return false;
  for (let i = 0; i < p.inv.length; i++) if (p.inv[i] < e.investSpaces) return true;
  return false;
}

function recordMoney(g: Ctx): void {
  const { s } = g;
  const at = ((s.round - 1) * 4 + (s.phase - 1)) * s.np;
  const money = s.rep.money.slice();
  for (let seat = 0; seat < s.np; seat++) money[at + seat] = s.p[seat].money;
  s.rep.money = money;
}

function recordDemand(g: Ctx): void {
  const { s } = g;
  const demandEnd = s.rep.demandEnd.slice();
  for (let c = 0; c < s.c.length; c++) demandEnd[c * g.e.rounds + s.round - 1] = s.c[c].demand;
  s.rep.demandEnd = demandEnd;
}

export function gameOver(g: Ctx): void {
  const { s } = g;
  recordMoney(g);
  recordDemand(g);
  s.step = STEP.OVER;
  s.cur = 0;
  s.tc = -1;
  s.tev = -1;
  s.tcorner = -1;
  s.tused = 0;
  if (!g.log) return;
  const best = Math.max(...s.p.map((p) => p.money));
  const winners = s.p.flatMap((p, seat) => (p.money === best ? [seat] : []));
  if (winners.length === 1) log(g, 'GAME_OVER', { round: s.round, seat: winners[0], money: best });
  else {
    const people = (and: string) =>
      `${winners
        .slice(0, -1)
        .map((x) => x + 1)
        .join(', ')} ${and} ${winners[winners.length - 1] + 1}`;
    log(g, 'GAME_OVER_SHARED', {
      round: s.round,
      winners: winners.join(','),
      playersEn: people('and'),
      playersIt: people('e'),
      money: best,
    });
  }
}

export function endPhase1Turn(g: Ctx): void {
  const { s } = g;
  s.tc = -1;
  s.tev = -1;
  s.tcorner = -1;
  s.tused = 0;
  s.cur++;
  if (s.cur < s.np) {
    s.step = STEP.SELECT_COUNTRY;
    return;
  }
  recordMoney(g);
  s.phase = 2;
  s.cur = 0;
  log(g, 'PHASE_2', { round: s.round });
  settleConverter(g);
}

/** Phase 2: the next player with money converts; the others are skipped. */
function settleConverter(g: Ctx): void {
  const { s } = g;
  while (s.cur < s.np && s.p[actor(s)].money === 0) {
    log(g, 'NO_MONEY_TO_CONVERT', { seat: actor(s) });
    s.cur++;
  }
  if (s.cur < s.np) {
    s.step = STEP.CONVERT;
    return;
  }
  recordMoney(g);
  s.phase = 3;
  s.cur = 0;
  log(g, 'PHASE_3', { round: s.round });
  startCycle(g);
}

export function doneConverting(g: Ctx): void {
  g.s.cur++;
  settleConverter(g);
}

/** Phase 3 ends at the start of a cycle in which nobody can work. */
function startCycle(g: Ctx): void {
  const { s } = g;
  let anyone = false;
  for (let seat = 0; seat < s.np && !anyone; seat++) anyone = canWork(s, seat);
  if (!anyone) {
    endPhase3(g);
    return;
  }
  s.cur = 0;
  settleCycleTurn(g);
}

/** The player at `cur` decides if they can work or invest; otherwise they pass without being asked. */
function settleCycleTurn(g: Ctx): void {
  const { e, s } = g;
  for (;;) {
    const seat = actor(s);
    if (canWork(s, seat) || canInvest(e, s, seat)) {
      s.step = STEP.CYCLE_TURN;
      return;
    }
    log(g, 'PASSED_NOTHING_TO_DO', { seat });
    s.cur++;
    if (s.cur === s.np) {
      startCycle(g);
      return;
    }
  }
}

/** After a phase-3 action: the next player in the cycle, or a new cycle. */
export function nextInCycle(g: Ctx): void {
  const { s } = g;
  if (s.step === STEP.OVER) return;
  s.cur++;
  if (s.cur === s.np) startCycle(g);
  else settleCycleTurn(g);
}

function endPhase3(g: Ctx): void {
  const { e, s } = g;
  recordMoney(g);
  recordDemand(g);
  if (s.round >= e.rounds) {
    gameOver(g);
    return;
  }
  s.phase = 4;
  s.cur = 0;
  log(g, 'PHASE_4', { round: s.round });
  // Most deaths first; ties: earlier in the current order (a stable sort keeps it).
  s.choosers = s.order.filter((seat) => s.p[seat].deaths > 0).sort((a, b) => s.p[b].deaths - s.p[a].deaths);
  s.pos = new Array<number>(s.np).fill(-1);
  settleChoosers(g);
}

/** Choosers pick in order; the last free place needs no decision. Then the others fill in, and clean-up. */
export function settleChoosers(g: Ctx): void {
  const { s } = g;
  while (s.choosers.length) {
    const free = s.pos.filter((x) => x === -1).length;
    if (free > 1) {
      s.step = STEP.CHOOSE_TURN_POSITION;
      return;
    }
    const seat = s.choosers[0];
    s.choosers = s.choosers.slice(1);
    const at = s.pos.indexOf(-1);
    s.pos = setAt(s.pos, at, seat);
    log(g, 'TOOK_LAST_PLACE', { seat, position: at + 1 });
  }
  const rest = s.order.filter((seat) => !s.pos.includes(seat));
  s.order = s.pos.map((seat) => (seat === -1 ? rest.shift()! : seat));
  s.pos = [];
  log(g, 'NEW_TURN_ORDER', { order: s.order.map((x) => x + 1).join(', '), seats: s.order.join(',') });
  cleanUp(g);
}

function cleanUp(g: Ctx): void {
  const { s } = g;
  for (const p of s.p) {
    if (p.fac.some((f) => f !== null && f.used))
      p.fac = p.fac.map((f) => (f !== null && f.used ? { ...f, used: false } : f));
    p.deaths = 0;
  }
  for (const cs of s.c) if (cs.sold.length) cs.sold = [];
  recordMoney(g);
  s.round++;
  s.phase = 1;
  s.cur = 0;
  s.step = STEP.SELECT_COUNTRY;
  log(g, 'ROUND_STARTED', { round: s.round });
}
