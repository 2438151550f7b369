// How well does a model of the other seat predict `mcts`? The Cost's `tycoon` plays each candidate move
// out with the heuristic playing every seat, so it wins against `mcts` only as far as the heuristic
// predicts `mcts`'s moves. This script records the moves `mcts[iterations=7200]` (today's `mcts` at one
// second) chooses in positions of heuristic games (the positions the rollouts themselves pass through),
// and measures how often a model chooses the same move: the share of agreement, with its 95% interval,
// by round, phase and the kind of move `mcts` chose, exactly and by kind of move. `fit` searches for the
// model that agrees most on training positions and measures it on held-out ones. docs/bots.md has the
// numbers and the commands that made them.
//
//   npx tsx scripts/the-cost-mcts-moves.ts record --seed imit-train --games 16 --every 4 --out train.jsonl
//   npx tsx scripts/the-cost-mcts-moves.ts agree --data held.jsonl [--model M]... [--show] [--against again.jsonl]
//   npx tsx scripts/the-cost-mcts-moves.ts fit --train train.jsonl --held held.jsonl [--bias] [--passes 2] [--margin 2]
//
// `record` plays heuristic against heuristic, two players, games `--from`..`--games` - 1 of `--seed`,
// and at every `--every`-th decision with a choice among the candidates asks a fresh `mcts` (its own
// seed per position, so each answer is reproducible alone) for its move; one JSON line per position
// is appended to `--out` as soon as it is known. `--ask 'mcts[iterations=7200]'` sets the bot asked,
// `--salt` the bots' seeds: a second recording with another salt, given to `agree` as `--against`,
// measures how often `mcts` agrees with itself.
// Models (`--model`): `heuristic[...]` (the level, its settings choosing the evaluation's constants),
// `playout:d[...]` (the heuristic's worth after d moves of greedy quick play, as `mcts`'s playouts),
// `bias:KIND=dollars,...` (the heuristic with a bias per kind of move) and `bot:LEVEL` (another bot,
// e.g. `bot:mcts[iterations=1000]`). `fit` searches the constants, or with `--bias` the biases.
import { appendFileSync, readFileSync } from 'node:fs';
import { botTurn } from '../src/bots/index.ts';
import { evalConstantsOf } from '../src/bots/the-cost/eval-constants.ts';
import { advantage, bestMove, lookahead } from '../src/bots/the-cost/heuristic.ts';
import { candidates, quickScore } from '../src/bots/the-cost/policy.ts';
import { tableOf, STEP_OVER } from '../src/bots/the-cost/reader.ts';
import { createSpecBot, parseBotSpec } from '../src/cli/bot-spec.ts';
import { gameSeed } from '../src/cli/simulate-core.ts';
import { wilson } from '../src/cli/tournament/stats.ts';
import { theCost, type CostMove, type CostState, type CostView } from '../src/games/the-cost/index.ts';
import type { AnyGame, Seat } from '../src/kernel/index.ts';
import { EVAL_SPACE, type EvalDimension } from './the-cost-eval-space.ts';
import { arg } from './script-args.ts';

const game: AnyGame = theCost;

const args = process.argv.slice(2);
const command = args[0];
const argsOf = (name: string): string[] => args.flatMap((a, i) => (a === `--${name}` ? [args[i + 1]] : []));

/** One recorded decision: the position, the seat to move and the move the asked bot chose. */
interface Position {
  game: string;
  at: number;
  seat: Seat;
  round: number;
  phase: number;
  step: number;
  choices: number;
  state: CostState;
  move: CostMove;
}

const key = (m: unknown): string => JSON.stringify(m);

function record(): void {
  const seed = arg('seed', 'imit-train');
  const from = Number(arg('from', '0'));
  const games = Number(arg('games', '24'));
  const every = Number(arg('every', '4'));
  const out = arg('out', `${seed}.jsonl`);
  const ask = arg('ask', 'mcts[iterations=7200]');
  const salt = arg('salt', 'imit');
  for (let g = from; g < games; g++) {
    const id = gameSeed(seed, 2, g);
    const players = [0, 1].map((seat) =>
      createSpecBot('heuristic', { game, seat, seed: `${id}:seat${seat}` }),
    );
    let s = game.setup({ players: 2 }, id) as CostState;
    // Each game starts its count at another offset, so that positions of every kind are asked.
    let choice = g % every;
    for (let at = 0; at < 2000 && !game.outcome(s) && s.step !== STEP_OVER; at++) {
      const seat = game.activeSeats(s)[0];
      const legal = game.legalMoves(s, seat) as CostMove[];
      const options = legal.length > 1 ? candidates(s, legal) : legal;
      if (options.length > 1 && choice++ % every === 0) {
        const bot = createSpecBot(ask, { game, seat, seed: `${id}:${at}:${salt}` });
        const t0 = performance.now();
        const move = bot.decide(botTurn(game, s, seat, legal)) as CostMove;
        const ms = performance.now() - t0;
        const p: Position = {
          game: id,
          at,
          seat,
          round: s.round,
          phase: s.phase,
          step: s.step,
          choices: options.length,
          state: s,
          move,
        };
        appendFileSync(out, JSON.stringify(p) + '\n');
        console.error(
          `${id} move ${at}: round ${s.round} phase ${s.phase} ${move.type} (${Math.round(ms)} ms)`,
        );
      }
      s = game.apply(s, seat, players[seat].decide(botTurn(game, s, seat, legal))) as CostState;
    }
  }
}

const load = (file: string): Position[] =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as Position);

/** A model of a player: the move it makes at a position. */
type Model = (s: CostState, seat: Seat, legal: readonly CostMove[]) => CostMove;

/**
 * Greedy playouts as `mcts`'s own (the best quick score for whoever moves, without its random moves), `depth`
 * decisions after each candidate, then the heuristic's advantage: how `mcts` sees a move, without its search.
 */
function playoutModel(depth: number, ev: ReturnType<typeof evalConstantsOf>): Model {
  return (s, seat, legal) => {
    const t = tableOf(game.view(s, seat) as CostView, ev);
    let best = legal[0];
    let bestValue = -Infinity;
    for (const move of candidates(s, legal)) {
      let after = game.apply(s, seat, move) as CostState;
      for (let i = 0; i < depth && !game.outcome(after) && after.step !== STEP_OVER; i++) {
        const who = game.activeSeats(after)[0];
        const moves = game.legalMoves(after, who) as CostMove[];
        let pick = moves[0];
        let q = -Infinity;
        if (moves.length > 1)
          for (const m of moves) {
            const v = quickScore(after, who, m, t);
            if (v > q) {
              q = v;
              pick = m;
            }
          }
        after = game.apply(after, who, pick) as CostState;
      }
      const value = advantage(after, seat, t);
      if (value > bestValue) {
        bestValue = value;
        best = move;
      }
    }
    return best;
  };
}

/** The kinds of move a bias may be set for: the move's type, with a subsidy's take and whether work is safe. */
function biasKindOf(m: CostMove): string {
  if (m.type === 'SUBSIDY') return `SUBSIDY_${m.take}`;
  if (m.type === 'MINE' || m.type === 'MILL') return `${m.type}_${m.safe ? 'SAFE' : 'UNSAFE'}`;
  return m.type;
}

/**
 * The heuristic with a bias in dollars added to its worth of each kind of move (`bias:CONVERT=0.5,PASS=-1`):
 * where `mcts` leans to a kind of move more or less than the heuristic, whatever the position.
 */
function biasedModel(bias: Readonly<Record<string, number>>): Model {
  return (s, seat, legal) => {
    const t = tableOf(game.view(s, seat) as CostView);
    // The heuristic's own pass over the national rails (it plays the first) is kept.
    if (s.step === 3) return bestMove(game, s, seat, legal, t).move;
    let best = legal[0];
    let bestValue = -Infinity;
    for (const move of candidates(s, legal)) {
      const value = lookahead(game, s, seat, move, t) + (bias[biasKindOf(move)] ?? 0);
      if (value > bestValue) {
        bestValue = value;
        best = move;
      }
    }
    return best;
  };
}

const biasOf = (text: string): Record<string, number> =>
  Object.fromEntries(
    text
      .split(',')
      .filter(Boolean)
      .map((kv) => {
        const [k, v] = kv.split('=');
        return [k, Number(v)];
      }),
  );

/** A model from its name: `heuristic[...]` (the evaluation's constants as the level's settings) or `playout:d[...]`. */
function modelOf(text: string): Model {
  if (text.startsWith('bias:')) return biasedModel(biasOf(text.slice(5)));
  // Another bot asked at each position (`bot:mcts[iterations=300]`), seeded by the position.
  if (text.startsWith('bot:'))
    return (s, seat, legal) =>
      createSpecBot(text.slice(4), { game, seat, seed: `model:${JSON.stringify(s.rng)}` }).decide(
        botTurn(game, s, seat, legal),
      ) as CostMove;
  const playout = /^playout:(\d+)(.*)$/.exec(text);
  const spec = parseBotSpec(playout ? `heuristic${playout[2]}` : text, game);
  if (spec.kind !== 'level' || spec.level !== 'heuristic') throw new Error(`${text}: not a model`);
  const ev = evalConstantsOf(spec.tuning);
  if (playout) return playoutModel(Number(playout[1]), ev);
  return (s, seat, legal) => bestMove(game, s, seat, legal, tableOf(game.view(s, seat) as CostView, ev)).move;
}

/**
 * A move's kind, leaving out what seldom matters to the game's end (which site, corner, triangle or
 * column; how many dollars are converted at once): a model can miss the move and still play its kind.
 */
function kindOf(m: CostMove): string {
  switch (m.type) {
    case 'SUBSIDY':
      return `${m.type} ${m.take}`;
    case 'MINE':
    case 'MILL':
      return `${m.type} ${m.country} ${m.safe ? 'safe' : 'unsafe'}`;
    case 'INVEST':
      return `${m.type} ${m.track}`;
    case 'MOVE':
      return `${m.type} ${m.destination}`;
    case 'CONVERT':
    case 'SELECT_COUNTRY':
      return `${m.type} ${m.country}`;
    default:
      return m.type;
  }
}

/** Whether `model` plays the recorded move (with `of`, the recorded move's kind), per position. */
const hits = (positions: readonly Position[], model: Model, of: (m: CostMove) => string = key): boolean[] =>
  positions.map((p) => {
    const legal = game.legalMoves(p.state, p.seat) as CostMove[];
    return of(model(p.state, p.seat, legal)) === of(p.move);
  });

/** The positions where `model` does not play the recorded move: both moves, side by side. */
function showMisses(positions: readonly Position[], model: Model, agree: readonly boolean[]): void {
  const brief = (m: CostMove) => {
    const { type, ...rest } = m as CostMove & Record<string, unknown>;
    return `${type} ${JSON.stringify(rest)}`;
  };
  positions.forEach((p, i) => {
    if (agree[i]) return;
    const legal = game.legalMoves(p.state, p.seat) as CostMove[];
    const mine = model(p.state, p.seat, legal);
    const money = p.state.p.map((x) => x.money).join('/');
    console.log(
      `  ${p.game} ${p.at} r${p.round}p${p.phase}s${p.step} $${money} seat ${p.seat}: model ${brief(mine)} | recorded ${brief(p.move)}`,
    );
  });
}

const pct = (x: number): string => (100 * x).toFixed(1);
const share = (k: number, n: number): string => {
  const [lo, hi] = wilson(k, n);
  return `${k}/${n} = ${pct(k / n)}% (95% ${pct(lo)}-${pct(hi)}%)`;
};

/** Agreement overall and by round, phase and the recorded move's kind. */
function report(name: string, positions: readonly Position[], agree: readonly boolean[]): void {
  const k = agree.filter(Boolean).length;
  console.log(`${name}: ${share(k, positions.length)}`);
  const groups: [string, (p: Position) => string][] = [
    ['round', (p) => `round ${p.round}`],
    ['phase', (p) => `phase ${p.phase}`],
    ['mcts chose', (p) => p.move.type],
  ];
  for (const [title, of] of groups) {
    const by = new Map<string, [number, number]>();
    positions.forEach((p, i) => {
      const c = by.get(of(p)) ?? [0, 0];
      by.set(of(p), [c[0] + (agree[i] ? 1 : 0), c[1] + 1]);
    });
    const rows = [...by.entries()].sort((a, b) => b[1][1] - a[1][1]);
    console.log(`  by ${title}: ${rows.map(([g, [a, n]]) => `${g} ${a}/${n}`).join(', ')}`);
  }
}

/** Positions where `a` and `b` differ: how many only `a` gets right, how many only `b` (a paired comparison). */
function paired(a: readonly boolean[], b: readonly boolean[]): string {
  let onlyA = 0;
  let onlyB = 0;
  for (let i = 0; i < a.length; i++) {
    if (a[i] && !b[i]) onlyA++;
    if (b[i] && !a[i]) onlyB++;
  }
  // Exact two-sided sign test over the positions that differ.
  const n = onlyA + onlyB;
  let tail = 0;
  const lo = Math.min(onlyA, onlyB);
  let c = 1;
  for (let i = 0; i <= n; i++) {
    if (i <= lo) tail += c;
    c = (c * (n - i)) / (i + 1);
  }
  const p = n === 0 ? 1 : Math.min(1, (2 * tail) / 2 ** n);
  return `only the first agrees at ${onlyA}, only the second at ${onlyB} (sign test p = ${p.toFixed(3)})`;
}

function agree(): void {
  const positions = argsOf('data').flatMap(load);
  const models = argsOf('model');
  const results: boolean[][] = [];
  const show = args.includes('--show');
  for (const m of models.length ? models : ['heuristic']) {
    const t0 = performance.now();
    const a = hits(positions, modelOf(m));
    if (show) showMisses(positions, modelOf(m), a);
    results.push(a);
    report(`${m} (${Math.round(performance.now() - t0)} ms)`, positions, a);
    report(`${m}, the same kind of move`, positions, hits(positions, modelOf(m), kindOf));
  }
  for (let i = 1; i < results.length; i++)
    console.log(`${models[0]} vs ${models[i]}: ${paired(results[0], results[i])}`);
  const other = argsOf('against');
  if (other.length) {
    // The same positions asked again (another seed or bot): how often the two answers agree.
    const again = new Map(other.flatMap(load).map((p) => [`${p.game}:${p.at}`, p.move]));
    const both = positions.filter((p) => again.has(`${p.game}:${p.at}`));
    const same = both.map((p) => key(again.get(`${p.game}:${p.at}`)) === key(p.move));
    report('the two recordings', both, same);
  }
}

/** The searched constants (scripts/the-cost-eval-space.ts), and the share a heap's resources keep too. */
const SPACE: Record<string, EvalDimension> = {
  ...EVAL_SPACE,
  heap: { start: 0.05, step: 0.1, lo: 0, hi: 0.5 },
};

const specOf = (base: string, set: Record<string, number>): string =>
  `${base}[${Object.entries(set)
    .map(([k, v]) => `${k}=${Math.round(v * 1000) / 1000}`)
    .join(',')}]`;

/** The kinds of move whose bias `fit --bias` searches, each from 0 by steps of a dollar. */
const BIAS_KINDS = [
  'SUBSIDY_MONEY',
  'SUBSIDY_RESOURCES',
  'BUILD_MINE',
  'BUILD_MILL',
  'BUILD_RAILS',
  'BUILD_PORT',
  'END_TURN',
  'CONVERT',
  'DONE',
  'MINE_SAFE',
  'MINE_UNSAFE',
  'MILL_SAFE',
  'MILL_UNSAFE',
  'MOVE',
  'INVEST',
  'PASS',
];
const BIAS_SPACE = Object.fromEntries(BIAS_KINDS.map((k) => [k, { start: 0, step: 1, lo: -8, hi: 8 }]));
const biasSpecOf = (set: Record<string, number>): string =>
  `bias:${Object.entries(set)
    .filter(([, v]) => v !== 0)
    .map(([k, v]) => `${k}=${Math.round(v * 1000) / 1000}`)
    .join(',')}`;

/**
 * Coordinate search for the model that agrees with the recorded moves most on the training positions:
 * the evaluation's constants, or with `--bias` a bias per kind of move. Then both measured on held-out ones.
 */
function fit(): void {
  const train = argsOf('train').flatMap(load);
  const held = argsOf('held').flatMap(load);
  const passes = Number(arg('passes', '2'));
  // A step must agree at this many more training positions to be kept.
  const margin = Number(arg('margin', '2'));
  const bias = args.includes('--bias');
  const space = bias ? BIAS_SPACE : SPACE;
  const name = (set: Record<string, number>) => (bias ? biasSpecOf(set) : specOf('heuristic', set));
  const count = (set: Record<string, number>) => hits(train, modelOf(name(set))).filter(Boolean).length;
  const best: Record<string, number> = Object.fromEntries(
    Object.entries(space).map(([k, v]) => [k, v.start]),
  );
  let bestCount = count(best);
  console.log(`start ${name(best)}: ${share(bestCount, train.length)} on the training positions`);
  for (let pass = 0; pass < passes; pass++)
    for (const [key, dim] of Object.entries(space)) {
      const step = dim.step / (pass + 1);
      for (const dir of [1, -1]) {
        let moved = false;
        // Keep stepping the same way while it gains.
        for (;;) {
          const x = Math.max(dim.lo, Math.min(dim.hi, best[key] + dir * step));
          if (x === best[key]) break;
          const n = count({ ...best, [key]: x });
          const kept = n >= bestCount + margin;
          console.log(
            `pass ${pass} ${key}=${x.toFixed(3)}: ${n}/${train.length}${kept ? ' kept' : ''} (best ${bestCount})`,
          );
          if (!kept) break;
          best[key] = x;
          bestCount = n;
          moved = true;
        }
        if (moved) break;
      }
    }
  const fitted = name(best);
  console.log(`fitted: ${fitted} ${share(bestCount, train.length)} on the training positions`);
  const before = hits(held, modelOf('heuristic'));
  const after = hits(held, modelOf(fitted));
  report(`held-out, heuristic`, held, before);
  report(`held-out, fitted`, held, after);
  report(`held-out, heuristic, the same kind of move`, held, hits(held, modelOf('heuristic'), kindOf));
  report(`held-out, fitted, the same kind of move`, held, hits(held, modelOf(fitted), kindOf));
  console.log(`held-out, heuristic vs fitted: ${paired(before, after)}`);
}

if (command === 'record') record();
else if (command === 'agree') agree();
else if (command === 'fit') fit();
else throw new Error('usage: the-cost-mcts-moves.ts record|agree|fit (see the head of the file)');
