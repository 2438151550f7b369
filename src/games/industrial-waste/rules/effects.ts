// What each card does when played (spec §6, §7). Legality has been checked before any of these runs.
import type { Seat } from '../../../kernel/index.ts';
import type { Direction, Track } from '../cards.ts';
import { EDITION, trackValue } from '../data/edition.ts';
import type { IwState } from '../state.ts';
import { openAuction } from './auction.ts';
import { directionParams, note, tracksParams, type Log } from './log.ts';
import { innovationCost } from './requirements.ts';

const FX = EDITION.data.effects;
const WASTE_MAX = EDITION.data.waste.max;
const amount = (fx: { alone: number; advisor: number }, advisor: boolean) =>
  advisor ? fx.advisor : fx.alone;

export function fulfilOrder(s: IwState, seat: Seat, advisor: boolean, log: Log): void {
  const p = s.seats[seat];
  const used = trackValue(p.holes['raw-materials']);
  const income = p.growth + (advisor ? FX.order.advisorBonus : 0);
  const waste = trackValue(p.holes['waste-reduction']);
  p.rawMaterials -= used;
  s.supply += used;
  p.cash += income;
  p.waste += waste;
  if (log) note(log, 'orderFulfilled', { seat, used, income, waste, wasteAfter: p.waste });
}

/** Takes the lot from the supply (as much as it holds) and opens the auction; true if an auction started. */
export function offerRawMaterials(s: IwState, seat: Seat, advisor: boolean, log: Log): boolean {
  const wanted = trackValue(s.seats[seat].holes['raw-materials']) * amount(FX['raw-materials'], advisor);
  const lot = Math.min(wanted, s.supply);
  if (lot === 0) {
    if (log) note(log, 'supplyEmpty', { seat });
    return false;
  }
  openAuction(s, seat, lot, log);
  return true;
}

export function grow(s: IwState, seat: Seat, advisor: boolean, log: Log): void {
  const p = s.seats[seat];
  const from = p.growth;
  p.growth = Math.min(EDITION.growthMax, from + amount(FX.growth, advisor));
  if (log) note(log, 'factoryGrew', { seat, from, to: p.growth });
  if (p.growth === EDITION.growthMax && from < EDITION.growthMax && !s.endTriggered) {
    s.endTriggered = true;
    if (log) note(log, 'endTriggered', { seat });
  }
}

export function hireOrFire(s: IwState, seat: Seat, advisor: boolean, direction: Direction, log: Log): void {
  const p = s.seats[seat];
  const from = p.coworkers;
  const n = amount(FX['hiring-firing'], advisor);
  p.coworkers =
    direction === 'hire'
      ? Math.min(EDITION.coworkersMax, from + n)
      : Math.max(EDITION.coworkersMin, from - n);
  if (log) note(log, 'coworkersChanged', { seat, from, to: p.coworkers, ...directionParams(direction) });
}

export function innovate(s: IwState, seat: Seat, tracks: Track[], log: Log): void {
  const p = s.seats[seat];
  for (const t of tracks) p.holes[t] += 1;
  const cost = innovationCost(tracks.length);
  p.cash -= cost;
  if (log) note(log, 'innovated', { seat, cost, ...tracksParams(tracks) });
}

export function disposeWaste(s: IwState, seat: Seat, advisor: boolean, log: Log): void {
  const p = s.seats[seat];
  const from = p.waste;
  p.waste = Math.max(0, from - amount(FX['waste-disposal'], advisor));
  if (log) note(log, 'wasteDisposed', { seat, from, to: p.waste });
}

export function removeWaste(s: IwState, seat: Seat, advisor: boolean, log: Log): void {
  const n = amount(FX['waste-removal'], advisor);
  const p = s.seats[seat];
  const from = p.waste;
  p.waste = Math.max(0, from - n);
  if (log) note(log, 'wasteRemoved', { seat, from, to: p.waste });
  for (let i = 1; i < s.players; i++) {
    const other = (seat + i) % s.players;
    const q = s.seats[other];
    const was = q.waste;
    q.waste = Math.min(WASTE_MAX, was + n);
    if (log) note(log, 'wasteDumpedOn', { seat: other, from: was, to: q.waste });
  }
}
