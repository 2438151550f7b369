// A view shares the parts that did not change with the last view of its viewer (view-of.ts). Sharing must
// change nothing a viewer sees: at every position of random games, for every viewer, the view is the
// builder's of before (view-before.ts, every part built anew), member for member and in the same key
// order, whichever views were built before it and however the state was made.
import { describe, expect, it } from 'vitest';
import { randomInt, rngFromSeed, SPECTATOR, type Viewer } from '../../src/kernel/index.ts';
import { cloneState, type IwState } from '../../src/games/industrial-waste/state.ts';
import type { IwView } from '../../src/games/industrial-waste/view.ts';
import { viewsFollow } from '../../src/games/industrial-waste/view-of.ts';
import { game, randomGame } from './helpers.ts';
import { viewBefore } from './view-before.ts';

const viewers = (s: IwState): Viewer[] => [...Array.from({ length: s.players }, (_, i) => i), SPECTATOR];

function same(s: IwState, viewer: Viewer, view: IwView): void {
  const before = viewBefore(s, viewer);
  expect(view).toStrictEqual(before);
  expect(JSON.stringify(view)).toBe(JSON.stringify(before));
}

/** Every object and array inside a view but the view itself. */
function parts(v: unknown, out: object[] = []): object[] {
  if (typeof v !== 'object' || v === null) return out;
  for (const member of Object.values(v))
    if (typeof member === 'object' && member !== null) {
      out.push(member);
      parts(member, out);
    }
  return out;
}

describe('views sharing their unchanged parts', () => {
  it('equal the views built anew at every position of random games, for every viewer', () => {
    let positions = 0;
    let shared = 0;
    let partsSeen = 0;
    for (const players of [2, 3, 4])
      for (const n of [0, 1]) {
        const seed = `view-sharing:${players}:${n}`;
        const rng = rngFromSeed(seed);
        let s = game.setup({ players }, seed);
        let last = new Map<Viewer, IwView>();
        for (let move = 0; game.outcome(s) === null; move++) {
          if (move > 5_000) throw new Error(`game ${seed} did not end`);
          const views = new Map<Viewer, IwView>();
          // Most positions viewed by everyone, as the server does; some by a few viewers only, so that
          // a view may follow one built several moves before, or none.
          for (const viewer of viewers(s)) {
            if (randomInt(rng, 5) === 0) continue;
            const view = game.view(s, viewer);
            same(s, viewer, view);
            views.set(viewer, view);
            const was = last.get(viewer);
            if (was) {
              const before = new Set(parts(was));
              for (const part of parts(view)) {
                partsSeen++;
                if (before.has(part)) shared++;
              }
            }
            for (const part of parts(view)) expect(Object.isFrozen(part)).toBe(true);
            positions++;
          }
          // Asking again for the same position gives an equal view.
          const viewer = viewers(s)[randomInt(rng, s.players + 1)];
          same(s, viewer, game.view(s, viewer));
          last = views;
          const seat = game.activeSeats(s)[0];
          const legal = game.legalMoves(s, seat);
          const m = legal[randomInt(rng, legal.length)];
          // The server's way (recorded for the log), the plain one, and a copy with no past.
          const way = randomInt(rng, 3);
          s =
            way === 0
              ? game.applyToDescribe!(s, seat, m)
              : way === 1
                ? game.apply(s, seat, m)
                : cloneState(game.apply(s, seat, m));
        }
        for (const viewer of viewers(s)) same(s, viewer, game.view(s, viewer));
      }
    expect(positions).toBeGreaterThan(1_000);
    // Most of a view is the last one's: the parts shared are counted so that sharing is seen to happen.
    expect(shared / partsSeen).toBeGreaterThan(0.5);
  });

  it('equal the views built anew when the game goes back to an earlier position', () => {
    const seed = 'view-sharing:back';
    const rng = rngFromSeed(seed);
    const states: IwState[] = [game.setup({ players: 3 }, seed)];
    while (game.outcome(states[states.length - 1]) === null) {
      const s = states[states.length - 1];
      const seat = game.activeSeats(s)[0];
      const legal = game.legalMoves(s, seat);
      const next = game.apply(s, seat, legal[randomInt(rng, legal.length)]);
      for (const viewer of viewers(next)) game.view(next, viewer);
      states.push(next);
    }
    for (let i = 0; i < 300; i++) {
      const s = states[randomInt(rng, states.length)];
      const viewer = viewers(s)[randomInt(rng, s.players + 1)];
      same(s, viewer, game.view(s, viewer));
    }
  });

  it('equal the views built anew when they follow the views of any other position', () => {
    // Positions of two games with as many players: each view follows one of an unrelated position, so
    // every part is compared with parts that differ in every way (same lengths, other cards, other owners).
    const rng = rngFromSeed('view-sharing:any');
    for (const players of [2, 3, 4]) {
      const states: IwState[] = [];
      for (const n of [0, 1])
        randomGame(players, `view-sharing:any:${players}:${n}`, (step) => states.push(step.after));
      for (let i = 0; i < 400; i++) {
        const from = states[randomInt(rng, states.length)];
        for (const viewer of viewers(from)) game.view(from, viewer);
        const s = cloneState(states[randomInt(rng, states.length)]);
        viewsFollow(s, from);
        for (const viewer of viewers(s)) same(s, viewer, game.view(s, viewer));
      }
    }
  });
});
