// A paired screen of a `tycoon` variant in The Cost: each game of a two-player tournament
// `tycoon,mcts[iterations=N]` is played exactly as the tournament plays it (the same setup and bot seeds,
// `mcts`'s random numbers from the same stream), the variant weighing every decision of `tycoon` beside it,
// and at the first decision where the variant would play another move, a copy of that position and of
// `mcts`'s random state is played on to the end with the variant. Until then the two games are the same,
// so both results come for less than the cost of two games. Prints one JSON line per game: the default's
// and the variant's result (1 won, 0.5 shared, 0 lost), scores, the round and phase each game ended in and
// why (`regulated`: every country in play regulated out, which ends the game at once; `demandLeft`: each
// country's deaths left to regulation), and where the two parted. docs/bots.md has what it found.
//
//   npx tsx scripts/the-cost-paired.ts --variant 'tycoon[earlyEnd=1]' --seed tc-night-1 --from 0 --to 47
//     [--iterations 7200]
//
// `--from`/`--to` are the tournament's game numbers (deal ⌊g/2⌋; `tycoon` first in the even games).
import { botTurn } from '../src/bots/index.ts';
import { createSpecBot } from '../src/cli/bot-spec.ts';
import { gameSeed } from '../src/cli/simulate-core.ts';
import { theCost, type CostMove, type CostState } from '../src/games/the-cost/index.ts';
import { mctsMoveOf } from './the-cost-mcts-move.ts';
import { parseOptions, rngFromSeed, type AnyGame, type Outcome, type RngState } from '../src/kernel/index.ts';
import { arg } from './script-args.ts';

const game: AnyGame = theCost;
const seed = arg('seed', 'tc-night-1');
const iterations = Number(arg('iterations', '7200'));
const variantSpec = arg('variant', 'tycoon[earlyEnd=1]');
const players = 2;
const options = parseOptions(game, { players });
const from = Number(arg('from', '0'));
const to = Number(arg('to', '47'));
const print = (o: Record<string, unknown>) => console.log(JSON.stringify(o));
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** How a finished game ended: its round and phase, whether every country in play was regulated out, the deaths each country had left to regulation. */
const endingOf = (s: CostState) => ({
  round: s.round,
  phase: s.phase,
  regulated: s.c.every((c) => c.regulated !== null),
  demandLeft: s.c.map((c) => c.demand),
});

for (let index = from; index <= to; index++) {
  const deal = Math.floor(index / 2);
  const tycoonSeat = index % 2 === 0 ? 0 : 1;
  const mctsSeat = 1 - tycoonSeat;
  const setupSeed = gameSeed(seed, players, deal);
  const botInput = { game, seat: tycoonSeat, seed: `${setupSeed}:seat${tycoonSeat}`, budget: { iterations } };
  const plainBot = createSpecBot('tycoon', botInput);
  const variantBot = createSpecBot(variantSpec, botInput);
  const mctsMove = mctsMoveOf(game, mctsSeat, iterations);
  const decide = (bot: typeof plainBot, s: CostState, legal: CostMove[]) =>
    legal.length === 1 ? legal[0] : (bot.decide(botTurn(game, s, tycoonSeat, legal)) as CostMove);
  const endOf = (out: Outcome, s: CostState) => ({
    result: out.winners.includes(tycoonSeat) ? (out.winners.length > 1 ? 0.5 : 1) : 0,
    scores: out.scores,
    ...endingOf(s),
  });
  const t0 = performance.now();
  let s = game.setup(options, setupSeed) as CostState;
  const rng = rngFromSeed(`mcts-bot:${setupSeed}:seat${mctsSeat}`);
  let branch: {
    state: CostState;
    rng: RngState;
    move: CostMove;
    at: number;
    round: number;
    phase: number;
  } | null = null;
  let n = 0;
  let finished = game.outcome(s);
  while (!finished) {
    const seat = game.activeSeats(s)[0];
    const legal = game.legalMoves(s, seat) as CostMove[];
    let move: CostMove;
    if (seat === tycoonSeat) {
      move = decide(plainBot, s, legal);
      if (!branch && legal.length > 1) {
        const v = decide(variantBot, s, legal);
        if (!same(v, move))
          branch = { state: s, rng: { ...rng }, move: v, at: n, round: s.round, phase: s.phase };
      }
    } else move = mctsMove(s, legal, rng);
    s = game.apply(s, seat, move) as CostState;
    n++;
    finished = game.outcome(s);
  }
  const plain = endOf(finished, s);
  let variant = plain;
  if (branch) {
    let v = game.apply(branch.state, tycoonSeat, branch.move) as CostState;
    const r = branch.rng;
    let out = game.outcome(v);
    while (!out) {
      const seat = game.activeSeats(v)[0];
      const legal = game.legalMoves(v, seat) as CostMove[];
      const move = seat === tycoonSeat ? decide(variantBot, v, legal) : mctsMove(v, legal, r);
      v = game.apply(v, seat, move) as CostState;
      out = game.outcome(v);
    }
    variant = endOf(out, v);
  }
  print({
    seed,
    game: index,
    tycoonSeat,
    plain,
    variant,
    parted: branch ? { at: branch.at, round: branch.round, phase: branch.phase } : null,
    changed: plain.result !== variant.result,
    ms: Math.round(performance.now() - t0),
  });
}
