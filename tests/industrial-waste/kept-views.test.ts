// A view shares the parts that read the same with other views (view-of.ts): over random games for 2 to
// 4 players, every view of every viewer reads as one built with nothing kept, parts are shared between
// consecutive views, and no view read earlier changed since.
import { describe, expect, it } from 'vitest';
import { SPECTATOR, type Viewer } from '../../src/kernel/index.ts';
import type { IwView } from '../../src/games/industrial-waste/index.ts';
import { forgetKeptParts } from '../../src/games/industrial-waste/view-of.ts';
import { game, randomGame } from './helpers.ts';

describe('kept views', () => {
  it.each([2, 3, 4])('read as fresh ones and never change, %i players', (players) => {
    const seen: [IwView, string][] = [];
    let shared = 0;
    let last: IwView | undefined;
    randomGame(players, `kept-views:${players}`, ({ after }) => {
      if (seen.length >= 1200) return;
      // Built while the parts of the last step's spectator view are kept: it shares those that read the same.
      const v = game.view(after, SPECTATOR);
      if (last && v.seats.some((p) => last!.seats.includes(p))) shared++;
      const viewers: Viewer[] = [SPECTATOR, ...Array.from({ length: players }, (_, s) => s)];
      for (const viewer of viewers) {
        const v = game.view(after, viewer);
        forgetKeptParts();
        expect(v).toEqual(game.view(structuredClone(after), viewer));
        seen.push([v, JSON.stringify(v)]);
      }
      // Kept for the next step's view to share.
      last = game.view(after, SPECTATOR);
    });
    for (const [v, json] of seen) expect(JSON.stringify(v)).toBe(json);
    expect(shared).toBeGreaterThan(seen.length / (players + 1) / 2);
    expect(shared).toBeLessThanOrEqual(seen.length / (players + 1));
  });
});
