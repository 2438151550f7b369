// Quick judgements of single moves of The Cost, without playing them: the playout policy and the search's
// priors, and the thinning of long move lists (columns, hiring counts, conversions) to the ones that matter.
import type { CostMove, CostState } from '../../games/the-cost/index.ts';
import { randomInt, type RngState } from '../../kernel/index.ts';
import { levelOf, TRACK_ORDER, type CostTable } from './reader.ts';

/** A rough worth in dollars of making `move` now, judged from the move itself. */
export function quickScore(s: CostState, seat: number, move: CostMove, t: CostTable): number {
  switch (move.type) {
    case 'MOVE': {
      let others = 0;
      for (let o = 0; o < move.payments.length; o++) if (o !== seat) others += move.payments[o];
      return (move.payments[seat] ?? 0) - 0.5 * others + (move.destination === 'MILL' ? 2 : 0);
    }
    case 'MINE':
    case 'MILL': {
      const c = t.countries.indexOf(move.country);
      const space = c >= 0 ? s.c[c].demand : 5;
      // Unsafe work is free but pushes the country towards regulation; near the edge, work safely.
      const unsafeCost = space <= 2 ? 6 : space === 3 ? 2 : 0.5;
      return 4 + move.hire * 0.5 - (move.safe ? 1 : unsafeCost);
    }
    case 'BUILD_MINE':
      return 9 - (move.swap ? 3 : 0);
    case 'BUILD_MILL':
      return 8 - (move.swap ? 3 : 0);
    case 'BUILD_RAILS':
      return move.triangles.length * 0.8 - (move.swap ? 3 : 0);
    case 'BUILD_PORT':
      return 0.8 - (move.swap ? 3 : 0);
    case 'SUBSIDY': {
      if (move.take === 'MONEY') return 1 - (move.swap ? 3 : 0);
      const c = s.tc;
      const rate = c >= 0 ? t.rates[c] : 2;
      return rate * 0.4 - (move.swap ? 3 : 0);
    }
    case 'CONVERT':
      return -0.5 * move.dollars;
    case 'INVEST': {
      // A level pays from now on (one $1 from space 0 reaches level 1); spaces that reach no new level
      // only prepare a later one.
      const space = s.p[seat].inv[TRACK_ORDER.indexOf(move.track)];
      const gained = levelOf(space + move.spaces) - levelOf(space);
      return gained > 0 ? gained * (move.track === 'IMPROVED_PRODUCTION' ? 0.6 : 0.2) : -0.1 * move.spaces;
    }
    case 'CHOOSE_TURN_POSITION':
      return -move.position;
    default:
      return 0;
  }
}

/** A playout move: the best quick score, a uniform one now and then so that playouts vary. */
export function playoutMove(
  s: CostState,
  seat: number,
  legal: readonly CostMove[],
  rng: RngState,
  t: CostTable,
): CostMove {
  if (legal.length === 1 || randomInt(rng, 8) === 0) return legal[randomInt(rng, legal.length)];
  let best = legal[0];
  let bestScore = -Infinity;
  let ties = 0;
  for (const m of legal) {
    const score = quickScore(s, seat, m, t);
    if (score > bestScore) {
      best = m;
      bestScore = score;
      ties = 1;
    } else if (score === bestScore && randomInt(rng, ++ties) === 0) best = m;
  }
  return best;
}

/** Quick scores scaled to [0, 1] over the moves of one position: the search's priors. */
export function priors(s: CostState, seat: number, legal: readonly CostMove[], t: CostTable): number[] {
  const scores = legal.map((m) => quickScore(s, seat, m, t));
  const lo = Math.min(...scores);
  const hi = Math.max(...scores);
  return scores.map((x) => (hi > lo ? (x - lo) / (hi - lo) : 0.5));
}

/**
 * The moves worth considering: hire as many workers as allowed (hiring is free and each worker adds a
 * pip to the die), build in the lowest free column (columns differ in nothing else), convert at most
 * a few dollars at a time (a conversion can be repeated), and of the national rails only a few
 * placements (they earn nobody anything).
 */
export function candidates(s: CostState, legal: readonly CostMove[]): CostMove[] {
  const out: CostMove[] = [];
  // Each move's grouping keys are built once (this runs for every decision a rollout plays).
  const keys: (string | undefined)[] = new Array(legal.length);
  const builds: (string | undefined)[] = new Array(legal.length);
  const bestHire = new Map<string, number>();
  const lowestColumn = new Map<string, number>();
  const maxBuildHire = new Map<string, number>();
  for (let i = 0; i < legal.length; i++) {
    const m = legal[i];
    if (m.type === 'MINE' || m.type === 'MILL') {
      const k = `${m.type} ${m.country} ${m.site} ${m.safe}`;
      keys[i] = k;
      bestHire.set(k, Math.max(bestHire.get(k) ?? -1, m.hire));
    } else if (m.type === 'BUILD_MINE' || m.type === 'BUILD_MILL') {
      const b = `${m.type} ${m.hex} ${m.swap} ${m.site}`;
      const k = `${b} ${m.hire}`;
      keys[i] = k;
      builds[i] = b;
      lowestColumn.set(k, Math.min(lowestColumn.get(k) ?? 99, m.column));
      maxBuildHire.set(b, Math.max(maxBuildHire.get(b) ?? 0, m.hire));
    }
  }
  let nationalRails = 0;
  for (let i = 0; i < legal.length; i++) {
    const m = legal[i];
    switch (m.type) {
      case 'MINE':
      case 'MILL':
        if (m.hire === bestHire.get(keys[i]!)) out.push(m);
        break;
      case 'BUILD_MINE':
      case 'BUILD_MILL':
        if (m.column === lowestColumn.get(keys[i]!) && m.hire === maxBuildHire.get(builds[i]!)) out.push(m);
        break;
      case 'CONVERT':
        if (m.dollars <= 3) out.push(m);
        break;
      case 'NATIONAL_RAILS':
        if (nationalRails++ < 3) out.push(m);
        break;
      default:
        out.push(m);
    }
  }
  return out.length > 0 ? out : legal.slice();
}
