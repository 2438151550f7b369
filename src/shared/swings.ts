// The moves that changed the estimates most: for each move, the largest change of any seat's chance
// from the position before it; the biggest few, in move order.
import type { PositionChances } from './api.ts';

export interface Swing {
  /** The move that made the change (the position after it). */
  n: number;
  /** The seat whose chance changed most. */
  seat: number;
  /** Its change, in percentage points (negative: it fell). */
  delta: number;
}

export function biggestSwings(moves: PositionChances[], count = 3, minimum = 5): Swing[] {
  const all: Swing[] = [];
  for (let i = 1; i < moves.length; i++) {
    const before = moves[i - 1].winProbability;
    const after = moves[i].winProbability;
    let best: Swing | null = null;
    after.forEach((p, seat) => {
      const delta = Math.round((p - (before[seat] ?? 0)) * 100);
      if (!best || Math.abs(delta) > Math.abs(best.delta)) best = { n: moves[i].n, seat, delta };
    });
    if (best && Math.abs((best as Swing).delta) >= minimum) all.push(best);
  }
  return all
    .sort((a, b) => Math.abs(b.delta) - Math.abs(a.delta) || a.n - b.n)
    .slice(0, count)
    .sort((a, b) => a.n - b.n);
}
