// The shipped edition's data files, bundled as JSON modules (games do no I/O). They are checked by the
// validator before the engine is built from them, like any other edition.
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
import { compileEdition, type Edition } from './compile.ts';
import type { StaticEdition } from './types.ts';
import { checkEdition, type RawEdition } from './validate.ts';

export const shippedFiles: RawEdition = {
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
};

/** Builds the engine's tables from raw edition files; throws an EditionError naming every violation. */
export const loadEdition = (raw: RawEdition): Edition => compileEdition(checkEdition(raw));

export const shippedEdition: Edition = loadEdition(shippedFiles);

/** The shipped edition for clients: the data files, maps keyed by country id (`view.countries[c].map`). */
export const theCostEdition: StaticEdition = shippedEdition.static;
