// Industrial Waste engine benchmarks: random games on the fast path (the way simulations and search
// run), determinizations for information-set search, and views and log entries (the way the server
// runs). Each reports the median over short batches, so one slow moment on a shared machine does not
// decide the number.
import { industrialWaste as game, type IwState } from '../../games/industrial-waste/index.ts';
import { randomInt, rngFromSeed, SPECTATOR, type RngState } from '../../kernel/index.ts';
import { round } from '../simulate-core.ts';
import type { Benchmark, BenchContext } from './benchmark.ts';

const fast = game.fast!;
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : 0;
};

/** One game between uniformly random seats (loans included), cloned once and then played in place. */
function playOne(players: number, seed: string, rng: RngState): number {
  const s = fast.clone(game.setup({ players }, seed));
  let moves = 0;
  while (game.outcome(s) === null) {
    const seat = game.activeSeats(s)[0];
    const legal = game.legalMoves(s, seat);
    fast.applyInPlace(s, seat, legal[randomInt(rng, legal.length)]);
    moves++;
  }
  return moves;
}

/**
 * Runs `work` in batches of about `batchMs` for `seconds`; per batch, units done per wall-clock second
 * and per second of this process's CPU time (the latter holds up better on a busy shared machine).
 */
function batches(seconds: number, batchMs: number, work: (i: number) => number) {
  const rates: number[] = [];
  const cpuRates: number[] = [];
  let units = 0;
  let extra = 0;
  let i = 0;
  const t0 = performance.now();
  const end = t0 + seconds * 1000;
  while (performance.now() < end || rates.length === 0) {
    const b0 = performance.now();
    const c0 = process.cpuUsage();
    let done = 0;
    while (performance.now() - b0 < batchMs) {
      extra += work(i++);
      done++;
    }
    const cpu = process.cpuUsage(c0);
    rates.push(done / ((performance.now() - b0) / 1000));
    cpuRates.push(done / Math.max(1e-6, (cpu.user + cpu.system) / 1e6));
    units += done;
  }
  return { rates, cpuRates, units, extra, seconds: (performance.now() - t0) / 1000 };
}

/** Batches of a quarter second, shorter under a tight budget (`bench --seconds 0.2`). */
const batchMs = (seconds: number) => Math.min(250, (seconds * 1000) / 4);

function randomGames(players: number, seconds: number) {
  const rng = rngFromSeed(`bench:iw:${players}`);
  let longest = 0;
  const r = batches(seconds, batchMs(seconds), (i) => {
    const moves = playOne(players, `bench:${players}:${i}`, rng);
    longest = Math.max(longest, moves);
    return moves;
  });
  return {
    players,
    games: r.units,
    gamesPerSecondMedian: round(median(r.rates), 0),
    gamesPerSecondMin: round(Math.min(...r.rates), 0),
    gamesPerSecondMax: round(Math.max(...r.rates), 0),
    gamesPerCpuSecondMedian: round(median(r.cpuRates), 0),
    batches: r.rates.length,
    movesPerSecond: round(r.extra / r.seconds, 0),
    meanGameLength: round(r.extra / r.units, 1),
    longestGame: longest,
  };
}

/** States met in random 4-player games, for the benchmarks that read states. */
function sampleStates(count: number): IwState[] {
  const rng = rngFromSeed('bench:iw:sample');
  const out: IwState[] = [];
  for (let g = 0; out.length < count; g++) {
    let s = game.setup({ players: 4 }, `sample:${g}`);
    while (game.outcome(s) === null && out.length < count) {
      const seat = game.activeSeats(s)[0];
      const legal = game.legalMoves(s, seat);
      s = game.apply(s, seat, legal[randomInt(rng, legal.length)]);
      if (randomInt(rng, 8) === 0 && game.outcome(s) === null) out.push(s);
    }
  }
  return out;
}

/** Runs only when the program ships the game (a CLI built with other games skips these at once). */
const ifShipped =
  (run: (ctx: BenchContext) => Record<string, unknown>) =>
  (ctx: BenchContext): Record<string, unknown> =>
    ctx.games[game.id] === game ? run(ctx) : { skipped: `${game.id} is not among this program's games` };

const benchmarkList: Benchmark[] = [
  {
    name: 'industrial-waste/random-games-fast',
    description:
      'Industrial Waste: random 4-player games per second on one core through the fast path (clone once, applyInPlace), legal moves listed every move',
    run: (ctx: BenchContext) => randomGames(4, ctx.seconds),
  },
  {
    name: 'industrial-waste/random-games-by-players',
    description: 'Industrial Waste: random games per second on the fast path at 2, 3 and 4 players',
    run: (ctx: BenchContext) => ({ byPlayers: [2, 3, 4].map((p) => randomGames(p, ctx.seconds / 3)) }),
  },
  {
    name: 'industrial-waste/determinize',
    description:
      'Industrial Waste: determinizations per second (a full state drawn from one seat’s view), for information-set search',
    run(ctx: BenchContext) {
      const states = sampleStates(ctx.seconds < 1 ? 50 : 500);
      const views = states.map((s, i) => ({ view: game.view(s, i % 4), seat: i % 4 }));
      const rng = rngFromSeed('bench:iw:det');
      const r = batches(ctx.seconds, batchMs(ctx.seconds), (i) => {
        const { view, seat } = views[i % views.length];
        game.determinize(view, seat, rng);
        return 0;
      });
      return { determinizationsPerSecondMedian: round(median(r.rates), 0), samples: r.units };
    },
  },
  {
    name: 'industrial-waste/views-and-log',
    description:
      'Industrial Waste: views per second (seat and spectator) and log entries per move (describe), as the server builds them',
    run(ctx: BenchContext) {
      const states = sampleStates(ctx.seconds < 1 ? 50 : 500);
      const views = batches(ctx.seconds / 2, batchMs(ctx.seconds / 2), (i) => {
        const s = states[i % states.length];
        game.view(s, i % 2 === 0 ? SPECTATOR : i % 4);
        return 0;
      });
      const rng = rngFromSeed('bench:iw:describe');
      const steps = states.map((s) => {
        const seat = game.activeSeats(s)[0];
        const legal = game.legalMoves(s, seat);
        const move = legal[randomInt(rng, legal.length)];
        return { s, seat, move, after: game.apply(s, seat, move) };
      });
      const logs = batches(ctx.seconds / 2, batchMs(ctx.seconds / 2), (i) => {
        const { s, seat, move, after } = steps[i % steps.length];
        return game.describe(s, after, seat, move, seat).length;
      });
      return {
        viewsPerSecondMedian: round(median(views.rates), 0),
        describesPerSecondMedian: round(median(logs.rates), 0),
        meanEntriesPerMove: round(logs.extra / logs.units, 2),
      };
    },
  },
];

export const industrialWasteBenchmarks: Benchmark[] = benchmarkList.map((b) => ({
  ...b,
  run: ifShipped(b.run as (ctx: BenchContext) => Record<string, unknown>),
}));
