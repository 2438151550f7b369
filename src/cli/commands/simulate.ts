import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Command } from 'commander';
import { CliError, gameOf, intList, json, positiveInt, type CliContext } from '../context.ts';
import { playOneGame, summarize, type GameResult } from '../simulate-core.ts';
import { ProgramHost } from '../external/host.ts';
import { addProgramOptions, programConfig } from '../external/options.ts';
import { parseBotList } from '../bot-spec.ts';
import { programFigures, programLines } from '../tournament/program-stats.ts';
import { parseJsonOption } from './options.ts';

export function registerSimulate(program: Command, ctx: CliContext): void {
  const command = program
    .command('simulate')
    .description('Play many games between bots; report speed, errors, game length and wins.')
    .requiredOption('--game <id>', 'game id (the-cost, industrial-waste)')
    .option('--players <n[,n...]>', 'player counts; N games are played for each', '2')
    .option('--games <N>', 'games per player count', '100')
    .option(
      '--bots <bot[,bot...]>',
      'bots by seat, seats rotating between games: levels, or programs as cmd:"<command>"',
      'random',
    )
    .option('--seed <s>', 'master seed; game i of n players uses "<s>:<n>p:<i>"', '1')
    .option('--options <json>', 'extra setup options as JSON, e.g. \'{"countries":["pecora","ugl"]}\'')
    .option('--max-moves <N>', 'a game longer than this is an error', '100000')
    .option(
      '--failures <dir>',
      'folder where each failing game is saved as a replayable record',
      'simulate-failures',
    )
    .option('--json', 'print the report as JSON');
  addProgramOptions(command)
    .addHelpText(
      'after',
      '\nExample:\n  npm run cli -- simulate --game the-cost --players 2,3,4 --games 200 --bots random --seed 1 --json\n' +
        '  npm run cli -- simulate --game industrial-waste --games 10 --bots random,cmd:"node bots/examples/greedy_bot.mjs"\n' +
        '\nA cmd: bot is a program speaking the bot protocol (docs/bot-protocol.md) on stdin and stdout.\n',
    )
    .action(async (opts) => {
      const game = gameOf(ctx, opts.game);
      const players = intList('--players', opts.players, game.minPlayers, game.maxPlayers);
      const games = positiveInt('--games', opts.games);
      const maxMoves = positiveInt('--max-moves', opts.maxMoves);
      const specs = parseBotList('--bots', String(opts.bots), game);
      if (specs.length === 0) throw new CliError('--bots needs at least one bot');
      const bots = specs.map((s) => s.text);
      const programs = programConfig(opts, specs, ctx);
      const host = programs ? new ProgramHost(programs) : undefined;
      const options = parseJsonOption('--options', opts.options);
      const seed = String(opts.seed);
      const results: GameResult[] = [];
      const t0 = performance.now();
      try {
        for (const n of players)
          for (let i = 0; i < games; i++)
            results.push(
              await playOneGame({ game, players: n, bots, seed, index: i, options, maxMoves, seats: host }),
            );
      } finally {
        await host?.close();
      }
      const seconds = (performance.now() - t0) / 1000;
      const summary = summarize(game, { players, bots, seed }, results, seconds);
      const failed = results.filter((r) => r.error);
      const saved: string[] = [];
      if (failed.length) {
        const dir = resolve(ctx.cwd, opts.failures);
        mkdirSync(dir, { recursive: true });
        for (const r of failed) {
          const file = resolve(dir, `${game.id}-${r.seed.replace(/[^\w.-]+/g, '_')}.json`);
          writeFileSync(file, json(r.record) + '\n');
          saved.push(file);
        }
      }
      const programReport = programs ? programFigures(results, programs) : undefined;
      if (opts.json) {
        ctx.stdout(
          json({ ...summary, ...(programReport ? { programs: programReport } : {}), failures: saved }) + '\n',
        );
      } else {
        const lines = [
          `${game.title}: ${summary.games} games (${players.join(', ')} players; bots ${bots.join(', ')}; seed ${seed})`,
          `errors: ${summary.errors}${summary.errors ? ` ${JSON.stringify(summary.errorCodes)}` : ''}`,
          `moves: ${summary.moves} in ${summary.seconds} s: ${summary.gamesPerSecond} games/s, ${summary.movesPerSecond} moves/s`,
          `mean game length: ${summary.meanGameLength} moves`,
          ...Object.entries(summary.winsPerSeat).map(
            ([n, w]) => `wins per seat (${n} players): ${w.join(' ')}`,
          ),
          ...Object.entries(summary.winsPerBot).map(([b, w]) => `bot ${b}: won ${w.won} of ${w.played}`),
          ...(programReport ? programLines(programReport) : []),
          ...(saved.length ? [`failing games saved: ${saved.join(', ')}`] : []),
        ];
        ctx.stdout(lines.join('\n') + '\n');
      }
      if (summary.errors > 0)
        throw new CliError(`${summary.errors} game(s) failed; records saved under ${opts.failures}`, 3);
    });
}
