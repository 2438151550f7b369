// How often a seat took moves back to the point an undo would take the game to now is kept as the
// entries come (`undosLeaving`), not read again from the whole log at every snapshot: it must count
// what a walk over every entry counts, through random games with undos.
import { describe, expect, it } from 'vitest';
import { randomInt, rngFromSeed, type Seat } from '../../src/kernel/index.ts';
import { games } from '../../src/games/registry.ts';
import type { LiveGame } from '../../src/server/game/live-game.ts';
import { hotSeatTable } from '../support/hot-seat-table.ts';

/** Per seat, how many of its undos left each number of moves in effect, by a walk over every entry. */
function walked(live: LiveGame): Map<Seat, Map<number, number>> {
  const counts = new Map<Seat, Map<number, number>>();
  const inEffect: number[] = [];
  live.entries.forEach((e, i) => {
    if (e.undoes === undefined) return void inEffect.push(i + 1);
    inEffect.length = inEffect.lastIndexOf(e.undoes);
    const bySeat = counts.get(e.seat) ?? new Map<number, number>();
    bySeat.set(inEffect.length, (bySeat.get(inEffect.length) ?? 0) + 1);
    counts.set(e.seat, bySeat);
  });
  return counts;
}

const kept = (live: LiveGame) =>
  (live as unknown as { undosLeaving: Map<Seat, Map<number, number>> }).undosLeaving;

describe('undos to one point of the game', () => {
  it.each(['industrial-waste', 'the-cost'])(
    '%s: kept as the entries come, as a walk over the log counts them',
    (title) => {
      const game = games[title];
      const rng = rngFromSeed(`undos-to-here:${title}`);
      const live = hotSeatTable(title, `undos-to-here:${title}`);
      let undos = 0;
      live.undosPerDecision = 2;
      for (let i = 0; i < 120 && live.activeSeats().length > 0; i++) {
        const seat = live.activeSeats()[0];
        const at = new Date(Date.UTC(2026, 0, 1, 0, 0, i + 1)).toISOString();
        const back = [0, 1].find((s) => live.undoRefusal(s) === null);
        if (back !== undefined && randomInt(rng, 3) === 0) {
          live.commit(live.tryUndo(back), at);
          undos++;
        } else {
          const legal = game.legalMoves(live.state, seat);
          live.commit(live.tryMove(seat, legal[randomInt(rng, legal.length)]), at);
        }
        expect(kept(live)).toEqual(walked(live));
        // What a snapshot says of each seat (canUndo), asked once, as the two questions say it.
        for (const s of [0, 1])
          expect(live.mayUndo(s)).toBe(
            live.undoRefusal(s) === null && live.undosToHere(s) < live.undosPerDecision,
          );
      }
      expect(undos).toBeGreaterThan(5);
    },
  );
});
