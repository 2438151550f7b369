// A game in memory as the server creates it: a hot-seat table of two people (non-ASCII names, so that
// texts in UTF-8 are exercised), for tests of what the server builds per position.
import { games } from '../../src/games/registry.ts';
import { newGame } from '../../src/server/game/create-game.ts';
import type { LiveGame } from '../../src/server/game/live-game.ts';

export const hotSeatTable = (title: string, seed: string): LiveGame =>
  newGame(
    {
      game: title,
      players: 2,
      seats: [
        { kind: 'human', name: 'Àlba' },
        { kind: 'human', name: 'Zoë' },
      ],
      hotSeat: true,
      seed,
      customSetup: true,
    },
    { games, botLevels: () => [], publicUrl: 'http://localhost' },
  ).live;
