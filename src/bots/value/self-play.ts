// The games a model of the chances to win learns from: the heuristic level on every seat, with a
// little exploration (now and then a uniform legal move) so that the positions are more varied than
// the heuristic alone would reach and the model has seen some mistakes. Everything is seeded: the same
// seed gives the same games on every machine.
import {
  parseOptions,
  randomInt,
  rngFromSeed,
  type AnyGame,
  type MatchRecord,
  type Outcome,
} from '../../kernel/index.ts';
import { botTurn, createBot } from '../index.ts';

export interface SelfPlayInput {
  game: AnyGame;
  players: number;
  /** The game's setup seed; the bots' and the exploration's seeds derive from it. */
  seed: string;
  /** Chance, per decision with more than one legal move, of a uniform legal move instead. */
  explore: number;
  /** The level on every seat (default: heuristic). */
  bot?: string;
  /** Safety cap on the number of moves. */
  maxMoves?: number;
}

export interface SelfPlayGame {
  record: MatchRecord;
  outcome: Outcome;
}

export function playSelfPlayGame(input: SelfPlayInput): SelfPlayGame {
  const { game, players, seed } = input;
  const options = parseOptions(game, { players });
  const record: MatchRecord = { game: game.id, rulesVersion: game.rulesVersion, options, seed, moves: [] };
  let state = game.setup(options, seed);
  const bots = Array.from({ length: players }, (_, seat) =>
    createBot(input.bot ?? 'heuristic', { game, seat, seed: `${seed}:seat${seat}` }),
  );
  const rng = rngFromSeed(`${seed}:explore`);
  const cap = input.maxMoves ?? 5000;
  for (;;) {
    const outcome = game.outcome(state);
    if (outcome) return { record, outcome };
    if (record.moves.length >= cap) throw new Error(`self-play game ${seed} did not end in ${cap} moves`);
    const seat = game.activeSeats(state)[0];
    if (seat === undefined) throw new Error(`self-play game ${seed}: no seat may act`);
    const legal = game.legalMoves(state, seat);
    // One draw per decision whatever the outcome, so the exploration's sequence does not depend on it.
    const roll = randomInt(rng, 1_000_000) / 1_000_000;
    const move =
      legal.length > 1 && roll < input.explore
        ? legal[randomInt(rng, legal.length)]
        : bots[seat].decide(botTurn(game, state, seat, legal));
    state = game.apply(state, seat, move);
    record.moves.push({ seat, move });
  }
}
