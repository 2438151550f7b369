// Playing on from a running game's position without knowing its future: the cards still face down in
// the deck are shuffled anew and later reshuffles draw from a new PRNG, both from `seed`. Everything a
// player has seen or chosen (hands, kept cards, the discard pile, money) stays as it is.
import { rngFromSeed, shuffle } from '../../kernel/index.ts';
import { cloneState, type IwState } from './state.ts';

export function redrawState(s: IwState, seed: string): IwState {
  const next = cloneState(s);
  const rng = rngFromSeed(`redraw:${seed}`);
  next.deck = shuffle(rng, next.deck);
  next.rng = rng;
  return next;
}
