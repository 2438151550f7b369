// Positions for bot tests: every position of a game between heuristic bots, and an Industrial Waste
// position with everything a viewer cannot see changed.
import { botTurn, createBot } from '../../src/bots/index.ts';
import type { IwState } from '../../src/games/industrial-waste/index.ts';
import { rngFromSeed, shuffle, type AnyGame, type Viewer } from '../../src/kernel/index.ts';

const typeOf = (id: string) => id.slice(0, id.lastIndexOf('-'));

/** Every position of a game between heuristic bots (the last is finished). */
export function heuristicGame(game: AnyGame, players: number, seed: string): unknown[] {
  let s = game.setup({ players }, seed);
  const bots = [...Array(players).keys()].map((seat) =>
    createBot('heuristic', { game, seat, seed: `${seed}:${seat}` }),
  );
  const states = [s];
  while (!game.outcome(s)) {
    const seat = game.activeSeats(s)[0];
    const legal = game.legalMoves(s, seat);
    s = game.apply(s, seat, bots[seat].decide(botTurn(game, s, seat, legal)));
    states.push(s);
  }
  return states;
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
