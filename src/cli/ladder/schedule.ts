// The games of a ladder: every pair of levels plays the same deals, each deal twice with the seats
// swapped, so neither the deal nor the first seat favours one side of a pair. Deals come in turn over
// the pairs, so a ladder stopped early has played every pair about as often.
import type { TournamentGame } from '../tournament/lineups.ts';

export function ladderPairs(levels: readonly string[]): [string, string][] {
  const pairs: [string, string][] = [];
  for (let i = 0; i < levels.length; i++)
    for (let j = i + 1; j < levels.length; j++) pairs.push([levels[i], levels[j]]);
  return pairs;
}

/** `gamesPerPair` is even: deal d is played as [a, b] and as [b, a] for every pair. */
export function ladderSchedule(levels: readonly string[], gamesPerPair: number): TournamentGame[] {
  const pairs = ladderPairs(levels);
  const games: TournamentGame[] = [];
  for (let deal = 0; deal < gamesPerPair / 2; deal++)
    for (const [a, b] of pairs)
      for (const seatBots of [
        [a, b],
        [b, a],
      ])
        games.push({ index: games.length, deal, seatBots });
  return games;
}
