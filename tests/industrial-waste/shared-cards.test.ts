// A view's cards, track markers and a seat's tracks are objects shared by every view (view-of.ts), so that a view built
// at the next move holds the same ones and a patch passes over them: over random games, every view
// reads as one built from a copy of its state, a card of the discard pile is the very object of the view
// before, the shared objects are frozen, and no view read earlier changed since.
import { describe, expect, it } from 'vitest';
import { SPECTATOR } from '../../src/kernel/index.ts';
import type { IwView } from '../../src/games/industrial-waste/view.ts';
import { cloneState } from '../../src/games/industrial-waste/state.ts';
import { game, randomGame } from './helpers.ts';

describe('shared card views', () => {
  it.each([2, 3, 4])('read as fresh ones and never change, %i players', (players) => {
    const seen: [IwView, string][] = [];
    let shared = 0;
    randomGame(players, `shared-cards:${players}`, ({ after }) => {
      for (const viewer of [SPECTATOR, 0]) {
        const v = game.view(after, viewer);
        expect(v).toEqual(game.view(cloneState(after), viewer));
        seen.push([v, JSON.stringify(v)]);
      }
      const [last, now] = [seen.at(-4)?.[0], seen.at(-2)![0]];
      if (last && now.discard.length > 0 && last.discard.includes(now.discard[0])) shared++;
      expect(Object.isFrozen(now.seats[0].innovation)).toBe(true);
      expect(Object.isFrozen(now.seats[0].innovation.rationalization)).toBe(true);
      for (const c of now.discard) expect(Object.isFrozen(c)).toBe(true);
    });
    for (const [v, json] of seen) expect(JSON.stringify(v)).toBe(json);
    expect(shared).toBeGreaterThan(seen.length / 8);
  });
});
