// The printed parts of the edition that a client draws (growth board, innovation tracks, waste storage
// and its zones). The server hands this out as the game's static board data, so a client draws another
// edition's numbers without knowing any of them.
import type { Track, WasteZone } from './cards.ts';
import { EDITION, type EditionData } from './data/edition.ts';

export interface IwBoard {
  /** Growth columns, left to right. */
  growth: number[];
  /** Co-worker rows, top to bottom. */
  coworkers: number[];
  innovation: { tracks: Track[]; values: number[]; points: number[] };
  waste: { max: number; zones: { zone: WasteZone; from: number; to: number }[] };
}

export function boardOf(d: EditionData): IwBoard {
  return {
    growth: [...d.board.growth],
    coworkers: [...d.board.coworkers],
    innovation: {
      tracks: [...d.innovation.tracks],
      values: [...d.innovation.values],
      points: [...d.innovation.points],
    },
    waste: { max: d.waste.max, zones: d.waste.zones.map(({ zone, from, to }) => ({ zone, from, to })) },
  };
}

export const IW_BOARD: IwBoard = boardOf(EDITION.data);
