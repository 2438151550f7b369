// A game's compact snapshots (what pushes and compact answers send) are built as they are, and the whole
// snapshot is made from them when asked for: the compact one must read exactly as the whole one's compact
// copy did (member for member, in the same order), the whole one must keep its texts and blocked moves,
// and compacting a game's whole snapshot must give the very compact object its pushes hold.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { randomInt, rngFromSeed, SPECTATOR, type Viewer } from '../../src/kernel/index.ts';
import type { CompactSnapshot, GameSnapshot } from '../../src/shared/api.ts';
import { games } from '../../src/games/registry.ts';
import { hotSeatTable } from '../support/hot-seat-table.ts';
import { compactSnapshot } from '../../src/server/http/compact.ts';
import { idle } from '../../src/server/clocks/seat-clocks.ts';
import type { LiveGame } from '../../src/server/game/live-game.ts';

/** The compact copy of a whole snapshot made member by member, as every snapshot was compacted before. */
const copied = (whole: GameSnapshot): CompactSnapshot => compactSnapshot({ ...whole });

/** The viewers of a hot-seat table: its screen (eyes of the seat to act, both seats) and a spectator. */
const viewers = (live: LiveGame): [Viewer, number[]][] => [
  [live.activeSeats()[0] ?? 0, [0, 1]],
  [SPECTATOR, []],
  [1, [1]],
];

function playThrough(title: string, seed: string, check: (live: LiveGame, move: number) => void) {
  const game = games[title];
  const live = hotSeatTable(title, seed);
  const rng = rngFromSeed(seed);
  for (let i = 0; i < 90 && game.outcome(live.state) === null; i++) {
    check(live, i);
    const seat = live.activeSeats()[0];
    const legal = game.legalMoves(live.state, seat);
    live.commit(
      live.tryMove(seat, legal[randomInt(rng, legal.length)]),
      new Date(Date.parse(live.meta.updatedAt) + 1000).toISOString(),
    );
  }
}

afterEach(() => {
  vi.useRealTimers();
});

describe('compact snapshots built as they are', () => {
  for (const title of ['the-cost', 'industrial-waste'])
    it(`${title}: read as the whole snapshot's compact copy, and are what compacting it gives`, () => {
      playThrough(title, `compact-built-${title}`, (live, i) => {
        for (const [viewer, controls] of viewers(live)) {
          const compact = live.compactSnapshot(viewer, controls);
          const whole = live.snapshot(viewer, controls);
          expect(compactSnapshot(whole)).toBe(compact);
          expect(live.answer(viewer, controls, undefined)).toBe(compact);
          expect(live.answer(viewer, controls, 'full')).toBe(whole);
          expect(JSON.stringify(compact)).toBe(JSON.stringify(copied(whole)));
          expect(Object.keys(compact)).toEqual(Object.keys(copied(whole)));
          // A log's tail, as a socket that holds the earlier lines is sent it.
          const since = Math.max(0, i - 3);
          expect(JSON.stringify(live.compactSnapshot(viewer, controls, since, viewer))).toBe(
            JSON.stringify(copied(live.snapshot(viewer, controls, since, viewer))),
          );
          // The whole snapshot: the blocked moves right after `canUndo`, the legal moves with their texts.
          const keys = Object.keys(whole);
          expect(keys[keys.indexOf('canUndo') + 1]).toBe('blockedMoves');
          expect(keys).not.toContain('texts');
          for (const seat of controls) {
            const legal = whole.legalMoves[String(seat)];
            expect(legal.map(({ move, final }) => ({ move, final }))).toEqual(
              compact.legalMoves[String(seat)],
            );
            if (legal.length > 0) expect(typeof legal[0].label.en).toBe('string');
          }
        }
      });
    });

  it('with clocks: the server time and clocks of the moment, in the order of the compact copy', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-29T12:00:00Z'));
    playThrough('industrial-waste', 'compact-built-clocks', (live, i) => {
      if (i === 0)
        live.clocks = {
          spec: { moveSeconds: 3600 },
          standInLevel: 'random',
          seats: [idle(), idle()],
          rev: 1,
        };
      for (const [viewer, controls] of viewers(live)) {
        const compact = live.compactSnapshot(viewer, controls);
        const whole = live.snapshot(viewer, controls);
        expect(compact.serverTime).toBe('2026-11-29T12:00:00.000Z');
        expect(JSON.stringify(compact)).toBe(JSON.stringify(copied(whole)));
        expect(JSON.stringify(compactSnapshot(whole))).toBe(JSON.stringify(compact));
      }
      vi.advanceTimersByTime(1000);
      vi.setSystemTime(new Date('2026-11-29T12:00:00Z'));
    });
  });

  it("a seat's compact snapshot never holds the other seat's hidden cards (Industrial Waste)", () => {
    playThrough('industrial-waste', 'compact-built-secrets', (live) => {
      for (const seat of [0, 1]) {
        const view = live.compactSnapshot(seat, [seat]).view as { seats: { seat: number; cash?: number }[] };
        for (const s of view.seats) expect(s.cash === undefined).toBe(s.seat !== seat);
      }
    });
  });
});
