// Who sits where in a tournament. Every deal (one setup seed) is played once per lineup, so each bot
// meets the same cards and the same map from every seat: luck of the deal and of the seat cancels out.

/**
 * All seat assignments: with at least as many bots as seats, every ordered choice of distinct bots;
 * with fewer bots than seats, every assignment in which each bot sits at least once.
 */
export function seatLineups(bots: readonly string[], players: number): string[][] {
  const out: string[][] = [];
  const distinct = bots.length >= players;
  const walk = (lineup: string[]) => {
    if (lineup.length === players) {
      if (distinct || bots.every((b) => lineup.includes(b))) out.push(lineup);
      return;
    }
    for (const b of bots) if (!distinct || !lineup.includes(b)) walk([...lineup, b]);
  };
  walk([]);
  return out;
}

export interface TournamentGame {
  /** Position in the tournament, 0..games-1. */
  index: number;
  /** Deal number: the setup seed is shared by the games of one deal. */
  deal: number;
  seatBots: string[];
}

export function scheduleGames(lineups: readonly string[][], games: number): TournamentGame[] {
  return Array.from({ length: games }, (_, index) => ({
    index,
    deal: Math.floor(index / lineups.length),
    seatBots: lineups[index % lineups.length],
  }));
}
