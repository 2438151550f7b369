// The seed of one bot decision: the game's seed, the seat and the move number. The same position in the
// same game always gets the same decision from a seeded bot, which lets a guided first game (tutorials/); the server uses it for every bot move
// know the bots' moves in advance.
export const botDecisionSeed = (gameSeed: string, seat: number, moveCount: number): string =>
  `${gameSeed}:bot:${seat}:${moveCount}`;
