// Small integer codes the engine state uses instead of strings, so that a state clones and compares
// fast. The view and the position format speak in the data's ids; these never leave the engine.
import { ACTIONS, TRACKS, type Action, type Track } from './moves.ts';
import type { BuiltType, ClimateEffect, EventMarker } from './view.ts';

/** Actions: index into ACTIONS. */
export const SUBSIDY = 0;
export const MINE = 1;
export const MILL = 2;
export const RAIL = 3;
export const PORT = 4;
export const NO_MARKER = -1;
export const actionCode = (a: string): number => ACTIONS.indexOf(a as Action);
export const actionName = (c: number): Action => ACTIONS[c];

/** Event markers: 0 is a spare marker (no event). */
export const SPARE = 0;
export const EV_RAILS = 1;
export const EV_PORT = 2;
export const EV_SUPPORT = 3;
export const EVENT_NAMES: readonly (EventMarker | 'SPARE')[] = [
  'SPARE',
  'NATIONAL_RAILS',
  'NATIONAL_PORT',
  'SUPPORT_EMERGING_MARKET',
];
export const eventCode = (e: string): number => EVENT_NAMES.indexOf(e as EventMarker);

/** Climate effects: bit positions of an effect mask. */
export const EFFECTS: readonly ClimateEffect[] = [
  'SURPLUS_RESOURCES',
  'HIGH_DEMAND_MINING',
  'HIGH_DEMAND_MILLING',
  'EFFECTIVE_INFRASTRUCTURE',
  'PRIVATIZATION',
  'EFFECTIVE_MINING',
  'EFFECTIVE_MILLING',
  'LUCRATIVE_RAIL',
  'LUCRATIVE_PORT',
];
export const SURPLUS_RESOURCES = 1 << 0;
export const HIGH_DEMAND_MINING = 1 << 1;
export const HIGH_DEMAND_MILLING = 1 << 2;
export const EFFECTIVE_INFRASTRUCTURE = 1 << 3;
export const PRIVATIZATION = 1 << 4;
export const EFFECTIVE_MINING = 1 << 5;
export const EFFECTIVE_MILLING = 1 << 6;
export const LUCRATIVE_RAIL = 1 << 7;
export const LUCRATIVE_PORT = 1 << 8;
export const effectBit = (e: string): number => 1 << EFFECTS.indexOf(e as ClimateEffect);
export const effectNames = (mask: number): ClimateEffect[] => EFFECTS.filter((_, i) => mask & (1 << i));

/** Investment tracks: index into TRACKS. */
export const RAIL_AUTHORITY = 0;
export const PORT_AUTHORITY = 1;
export const IMPROVED_PRODUCTION = 2;
export const EMERGING_MARKET_BONUS = 3;
export const trackCode = (t: string): number => TRACKS.indexOf(t as Track);

/** Triangle kinds of a map. */
export const K_RAIL = 0;
export const K_INDUSTRIAL = 1;
export const K_PORT = 2;
export const K_MARKET = 3;
export const KIND_NAMES = ['rail', 'industrial', 'port', 'market'] as const;

/**
 * What is built on a triangle: 0 for nothing, else 1 + type × 5 + owner, where owner is a seat 0..3 or
 * NATIONAL (4). Types index BUILT_TYPES.
 */
export const B_RAIL = 0;
export const B_PORT = 1;
export const B_MINE = 2;
export const B_MILL = 3;
export const NATIONAL = 4;
export const BUILT_TYPES: readonly BuiltType[] = ['rail', 'port', 'mine', 'mill'];
export const builtCode = (type: number, owner: number): number => 1 + type * 5 + owner;
export const builtType = (code: number): number => ((code - 1) / 5) | 0;
export const builtOwner = (code: number): number => (code - 1) % 5;

/** A die on a triangle: 0 none, 1..6 raw of that value, 7..12 refined (value + 6). */
export const REFINED = 6;
export const isRefined = (die: number): boolean => die > REFINED;
export const dieValue = (die: number): number => (die > REFINED ? die - REFINED : die);

/** Site-marker cubes: 0 no site marker on the triangle, else the colour of its cube. */
export const RED = 1;
export const BLUE = 2;

/** Supply slots of a player: only mines and mills are limited (player rails and ports are unlimited). */
export const SUP_MINE = 0;
export const SUP_MILL = 1;
