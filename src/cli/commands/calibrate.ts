// `calibrate`: how well the analysis predicts the winner. Bots play games; the analysis estimates the
// positions at each tenth of every game (or every position with --every-position, which also gives the
// compute time of a whole game's analysis); the report gives the mean chance the estimates gave the
// eventual winners at each tenth. One line per game goes to --out as it finishes, so a long run can be
// stopped and its games still counted.
import { appendFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Command } from 'commander';
import { estimateState } from '../../bots/analysis/analyse-record.ts';
import { analysisIterations } from '../../bots/analysis/budget.ts';
import { Match } from '../../kernel/index.ts';
import { CliError, gameOf, json, positiveInt, type CliContext } from '../context.ts';
import { playOneGame } from '../simulate-core.ts';

interface GameLine {
  seed: string;
  moves: number;
  winners: number[];
  /** Chance given to the winners together at position round(k * moves / 10), k = 0..9. */
  tenths: number[];
  /** Milliseconds spent estimating: the tenths, or every position with --every-position. */
  ms: number;
  positions: number;
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
    .description('Measure how well the analysis predicts the winner of bot games.')
    .option('--game <id>', 'the game')
    .option('--players <n>', 'players per game', '2')
    .option('--games <N>', 'games to play and analyse', '20')
    .option('--bots <name[,name...]>', 'bots by seat; seats rotate between games', 'heuristic')
    .option('--seed <s>', 'master seed (game i uses "<s>:<n>p:<i>")', 'calibrate')
    .option('--iterations <N>', "search iterations per position (default: the server's, per game)")
    .option('--every-position', 'estimate every position (the whole analysis), not only the tenths')
    .option('--out <file.jsonl>', 'append one JSON line per analysed game')
    .option('--json', 'print the report as JSON')
    .addHelpText(
      'after',
      '\nExample:\n  npm run cli -- calibrate --game industrial-waste --players 3 --games 50 --out iw.jsonl --json\n',
    )
    .action(async (opts) => {
      const game = gameOf(ctx, opts.game);
      const players = positiveInt('--players', opts.players, game.minPlayers, game.maxPlayers);
      const count = positiveInt('--games', opts.games);
      const bots = String(opts.bots).split(',').filter(Boolean);
      if (bots.length === 0) throw new CliError('--bots needs at least one bot name');
      const iterations =
        opts.iterations === undefined
          ? analysisIterations(game)
          : positiveInt('--iterations', opts.iterations);
      const lines: GameLine[] = [];
      for (let index = 0; index < count; index++) {
        const played = await playOneGame({ game, players, bots, seed: String(opts.seed), index });
        if (!played.outcome)
          throw new CliError(`game ${played.seed} did not finish: ${played.error?.message}`);
        const total = played.moves;
        const wanted = new Set<number>();
        for (let k = 0; k < 10; k++) wanted.add(Math.round((k * total) / 10));
        const match = Match.replay(game, { ...played.record, moves: [] });
        const byN = new Map<number, number[]>();
        let ms = 0;
        let positions = 0;
        for (let n = 0; n <= total; n++) {
          if (n > 0) match.move(played.record.moves[n - 1].seat, played.record.moves[n - 1].move);
          if (!opts.everyPosition && !wanted.has(n)) continue;
          const t0 = performance.now();
          const p = estimateState({ game, state: match.state, n, gameSeed: played.seed, iterations });
          ms += performance.now() - t0;
          positions++;
          byN.set(n, p.winProbability);
        }
        const winners = played.outcome.winners;
        const line: GameLine = {
          seed: played.seed,
          moves: total,
          winners,
          tenths: [...Array(10).keys()].map((k) => {
            const p = byN.get(Math.round((k * total) / 10))!;
            return winners.reduce((sum, w) => sum + p[w], 0);
          }),
          ms: Math.round(ms),
          positions,
        };
        lines.push(line);
        if (opts.out) appendFileSync(resolve(ctx.cwd, opts.out), JSON.stringify(line) + '\n');
        if (!opts.json) ctx.stderr(`game ${index + 1}/${count}: ${total} moves, ${line.ms} ms\n`);
      }
      const report = summarise(lines, {
        game: game.id,
        players,
        bots,
        iterations,
        everyPosition: !!opts.everyPosition,
      });
      if (opts.json) ctx.stdout(json(report) + '\n');
      else {
        ctx.stdout(
          `${game.title}, ${players} players, ${report.games} games, ${iterations} iterations per position\n`,
        );
        ctx.stdout(
          `chance given to the winner at each tenth: ${report.winnerChanceByTenth.map((x) => x.toFixed(2)).join(' ')}\n`,
        );
        ctx.stdout(`median ms per game: ${report.medianMsPerGame} (${report.positionsPerGame})\n`);
      }
    });
}

export function summarise(lines: GameLine[], about: Record<string, unknown>) {
  const tenths = [...Array(10).keys()].map((k) =>
    lines.length ? lines.reduce((s, l) => s + l.tenths[k], 0) / lines.length : 0,
  );
  return {
    ...about,
    games: lines.length,
    winnerChanceByTenth: tenths.map((x) => Math.round(x * 1000) / 1000),
    medianMoves: median(lines.map((l) => l.moves)),
    medianMsPerGame: median(lines.map((l) => l.ms)),
    positionsPerGame: about.everyPosition ? 'every position' : 'the 10 tenths only',
  };
}
