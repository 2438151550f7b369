// Positions for bot tests: every position of a game between heuristic bots, and an Industrial Waste
// position with everything a viewer cannot see changed.
import { botTurn, createBot } from '../../src/bots/index.ts';
import { PublicMoneyCounter } from '../../src/bots/value/public-transactions.ts';
import type { IwState } from '../../src/games/industrial-waste/index.ts';
import { rngFromSeed, shuffle, type AnyGame, type Viewer } from '../../src/kernel/index.ts';

const typeOf = (id: string) => id.slice(0, id.lastIndexOf('-'));

/** Every position of a game between heuristic bots (the last is finished). */
export function heuristicGame(game: AnyGame, players: number, seed: string): unknown[] {
  return heuristicGameMoves(game, players, seed).states;
}

/** The same game's positions and the moves between them: `moves[i]` leads from `states[i]`. */
export function heuristicGameMoves(
  game: AnyGame,
  players: number,
  seed: string,
): { states: unknown[]; moves: { seat: number; move: unknown }[] } {
  let s = game.setup({ players }, seed);
  const bots = [...Array(players).keys()].map((seat) =>
    createBot('heuristic', { game, seat, seed: `${seed}:${seat}` }),
  );
  const states = [s];
  const moves: { seat: number; move: unknown }[] = [];
  while (!game.outcome(s)) {
    const seat = game.activeSeats(s)[0];
    const legal = game.legalMoves(s, seat);
    const move = bots[seat].decide(botTurn(game, s, seat, legal));
    s = game.apply(s, seat, move);
    states.push(s);
    moves.push({ seat, move });
  }
  return { states, moves };
}

/** Every seat's public money at each position of a game (src/bots/value/public-transactions.ts). */
export function publicMoneyOf(
  game: AnyGame,
  states: unknown[],
  moves: { seat: number; move: unknown }[],
): (readonly number[])[] {
  const counter = new PublicMoneyCounter(game, game.playerCount(states[0]));
  const money = [counter.money];
  moves.forEach((m, i) => {
    counter.move(states[i], states[i + 1], m.seat, m.move);
    money.push(counter.money);
  });
  return money;
}

/**
 * The same Industrial Waste position with everything `viewer` cannot see changed: cash and kept cards
 * of every seat but the viewer's (swapped with deck cards of another type), the deck order and the
 * PRNG of later shuffles.
 */
export function withHiddenChanged(s: IwState, viewer: Viewer, salt: string): IwState {
  const t = structuredClone(s);
  const rng = rngFromSeed(salt);
  t.seats.forEach((p, o) => {
    if (o === viewer) return;
    p.cash = p.cash + 7 + o * 11;
    if (p.kept !== null) {
      const i = t.deck.findIndex((c) => typeOf(c) !== typeOf(p.kept!) && typeOf(c) !== 'accident');
      if (i >= 0) [p.kept, t.deck[i]] = [t.deck[i], p.kept];
    }
  });
  t.deck = shuffle(rng, t.deck);
  t.rng = rngFromSeed(`${salt}:future`);
  return t;
}
