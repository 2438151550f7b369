// Which legal moves are final: once made they can never be taken back (src/kernel/undo.ts). A client
// asks its player to confirm those, so every legal move the server offers says it. Applying each move
// to see would be exact but slow (a decision of The Cost lists over a thousand national rails), so a
// game may tell most moves apart from the position alone (`Game.undo.finalMoves`) and leave the few it
// cannot tell to this file, which applies them.
import { finality } from './undo.ts';
import type { AnyGame, Seat } from './types.ts';

/**
 * Whether `move`, taking `before` to `after`, can never be taken back: chance decided something or
 * something hidden was shown (the undo rule), or the game is over after it (nothing is taken back then).
 */
export const isFinal = (game: AnyGame, before: unknown, after: unknown, seat: Seat, move: unknown): boolean =>
  finality(game, before, after, seat, move) !== null || game.outcome(after) !== null;

/**
 * For each of `moves` (legal for `seat` in `state`), whether it is final: the game's own answer where it
 * gives one, else the move applied and the undo rule asked. A game without undo takes nothing back.
 */
export function finalMoves(game: AnyGame, state: unknown, seat: Seat, moves: readonly unknown[]): boolean[] {
  if (!game.undo) return moves.map(() => true);
  const told = game.undo.finalMoves?.(state, seat, moves);
  return moves.map((move, i) => {
    const known = told?.[i];
    if (known !== undefined && known !== null) return known;
    return isFinal(game, state, game.apply(state, seat, move), seat, move);
  });
}
