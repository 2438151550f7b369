// Taking moves back in The Cost: random games with random take-backs at 2 to 4 players, checked against
// a shadow of the kernel's rule (tests/support/undo-walk.ts). Nothing is hidden and nothing is drawn
// after setup, so a player may walk back over its whole turn; another player's move is the boundary.
import { describe, expect, it } from 'vitest';
import { Match, SPECTATOR } from '../../src/kernel/index.ts';
import { addStats, noStats, walkWithUndos } from '../support/undo-walk.ts';
import { game } from './support.ts';

describe('The Cost undo', { timeout: 240_000 }, () => {
  it('restores the exact state, stops at another player’s move, replays without the undone moves', () => {
    let total = noStats();
    for (let g = 0; g < 9; g++) {
      const players = 2 + (g % 3);
      total = addStats(
        total,
        walkWithUndos(game, {
          options: g % 2 ? { players, chooseCountries: true } : { players },
          seed: `cost-undo:${g}`,
          maxMoves: 250,
          undoChance: 0.3,
          // The hook's premise: nothing is hidden, every seat sees what a spectator sees.
          showedNothing: (_before, after) => {
            const bare = (v: unknown) => JSON.stringify({ ...(v as object), viewer: null });
            const open = bare(game.view(after as never, SPECTATOR));
            return Array.from({ length: players }, (_, s) => s).every(
              (s) => bare(game.view(after as never, s)) === open,
            );
          },
        }),
      );
    }
    expect(total.undos).toBeGreaterThan(100);
    expect(total.longestChain).toBeGreaterThanOrEqual(3);
    expect(total.refused.OTHER_SEAT ?? 0).toBeGreaterThan(0);
  });

  it('against bots, takes a player’s move back with the bots’ whole turns since', () => {
    let total = noStats();
    for (let g = 0; g < 6; g++) {
      const players = 2 + (g % 3);
      const person = g % players;
      total = addStats(
        total,
        walkWithUndos(game, {
          options: { players },
          seed: `cost-undo-bots:${g}`,
          maxMoves: 250,
          undoChance: 0.3,
          bots: Array.from({ length: players }, (_, s) => s).filter((s) => s !== person),
        }),
      );
    }
    expect(total.undos).toBeGreaterThan(50);
    expect(total.replies).toBeGreaterThan(50);
    // Nothing is drawn after setup: the person is refused only before a first move and at the end.
    expect(Object.keys(total.refused).filter((r) => !['BOT', 'NOTHING', 'GAME_OVER'].includes(r))).toEqual(
      [],
    );
  });

  it('makes choosing the countries final: it draws their event markers and climate cubes', () => {
    const m = Match.create(game, { players: 2, chooseCountries: true }, 'choose');
    const seat = m.activeSeats()[0];
    m.move(seat, m.legalMoves(seat)[0]);
    expect(m.undoRefusal(seat)).toEqual({ reason: 'CHANCE' });
  });
});
