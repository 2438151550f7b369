import type { Command } from 'commander';
import { botBenchmarks } from '../bench/bots.ts';
import { protocolBenchmarks } from '../bench/bot-protocol.ts';
import { benchmarks } from '../bench/registry.ts';
import { randomPlayoutBenchmarks } from '../bench/random-playouts.ts';
import { undoBenchmarks } from '../bench/undo.ts';
import { CliError, intList, json, type CliContext } from '../context.ts';

export function registerBench(program: Command, ctx: CliContext): void {
  program
    .command('bench')
    .description('Run the benchmark suite (speed of the engines, bots and server); medians, never pass/fail.')
    .option('--json', 'print the results as JSON')
    .option('--only <text>', 'run only benchmarks whose name contains this text')
    .option('--seconds <s>', 'time budget per benchmark', '3')
    .option('--list', 'list the benchmarks and exit')
    .option('--games-at-once <list>', 'server benchmarks: concurrent games per phase, e.g. 1,16,64,256')
    .option('--moves <n>', 'server benchmarks: at most n moves per game in a phase')
    .option('--players <list>', 'server/players: numbers of connected players to try, e.g. 500,1000,2000')
    .option('--interval <s>', 'server/players: seconds between two moves of a person', '5')
    .option(
      '--moves-over <way>',
      "server benchmarks: clients move over the seat's 'socket' or 'http'",
      'socket',
    )
    .addHelpText(
      'after',
      '\nExample:\n  npm run bench                       (all, JSON)\n  npm run cli -- bench --only the-cost --seconds 5\n  npm run -s cli -- bench --only server/sqlite --seconds 3 --json\n  npm run -s cli -- bench --only server/players --players 500,1000,2000 --seconds 20 --json\n',
    )
    .action(async (opts) => {
      const all = [
        ...randomPlayoutBenchmarks(ctx.games),
        ...undoBenchmarks(ctx.games),
        ...botBenchmarks(ctx.games),
        ...protocolBenchmarks(ctx.games),
        ...benchmarks,
      ];
      if (opts.list) {
        ctx.stdout(all.map((b) => `${b.name}: ${b.description}`).join('\n') + '\n');
        return;
      }
      const seconds = Number(opts.seconds);
      if (!Number.isFinite(seconds) || seconds <= 0 || seconds > 600)
        throw new CliError('--seconds must be a number of seconds from 0 to 600');
      const interval = Number(opts.interval);
      if (!Number.isFinite(interval) || interval <= 0 || interval > 600)
        throw new CliError('--interval must be a number of seconds from 0 to 600');
      if (opts.movesOver !== 'socket' && opts.movesOver !== 'http')
        throw new CliError('--moves-over is socket or http');
      const run = {
        movesOver: opts.movesOver as 'socket' | 'http',
        games: ctx.games,
        seconds,
        intervalSeconds: interval,
        ...(opts.gamesAtOnce ? { concurrency: intList('--games-at-once', opts.gamesAtOnce, 1, 10_000) } : {}),
        ...(opts.moves ? { movesPerGame: intList('--moves', opts.moves, 1)[0] } : {}),
        ...(opts.players ? { players: intList('--players', opts.players, 1, 100_000) } : {}),
      };
      const chosen = all.filter((b) => !opts.only || b.name.includes(opts.only));
      if (chosen.length === 0) throw new CliError(`no benchmark matches "${opts.only}"; see bench --list`);
      const results: Record<string, unknown>[] = [];
      for (const b of chosen) {
        if (!opts.json) ctx.stderr(`running ${b.name}...\n`);
        const result = await b.run(run);
        results.push({ name: b.name, description: b.description, ...result });
        if (!opts.json) ctx.stdout(`${b.name}: ${JSON.stringify(result)}\n`);
      }
      const report = {
        node: process.version,
        platform: `${process.platform}-${process.arch}`,
        secondsPerBenchmark: seconds,
        results,
      };
      if (opts.json) ctx.stdout(json(report) + '\n');
    });
}
