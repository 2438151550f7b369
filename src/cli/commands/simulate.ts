import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Command } from 'commander';
import { CliError, gameOf, intList, json, positiveInt, type CliContext } from '../context.ts';
import { playOneGame, summarize, type GameResult } from '../simulate-core.ts';
import { parseJsonOption } from './options.ts';

export function registerSimulate(program: Command, ctx: CliContext): void {
  program
    .command('simulate')
    .description('Play many games between bots; report speed, errors, game length and wins.')
    .requiredOption('--game <id>', 'game id (the-cost, industrial-waste)')
    .option('--players <n[,n...]>', 'player counts; N games are played for each', '2')
    .option('--games <N>', 'games per player count', '100')
    .option('--bots <name[,name...]>', 'bots by seat; seats rotate between games', 'random')
    .option('--seed <s>', 'master seed; game i of n players uses "<s>:<n>p:<i>"', '1')
    .option('--options <json>', 'extra setup options as JSON, e.g. \'{"countries":["pecora","ugl"]}\'')
    .option('--max-moves <N>', 'a game longer than this is an error', '100000')
    .option(
      '--failures <dir>',
      'folder where each failing game is saved as a replayable record',
      'simulate-failures',
    )
    .option('--json', 'print the report as JSON')
    .addHelpText(
      'after',
      '\nExample:\n  npm run cli -- simulate --game the-cost --players 2,3,4 --games 200 --bots random --seed 1 --json\n',
    )
    .action((opts) => {
      const game = gameOf(ctx, opts.game);
      const players = intList('--players', opts.players, game.minPlayers, game.maxPlayers);
      const games = positiveInt('--games', opts.games);
      const maxMoves = positiveInt('--max-moves', opts.maxMoves);
      const bots = String(opts.bots)
        .split(',')
        .map((b) => b.trim())
        .filter(Boolean);
      if (bots.length === 0) throw new CliError('--bots needs at least one bot name');
      const options = parseJsonOption('--options', opts.options);
      const seed = String(opts.seed);
      const results: GameResult[] = [];
      const t0 = performance.now();
      for (const n of players) {
        for (let i = 0; i < games; i++) {
          results.push(playOneGame({ game, players: n, bots, seed, index: i, options, maxMoves }));
        }
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
      if (opts.json) {
        ctx.stdout(json({ ...summary, failures: saved }) + '\n');
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
          ...(saved.length ? [`failing games saved: ${saved.join(', ')}`] : []),
        ];
        ctx.stdout(lines.join('\n') + '\n');
      }
      if (summary.errors > 0)
        throw new CliError(`${summary.errors} game(s) failed; records saved under ${opts.failures}`, 3);
    });
}
