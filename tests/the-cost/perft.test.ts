// Perft-like counts: the number of legal move sequences to a small depth from pinned positions. They pin
// move generation: a change in any rule that lists moves changes a count.
import { describe, expect, it } from 'vitest';
import type { CostState } from '../../src/games/the-cost/index.ts';
import { rutlandStory } from './stories.ts';
import { fromView, game, start } from './support.ts';

function perft(s: CostState, depth: number): number {
  if (depth === 0 || game.outcome(s) !== null) return 1;
  const [seat] = game.activeSeats(s);
  let n = 0;
  for (const move of game.legalMoves(s, seat)) n += perft(game.apply(s, seat, move), depth - 1);
  return n;
}

describe('perft', () => {
  it('from the pinned two-player start', () => {
    expect([1, 2, 3].map((d) => perft(start(), d))).toEqual(PINNED_START);
  });

  it('from the Rutland story (phase 3, movement priorities)', () => {
    expect([1, 2].map((d) => perft(fromView(rutlandStory(1)), d))).toEqual(RUTLAND_STORY);
  });
});

const PINNED_START = [2, 40, 6900];
const RUTLAND_STORY = [6, 18];
