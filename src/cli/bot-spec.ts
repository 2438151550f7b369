// Bots as the command line names them, parsed in this one place for every command that seats bots
// (simulate, tournament, ladder, play, connect): a level of the game (`heuristic`), a level with some
// settings changed for an experiment (`tycoon[depth=4,c=0.5]`, see `botTunables`), or a program
// speaking the bot protocol (`cmd:"python3 my_bot.py"`, optionally labelled `alice=cmd:...`;
// docs/bot-protocol.md).
import { botNames, botTunables, createBot, type Bot, type BotFactoryInput } from '../bots/index.ts';
import type { AnyGame } from '../kernel/index.ts';
import { CliError } from './context.ts';
import { splitCommand } from './external/argv.ts';

/** `text` names the bot in reports: the level, a program's label, else `cmd:` and its command. */
export type BotSpec =
  | { kind: 'level'; text: string; level: string; tuning: Record<string, number> }
  | { kind: 'program'; text: string; command: string; argv: string[] };

const PROGRAM = 'cmd:';

/**
 * Splits a `--bots` list on the commas outside quotes and brackets. A command may hold commas if it is
 * quoted inside the argument (`'cmd:"python3 bot.py --depth 2,3"'`); the quotes the shell already
 * removed are not needed otherwise.
 */
export function splitBotList(text: string): string[] {
  const items: string[] = [];
  let current = '';
  let quote: string | null = null;
  let depth = 0;
  for (const ch of text) {
    if (quote) {
      current += ch;
      if (ch === quote) quote = null;
    } else if (ch === '"' || ch === "'") {
      quote = ch;
      current += ch;
    } else if (ch === '[' || ch === ']') {
      depth = Math.max(0, depth + (ch === '[' ? 1 : -1));
      current += ch;
    } else if (ch === ',' && depth === 0) {
      items.push(current);
      current = '';
    } else current += ch;
  }
  if (quote) throw new CliError(`a ${quote} is not closed in "${text}"`);
  items.push(current);
  return items.map((s) => s.trim()).filter(Boolean);
}

/** One entry of a bot list: `level`, `cmd:<command>` or `<label>=cmd:<command>`. */
export function parseBotSpec(text: string, game: AnyGame): BotSpec {
  text = text.trim();
  const at = text.indexOf(PROGRAM);
  if (at < 0) return parseLevel(text, game);
  const label = text.slice(0, at);
  if (label && !/^[A-Za-z0-9_.-]+=$/.test(label))
    throw new CliError(
      `bot "${text}": a label before cmd: is letters, digits, "_", "." or "-" followed by "="`,
    );
  let command = text.slice(at + PROGRAM.length).trim();
  // A command quoted as a whole inside the argument: drop the outer quotes.
  if (command.length >= 2 && (command[0] === '"' || command[0] === "'") && command.at(-1) === command[0])
    command = command.slice(1, -1);
  const argv = splitCommand(command);
  if (argv.length === 0) throw new CliError(`bot "${text}" names no command after cmd:`);
  return { kind: 'program', text: label ? label.slice(0, -1) : `${PROGRAM}${command}`, command, argv };
}

/**
 * Parses a whole list and checks it against the game: levels must exist, and each entry is listed
 * once (two copies of one program need two labels: `a=cmd:...,b=cmd:...`) when `distinct` is set.
 */
export function parseBotList(
  flag: string,
  text: string,
  game: AnyGame,
  opts: { distinct?: boolean } = {},
): BotSpec[] {
  const specs = splitBotList(text).map((t) => parseBotSpec(t, game));
  if (specs.length === 0) throw new CliError(`${flag} needs at least one bot`);
  if (opts.distinct && new Set(specs.map((s) => s.text)).size !== specs.length)
    throw new CliError(`${flag}: list each bot once (label two copies of one program: a=cmd:...,b=cmd:...)`);
  return specs;
}

const LEVEL = /^([a-z][\w-]*)(?:\[([^\]]*)\])?$/i;
const SETTING = /^([a-z]\w*)=(-?\d+(?:\.\d+)?)$/i;

/** A level the game offers, with valid settings if any. */
function parseLevel(text: string, game: AnyGame): BotSpec {
  const m = LEVEL.exec(text);
  const known = botNames(game);
  if (!m || !known.includes(m[1]))
    throw new CliError(
      `unknown bot "${m ? m[1] : text}" for ${game.id}; choose from: ${known.join(', ')} (a level may take settings: level[setting=value,...]), or cmd:<command>`,
    );
  const level = m[1];
  const tuning: Record<string, number> = {};
  const tunables = botTunables(game, level);
  const body = (m[2] ?? '').trim();
  for (const part of body === '' ? [] : body.split(',').map((p) => p.trim())) {
    const sm = SETTING.exec(part);
    if (!sm) throw new CliError(`bot "${text}": "${part}" is not setting=number`);
    if (!Object.hasOwn(tunables, sm[1]))
      throw new CliError(
        `bot "${text}": ${level} has no setting "${sm[1]}"` +
          (Object.keys(tunables).length ? `; it has: ${Object.keys(tunables).join(', ')}` : '; it has none'),
      );
    if (Object.hasOwn(tuning, sm[1])) throw new CliError(`bot "${text}": "${sm[1]}" is set twice`);
    tuning[sm[1]] = Number(sm[2]);
  }
  return { kind: 'level', text, level, tuning };
}

/** The built-in bot a level spec names (parsed again, so worker threads can be handed the text alone). */
export function createSpecBot(text: string, input: Omit<BotFactoryInput, 'tuning'>): Bot {
  const spec = parseBotSpec(text, input.game);
  if (spec.kind !== 'level') throw new Error(`"${text}" is a program, not a level`);
  return createBot(spec.level, { ...input, tuning: spec.tuning });
}

export const isProgram = (s: BotSpec): s is Extract<BotSpec, { kind: 'program' }> => s.kind === 'program';
