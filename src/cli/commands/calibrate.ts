// `calibrate`: how well the analysis predicts the winner of bot games it was not trained on. Bots play
// games (seeds disjoint from the model's training, enforced); the whole analysis of every game is
// computed (and timed), and the positions opening each tenth of the game are compared with the winners,
// beside baselines from the same positions: every seat alike, and "the public leader wins". One line
// per game goes to --out as it finishes, so a long run can be stopped and its games still counted.
import { appendFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Command } from 'commander';
import { estimateState } from '../../bots/analysis/analyse-record.ts';
import { analysisIterations } from '../../bots/analysis/budget.ts';
import {
  calibrationStats,
  leaderChances,
  uniformChances,
  type EstimatedPosition,
} from '../../bots/analysis/calibration-stats.ts';
import { analysisEstimator, searchEstimator } from '../../bots/analysis/estimator.ts';
import { PUBLIC_LEADER, publicStanding } from '../../bots/analysis/public-leader.ts';
import { valueModelStatus } from '../../bots/value/index.ts';
import { isTrainingGame } from '../../bots/value/pipeline.ts';
import { countsPublicMoney, PublicMoneyCounter } from '../../bots/value/public-transactions.ts';
import { playSelfPlayGame } from '../../bots/value/self-play.ts';
import { parseOptions } from '../../kernel/index.ts';
import { CliError, gameOf, json, positiveInt, type CliContext } from '../context.ts';
import { recordsFile } from '../self-play-records.ts';
import { gameSeed } from '../simulate-core.ts';

interface GameLine {
  seed: string;
  moves: number;
  winners: number[];
  /** Per tenth k = 0..9: the position round(k × moves / 10) and each method's chances there. */
  tenths: { n: number; chances: Record<string, number[]> }[];
  /** Milliseconds to analyse every position of the game (replaying it included). */
  ms: number;
  /** The process's CPU time for the same work: what a loaded machine does not inflate. */
  cpuMs: number;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0
    ? null
    : s.length % 2
      ? s[(s.length - 1) / 2]
      : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

export function registerCalibrate(program: Command, ctx: CliContext): void {
  program
    .command('calibrate')
    .description('Measure how well the analysis predicts the winner of bot games it was not trained on.')
    .option('--game <id>', 'the game')
    .option('--players <n>', 'players per game', '3')
    .option('--games <N>', 'games to play and analyse', '100')
    .option('--bot <name>', 'the level on every seat', 'heuristic')
    .option(
      '--seed <s>',
      'master seed (game i uses "<s>:<n>p:<i>"); not the model\'s training seed',
      'calibrate',
    )
    .option('--search', 'also estimate the tenths by the search, as one more method (slow)')
    .option('--iterations <N>', "with --search: iterations per position (default: the server's, per game)")
    .option('--records <file.jsonl>', 'keep the games here and reuse those of the same seed')
    .option('--out <file.jsonl>', 'append one JSON line per analysed game')
    .option('--json', 'print the report as JSON')
    .addHelpText(
      'after',
      [
        '',
        'Per tenth of the game: the mean chance given to the eventual winners and the Brier score (sum over',
        'seats of (chance - share)^2, a shared victory giving each winner its share), for the analysis',
        '("model", or "search" where a game has no model), "uniform" (every seat alike) and "leader" (the',
        'public leader wins; ties share). Over every seat of every tenth: the expected calibration error',
        '(10 bins) and the reliability table. And the median time to analyse a whole game, on the clock',
        "and in the process's CPU time (which a loaded machine does not inflate).",
        '',
        'Example:',
        '  npm run cli -- calibrate --game industrial-waste --players 3 --games 300 --seed heldout --json',
        '',
      ].join('\n'),
    )
    .action((opts) => {
      const game = gameOf(ctx, opts.game);
      const players = positiveInt('--players', opts.players, game.minPlayers, game.maxPlayers);
      const count = positiveInt('--games', opts.games);
      const bot = String(opts.bot);
      const seed = String(opts.seed);
      const estimator = analysisEstimator(game);
      const model = valueModelStatus(game).model;
      if (model && seed === model.training.seed)
        throw new CliError(
          `--seed ${seed}: the model of ${game.id} was trained on this seed's games; calibrate on other seeds`,
        );
      if (opts.iterations !== undefined && !opts.search)
        throw new CliError('--iterations goes with --search');
      const search = opts.search
        ? searchEstimator(
            opts.iterations === undefined
              ? analysisIterations(game)
              : positiveInt('--iterations', opts.iterations),
          )
        : null;
      const records = recordsFile(opts.records ? resolve(ctx.cwd, opts.records) : null, game, {
        explore: 0,
        bot,
      });
      const lines: GameLine[] = [];
      for (let index = 0; index < count; index++) {
        const s = gameSeed(seed, players, index);
        if (model && isTrainingGame(model, s))
          throw new CliError(`game ${s} is one the model was trained on; calibrate on other seeds`);
        let played = records.get(s);
        if (!played) {
          played = playSelfPlayGame({ game, players, seed: s, explore: 0, bot });
          records.add(played);
        }
        lines.push(analyseGame(played, search));
        if (opts.out) appendFileSync(resolve(ctx.cwd, opts.out), JSON.stringify(lines.at(-1)) + '\n');
        if (!opts.json)
          ctx.stderr(
            `game ${index + 1}/${count}: ${played.record.moves.length} moves, ${lines.at(-1)!.ms} ms\n`,
          );
      }
      const report = summarise(lines, {
        game: game.id,
        players,
        bot,
        seed,
        estimator: estimator.id,
        trainingSeed: model?.training.seed ?? null,
        leader: PUBLIC_LEADER[game.id] ?? null,
      });
      if (opts.json) ctx.stdout(json(report) + '\n');
      else ctx.stdout(textReport(game.title, report));
    });

  function analyseGame(
    played: ReturnType<typeof playSelfPlayGame>,
    search: ReturnType<typeof searchEstimator> | null,
  ): GameLine {
    const game = gameOf(ctx, played.record.game);
    const total = played.record.moves.length;
    const wanted = new Map<number, number>();
    for (let k = 9; k >= 0; k--) wanted.set(Math.round((k * total) / 10), k);
    const tenths: GameLine['tenths'] = new Array(10);
    const t0 = performance.now();
    const cpu0 = process.cpuUsage();
    let state = game.setup(parseOptions(game, played.record.options), played.record.seed);
    // The public money (where the cash is hidden but its moves are public): for the analysis where
    // its model reads it, and for the public leader.
    const counter = countsPublicMoney(game) ? new PublicMoneyCounter(game, game.playerCount(state)) : null;
    const estimates: number[][] = [];
    const moneys: (readonly number[] | undefined)[] = [];
    for (let n = 0; n <= total; n++) {
      if (n > 0) {
        const m = played.record.moves[n - 1];
        const before = state;
        state = game.apply(state, m.seat, m.move);
        counter?.move(before, state, m.seat, m.move);
      }
      moneys.push(counter?.money);
      estimates.push(
        estimateState({ game, state, n, gameSeed: played.record.seed, money: counter?.money }).winProbability,
      );
    }
    const ms = performance.now() - t0;
    const cpu = process.cpuUsage(cpu0);
    const cpuMs = (cpu.user + cpu.system) / 1000;
    // The baselines and the search are not part of the analysis: a second replay, not timed.
    state = game.setup(parseOptions(game, played.record.options), played.record.seed);
    for (let n = 0; n <= total; n++) {
      if (n > 0) {
        const m = played.record.moves[n - 1];
        state = game.apply(state, m.seat, m.move);
      }
      const k = wanted.get(n);
      if (k === undefined) continue;
      const players = game.playerCount(state);
      const chances: Record<string, number[]> = {
        analysis: estimates[n],
        uniform: uniformChances(players),
      };
      const standing = publicStanding(game, state, moneys[n]);
      if (standing) chances.leader = leaderChances(standing);
      if (search)
        chances.search = estimateState({
          game,
          state,
          n,
          gameSeed: played.record.seed,
          estimator: search,
        }).winProbability;
      tenths[k] = { n, chances };
    }
    return {
      seed: played.record.seed,
      moves: total,
      winners: played.outcome.winners,
      tenths,
      ms: Math.round(ms * 10) / 10,
      cpuMs: Math.round(cpuMs * 10) / 10,
    };
  }
}

interface About {
  game: string;
  players: number;
  bot: string;
  seed: string;
  estimator: string;
  trainingSeed: string | null;
  leader: string | null;
}

export function summarise(lines: GameLine[], about: About) {
  const positions: EstimatedPosition[] = lines.flatMap((l) =>
    l.tenths.map((t, tenth) => {
      const shares = new Array<number>(t.chances.uniform.length).fill(0);
      for (const w of l.winners) shares[w] = 1 / l.winners.length;
      return { tenth, shares, chances: t.chances };
    }),
  );
  const stats = calibrationStats(positions);
  const baselines = ['uniform', 'leader'];
  return {
    ...about,
    games: lines.length,
    tenths: stats.tenths.map((t) => ({
      ...t,
      // The analysis's Brier score is no worse than the better baseline's at this tenth.
      beatsBaselines:
        t.brier.analysis <= Math.min(...baselines.filter((b) => b in t.brier).map((b) => t.brier[b])),
    })),
    ece: stats.ece,
    reliability: stats.reliability,
    medianMoves: median(lines.map((l) => l.moves)),
    medianAnalysisMs: median(lines.map((l) => l.ms)),
    medianAnalysisCpuMs: median(lines.map((l) => l.cpuMs)),
  };
}

function textReport(title: string, r: ReturnType<typeof summarise>): string {
  const methods = Object.keys(r.ece);
  const row = (label: string, f: (t: (typeof r.tenths)[number]) => string) =>
    `${label.padEnd(22)}${r.tenths.map((t) => f(t).padStart(7)).join('')}\n`;
  let out = `${title}, ${r.players} players, ${r.games} games (seed ${r.seed}), estimator ${r.estimator}\n`;
  out += row('tenth', (t) => String(t.tenth));
  for (const m of methods) out += row(`winner chance ${m}`, (t) => t.winnerChance[m].toFixed(3));
  for (const m of methods) out += row(`Brier ${m}`, (t) => t.brier[m].toFixed(3));
  out += `calibration error (10 bins): ${methods.map((m) => `${m} ${r.ece[m].toFixed(3)}`).join(', ')}\n`;
  out += `median whole-game analysis: ${r.medianAnalysisMs} ms, ${r.medianAnalysisCpuMs} ms of CPU (median ${r.medianMoves} moves)\n`;
  return out;
}
