// A worker's death (spec §6.9): the country's demand tracker moves one space right at once; on space 0
// the country regulates the asbestos trade out, and everything of it leaves the game.

import { addAt, setFacility, type CountryState, type Ctx } from '../state.ts';
import type { RegulationReport } from '../view.ts';
import { countryId, countryName, demandOf, inPlay, log, triangleId } from './common.ts';
import { gameOver } from './flow.ts';

/** Whether one more death in the country moves its tracker to space 0, which regulates the trade out. */
export const deathRegulates = (cs: CountryState): boolean => cs.demand === 1;

export function workerDies(g: Ctx, seat: number, c: number): void {
  const { e, s } = g;
  const cs = s.c[c];
  s.p[seat].deaths++;
  s.rep.deaths = addAt(s.rep.deaths, (c * s.np + seat) * e.rounds + s.round - 1, 1);
  const regulates = deathRegulates(cs);
  cs.demand--;
  log(g, 'WORKER_DIED', { seat, country: countryName(g, c), demand: demandOf(cs) });
  if (cs.demand === 1) log(g, 'DEMAND_ZERO', { country: countryName(g, c) });
  if (regulates) regulate(g, c, seat);
}

function regulate(g: Ctx, c: number, by: number): void {
  const { s } = g;
  const cs = s.c[c];
  const report: RegulationReport = {
    country: countryId(g, c),
    round: s.round,
    phase: s.phase,
    by,
    facilitiesLost: [],
    diceLost: 0,
    workersSentHome: new Array<number>(s.np).fill(0),
  };
  for (let seat = 0; seat < s.np; seat++) {
    const p = s.p[seat];
    for (let col = 0; col < p.fac.length; col++) {
      const f = p.fac[col];
      if (f === null || f.c !== c) continue;
      report.facilitiesLost.push({
        seat,
        type: f.mill ? 'mill' : 'mine',
        site: triangleId(g, c, f.t),
        living: f.living,
        dead: f.dead,
      });
      report.workersSentHome[seat] += f.living;
      s.rep.sentHome = addAt(s.rep.sentHome, seat, f.living);
      setFacility(p, col, null);
    }
  }
  // Mines and mills are lost for good (above); rails and ports, player and national alike, go back to
  // supplies that are unlimited, so clearing the map is all there is to do.
  for (let t = 0; t < cs.die.length; t++) if (cs.die[t] !== 0) report.diceLost++;
  cs.die = new Array<number>(cs.die.length).fill(0);
  cs.built = new Array<number>(cs.built.length).fill(0);
  s.rep.dice = addAt(s.rep.dice, 3, report.diceLost);
  cs.events = [];
  cs.sold = [];
  cs.regulated = { round: s.round, phase: s.phase, by };
  s.rep.regulations = [...s.rep.regulations, report];
  log(g, 'REGULATED_OUT', { seat: by, country: countryName(g, c) });
  if (s.c.every((x) => !inPlay(x))) {
    log(g, 'ALL_REGULATED');
    gameOver(g);
  }
}
