// A game may ship static board data (The Cost's maps and action board) as a `board` export on its game
// object (a JSON value, or a function returning one), or the server is given it by game id. The
// server hands it out as is.
import { theCostEdition } from '../games/the-cost/index.ts';
import type { AnyGame } from '../kernel/index.ts';

/** The board data of the shipped games that do not carry it on their game object. */
export const shippedBoards: Record<string, unknown> = { 'the-cost': theCostEdition };

export function boardOf(game: AnyGame, boards: Record<string, unknown> = {}): unknown {
  if (boards[game.id] !== undefined) return boards[game.id];
  const board = (game as { board?: unknown }).board;
  return typeof board === 'function' ? (board as () => unknown)() : board;
}
