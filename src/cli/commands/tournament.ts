import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import type { Command } from 'commander';
import { CliError, gameOf, json, positiveInt, type CliContext } from '../context.ts';
import { round } from '../simulate-core.ts';
import { scheduleGames, seatLineups } from '../tournament/lineups.ts';
import { runTournament } from '../tournament/run.ts';
import { games as shippedGames } from '../../games/registry.ts';
import { tournamentFigures } from '../tournament/stats.ts';
import { parseJsonOption } from './options.ts';
import { addProgramOptions, programConfig } from '../external/options.ts';
import { parseBotList } from '../bot-spec.ts';
import { machineLoad } from '../tournament/machine.ts';
import { programFigures, programLines } from '../tournament/program-stats.ts';

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

export function registerTournament(program: Command, ctx: CliContext): void {
  const command = program
    .command('tournament')
    .description(
      'Play bots against each other on every seat lineup; report win rates with 95% intervals, head-to-head results, mean score and decision time.',
    )
    .requiredOption('--game <id>', 'game id (the-cost, industrial-waste)')
    .option('--players <n>', 'players per game', '2')
    .option(
      '--bots <bot,bot...>',
      'the bots taking part (each once): levels, or programs as cmd:"<command>" (label=cmd:... names one)',
      'heuristic,random',
    )
    .option('--games <N>', 'games in all; each deal is played once per seat lineup', '60')
    .option('--seed <s>', 'master seed; deal d uses "<s>:<n>p:<d>"', '1')
    .option('--budget-ms <m>', 'time per decision for search bots, in milliseconds (default 1000)')
    .option('--iterations <n>', 'iterations per decision for search bots (deterministic)')
    .option('--options <json>', 'extra setup options as JSON')
    .option('--max-moves <N>', 'a game longer than this is an error', '100000')
    .option(
      '--workers <n>',
      `worker threads playing games in parallel (this machine has ${availableParallelism()} cores)`,
      '1',
    )
    .option('--progress', 'print one line per finished game on stderr')
    .option(
      '--failures <dir>',
      'folder where each failing game is saved as a replayable record',
      'tournament-failures',
    )
    .option('--json', 'print the report as JSON');
  addProgramOptions(command)
    .addHelpText(
      'after',
      '\nExample:\n  npm run cli -- tournament --game the-cost --players 2 --bots mcts,heuristic,random --games 60 --seed 1 --budget-ms 1000 --workers 2 --json\n' +
        '  npm run cli -- tournament --game the-cost --bots heuristic,cmd:"python3 bots/examples/random_bot.py" --games 20\n' +
        '\nA cmd: bot is a program speaking the bot protocol (docs/bot-protocol.md) on stdin and stdout.\n' +
        '\nWith k seat lineups (2 players, 3 bots: 6), game i plays lineup i mod k on deal floor(i / k); choose a\nmultiple of k for --games so that every deal is played from every seat.\n',
    )
    .action(async (opts) => {
      const game = gameOf(ctx, opts.game);
      const players = positiveInt('--players', opts.players, game.minPlayers, game.maxPlayers);
      const gamesWanted = positiveInt('--games', opts.games);
      const maxMoves = positiveInt('--max-moves', opts.maxMoves);
      const workers = positiveInt('--workers', opts.workers, 1, 64);
      const specs = parseBotList('--bots', String(opts.bots), game, { distinct: true });
      if (specs.length < 2) throw new CliError('--bots needs at least two different bots');
      const bots = specs.map((s) => s.text);
      const programs = programConfig(opts, specs, ctx);
      const budget = {
        ...(opts.budgetMs !== undefined ? { ms: positiveInt('--budget-ms', opts.budgetMs) } : {}),
        ...(opts.iterations !== undefined
          ? { iterations: positiveInt('--iterations', opts.iterations) }
          : {}),
      };
      // Worker threads load games from the shipped registry.
      if (workers > 1 && shippedGames[game.id] !== game)
        throw new CliError(`--workers: ${game.id} is not a shipped game; use --workers 1`);
      const seed = String(opts.seed);
      const lineups = seatLineups(bots, players);
      const schedule = scheduleGames(lineups, gamesWanted);
      const spec = {
        gameId: game.id,
        players,
        seed,
        options: parseJsonOption('--options', opts.options),
        budget: Object.keys(budget).length ? budget : undefined,
        maxMoves,
        programs,
      };
      const loadBefore = machineLoad();
      const t0 = performance.now();
      const results = await runTournament(game, spec, schedule, {
        workers,
        onGame: opts.progress
          ? (r, g, done) =>
              ctx.stderr(
                `${done}/${schedule.length} game ${g.index} deal ${g.deal} [${g.seatBots.join(' ')}]: ` +
                  (r.error
                    ? `error ${r.error.code}`
                    : `winners ${r.outcome?.winners.map((w) => r.seatBots[w]).join(' ')}, scores ${r.outcome?.scores.join(' ')}`) +
                  '\n',
              )
          : undefined,
      });
      const seconds = (performance.now() - t0) / 1000;
      const failed = results.filter((r) => r.error);
      const saved: string[] = [];
      if (failed.length) {
        const dir = resolve(ctx.cwd, opts.failures);
        mkdirSync(dir, { recursive: true });
        for (const r of failed) {
          const file = resolve(
            dir,
            `${game.id}-${r.seed.replace(/[^\w.-]+/g, '_')}-${r.seatBots.join('-')}.json`,
          );
          writeFileSync(file, json(r.record) + '\n');
          saved.push(file);
        }
      }
      const errorCodes: Record<string, number> = {};
      for (const r of failed) errorCodes[r.error!.code] = (errorCodes[r.error!.code] ?? 0) + 1;
      const { perBot, headToHead } = tournamentFigures(bots, results);
      const report = {
        game: game.id,
        players,
        bots,
        seed,
        games: results.length,
        deals: schedule.length ? schedule[schedule.length - 1].deal + 1 : 0,
        lineups,
        budget: spec.budget ?? 'bot defaults',
        workers,
        seconds: round(seconds, 1),
        machine: { before: loadBefore, after: machineLoad() },
        errors: failed.length,
        errorCodes,
        meanGameLength: round(
          results.filter((r) => r.outcome).reduce((n, r) => n + r.moves, 0) /
            Math.max(1, results.filter((r) => r.outcome).length),
          1,
        ),
        perBot,
        headToHead,
        ...(programs ? { programs: programFigures(results, programs) } : {}),
        failures: saved,
      };
      if (opts.json) ctx.stdout(json(report) + '\n');
      else {
        const width = Math.max(12, ...bots.map((b) => b.length + 1));
        const lines = [
          `${game.title}, ${players} players: ${report.games} games (${report.deals} deals × ${lineups.length} lineups), seed ${seed}, budget ${JSON.stringify(report.budget)}, ${report.seconds} s`,
          `errors: ${report.errors}${report.errors ? ` ${JSON.stringify(errorCodes)}` : ''}; mean game length ${report.meanGameLength} moves`,
          `machine: ${report.machine.before.cores} cores, load average ${report.machine.before.loadAverage[0]} at the start, ${report.machine.after.loadAverage[0]} at the end`,
          `${'bot'.padEnd(width)} seats  win rate (95% interval)   mean score  ms/decision  iterations/search  iterations/s`,
          ...bots.map((b) => {
            const f = perBot[b];
            return (
              `${b.padEnd(width)} ${String(f.seats).padStart(5)}  ${pct(f.winRate).padStart(6)} (${pct(f.winRate95[0])}–${pct(f.winRate95[1])})`.padEnd(
                width + 31,
              ) +
              `${String(f.meanScore).padStart(10)}  ${String(f.meanDecisionMs).padStart(11)}` +
              (f.searches
                ? `  ${String(f.meanIterations).padStart(17)}  ${String(f.iterationsPerSecond).padStart(12)}`
                : '')
            );
          }),
          'head to head (share of games finished ahead):',
          ...headToHead.map(
            (h) =>
              `  ${h.bot} vs ${h.opponent}: ${pct(h.rate)} of ${h.games} (${pct(h.rate95[0])}–${pct(h.rate95[1])})`,
          ),
          ...(report.programs ? programLines(report.programs) : []),
          ...(saved.length ? [`failing games saved: ${saved.join(', ')}`] : []),
        ];
        ctx.stdout(lines.join('\n') + '\n');
      }
      if (failed.length)
        throw new CliError(`${failed.length} game(s) failed; records saved under ${opts.failures}`, 3);
    });
}
