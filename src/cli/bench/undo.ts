// What keeping track of undos costs: the same recorded random games replayed with and without the undo
// trail (src/kernel/undo.ts), interleaved so that both see the same machine load; medians and their
// ratio. The server keeps a trail for every game in memory, so this is its overhead per move.
import {
  Match,
  randomInt,
  rngFromSeed,
  UndoTrail,
  type AnyGame,
  type MatchRecord,
} from '../../kernel/index.ts';
import { round } from '../simulate-core.ts';
import { percentile, type Benchmark, type BenchContext } from './benchmark.ts';

function replay(game: AnyGame, records: MatchRecord[], withTrail: boolean): number {
  const t0 = performance.now();
  for (const r of records) {
    let state = game.setup(r.options, r.seed);
    const trail = withTrail ? new UndoTrail(game, r.options.players) : null;
    for (const m of r.moves) {
      const after = game.apply(state, m.seat, m.move);
      trail?.record(state, after, m.seat, m.move);
      state = after;
    }
  }
  return performance.now() - t0;
}

function measure(game: AnyGame, seconds: number) {
  const players = game.maxPlayers;
  const records: MatchRecord[] = [];
  for (let g = 0; g < 10; g++) {
    const m = Match.create(game, { players }, `bench-undo:${g}`);
    const rng = rngFromSeed(`bench-undo-moves:${g}`);
    while (!m.outcome()) {
      const seat = m.activeSeats()[0];
      const legal = m.legalMoves(seat);
      m.move(seat, legal[randomInt(rng, legal.length)]);
    }
    records.push(m.record());
  }
  const moves = records.reduce((n, r) => n + r.moves.length, 0);
  replay(game, records, false);
  replay(game, records, true);
  const plain: number[] = [];
  const tracked: number[] = [];
  const end = performance.now() + seconds * 1000;
  while (performance.now() < end || plain.length < 3) {
    plain.push(replay(game, records, false));
    tracked.push(replay(game, records, true));
  }
  plain.sort((a, b) => a - b);
  tracked.sort((a, b) => a - b);
  const p = percentile(plain, 50);
  const t = percentile(tracked, 50);
  return {
    players,
    games: records.length,
    moves,
    rounds: plain.length,
    replayMicrosPerMove: { median: round((p * 1000) / moves, 2) },
    withTrailMicrosPerMove: { median: round((t * 1000) / moves, 2) },
    ratio: round(t / p, 3),
  };
}

export const undoBenchmarks = (games: Record<string, AnyGame>): Benchmark[] =>
  Object.values(games)
    .filter((g) => g.undo)
    .map((game) => ({
      name: `${game.id}/undo-trail`,
      description: `${game.title}: replaying random games with the undo trail against without (overhead per move)`,
      run: (ctx: BenchContext) => measure(game, ctx.seconds),
    }));
