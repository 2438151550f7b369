import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import type { Command } from 'commander';
import { botNames } from '../../bots/index.ts';
import { games as shippedGames } from '../../games/registry.ts';
import { CliError, gameOf, json, positiveInt, type CliContext } from '../context.ts';
import { parseBotList } from '../bot-spec.ts';
import { ladderFigures, ladderMarkdown, replaceSection, type LadderReport } from '../ladder/report.ts';
import { ladderSchedule } from '../ladder/schedule.ts';
import { round } from '../simulate-core.ts';
import { machineLoad } from '../tournament/machine.ts';
import { programFigures, programLines } from '../tournament/program-stats.ts';
import { runTournament } from '../tournament/run.ts';
import { addProgramOptions, programConfig } from '../external/options.ts';

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

export function registerLadder(program: Command, ctx: CliContext): void {
  const command = program
    .command('ladder')
    .description(
      'Rate the bot levels of a game against each other: paired two-player games (each deal from both seats) between every pair of levels; ratings with 95% intervals.',
    )
    .requiredOption('--game <id>', 'game id (the-cost, industrial-waste)')
    .option(
      '--levels <name,name...>',
      "the levels to rate (default: every level of the game); 'level[setting=value]' for a variant, cmd:<command> for a program",
    )
    .option(
      '--games <N>',
      'games per pair of levels, an even number (each deal is played from both seats)',
      '20',
    )
    .option('--seed <s>', 'master seed; deal d uses "<s>:2p:<d>", the same deals for every pair', '1')
    .option('--budget-ms <m>', 'time per decision for search levels, in milliseconds (default 1000)')
    .option('--iterations <n>', 'iterations per decision for search levels (deterministic)')
    .option('--max-moves <N>', 'a game longer than this is an error', '100000')
    .option(
      '--workers <n>',
      `worker threads playing games in parallel (this machine has ${availableParallelism()} cores)`,
      '1',
    )
    .option('--progress', 'print one line per finished game on stderr')
    .option(
      '--write <file>',
      'also put the result, as Markdown, between "<!-- ladder:<game> -->" and "<!-- /ladder:<game> -->" in this file',
    )
    .option(
      '--failures <dir>',
      'folder where each failing game is saved as a replayable record',
      'ladder-failures',
    )
    .option('--json', 'print the report as JSON');
  addProgramOptions(command)
    .addHelpText(
      'after',
      '\nRatings are openskill (Bradley-Terry) means: every level starts at 25; mu ± 1.96 sigma is the 95% interval.\n' +
        'Example:\n  npm run cli -- ladder --game the-cost --games 40 --seed 1 --budget-ms 1000 --workers 2 --write docs/bots.md\n',
    )
    .action(async (opts) => {
      const game = gameOf(ctx, opts.game);
      if (game.minPlayers > 2 || game.maxPlayers < 2)
        throw new CliError(`${game.id} is not played by two; a ladder plays two-player games`);
      const gamesPerPair = positiveInt('--games', opts.games);
      if (gamesPerPair % 2 !== 0)
        throw new CliError('--games must be even: each deal is played from both seats');
      const maxMoves = positiveInt('--max-moves', opts.maxMoves);
      const workers = positiveInt('--workers', opts.workers, 1, 64);
      const specs = parseBotList('--levels', String(opts.levels ?? botNames(game).join(',')), game, {
        distinct: true,
      });
      const levels = specs.map((b) => b.text);
      if (levels.length < 2) throw new CliError('--levels needs at least two levels');
      const programs = programConfig(opts, specs, ctx);
      const budget = {
        ...(opts.budgetMs !== undefined ? { ms: positiveInt('--budget-ms', opts.budgetMs) } : {}),
        ...(opts.iterations !== undefined
          ? { iterations: positiveInt('--iterations', opts.iterations) }
          : {}),
      };
      if (workers > 1 && shippedGames[game.id] !== game)
        throw new CliError(`--workers: ${game.id} is not a shipped game; use --workers 1`);
      const seed = String(opts.seed);
      const schedule = ladderSchedule(levels, gamesPerPair);
      const spec = {
        gameId: game.id,
        players: 2,
        seed,
        budget: Object.keys(budget).length ? budget : undefined,
        maxMoves,
        programs,
      };
      const before = machineLoad();
      const t0 = performance.now();
      const results = await runTournament(game, spec, schedule, {
        workers,
        onGame: opts.progress
          ? (r, g, done) =>
              ctx.stderr(
                `${done}/${schedule.length} deal ${g.deal} [${g.seatBots.join(' ')}]: ` +
                  (r.error
                    ? `error ${r.error.code}`
                    : `winners ${r.outcome?.winners.map((w) => r.seatBots[w]).join(' ')}, scores ${r.outcome?.scores.join(' ')}`) +
                  '\n',
              )
          : undefined,
      });
      const seconds = (performance.now() - t0) / 1000;
      const failed = results.filter((r) => r.error);
      const quote = (s: string) => (/^[\w.,:/-]+$/.test(s) ? s : `'${s}'`);
      const command = [
        'npm run cli -- ladder',
        `--game ${game.id}`,
        ...(opts.levels !== undefined ? [`--levels ${quote(levels.join(','))}`] : []),
        `--games ${gamesPerPair}`,
        `--seed ${quote(seed)}`,
        ...(budget.ms !== undefined ? [`--budget-ms ${budget.ms}`] : []),
        ...(budget.iterations !== undefined ? [`--iterations ${budget.iterations}`] : []),
        ...(workers > 1 ? [`--workers ${workers}`] : []),
      ].join(' ');
      const report: LadderReport = {
        game: game.id,
        players: 2,
        levels,
        seed,
        gamesPerPair,
        games: results.length,
        budget: spec.budget ?? 'bot defaults',
        workers,
        seconds: round(seconds, 1),
        machine: { before, after: machineLoad() },
        errors: failed.length,
        ...ladderFigures(levels, results),
        command,
      };
      const saved: string[] = [];
      if (failed.length) {
        const dir = resolve(ctx.cwd, opts.failures);
        mkdirSync(dir, { recursive: true });
        for (const r of failed) {
          const file = resolve(
            dir,
            `${game.id}-${r.seed.replace(/[^\w.-]+/g, '_')}-${r.seatBots.join('-').replace(/[^\w.-]+/g, '_')}.json`,
          );
          writeFileSync(file, json(r.record) + '\n');
          saved.push(file);
        }
      }
      if (opts.write !== undefined) {
        const file = resolve(ctx.cwd, String(opts.write));
        let text: string;
        try {
          text = readFileSync(file, 'utf8');
        } catch (e) {
          throw new CliError(`--write: cannot read ${opts.write} (${(e as Error).message})`);
        }
        try {
          writeFileSync(file, replaceSection(text, game.id, ladderMarkdown(report, game.title)));
        } catch (e) {
          throw new CliError(`--write: ${opts.write} has ${(e as Error).message}`);
        }
      }
      const programReport = programs ? programFigures(results, programs) : undefined;
      if (opts.json)
        ctx.stdout(json({ ...report, ...(programReport ? { programs: programReport } : {}) }) + '\n');
      else
        ctx.stdout(
          [
            `${game.title}: ${report.games} games, ${gamesPerPair} per pair, seed ${seed}, budget ${JSON.stringify(report.budget)}, ${report.seconds} s, load ${before.loadAverage[0]}–${report.machine.after.loadAverage[0]} on ${before.cores} cores`,
            'level          rating   95% interval',
            ...report.ratings.levels.map(
              (l) =>
                `${l.level.padEnd(14)} ${l.mu.toFixed(1).padStart(6)}   ${l.interval95[0].toFixed(1)}–${l.interval95[1].toFixed(1)}`,
            ),
            'pairs (share of games won; a shared victory counts a half):',
            ...report.pairs.map(
              (p) =>
                `  ${p.level} vs ${p.opponent}: ${pct(p.rate)} of ${p.games} (${pct(p.rate95[0])}–${pct(p.rate95[1])})`,
            ),
            ...(programReport ? programLines(programReport) : []),
            `reproduce: ${command}`,
            ...(saved.length ? [`failing games saved: ${saved.join(', ')}`] : []),
          ].join('\n') + '\n',
        );
      if (failed.length)
        throw new CliError(`${failed.length} game(s) failed; records saved under ${opts.failures}`, 3);
    });
}
