// Redrawing a position for a game played on from it: what is face down changes, what anyone sees does not.
import { describe, expect, it } from 'vitest';
import { SPECTATOR, hashState } from '../../src/kernel/index.ts';
import type { IwState } from '../../src/games/industrial-waste/index.ts';
import { game, randomGame } from './helpers.ts';

describe('Industrial Waste redraw', () => {
  const states: IwState[] = [];
  randomGame(3, 'redraw', ({ after }) => void states.push(after));
  const running = states.filter((s, i) => i % 17 === 0 && game.outcome(s) === null && s.deck.length > 3);

  it('keeps every view and the cards, and shuffles the deck anew', () => {
    expect(running.length).toBeGreaterThan(5);
    let moved = 0;
    for (const s of running) {
      const r = game.redraw!(s, 'seed-1');
      for (const v of [SPECTATOR, 0, 1, 2] as const) expect(game.view(r, v)).toEqual(game.view(s, v));
      expect([...r.deck].sort()).toEqual([...s.deck].sort());
      expect(game.legalMoves(r, game.activeSeats(r)[0])).toEqual(game.legalMoves(s, game.activeSeats(s)[0]));
      if (r.deck.join() !== s.deck.join()) moved++;
      expect(hashState(game.redraw!(s, 'seed-1'))).toBe(hashState(r));
      expect(s).toEqual(states[states.indexOf(s)]);
    }
    expect(moved).toBe(running.length);
  });

  it('gives a position that reads back as itself', () => {
    const r = game.redraw!(running[2], 'seed-2');
    expect(hashState(game.position.read(JSON.parse(JSON.stringify(game.position.write(r)))))).toBe(
      hashState(r),
    );
  });
});
