import { describe, expect, it } from 'vitest';
import { botTurn, createBot } from '../../src/bots/index.ts';
import { rolloutMove, type RolloutSettings } from '../../src/bots/industrial-waste/rollout.ts';
import { industrialWaste, type IwState } from '../../src/games/industrial-waste/index.ts';
import type { IwMove } from '../../src/games/industrial-waste/moves.ts';
import type { IwView } from '../../src/games/industrial-waste/view.ts';
import { rngFromSeed } from '../../src/kernel/index.ts';

const game = industrialWaste;

/** Positions of two heuristic games where the seat to move has a real choice (every fifth one). */
function positions(): { state: IwState; seat: number; legal: IwMove[] }[] {
  const out: { state: IwState; seat: number; legal: IwMove[] }[] = [];
  for (let g = 0; g < 2; g++) {
    let s = game.setup({ players: 2 }, `keep:${g}`) as IwState;
    const bots = [0, 1].map((seat) => createBot('heuristic', { game, seat, seed: `keep:${g}:${seat}` }));
    let n = 0;
    while (!game.outcome(s)) {
      const seat = game.activeSeats(s)[0];
      const legal = game.legalMoves(s, seat) as IwMove[];
      if (legal.length > 3 && n++ % 5 === 0) out.push({ state: s, seat, legal });
      s = game.apply(s, seat, bots[seat].decide(botTurn(game, s, seat, legal)) as IwMove) as IwState;
    }
  }
  return out;
}

const settings: RolloutSettings = { width: 3, samples: 6, depth: 8, scale: 4 };

const decide = (p: { state: IwState; seat: number; legal: IwMove[] }, extra: Partial<RolloutSettings>) =>
  rolloutMove(game, game.view(p.state, p.seat) as IwView, p.seat, p.legal, rngFromSeed('keep'), {
    ...settings,
    ...extra,
  });

describe('Industrial Waste rollouts: keeping the heuristic’s choice unless another is surely better', () => {
  it('keep plays the heuristic’s choice unless a move beats it by that many standard errors', () => {
    const all = positions();
    let left = 0;
    let kept = 0;
    for (const p of all) {
      const plain = decide(p, {});
      const never = decide(p, { keep: 1e9 });
      const some = decide(p, { keep: 1 });
      // The same draws and rollouts whatever the margin: the same means.
      const worths = (r: typeof plain) => new Map(r.ranked.map((m) => [JSON.stringify(m.move), m.worth]));
      expect(worths(never)).toEqual(worths(plain));
      expect(worths(some)).toEqual(worths(plain));
      // The heuristic's own choice is the one played out first: its move alone, with width 1.
      const heuristics = decide(p, { width: 1 }).move;
      expect(never.move).toEqual(heuristics);
      // With keep = 1 the move is the heuristic's or one with a better mean than it.
      expect(p.legal).toContainEqual(some.move);
      const worth = worths(plain);
      expect(worth.get(JSON.stringify(some.move))!).toBeGreaterThanOrEqual(
        worth.get(JSON.stringify(heuristics))!,
      );
      if (JSON.stringify(plain.move) !== JSON.stringify(heuristics)) {
        left++;
        if (JSON.stringify(some.move) === JSON.stringify(heuristics)) kept++;
      }
      // The move played is listed first.
      expect(some.ranked[0].move).toEqual(some.move);
    }
    // The rollouts do leave the heuristic's choice at times, and the margin does keep it at some of those.
    expect(left).toBeGreaterThan(0);
    expect(kept).toBeGreaterThan(0);
  });
});
