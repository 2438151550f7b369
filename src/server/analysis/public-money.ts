// Every seat's public money at a live game's position, counted along its log as the analysis counts it
// (a move adds its public transactions, an undo returns to the money of the position it goes back to),
// where the analysis reads it: Industrial Waste with its model of the public money, in a game started
// from the rules' setup (a game started from a position has no known starting cash).
import { analysisReadsPublicMoney, type PublicMoney } from '../../bots/value/index.ts';
import { publicMoneyAfter, publicMoneyAtSetup } from '../../bots/value/public-transactions.ts';
import type { LiveGame } from '../game/live-game.ts';

export function publicMoneyNow(live: LiveGame): number[] | undefined {
  const game = live.game;
  if (live.meta.start !== undefined || !analysisReadsPublicMoney(game)) return undefined;
  const money: PublicMoney[] = [publicMoneyAtSetup(game, game.playerCount(live.stateAt(0)))];
  let previous = live.stateAt(0);
  for (let n = 1; n <= live.moveCount; n++) {
    const e = live.entries[n - 1];
    const state = live.stateAt(n);
    money[n] =
      e.undoes !== undefined
        ? money[e.undoes - 1]
        : publicMoneyAfter(game, money[n - 1], previous, state, e.seat, e.move);
    previous = state;
  }
  return money[live.moveCount].slice();
}
