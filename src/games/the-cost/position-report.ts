// Reading the cost report of a position; every part is optional (a position without one starts counting
// from what it shows).
import type { Edition } from './data/compile.ts';
import { fail } from './position-country.ts';
import type { PositionInput } from './position-schema.ts';
import type { CostState } from './state.ts';

export function readReport(e: Edition, p: PositionInput, ids: string[], np: number): CostState['rep'] {
  const r = p.report;
  const R = e.rounds;
  const grid = (rows: number[][] | undefined, where: string) => {
    const out = new Array<number>(np * R).fill(0);
    rows?.forEach((row, seat) => {
      if (seat >= np) fail(`report.${where}`, `there is no seat ${seat}`);
      row.forEach((x, k) => {
        if (k >= R) fail(`report.${where}[${seat}]`, `there are ${R} rounds`);
        out[seat * R + k] = x;
      });
    });
    return out;
  };
  const deaths = new Array<number>(ids.length * np * R).fill(0);
  for (const [id, rows] of Object.entries(r.deaths ?? {})) {
    const c = ids.indexOf(id);
    if (c < 0) fail(`report.deaths.${id}`, 'not a country in play');
    grid(rows, `deaths.${id}`).forEach((x, i) => (deaths[c * np * R + i] = x));
  }
  const demandEnd = new Array<number>(ids.length * R).fill(-1);
  for (const [id, list] of Object.entries(r.demandAtRoundEnd ?? {})) {
    const c = ids.indexOf(id);
    if (c < 0) fail(`report.demandAtRoundEnd.${id}`, 'not a country in play');
    list.forEach((x, k) => (demandEnd[c * R + k] = x === null ? -1 : x));
  }
  const money = new Array<number>(R * 4 * np).fill(-1);
  r.money?.forEach((phases, k) =>
    phases.forEach((row, ph) => row?.forEach((x, seat) => (money[(k * 4 + ph) * np + seat] = x))),
  );
  const perSeat = (xs: number[] | undefined) => seatsArray(np).map((i) => xs?.[i] ?? 0);
  return {
    deaths,
    safe: grid(r.safeWork, 'safeWork'),
    unsafe: grid(r.unsafeWork, 'unsafeWork'),
    safetyResources: grid(r.safetyResources, 'safetyResources'),
    regulations: (r.regulations ?? []).map((x) => structuredClone(x)),
    demandEnd,
    money,
    hired: perSeat(r.workersHired),
    sentHome: perSeat(r.workersSentHome),
    dice: r.dice ? [r.dice.mined, r.dice.toMarkets, r.dice.toEmergingMarket, r.dice.lost] : [0, 0, 0, 0],
  };
}

const seatsArray = (np: number) => Array.from({ length: np }, (_, i) => i);
