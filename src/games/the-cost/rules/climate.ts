// The political climate assessment (spec §2.3): after a mine or mill is built, the site's cube joins the
// holding area, red/blue pairs cancel, and the tracker shows what remains. Nowhere else.
import { BLUE, effectNames, RED } from '../codes.ts';
import type { Ctx } from '../state.ts';
import { countryName, effects, log } from './common.ts';

export function assessClimate(g: Ctx, c: number, colour: number): void {
  const cs = g.s.c[c];
  const before = effects(g.e, cs);
  if (colour === RED) {
    if (cs.blue > 0) cs.blue--;
    else cs.red++;
  } else if (colour === BLUE) {
    if (cs.red > 0) cs.red--;
    else cs.blue++;
  }
  if (!g.log) return;
  const after = effects(g.e, cs);
  const country = countryName(g, c);
  const column = cs.red > 0 ? 'RED' : cs.blue > 0 ? 'BLUE' : 'NONE';
  log(g, `CLIMATE_${column}`, { country, height: cs.red + cs.blue });
  for (const name of effectNames(after & ~before)) log(g, `EFFECT_ON_${name}`, { country });
  for (const name of effectNames(before & ~after)) log(g, `EFFECT_OFF_${name}`, { country });
}
