import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Command } from 'commander';
import { Match, RecordError, type MatchRecord } from '../../kernel/index.ts';
import { CliError, gameOf, json, type CliContext } from '../context.ts';

export function registerReplay(program: Command, ctx: CliContext): void {
  program
    .command('replay')
    .description('Replay a match record; print the final state hash and the outcome.')
    .argument('<record.json>', 'a match record {game, rulesVersion, options, seed, moves[]}')
    .option('--json', 'print the result as JSON')
    .addHelpText(
      'after',
      '\nExample:\n  npm run cli -- replay simulate-failures/the-cost-1_2p_17.json --json\n',
    )
    .action((file: string, opts) => {
      const record = readJson(resolve(ctx.cwd, file)) as MatchRecord;
      if (
        !record ||
        typeof record !== 'object' ||
        typeof record.game !== 'string' ||
        !Array.isArray(record.moves)
      ) {
        throw new CliError(
          `${file} is not a match record (it needs "game", "rulesVersion", "options", "seed" and "moves")`,
        );
      }
      const game = gameOf(ctx, record.game);
      let match: Match;
      try {
        match = Match.replay(game, record);
      } catch (e) {
        if (e instanceof RecordError) throw new CliError(e.message);
        throw e;
      }
      const result = {
        game: game.id,
        moves: match.moveCount,
        hash: match.hash(),
        outcome: match.outcome(),
        recordedError: record.error ?? null,
      };
      if (opts.json) ctx.stdout(json(result) + '\n');
      else {
        ctx.stdout(`${game.title}: ${result.moves} moves replayed\nstate hash: ${result.hash}\n`);
        ctx.stdout(
          result.outcome
            ? `outcome: winners ${result.outcome.winners.join(', ')}; scores ${result.outcome.scores.join(', ')}\n`
            : 'outcome: the game is not over\n',
        );
      }
    });
}

export function readJson(path: string): unknown {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    throw new CliError(`cannot read ${path}`);
  }
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new CliError(`${path} is not valid JSON (${(e as Error).message})`);
  }
}
