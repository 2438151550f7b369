// The two situations of the rulebook's movement examples, restated on this edition's maps
// (spec §8, examples.json states): positions as views, so tests and scenario files share them.
import type { CostView } from '../../src/games/the-cost/index.ts';
import { climate, fixSupplies, PINNED, pendingAt, start, viewOf, withBuilt } from './support.ts';

const MARION = 0;
const ANGELIKA = 1;

/** Rutland: Marion (seat 0) with rail authority 2 and improved production 1; Angelika (seat 1) with port authority 1. */
export function rutlandStory(mover: number): CostView {
  const v = viewOf(start({ ...PINNED, countries: ['pecora', 'rutland'] }));
  withBuilt(
    v,
    'rutland',
    {
      S5: { type: 'mine', owner: MARION },
      S2: { type: 'mill', owner: ANGELIKA },
      R8: { type: 'rail', owner: ANGELIKA },
      R1: { type: 'rail', owner: ANGELIKA },
      R10: { type: 'rail', owner: ANGELIKA },
      R13: { type: 'rail', owner: MARION },
      R14: { type: 'rail', owner: MARION },
      R11: { type: 'rail', owner: MARION },
      R5: { type: 'rail', owner: MARION },
      R6: { type: 'rail', owner: MARION },
      R3: { type: 'rail', owner: 'national' },
      R4: { type: 'rail', owner: 'national' },
      P1: { type: 'port', owner: ANGELIKA },
      P2: { type: 'port', owner: 'national' },
    },
    { S2: { color: 'refined', value: 3 }, S5: { color: 'raw', value: 4 } },
  );
  climate(v, 'rutland', 'blue', 4);
  v.emergingMarketRow = 3;
  v.players[MARION].investments.RAIL_AUTHORITY = 3;
  v.players[MARION].investments.IMPROVED_PRODUCTION = 1;
  v.players[ANGELIKA].investments.PORT_AUTHORITY = 1;
  v.players[MARION].facilities[0].used = true;
  v.players[MARION].facilities[0].living = 2;
  v.players[MARION].facilities[0].dead = 1;
  v.players[ANGELIKA].facilities[0].living = 2;
  return pendingAt(v, 3, mover, 'WORK');
}

/** UGL to Pecora: Nicole (seat 0) and Angelika (seat 1), nobody with investments. */
export function nicoleExport(): CostView {
  const NICOLE = 0;
  const v = viewOf(
    start({
      ...PINNED,
      countries: ['pecora', 'ugl'],
      eventOrder: { pecora: PINNED.eventOrder!.pecora, ugl: PINNED.eventOrder!.rutland },
      climateCubes: { pecora: PINNED.climateCubes!.pecora, ugl: PINNED.climateCubes!.rutland },
    }),
  );
  withBuilt(
    v,
    'ugl',
    { S5: { type: 'mine', owner: NICOLE }, P3: { type: 'port', owner: ANGELIKA } },
    { S5: { color: 'raw', value: 3 } },
  );
  withBuilt(v, 'pecora', {
    S5: { type: 'mill', owner: NICOLE },
    S4: { type: 'mill', owner: ANGELIKA },
    P2: { type: 'port', owner: NICOLE },
    P3: { type: 'port', owner: 'national' },
    R10: { type: 'rail', owner: ANGELIKA },
    R11: { type: 'rail', owner: ANGELIKA },
    R8: { type: 'rail', owner: NICOLE },
    R9: { type: 'rail', owner: NICOLE },
    R12: { type: 'rail', owner: NICOLE },
  });
  climate(v, 'ugl', 'red', 1);
  climate(v, 'pecora', 'red', 3);
  v.emergingMarketRow = 1;
  v.players[NICOLE].facilities[0].used = true;
  return fixSupplies(pendingAt(v, 3, NICOLE, 'WORK'));
}
