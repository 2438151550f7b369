// What a snapshot says of a game's rematch: the new game and, when one seat's link asked for it, that
// seat and its name, so the other players are told who started the new game.
import type { GameSnapshot, SeatInfo } from '../../shared/api.ts';
import type { GameSettings } from '../storage/game-record.ts';

export function rematchView(
  settings: Pick<GameSettings, 'rematchId' | 'rematchBy'>,
  seats: SeatInfo[],
): GameSnapshot['rematch'] {
  if (!settings.rematchId) return undefined;
  const asker = settings.rematchBy === null ? undefined : seats[settings.rematchBy];
  return {
    gameId: settings.rematchId,
    ...(asker ? { by: { seat: asker.seat, name: asker.name } } : {}),
  };
}
