// The patches made once per pair of snapshots must not chain the snapshots together: when each newer
// snapshot's entry held the older one for good, that one held the one before it, and so on, so a game
// in memory held every snapshot of its whole history (megabytes a game, and the garbage collector
// walking them all), long after no socket could be sent a patch from them.
import v8 from 'node:v8';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { randomInt, rngFromSeed, SPECTATOR } from '../../src/kernel/index.ts';
import { games } from '../../src/games/registry.ts';
import { compactSnapshot } from '../../src/server/http/compact.ts';
import { patchMessage } from '../../src/server/http/state-patch.ts';
import { hotSeatTable } from '../support/hot-seat-table.ts';

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

/** A full collection once the current job has ended (a WeakRef made in it holds its target until then). */
async function collect() {
  for (let i = 0; i < 3; i++) {
    await new Promise((resolve) => setImmediate(resolve));
    gc();
  }
}

describe('patches and memory', () => {
  for (const title of ['the-cost', 'industrial-waste']) {
    it(`${title}: a snapshot patched from is collected once no one holds it`, async () => {
      const game = games[title];
      const live = hotSeatTable(title, `patch-memory:${title}`);
      const rng = rngFromSeed(`patch-memory:${title}`);
      const take = () => {
        const eyes = live.activeSeats()[0] ?? 0;
        return [live.snapshot(eyes, [0, 1]), live.snapshot(SPECTATOR, [])].map((s) => compactSnapshot(s));
      };
      let held = take();
      const first = held.map((s) => new WeakRef(s));
      const firstViews = held.map((s) => new WeakRef(s.view as object));
      let patched = 0;
      for (let i = 0; i < 40 && game.outcome(live.state) === null; i++) {
        const seat = live.activeSeats()[0];
        const legal = game.legalMoves(live.state, seat);
        live.commit(live.tryMove(seat, legal[randomInt(rng, legal.length)]), live.meta.updatedAt);
        const now = take();
        now.forEach((s, k) => {
          if (patchMessage(held[k], s, []) !== undefined) patched++;
        });
        held = now;
      }
      expect(patched).toBeGreaterThan(40);
      await collect();
      // The game and its sockets' last snapshots are still held; the first position's are not.
      expect(live.moveCount).toBeGreaterThan(20);
      expect(held.length).toBe(2);
      expect(first.map((r) => r.deref())).toEqual([undefined, undefined]);
      expect(firstViews.map((r) => r.deref())).toEqual([undefined, undefined]);
    });
  }
});
