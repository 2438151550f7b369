// Where a game of The Cost between `tycoon` and `mcts` turned: replays one game of a two-player tournament
// `tycoon,mcts[iterations=N]` exactly (the same setup seed, the same bot seeds, `mcts`'s random numbers drawn
// from the same stream), and at `tycoon`'s decisions with a choice plays instead the next moves of its own
// ranking (those its rollouts weighed), then lets both bots play on to the end, `mcts` going on from a copy
// of its random state at that point. A decision where another of the weighed moves changes the winner is a
// turning point the level could have found. With `--noise`, each decision is also played on with `tycoon`'s
// own move but `mcts` drawing other random numbers from there: how often the winner changes with no other
// move at all, the yardstick for the counts above. Prints one JSON line per branch; the last line is the
// summary. docs/bots.md has what it found.
//
//   npx tsx scripts/the-cost-turning-points.ts --seed tc-pair-1 --game 2 [--alts 2] [--rounds 4,3]
//     [--iterations 7200] [--noise 1] [--budget-s 600]
//
// `--game` is the tournament's game number (deal ⌊g/2⌋; `tycoon` first in the even games). `--rounds` picks
// the rounds whose decisions are branched, latest decisions first, until `--budget-s` seconds have passed.
import { tycoonRanking } from '../src/bots/the-cost/index.ts';
import { gameSeed } from '../src/cli/simulate-core.ts';
import { theCost, type CostMove, type CostState } from '../src/games/the-cost/index.ts';
import { mctsMoveOf } from './the-cost-mcts-move.ts';
import { parseOptions, rngFromSeed, type AnyGame, type Outcome, type RngState } from '../src/kernel/index.ts';
import { arg } from './script-args.ts';

const game: AnyGame = theCost;
const seed = arg('seed', 'tc-pair-1');
const index = Number(arg('game', '0'));
const alts = Number(arg('alts', '2'));
const rounds = arg('rounds', '4,3').split(',').map(Number);
const iterations = Number(arg('iterations', '7200'));
const noise = Number(arg('noise', '0'));
const budgetMs = Number(arg('budget-s', '600')) * 1000;

const players = 2;
const deal = Math.floor(index / 2);
const tycoonSeat = index % 2 === 0 ? 0 : 1;
const mctsSeat = 1 - tycoonSeat;
const setupSeed = gameSeed(seed, players, deal);
const options = parseOptions(game, { players });

/** `mcts`'s decision, exactly as its bot makes it: the level's profile, `rng` advanced in place. */
const mctsMove = mctsMoveOf(game, mctsSeat, iterations);

const kindOf = (m: CostMove): string => {
  switch (m.type) {
    case 'SUBSIDY':
      return `${m.type} ${m.take}`;
    case 'MINE':
    case 'MILL':
      return `${m.type} ${m.safe ? 'safe' : 'unsafe'}`;
    case 'INVEST':
      return `${m.type} ${m.track}`;
    default:
      return m.type;
  }
};

interface End {
  /** `tycoon`'s result: 1 won alone, 0.5 shared, 0 lost. */
  result: number;
  /** `tycoon`'s final money less `mcts`'s. */
  margin: number;
}

/** `tycoon`'s result at the end of a game. */
function endOf(out: Outcome): End {
  const won = out.winners.includes(tycoonSeat);
  return {
    result: won ? (out.winners.length > 1 ? 0.5 : 1) : 0,
    margin: out.scores[tycoonSeat] - out.scores[mctsSeat],
  };
}

/** Both bots play on from `s` to the end; `rng` is `mcts`'s random state (advanced in place). */
function playOn(start: CostState, rng: RngState): End {
  let s = start;
  for (;;) {
    const out = game.outcome(s);
    if (out) return endOf(out);
    const seat = game.activeSeats(s)[0];
    const legal = game.legalMoves(s, seat) as CostMove[];
    const move =
      seat === tycoonSeat
        ? legal.length === 1
          ? legal[0]
          : tycoonRanking(game, s, seat, legal)[0].move
        : mctsMove(s, legal, rng);
    s = game.apply(s, seat, move) as CostState;
  }
}

interface Point {
  moveNumber: number;
  round: number;
  phase: number;
  state: CostState;
  rng: RngState;
  ranking: ReturnType<typeof tycoonRanking>;
}

// The game as the tournament played it, keeping each of `tycoon`'s decisions with a choice.
const t0 = performance.now();
let s = game.setup(options, setupSeed) as CostState;
const rng = rngFromSeed(`mcts-bot:${setupSeed}:seat${mctsSeat}`);
const points: Point[] = [];
let moveNumber = 0;
let finished = game.outcome(s);
while (!finished) {
  const seat = game.activeSeats(s)[0];
  const legal = game.legalMoves(s, seat) as CostMove[];
  let move: CostMove;
  if (seat === tycoonSeat) {
    if (legal.length === 1) move = legal[0];
    else {
      const ranking = tycoonRanking(game, s, seat, legal);
      points.push({ moveNumber, round: s.round, phase: s.phase, state: s, rng: { ...rng }, ranking });
      move = ranking[0].move;
    }
  } else move = mctsMove(s, legal, rng);
  s = game.apply(s, seat, move) as CostState;
  moveNumber++;
  finished = game.outcome(s);
}
const actual = endOf(finished);
const replayMs = performance.now() - t0;
const print = (o: Record<string, unknown>) => console.log(JSON.stringify(o));
print({
  seed,
  game: index,
  tycoonSeat,
  actual,
  moves: moveNumber,
  decisions: points.length,
  replayMs: Math.round(replayMs),
});
// What the rollouts of the move played predicted at each decision: [move number, round, phase, won, margin].
print({
  predicted: points.map((p) => [
    p.moveNumber,
    p.round,
    p.phase,
    p.ranking[0].end?.won ?? null,
    p.ranking[0].end?.margin ?? null,
  ]),
});

// Branch, latest decisions first, in the rounds asked for, while the time lasts.
const chosen = points.filter((p) => rounds.includes(p.round)).reverse();
let branched = 0;
let flips = 0;
let noiseRuns = 0;
let noiseFlips = 0;
const t1 = performance.now();
for (const p of chosen) {
  if (performance.now() - t1 > budgetMs) break;
  branched++;
  const own = p.ranking[0];
  for (let k = 1; k <= alts && k < p.ranking.length; k++) {
    const alt = p.ranking[k];
    const end = playOn(game.apply(p.state, tycoonSeat, alt.move) as CostState, { ...p.rng });
    const flip = end.result !== actual.result;
    if (flip) flips++;
    print({
      at: p.moveNumber,
      round: p.round,
      phase: p.phase,
      rank: k,
      played: kindOf(own.move),
      instead: kindOf(alt.move),
      move: alt.move,
      own: own.move,
      rolloutOwn: own.end ? [own.end.won, own.end.margin] : null,
      rolloutAlt: alt.end ? [alt.end.won, alt.end.margin] : null,
      end,
      flip,
    });
  }
  for (let r = 0; r < noise; r++) {
    const other = rngFromSeed(`turning-noise:${r}:${setupSeed}:${p.moveNumber}`);
    const end = playOn(game.apply(p.state, tycoonSeat, own.move) as CostState, other);
    noiseRuns++;
    const flip = end.result !== actual.result;
    if (flip) noiseFlips++;
    print({ at: p.moveNumber, round: p.round, phase: p.phase, noise: r, end, flip });
  }
}
print({
  summary: true,
  seed,
  game: index,
  actual,
  branched,
  of: chosen.length,
  flips,
  noiseRuns,
  noiseFlips,
  ms: Math.round(performance.now() - t0),
});
