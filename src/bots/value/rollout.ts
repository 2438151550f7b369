// Late in a game the chances to win depend on a few last moves whose effect a linear model of the
// position only roughly sees (in The Cost: who ships which die in the last production). There the
// analysis also plays the game out a few times from the view by a bot level on every seat, the hidden
// parts drawn afresh for each playout as `determinize` draws them from the view (so nothing hidden is
// read), and each decision with a choice is a uniform legal move with a small chance, as in the
// training games. The share of playouts each seat wins is blended with the model's chances; the
// blend's weight grows with the game's progress and is fitted in training (pipeline.ts).
import {
  hashState,
  randomInt,
  rngFromSeed,
  type AnyGame,
  type Outcome,
  type RngState,
  type Seat,
} from '../../kernel/index.ts';
import { botTurn, createBot } from '../index.ts';
import type { RolloutSettings } from './rollout-settings.ts';

export type { RolloutSettings };

/** Safety cap on a playout's moves: a game that runs longer gives no result. */
const MAX_MOVES = 2000;

/** The playouts' weight in the blend at `progress` (0 before `from`). */
export function rolloutWeight(r: RolloutSettings, progress: number): number {
  if (progress < r.from) return 0;
  const ramp = r.full > r.from ? (progress - r.from) / (r.full - r.from) : 1;
  return r.weight * Math.max(0, Math.min(1, ramp));
}

/** Whether a position at `progress` is played out (its weight may still be 0 while training). */
export const playsOut = (r: RolloutSettings, progress: number): boolean => progress >= r.from;

/**
 * Per seat, the share of `r.playouts` playouts from `view` (the spectator's: every hidden part is
 * drawn, never read) that the seat wins, a shared victory shared. Seeded by the view alone, so the same
 * position always gets the same shares.
 */
export function rolloutShares(
  game: AnyGame,
  view: unknown,
  as: Seat,
  players: number,
  r: Pick<RolloutSettings, 'playouts' | 'explore' | 'level'>,
): number[] {
  const key = hashState(view).slice(0, 16);
  const wins = new Array<number>(players).fill(0);
  let counted = 0;
  for (let i = 0; i < r.playouts; i++) {
    const rng = rngFromSeed(`rollout:${key}:${i}`);
    const outcome = playOut(game, game.determinize(view, as, rng), players, r, rng, `rollout:${key}:${i}`);
    if (!outcome) continue;
    counted++;
    if (outcome.winners.length === 0) for (let s = 0; s < players; s++) wins[s] += 1 / players;
    for (const w of outcome.winners) wins[w] += 1 / outcome.winners.length;
  }
  return wins.map((w) => (counted > 0 ? w / counted : 1 / players));
}

function playOut(
  game: AnyGame,
  start: unknown,
  players: number,
  r: Pick<RolloutSettings, 'explore' | 'level'>,
  rng: RngState,
  seed: string,
): Outcome | null {
  const bots = Array.from({ length: players }, (_, seat) =>
    createBot(r.level, { game, seat, seed: `${seed}:seat${seat}` }),
  );
  let state = start;
  for (let n = 0; n < MAX_MOVES; n++) {
    const outcome = game.outcome(state);
    if (outcome) return outcome;
    const seat = game.activeSeats(state)[0];
    if (seat === undefined) return null;
    const legal = game.legalMoves(state, seat);
    // One draw per decision whatever the outcome, as in the training games (self-play.ts).
    const roll = randomInt(rng, 1_000_000) / 1_000_000;
    const move =
      legal.length > 1 && roll < r.explore
        ? legal[randomInt(rng, legal.length)]
        : bots[seat].decide(botTurn(game, state, seat, legal));
    state = game.apply(state, seat, move);
  }
  return null;
}
