// The shipped edition's data files, bundled as JSON modules (games do no I/O). The files are the
// edition's data; `loadEdition` checks them before the engine uses them.
import actionBoard from './action-board.json' with { type: 'json' };
import climateEffects from './climate-effects.json' with { type: 'json' };
import countries from './countries.json' with { type: 'json' };
import edition from './edition.json' with { type: 'json' };
import emergingMarket from './emerging-market.json' with { type: 'json' };
import investments from './investment-tracks.json' with { type: 'json' };
import pecora from './maps/pecora.json' with { type: 'json' };
import rutland from './maps/rutland.json' with { type: 'json' };
import salmo from './maps/salmo.json' with { type: 'json' };
import ugl from './maps/ugl.json' with { type: 'json' };
import type { EditionFiles, StaticEdition } from './types.ts';

export const shippedFiles = {
  edition,
  countries,
  climateEffects,
  emergingMarket,
  investments,
  actionBoard,
  maps: {
    'maps/pecora.json': pecora,
    'maps/rutland.json': rutland,
    'maps/ugl.json': ugl,
    'maps/salmo.json': salmo,
  },
} as unknown as EditionFiles;

/** The shipped edition for clients: the same files, maps keyed by country id (`view.countries[c].map`). */
export const theCostEdition: StaticEdition = {
  ...shippedFiles,
  maps: Object.fromEntries(shippedFiles.countries.countries.map((c) => [c.id, shippedFiles.maps[c.map]])),
};
