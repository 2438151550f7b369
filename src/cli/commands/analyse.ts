// `analyse`: each seat's chance to win after every move of a match record, as the server's analysis
// gives it (the same estimator, spectator's view only).
import { resolve } from 'node:path';
import type { Command } from 'commander';
import { analysisIterations } from '../../bots/analysis/budget.ts';
import {
  estimateState,
  publicMoneyCounter,
  type PositionEstimate,
} from '../../bots/analysis/analyse-record.ts';
import { analysisEstimator, searchEstimator } from '../../bots/analysis/estimator.ts';
import { Match, RecordError, type MatchRecord } from '../../kernel/index.ts';
import { CliError, gameOf, json, positiveInt, type CliContext } from '../context.ts';
import { readJson } from './replay.ts';

export function registerAnalyse(program: Command, ctx: CliContext): void {
  program
    .command('analyse')
    .description(
      "Estimate each seat's chance to win after every move of a match record, from the spectator's view.",
    )
    .argument('<record.json>', 'a match record {game, rulesVersion, options, seed, moves[]}')
    .option('--search', "estimate by the search instead of the game's trained model")
    .option('--iterations <N>', "with --search: iterations per position (default: the server's, per game)")
    .option('--json', 'print {game, estimator, moves: [{n, winProbability}]} as JSON')
    .addHelpText(
      'after',
      [
        '',
        "Position n is the one after the record's move n (0: the setup); the server's analysis counts",
        "undo entries too, yet gives each position the same chances. The chances come from the game's",
        'trained model (a game without one: a search of a fixed number of iterations); they are in [0, 1]',
        'and sum to 1; a finished game gives its winners equal shares. The estimate reads only what a',
        'spectator sees, so it is the same whatever the hidden cards and cash were.',
        '',
        'Example:',
        '  npm run cli -- analyse simulate-failures/the-cost-1_2p_17.json --json',
        '',
      ].join('\n'),
    )
    .action((file: string, opts: { search?: boolean; iterations?: string; json?: boolean }) => {
      const record = readJson(resolve(ctx.cwd, file)) as MatchRecord;
      if (
        !record ||
        typeof record !== 'object' ||
        typeof record.game !== 'string' ||
        !Array.isArray(record.moves)
      )
        throw new CliError(
          `${file} is not a match record (it needs "game", "rulesVersion", "options", "seed" and "moves")`,
        );
      const game = gameOf(ctx, record.game);
      if (opts.iterations !== undefined && !opts.search)
        throw new CliError('--iterations goes with --search (the model needs none)');
      const estimator = opts.search
        ? searchEstimator(
            opts.iterations === undefined
              ? analysisIterations(game)
              : positiveInt('--iterations', opts.iterations, 1, 1e6),
          )
        : analysisEstimator(game);
      let match: Match;
      try {
        match = Match.replay(game, { ...record, moves: [] });
      } catch (e) {
        if (e instanceof RecordError) throw new CliError(e.message);
        throw e;
      }
      const moves: PositionEstimate[] = [];
      // Industrial Waste's analysis also reads each seat's public money, counted along the log.
      const counter = publicMoneyCounter(game, game.playerCount(match.state), estimator);
      const estimate = (n: number) =>
        moves.push(
          estimateState({
            game,
            state: match.state,
            n,
            gameSeed: String(record.seed),
            estimator,
            money: counter?.money,
          }),
        );
      estimate(0);
      record.moves.forEach((m, i) => {
        const before = match.state;
        try {
          match.move(m.seat, m.move);
        } catch (e) {
          throw new CliError(`Move ${i + 1} (seat ${m.seat}) cannot be replayed: ${(e as Error).message}`);
        }
        counter?.move(before, match.state, m.seat, m.move);
        estimate(i + 1);
      });
      if (opts.json) {
        ctx.stdout(json({ game: game.id, estimator: estimator.id, moves }) + '\n');
        return;
      }
      const how =
        estimator.kind === 'model' ? 'the trained model' : `${estimator.iterations} search iterations`;
      ctx.stdout(`${game.title}: ${moves.length - 1} moves, estimated by ${how}\n`);
      for (const p of moves)
        ctx.stdout(
          `${String(p.n).padStart(4)}  ${p.winProbability.map((x) => `${(x * 100).toFixed(0)}%`.padStart(5)).join(' ')}\n`,
        );
    });
}
