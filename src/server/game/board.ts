// A game ships its static board data (The Cost's maps and action board) as `board` on its game object
// (a JSON value, or a function returning one); a server may also be given board data by game id (tests).
// The server hands it out as is.
import type { AnyGame } from '../../kernel/index.ts';

export function boardOf(game: AnyGame, boards: Record<string, unknown> = {}): unknown {
  if (boards[game.id] !== undefined) return boards[game.id];
  const board = (game as { board?: unknown }).board;
  return typeof board === 'function' ? (board as () => unknown)() : board;
}
