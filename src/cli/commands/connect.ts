import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Command } from 'commander';
import { parseBotSpec } from '../bot-spec.ts';
import { playLiveSeat } from '../connect/live-seat.ts';
import { parseSeatLink } from '../connect/link.ts';
import { CliError, json, type CliContext } from '../context.ts';
import { addProgramOptions, programConfig } from '../external/options.ts';

export function registerConnect(program: Command, ctx: CliContext): void {
  const command = program
    .command('connect')
    .description(
      "Play a seat of an online game with a bot program (docs/bot-protocol.md), through the seat's link, to the end of the game.",
    )
    .argument('<seat-link>', 'the seat\'s link, e.g. "http://localhost:3000/play/<game>#token=<token>"')
    .requiredOption('--bot <cmd:command>', 'the program that plays the seat: cmd:"<command>"')
    .option('--json', 'print the result as JSON');
  addProgramOptions(command)
    .addHelpText(
      'after',
      '\nExample:\n  npm run cli -- connect "http://localhost:3000/play/ZxV7m8rPKaB9#token=1v3Y..." --bot cmd:"python3 bots/examples/greedy_bot.py"\n' +
        '\nThe table shows the seat as played by a program. A game with a clock shortens each decision to the time\nthe seat has left (less 1.5 s for the move to travel).\n',
    )
    .action(async (linkText: string, opts) => {
      const link = parseSeatLink(linkText);
      const first = Object.values(ctx.games)[0];
      if (!first) throw new CliError('no game is known');
      const spec = parseBotSpec(String(opts.bot), first);
      if (spec.kind !== 'program') throw new CliError('--bot takes a program: cmd:"<command>"');
      const config = programConfig(opts, [spec], ctx)!;
      const result = await playLiveSeat({
        link,
        program: spec,
        config,
        games: ctx.games,
        say: (line) => ctx.stderr(line + '\n'),
      });
      const { outcome, report } = result;
      let logFile: string | null = null;
      if (report.log && config.logsDir) {
        const dir = resolve(ctx.cwd, config.logsDir);
        mkdirSync(dir, { recursive: true });
        logFile = resolve(dir, `${result.gameId.replace(/[^\w.-]+/g, '_')}-seat${result.seat}.log`);
        writeFileSync(logFile, report.log);
      }
      if (opts.json) ctx.stdout(json(result) + '\n');
      else
        ctx.stdout(
          [
            `game ${result.gameId} is over: ${outcome.winners.includes(result.seat) ? 'won' : 'lost'} with ${outcome.scores[result.seat]} (scores ${outcome.scores.join(', ')})`,
            `${result.moves} moves sent; failures: ${report.failures.map((f) => `${f.kind} at move ${f.moveCount}`).join(', ') || 'none'}` +
              (report.replacedAt !== null ? `; the random level played from move ${report.replacedAt}` : ''),
            ...(logFile ? [`what the program wrote on stderr: ${logFile}`] : []),
          ].join('\n') + '\n',
        );
    });
}
