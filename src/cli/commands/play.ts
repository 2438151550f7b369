// A game in the terminal: humans choose from a numbered list of legal moves, bots play the other seats.
import { createInterface } from 'node:readline';
import type { Command } from 'commander';
import { botTurn, type Bot } from '../../bots/index.ts';
import { createSpecBot, parseBotSpec, splitBotList } from '../bot-spec.ts';
import {
  formatMessage,
  LANGS,
  Match,
  renderLogEntry,
  renderRefusal,
  RuleError,
  SPECTATOR,
  undoMessages,
  type Lang,
  type Viewer,
} from '../../kernel/index.ts';
import { CliError, gameOf, positiveInt, type CliContext } from '../context.ts';
import { parseJsonOption } from './options.ts';

const REFUSED: Record<Lang, string> = { en: 'Refused', it: 'Rifiutata' };

export function registerPlay(program: Command, ctx: CliContext): void {
  program
    .command('play')
    .description(
      'Play in the terminal: each human seat picks from its numbered legal moves; bots play the rest.',
    )
    .requiredOption('--game <id>', 'game id (the-cost, industrial-waste)')
    .option('--players <n>', 'number of players', '2')
    .option('--seats <list>', 'one entry per seat: human or a bot name (random, ...)', 'human,random')
    .option('--seed <s>', 'seed of the game', String(Date.now()))
    .option('--options <json>', 'extra setup options as JSON')
    .option('--lang <lang>', `language of texts: ${LANGS.join(', ')}`, 'en')
    .addHelpText(
      'after',
      '\nAt a prompt type the number of a move, a move as JSON, u to take back your last move (when the rules allow it), or q to quit.\nExample:\n  npm run cli -- play --game the-cost --players 2 --seats human,random\n',
    )
    .action(async (opts) => {
      const game = gameOf(ctx, opts.game);
      const players = positiveInt('--players', opts.players, game.minPlayers, game.maxPlayers);
      const seats = splitBotList(String(opts.seats));
      for (const s of seats) if (s !== 'human') parseBotSpec(s, game);
      if (seats.length !== players)
        throw new CliError(`--seats lists ${seats.length} seat(s) but --players is ${players}`);
      const lang = opts.lang as Lang;
      if (!LANGS.includes(lang)) throw new CliError(`--lang must be one of ${LANGS.join(', ')}`);
      const seed = String(opts.seed);
      const match = Match.create(game, { ...parseJsonOption('--options', opts.options), players }, seed);
      const bots: (Bot | null)[] = seats.map((name, seat) =>
        name === 'human' ? null : createSpecBot(name, { game, seat, seed: `${seed}:${seat}` }),
      );
      const humans = seats.flatMap((s, i) => (s === 'human' ? [i] : []));
      // Against bots only, taking a move back takes their replies back too (src/kernel/undo.ts).
      if (humans.length === 1) match.answeredByBots(seats.flatMap((s, i) => (s === 'human' ? [] : [i])));
      // With one human the log is written for that seat's eyes; with several (hot-seat), as a spectator sees it.
      const logViewer: Viewer = humans.length === 1 ? humans[0] : SPECTATOR;
      const say = (s: string) => ctx.stdout(s + '\n');
      say(
        `${game.title}, ${players} players, seed ${seed}. ${seats.map((s, i) => `${playerName(i, lang)}: ${s}`).join(', ')}.`,
      );

      const rl = createInterface({ input: ctx.stdin, terminal: false });
      const lines = rl[Symbol.asyncIterator]();
      try {
        for (;;) {
          const outcome = match.outcome();
          if (outcome) {
            say(game.renderText(match.view(logViewer), logViewer, lang));
            say(
              `Game over. Winner(s): ${outcome.winners.map((w) => playerName(w, lang)).join(', ')}. Scores: ${outcome.scores.map((s, i) => `${playerName(i, lang)}: ${s}`).join(', ')}.`,
            );
            return;
          }
          const seat = match.activeSeats()[0];
          if (seat === undefined) throw new CliError('the game is stuck: nobody may act');
          const legal = match.legalMoves(seat);
          const bot = bots[seat];
          let move: unknown;
          if (bot) {
            move = bot.decide(botTurn(game, match.state, seat, legal));
          } else {
            say('');
            say(game.renderText(match.view(seat), seat, lang));
            legal.forEach((m, i) => say(`  ${i + 1}. ${game.formatMove(m, lang)}`));
            for (;;) {
              ctx.stdout(`${playerName(seat, lang)}, your move (1-${legal.length}, JSON, u, q): `);
              const next = await lines.next();
              if (next.done) throw new CliError('input ended before the game did');
              const text = String(next.value).trim();
              if (text === 'q' || text === 'quit') {
                say('Game abandoned.');
                return;
              }
              if (text === 'u' || text === 'undo') {
                // The kernel's rule decides; the terminal only asks, like the web client.
                const refusal = match.undoRefusal(seat);
                if (refusal) {
                  const why = formatMessage(undoMessages[lang][refusal.reason], {
                    name: refusal.seat === undefined ? '' : playerName(refusal.seat, lang),
                  });
                  say(formatMessage(undoMessages[lang].REFUSED, { why }));
                  continue;
                }
                const taken = match.takeBack(seat);
                const line = taken.moves > 1 ? 'TOOK_BACK_WITH_REPLIES' : 'TOOK_BACK';
                say(
                  `  > ${formatMessage(undoMessages[lang][line], { name: playerName(seat, lang), move: game.formatMove(taken.move, lang) })}`,
                );
                move = undefined;
                break;
              }
              if (/^\d+$/.test(text)) {
                const n = Number(text);
                if (n >= 1 && n <= legal.length) {
                  move = legal[n - 1];
                  break;
                }
                say(`There is no choice ${n}; pick 1 to ${legal.length}.`);
                continue;
              }
              try {
                move = JSON.parse(text);
              } catch {
                say('Type the number of a move, a move as JSON, or q.');
                continue;
              }
              try {
                // Tried here so that a refusal is shown and the same seat is asked again.
                for (const e of match.move(seat, move, logViewer))
                  say(`  > ${renderLogEntry(game.messages, e, lang)}`);
                move = undefined;
                break;
              } catch (e) {
                if (e instanceof RuleError) say(`${REFUSED[lang]}: ${renderRefusal(game.messages, e, lang)}`);
                else throw e;
              }
            }
            if (move === undefined) continue;
          }
          for (const e of match.move(seat, move, logViewer))
            say(`  > ${renderLogEntry(game.messages, e, lang)}`);
        }
      } finally {
        rl.close();
      }
    });
}

/** People count players from 1, as the log and the web client do; seats stay 0-based in moves and records. */
const playerName = (seat: number, lang: Lang) => `${lang === 'it' ? 'Giocatore' : 'Player'} ${seat + 1}`;
