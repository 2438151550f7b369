// The seed of one bot decision: the game's seed, the seat and the move number. The same position in the
// same game always gets the same decision from a seeded bot; the server uses it for every bot move, and
// scripts/record-tutorial.ts with it fills in the bots' moves of a tutorial file being written.
export const botDecisionSeed = (gameSeed: string, seat: number, moveCount: number): string =>
  `${gameSeed}:bot:${seat}:${moveCount}`;
