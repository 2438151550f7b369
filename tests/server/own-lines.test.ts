// A move's log keeps a seat's own entries only where they read otherwise than the spectator's: the
// server compares them member by member first and as JSON only when some member differs, and the
// outcome must be the one a JSON comparison of every list gives.
import { describe, expect, it } from 'vitest';
import { randomInt, rngFromSeed, SPECTATOR, type Viewer } from '../../src/kernel/index.ts';
import { games } from '../../src/games/registry.ts';
import { hotSeatTable } from '../support/hot-seat-table.ts';

describe("a move's own lines", () => {
  it.each(['industrial-waste', 'the-cost'])(
    '%s: a seat has lines of its own exactly when they read otherwise',
    (title) => {
      const game = games[title];
      let own = 0;
      let alike = 0;
      for (const seed of ['own-lines:1', 'own-lines:2']) {
        const live = hotSeatTable(title, seed);
        const rng = rngFromSeed(seed);
        for (let i = 0; i < 150 && live.activeSeats().length > 0; i++) {
          const seat = live.activeSeats()[0];
          const legal = game.legalMoves(live.state, seat);
          const applied = live.tryMove(seat, legal[randomInt(rng, legal.length)]);
          const lines = (v: Viewer) =>
            JSON.stringify(game.describe(live.state, applied.state, applied.seat, applied.move, v));
          for (const s of [0, 1]) {
            const differs = lines(s) !== lines(SPECTATOR);
            expect(Object.hasOwn(applied.log.seats ?? {}, String(s))).toBe(differs);
            if (differs) own++;
            else alike++;
          }
          live.commit(applied, new Date(Date.UTC(2026, 0, 1, 0, 0, i + 1)).toISOString());
        }
      }
      expect(alike).toBeGreaterThan(0);
      // Industrial Waste names a kept card to its owner only.
      if (title === 'industrial-waste') expect(own).toBeGreaterThan(0);
    },
  );
});
