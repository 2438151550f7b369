// A stale move stands when the seat's decision is unchanged since the position it saw. `sameDecision`
// finds that out step by step; its answer must be that of comparing the whole decisions, at every
// position of real games, for every seat and every earlier position it may have seen.
import { describe, expect, it } from 'vitest';
import { games } from '../../src/games/registry.ts';
import { randomInt, rngFromSeed } from '../../src/kernel/index.ts';
import type { LiveGame } from '../../src/server/game/live-game.ts';
import { decisionOf, sameDecision } from '../../src/server/game/turn-guard.ts';
import { hotSeatTable } from '../support/hot-seat-table.ts';

const MOVES = 80;
/** How far back a seen position may lie. */
const BACK = 4;

/** The rule, said whole: no move of the seat's own since, and the same decision then and now. */
function wholeDecisions(live: LiveGame, seat: number, seen: number): boolean {
  if (seen < 0 || seen > live.moveCount) return false;
  for (let i = seen; i < live.moveCount; i++) if (live.entries[i].seat === seat) return false;
  return decisionOf(live.game, live.stateAt(seen), seat) === decisionOf(live.game, live.state, seat);
}

describe('sameDecision', () => {
  for (const [title, game] of Object.entries(games)) {
    it(`${title}: answers as comparing the whole decisions`, () => {
      const live = hotSeatTable(title, 'same decision');
      const rng = rngFromSeed(`same decision ${title}`);
      const answers = { same: 0, changed: 0 };
      for (let n = 0; n < MOVES && game.outcome(live.state) === null; n++) {
        for (let seen = live.moveCount - BACK; seen <= live.moveCount + 1; seen++)
          for (const seat of [0, 1]) {
            const same = sameDecision(live, seat, seen);
            expect(same, `seat ${seat} saw ${seen} of ${live.moveCount}`).toBe(
              wholeDecisions(live, seat, seen),
            );
            answers[same ? 'same' : 'changed']++;
          }
        const seat = live.activeSeats()[0];
        const legal = game.legalMoves(live.state, seat);
        live.commit(live.tryMove(seat, legal[randomInt(rng, legal.length)]), '2026-11-26T00:00:01.000Z');
      }
      // Both answers are met, so both ways through are compared.
      expect(answers.same).toBeGreaterThan(0);
      expect(answers.changed).toBeGreaterThan(0);
    });
  }
});
