// Benchmarks of The Cost's engine: full random 4-player games per second on one core (through `apply`,
// and through the fast path search bots use), moves per second, and the time to list legal moves and to
// apply one, per decision kind. Numbers only; never pass/fail.
import { randomInt, rngFromSeed, type AnyGame } from '../../kernel/index.ts';
import { round } from '../simulate-core.ts';
import { percentile, type Benchmark, type BenchContext } from './benchmark.ts';

const GAME = 'the-cost';
const WINDOWS = 5;

interface Window {
  games: number;
  moves: number;
  seconds: number;
  cpuSeconds: number;
}

/** Random games (uniform over the legal moves) for `seconds`, in windows so that a median can be given. */
function playWindows(game: AnyGame, seconds: number, fast: boolean): Window[] {
  const out: Window[] = [];
  let seed = 0;
  // Unmeasured games first, so that the windows measure optimised code rather than the JIT warming up.
  for (let w = -1; w < WINDOWS; w++) {
    const end = performance.now() + (seconds * 1000) / WINDOWS;
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    let games = 0;
    let moves = 0;
    while (performance.now() < end || games === 0) {
      const rng = rngFromSeed(`bench-bot:${seed}`);
      let state = game.setup({ players: 4 }, `bench:${seed++}`);
      while (game.outcome(state) === null) {
        const seat = game.activeSeats(state)[0];
        const legal = game.legalMoves(state, seat);
        const move = legal[randomInt(rng, legal.length)];
        if (fast) {
          const next = game.fast!.clone(state);
          game.fast!.applyInPlace(next, seat, move);
          state = next;
        } else state = game.apply(state, seat, move);
        moves++;
      }
      games++;
    }
    const cpu = process.cpuUsage(c0);
    out.push({
      games,
      moves,
      seconds: (performance.now() - t0) / 1000,
      cpuSeconds: (cpu.user + cpu.system) / 1e6,
    });
  }
  return out;
}

const median = (xs: number[]) =>
  percentile(
    [...xs].sort((a, b) => a - b),
    50,
  );

function summary(windows: Window[]) {
  const games = windows.reduce((a, w) => a + w.games, 0);
  const moves = windows.reduce((a, w) => a + w.moves, 0);
  return {
    players: 4,
    games,
    moves,
    meanGameLength: round(moves / games, 1),
    gamesPerSecond: {
      median: round(median(windows.map((w) => w.games / w.seconds)), 1),
      windows: windows.map((w) => round(w.games / w.seconds, 1)),
    },
    gamesPerCpuSecond: round(median(windows.map((w) => w.games / Math.max(w.cpuSeconds, 1e-9))), 1),
    movesPerSecond: round(median(windows.map((w) => w.moves / w.seconds)), 0),
  };
}

/** Legal-move listing and apply times, sampled from random 4-player games, by decision kind. */
function decisionTimes(game: AnyGame, seconds: number) {
  const list: Record<string, number[]> = {};
  const apply: Record<string, number[]> = {};
  const sizes: Record<string, number[]> = {};
  const end = performance.now() + seconds * 1000;
  let seed = 0;
  while (performance.now() < end || seed === 0) {
    const rng = rngFromSeed(`bench-bot:${seed}`);
    let state = game.setup({ players: 4 }, `bench:${seed++}`);
    while (game.outcome(state) === null) {
      const seat = game.activeSeats(state)[0];
      const kind = (game.view(state, seat) as { pending: { decision: string } }).pending.decision;
      const t0 = performance.now();
      const legal = game.legalMoves(state, seat);
      const t1 = performance.now();
      const move = legal[randomInt(rng, legal.length)];
      const t2 = performance.now();
      state = game.apply(state, seat, move);
      const t3 = performance.now();
      (list[kind] ??= []).push((t1 - t0) * 1000);
      (apply[kind] ??= []).push((t3 - t2) * 1000);
      (sizes[kind] ??= []).push(legal.length);
    }
  }
  const stats = (xs: number[]) => {
    const s = [...xs].sort((a, b) => a - b);
    return { median: round(percentile(s, 50), 2), p99: round(percentile(s, 99), 2) };
  };
  const all = Object.values(list).flat();
  const allApply = Object.values(apply).flat();
  return {
    players: 4,
    games: seed,
    samples: all.length,
    legalMovesMicros: stats(all),
    applyMicros: stats(allApply),
    byDecision: Object.fromEntries(
      Object.keys(list)
        .sort()
        .map((k) => [
          k,
          {
            count: list[k].length,
            meanLegalMoves: round(sizes[k].reduce((a, b) => a + b, 0) / sizes[k].length, 1),
            legalMovesMicros: stats(list[k]),
            applyMicros: stats(apply[k]),
          },
        ]),
    ),
  };
}

const skipped = { skipped: `${GAME} is not among this program's games` };

export const theCostBenchmarks: Benchmark[] = [
  {
    name: 'the-cost/engine-random-games',
    description:
      'The Cost: full random 4-player games on one core through apply (every move a new state); median of 5 windows, also per CPU second',
    run: (ctx: BenchContext) =>
      ctx.games[GAME] ? summary(playWindows(ctx.games[GAME], ctx.seconds, false)) : skipped,
  },
  {
    name: 'the-cost/engine-fast-path',
    description: 'The Cost: the same games through the fast path (clone + applyInPlace) that search bots use',
    run: (ctx: BenchContext) =>
      ctx.games[GAME] ? summary(playWindows(ctx.games[GAME], ctx.seconds, true)) : skipped,
  },
  {
    name: 'the-cost/decision-times',
    description:
      'The Cost: legal-move listing and apply time per decision (median, p99 in microseconds), by decision kind',
    run: (ctx: BenchContext) => (ctx.games[GAME] ? decisionTimes(ctx.games[GAME], ctx.seconds) : skipped),
  },
];
