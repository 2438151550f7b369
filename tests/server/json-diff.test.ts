// The server's JSON Patch maker gives, for every change, the very operations fast-json-patch's
// `compare` gives (clients apply them with that package): on hand-made trees with every kind of
// change, and on the compact snapshots of a hot-seat screen and a spectator at every move of random
// games of each shipped game.
import fc from 'fast-check';
import jsonpatch from 'fast-json-patch';
import { describe, expect, it } from 'vitest';
import { randomInt, rngFromSeed, SPECTATOR } from '../../src/kernel/index.ts';
import { games } from '../../src/games/registry.ts';
import { newGame } from '../../src/server/game/create-game.ts';
import { LiveGame } from '../../src/server/game/live-game.ts';
import { compactSnapshot } from '../../src/server/http/compact.ts';
import { diff } from '../../src/server/http/json-diff.ts';

const same = (before: object, after: object) =>
  expect(JSON.stringify(diff(before, after))).toBe(JSON.stringify(jsonpatch.compare(before, after)));

describe('json-diff', () => {
  it('gives the operations compare gives on every kind of change', () => {
    const cases: [object, object][] = [
      [{}, {}],
      [{ a: 1 }, { a: 2 }],
      [{ a: 1, b: 2 }, { b: 2 }],
      [{ a: 1 }, { a: 1, b: { c: [1, 2] } }],
      [{ a: undefined }, { a: 1 }],
      [{ a: 1 }, { a: undefined }],
      [{ a: [1, 2, 3] }, { a: [1, 2] }],
      [{ a: [1, 2] }, { a: [1, 2, 3, 4] }],
      [{ a: [1, 2] }, { a: [1, undefined] }],
      [{ a: [1, { b: 2 }] }, { a: [1, { b: 3, c: null }] }],
      [{ a: [1] }, { a: { 0: 1 } }],
      [{ a: { x: 1 } }, { a: [1] }],
      [
        { 'a/b': 1, '~c': 2 },
        { 'a/b': 3, '~c': 4, 'd/~': 5 },
      ],
      [{ a: null }, { a: {} }],
      [
        { a: 'x', b: [] },
        { b: [[]], c: false },
      ],
      [
        [1, 2, { a: 1 }],
        [1, 3],
      ],
      [[], [{ a: 1 }, 2]],
      [
        { a: 1, b: 2, c: 3 },
        { c: 3, d: 4, a: 1 },
      ],
    ];
    for (const [before, after] of cases) same(before, after);
  });

  it('gives them for objects of the same members in the same order, undefined values among them', () => {
    const leaf = fc.oneof(
      fc.constant(undefined),
      fc.constant(null),
      fc.integer({ min: 0, max: 2 }),
      fc.string(),
    );
    const value = fc.oneof(
      leaf,
      fc.array(leaf, { maxLength: 3 }),
      fc.dictionary(fc.string(), leaf, { maxKeys: 3 }),
    );
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string(), { maxLength: 6 }),
        fc.array(value, { minLength: 6, maxLength: 6 }),
        fc.array(value, { minLength: 6, maxLength: 6 }),
        (keys, a, b) => {
          const before = Object.fromEntries(keys.map((k, i) => [k, a[i]]));
          const after = Object.fromEntries(keys.map((k, i) => [k, b[i]]));
          // The same keys one level down too: a member whose values both are objects of the same keys.
          const nested = Object.fromEntries(keys.map((k, i) => [k, { x: a[i], y: b[i] }]));
          const nestedAfter = Object.fromEntries(keys.map((k, i) => [k, { x: b[i], y: a[i] }]));
          same(before, after);
          same(nested, nestedAfter);
        },
      ),
      { numRuns: 500 },
    );
  });

  const shipped = (['the-cost', 'industrial-waste'] as const).filter((g) => games[g]);
  it.each(shipped)('gives them on every snapshot of random games of %s', (title) => {
    const game = games[title];
    for (let n = 0; n < 2; n++) {
      const meta = newGame(
        {
          game: title,
          players: 2,
          seats: [{ kind: 'human' }, { kind: 'human' }],
          hotSeat: true,
          seed: `json-diff:${n}`,
          customSetup: true,
        },
        { games: { [title]: game }, botLevels: () => [], publicUrl: 'http://localhost' },
      ).live.meta;
      const live = LiveGame.fresh(game, meta);
      const rng = rngFromSeed(`json-diff:${n}`);
      const take = () => {
        const eyes = live.activeSeats()[0] ?? 0;
        return [live.snapshot(eyes, [0, 1]), live.snapshot(SPECTATOR, [])].map((s) => {
          const { log: _log, ...rest } = compactSnapshot(s);
          return rest;
        });
      };
      let held = take();
      for (let i = 0; i < 120 && game.outcome(live.state) === null; i++) {
        const seat = live.activeSeats()[0];
        const legal = game.legalMoves(live.state, seat);
        live.commit(live.tryMove(seat, legal[randomInt(rng, legal.length)]), meta.updatedAt);
        const now = take();
        now.forEach((s, k) => same(held[k], s));
        held = now;
      }
    }
  });
});
