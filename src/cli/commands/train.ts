// `train`: a model of the chances to win from self-play games, reproducible from its seed. The model is
// written as JSON data (by default over the shipped one of the game); `--records` keeps the self-play
// games in a file so that a second run with the same seed reads them instead of playing them again.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Command } from 'commander';
import { featureSetOf, shippedModelFile } from '../../bots/value/index.ts';
import type { ValueModel } from '../../bots/value/model.ts';
import { TRAINING_DEFAULTS, trainValueModel } from '../../bots/value/pipeline.ts';
import { CliError, gameOf, intList, json, positiveInt, type CliContext } from '../context.ts';
import { recordsFile } from '../self-play-records.ts';

const MODELS = fileURLToPath(new URL('../../bots/value/models/', import.meta.url));

/** The model file's text: two-space JSON with every list of numbers on one line. */
export function formatModel(model: ValueModel): string {
  return (
    JSON.stringify(model, null, 2).replace(
      /\[\s*(-?[\d.e+-]+(?:,\s*-?[\d.e+-]+)*)\s*\]/g,
      (_, items: string) => `[${items.split(/,\s*/).join(', ')}]`,
    ) + '\n'
  );
}

const number = (flag: string, text: string, min: number, max: number): number => {
  const v = Number(text);
  if (!Number.isFinite(v) || v < min || v > max)
    throw new CliError(`${flag}: "${text}" is not a number from ${min} to ${max}`);
  return v;
};

export function registerTrain(program: Command, ctx: CliContext): void {
  program
    .command('train')
    .description('Train the model of the chances to win from self-play games (reproducible from the seed).')
    .option('--game <id>', 'the game')
    .option('--games <N>', 'self-play games', '2000')
    .option('--seed <s>', 'master seed (game i of n players: "<s>:<n>p:<i>")', 'train')
    .option('--players <n[,n...]>', 'player counts, game i has the (i mod k)-th', '2,3,4,3')
    .option('--explore <p>', 'chance of a uniform legal move instead of the bot, per decision', '0.03')
    .option('--bot <name>', 'the level on every seat', 'heuristic')
    .option('--l2 <x>', 'L2 penalty on the scaled weights (default: per game)')
    .option('--smooth <x>', 'penalty on a weight changing between neighbouring knots (default: per game)')
    .option('--knots <t,...>', 'progress points 0..1 where the weights are given (default: per game)')
    .option(
      '--rollout-games <N>',
      "games whose late positions fit the weight of the late playouts (0: none; default: the game's)",
    )
    .option(
      '--public-money',
      "the analysis's model, which also reads every seat's public money (Industrial Waste)",
    )
    .option('--records <file.jsonl>', 'keep the self-play games here and reuse those of the same seed')
    .option('--out <file.json>', "where to write the model (default: the game's shipped model)")
    .option('--json', 'print a summary as JSON')
    .addHelpText(
      'after',
      [
        '',
        'The same options give the same file, byte for byte. The model is a conditional logit over the',
        "seats of features read from the public parts of a position; docs/bots.md says how it's made.",
        '',
        'Example:',
        '  npm run cli -- train --game the-cost --games 3000 --seed train1 --records tc.jsonl',
        '',
      ].join('\n'),
    )
    .action((opts) => {
      const game = gameOf(ctx, opts.game);
      const publicMoney = Boolean(opts.publicMoney);
      const features = featureSetOf(game, publicMoney);
      if (!features)
        throw new CliError(
          publicMoney
            ? `--public-money: ${game.id} has no model reading the public money (its money is public)`
            : `${game.id} has no features for a model of the chances to win`,
        );
      const defaults = TRAINING_DEFAULTS[game.id];
      const games = positiveInt('--games', opts.games);
      const players = intList('--players', opts.players, game.minPlayers, game.maxPlayers);
      const explore = number('--explore', opts.explore, 0, 1);
      const bot = String(opts.bot);
      const knots =
        opts.knots === undefined
          ? defaults.knots
          : String(opts.knots)
              .split(',')
              .map((k) => number('--knots', k, 0, 1));
      if (
        knots.length < 2 ||
        knots[0] !== 0 ||
        knots.at(-1) !== 1 ||
        knots.some((k, i) => i > 0 && k <= knots[i - 1])
      )
        throw new CliError('--knots: increasing progress points from 0 to 1, e.g. 0,0.5,1');
      const l2 = opts.l2 === undefined ? defaults.l2 : number('--l2', opts.l2, 0, 1e3);
      const smooth = opts.smooth === undefined ? defaults.smooth : number('--smooth', opts.smooth, 0, 1e3);
      const rolloutGames =
        opts.rolloutGames === undefined
          ? (defaults.rollout?.games ?? 0)
          : positiveInt('--rollout-games', opts.rolloutGames, 0);
      if (rolloutGames > 0 && !defaults.rollout)
        throw new CliError(`--rollout-games: ${game.id} has no late playouts`);
      if (rolloutGames > games) throw new CliError(`--rollout-games: at most --games (${games})`);
      const rollout = rolloutGames > 0 ? { ...defaults.rollout!, games: rolloutGames } : undefined;
      const out = opts.out
        ? resolve(ctx.cwd, opts.out)
        : resolve(MODELS, shippedModelFile(game.id, publicMoney));
      const records = recordsFile(opts.records ? resolve(ctx.cwd, opts.records) : null, game, {
        explore,
        bot,
      });
      const t0 = performance.now();
      const model = trainValueModel(
        {
          game,
          features,
          seed: String(opts.seed),
          games,
          players,
          explore,
          bot,
          fit: { knots, l2, smooth },
          rollout,
        },
        {
          cached: (seed) => records.get(seed),
          played: (g) => records.add(g),
          progress: (done, total) => {
            if (!opts.json && (done % 50 === 0 || done === total)) ctx.stderr(`games: ${done}/${total}\n`);
          },
          rolloutProgress: (done, total) => {
            if (!opts.json && (done % 10 === 0 || done === total))
              ctx.stderr(`late playouts: ${done}/${total} games\n`);
          },
        },
      );
      writeFileSync(out, formatModel(model));
      const summary = {
        game: game.id,
        out,
        games,
        positions: model.training.positions,
        logLoss: model.training.logLoss,
        rolloutWeight: model.rollout?.weight ?? null,
        seconds: Math.round((performance.now() - t0) / 100) / 10,
      };
      if (opts.json) ctx.stdout(json(summary) + '\n');
      else
        ctx.stdout(
          `${game.title}: model of ${summary.positions} positions from ${games} games written to ${out} (log loss ${summary.logLoss})\n`,
        );
    });
}
