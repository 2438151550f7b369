// The Cost: the game module. Exports the move and view types and the static edition data.
export type * from './moves.ts';
export type * from './view.ts';
export type * from './data/types.ts';
export { shippedFiles, theCostEdition } from './data/shipped.ts';
