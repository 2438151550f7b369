// A paired screen of `tycoon[lastTree=k]` in The Cost: each game of a two-player tournament
// `tycoon,mcts[iterations=N]` is played exactly as the tournament plays it (the same setup and bot seeds, `mcts`'s
// random numbers from the same stream), and at the first decision of the last round where the variant would play
// another move than the default, a copy of that position and of `mcts`'s random state is played on to the end with
// the variant. Until then the two games are the same, so both results come for about the cost of one game. Prints
// one JSON line per game: the default's and the variant's result (1 won, 0.5 shared, 0 lost), their scores, where
// they parted, and the variant's decision times. docs/bots.md has what it found.
//
//   npx tsx scripts/the-cost-last-tree.ts --seed tc-night-1 --from 0 --to 47 [--tree 2] [--tree-depth 3] [--tree-own 1]
//     [--iterations 7200]
//
// `--from`/`--to` are the tournament's game numbers (deal ⌊g/2⌋; `tycoon` first in the even games).
import { tycoonRanking } from '../src/bots/the-cost/index.ts';
import { rolloutRanking } from '../src/bots/the-cost/rollout.ts';
import { tableOf } from '../src/bots/the-cost/reader.ts';
import { gameSeed } from '../src/cli/simulate-core.ts';
import { theCost, type CostMove, type CostState, type CostView } from '../src/games/the-cost/index.ts';
import { mctsMoveOf } from './the-cost-mcts-move.ts';
import { parseOptions, rngFromSeed, type AnyGame, type Outcome, type RngState } from '../src/kernel/index.ts';
import { arg } from './script-args.ts';

const game: AnyGame = theCost;
const seed = arg('seed', 'tc-night-1');
const iterations = Number(arg('iterations', '7200'));

const players = 2;
const options = parseOptions(game, { players });
const from = Number(arg('from', '0'));
const to = Number(arg('to', '47'));
const tree = Number(arg('tree', '2'));
const treeDepth = Number(arg('tree-depth', '3'));
const why = Number(arg('why', '0')) > 0;
const treeOwn = Number(arg('tree-own', '1'));
const print = (o: Record<string, unknown>) => console.log(JSON.stringify(o));

for (let index = from; index <= to; index++) {
  const deal = Math.floor(index / 2);
  const tycoonSeat = index % 2 === 0 ? 0 : 1;
  const mctsSeat = 1 - tycoonSeat;
  const setupSeed = gameSeed(seed, players, deal);
  const mctsMove = mctsMoveOf(game, mctsSeat, iterations);
  const times: number[] = [];
  let lastEnd: unknown = null;
  // The default's and mcts's decisions with a choice in the game as played, for the ratio of their times.
  const plainMs: number[] = [];
  const mctsMs: number[] = [];
  const plainLastMs: number[] = [];
  const variantMove = (s: CostState, legal: CostMove[]): CostMove => {
    const view = game.view(s, tycoonSeat) as CostView;
    const t = performance.now();
    const r = rolloutRanking(game, s, tycoonSeat, legal, tableOf(view), {
      width: 4,
      maxWidth: 8,
      work: 320,
      depth: 0,
      early: 0,
      replies: 1,
      trust: 0,
      keep: 0,
      path: 0,
      last: 0,
      tree,
      treeDepth,
      treeOwn,
    });
    times.push(performance.now() - t);
    lastEnd = r[0].end;
    return r[0].move;
  };
  const endOf = (out: Outcome) => ({
    result: out.winners.includes(tycoonSeat) ? (out.winners.length > 1 ? 0.5 : 1) : 0,
    scores: out.scores,
  });
  const t0 = performance.now();
  let s = game.setup(options, setupSeed) as CostState;
  const rng = rngFromSeed(`mcts-bot:${setupSeed}:seat${mctsSeat}`);
  let branch: { state: CostState; rng: RngState; move: CostMove; at: number } | null = null;
  let n = 0;
  let finished = game.outcome(s);
  while (!finished) {
    const seat = game.activeSeats(s)[0];
    const legal = game.legalMoves(s, seat) as CostMove[];
    let move: CostMove;
    if (seat === tycoonSeat) {
      if (legal.length === 1) move = legal[0];
      else {
        const t = performance.now();
        move = tycoonRanking(game, s, seat, legal)[0].move;
        plainMs.push(performance.now() - t);
        if (s.round >= 4) plainLastMs.push(performance.now() - t);
        if (!branch && s.round >= 4) {
          const v = variantMove(s, legal);
          if (JSON.stringify(v) !== JSON.stringify(move))
            branch = { state: s, rng: { ...rng }, move: v, at: n };
        }
      }
    } else {
      const t = performance.now();
      move = mctsMove(s, legal, rng);
      if (legal.length > 1) mctsMs.push(performance.now() - t);
    }
    s = game.apply(s, seat, move) as CostState;
    n++;
    finished = game.outcome(s);
  }
  const plain = endOf(finished);
  let variant = plain;
  if (branch) {
    // From the position where they part: the variant's move there is found again (the same move).
    let v = branch.state;
    const r = branch.rng;
    let out = game.outcome(v);
    while (!out) {
      const seat = game.activeSeats(v)[0];
      const legal = game.legalMoves(v, seat) as CostMove[];
      const move =
        seat === tycoonSeat ? (legal.length === 1 ? legal[0] : variantMove(v, legal)) : mctsMove(v, legal, r);
      if (why && seat === tycoonSeat && legal.length > 1) {
        // Where the variant parts from the default on its own line: both moves and how each judged them.
        const own = tycoonRanking(game, v, seat, legal);
        if (JSON.stringify(own[0].move) !== JSON.stringify(move))
          print({
            game: index,
            round: v.round,
            phase: v.phase,
            money: v.p.map((q) => q.money),
            default: own[0].move,
            defaultEnd: own[0].end,
            variant: move,
            variantPlainEnd: own.find((o) => JSON.stringify(o.move) === JSON.stringify(move))?.end ?? null,
            variantTreeEnd: lastEnd,
          });
      }
      v = game.apply(v, seat, move) as CostState;
      out = game.outcome(v);
    }
    variant = endOf(out);
  }
  times.sort((a, b) => a - b);
  print({
    seed,
    game: index,
    tycoonSeat,
    plain,
    variant,
    divergedAt: branch?.at ?? null,
    changed: plain.result !== variant.result,
    treeDecisions: times.length,
    treeMedianMs: Math.round(times[times.length >> 1] ?? 0),
    treeMaxMs: Math.round(times[times.length - 1] ?? 0),
    plainDecisions: plainMs.length,
    plainMeanMs: Math.round(plainMs.reduce((a, b) => a + b, 0) / Math.max(1, plainMs.length)),
    plainLastMeanMs: Math.round(plainLastMs.reduce((a, b) => a + b, 0) / Math.max(1, plainLastMs.length)),
    treeMeanMs: Math.round(times.reduce((a, b) => a + b, 0) / Math.max(1, times.length)),
    mctsDecisions: mctsMs.length,
    mctsMeanMs: Math.round(mctsMs.reduce((a, b) => a + b, 0) / Math.max(1, mctsMs.length)),
    ms: Math.round(performance.now() - t0),
  });
}
