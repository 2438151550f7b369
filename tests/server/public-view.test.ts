// A game that hides nothing (`publicView`) gives every viewer the same view, so a table builds one view
// of a position for all its viewers: the snapshots of a hot-seat screen and of a spectator hold the
// very same view object, which reads as the game's own view for each, and the patch from one shared
// view to the next is the same for both sockets. A game with hidden information keeps a view per viewer.
import { describe, expect, it } from 'vitest';
import { randomInt, rngFromSeed, SPECTATOR } from '../../src/kernel/index.ts';
import { games } from '../../src/games/registry.ts';
import { hotSeatTable } from '../support/hot-seat-table.ts';
import { compactSnapshot } from '../../src/server/http/compact.ts';
import { patchMessage } from '../../src/server/http/state-patch.ts';

describe('public views', () => {
  it('The Cost hides nothing: every viewer is given the same view', () => {
    const game = games['the-cost'];
    expect(game.publicView).toBe(true);
    const rng = rngFromSeed('public-view');
    let state = game.setup(game.optionsSchema.parse({ players: 3 }), 'public-view');
    for (let i = 0; i < 120 && game.outcome(state) === null; i++) {
      const spectator = JSON.stringify(game.view(state, SPECTATOR));
      for (const seat of [0, 1, 2]) expect(JSON.stringify(game.view(state, seat))).toBe(spectator);
      const seat = game.activeSeats(state)[0];
      const legal = game.legalMoves(state, seat);
      state = game.apply(state, seat, legal[randomInt(rng, legal.length)]);
    }
  });

  it('Industrial Waste keeps a view per viewer', () => {
    expect(games['industrial-waste'].publicView).toBeFalsy();
    const live = hotSeatTable('industrial-waste', 'public-view');
    expect(live.snapshot(0, [0, 1]).view).not.toBe(live.snapshot(SPECTATOR, []).view);
  });

  it('a table of The Cost shares one view per position between its viewers, and its patch', () => {
    const game = games['the-cost'];
    const live = hotSeatTable('the-cost', 'public-view');
    const rng = rngFromSeed('public-view-table');
    const take = () => {
      const eyes = live.activeSeats()[0] ?? 0;
      return [live.snapshot(eyes, [0, 1]), live.snapshot(SPECTATOR, [])].map((s) => compactSnapshot(s));
    };
    let held = take();
    for (let i = 0; i < 80 && game.outcome(live.state) === null; i++) {
      const seat = live.activeSeats()[0];
      const legal = game.legalMoves(live.state, seat);
      live.commit(live.tryMove(seat, legal[randomInt(rng, legal.length)]), live.meta.updatedAt);
      const now = take();
      expect(now[0].view).toBe(now[1].view);
      expect(JSON.stringify(now[0].view)).toBe(JSON.stringify(game.view(live.state, SPECTATOR)));
      // The same operations on the view for both sockets (their other members differ).
      const ops = now.map((s, k) => {
        const message = JSON.parse(String(patchMessage(held[k], s, []) ?? '{"patch":[]}')) as {
          patch: { path: string }[];
        };
        return JSON.stringify(
          message.patch.filter((op) => op.path === '/view' || op.path.startsWith('/view/')),
        );
      });
      expect(ops[0]).toBe(ops[1]);
      held = now;
    }
  });
});
