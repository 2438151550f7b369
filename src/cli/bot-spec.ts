// Bots as the command line names them, parsed in this one place for every command that seats bots
// (simulate, tournament, ladder, connect): a level of the game (`heuristic`), or a program speaking the
// bot protocol (`cmd:"python3 my_bot.py"`, optionally labelled `alice=cmd:...`; docs/bot-protocol.md).
import { botNames } from '../bots/index.ts';
import type { AnyGame } from '../kernel/index.ts';
import { CliError } from './context.ts';
import { splitCommand } from './external/argv.ts';

/** `text` names the bot in reports: the level, a program's label, else `cmd:` and its command. */
export type BotSpec =
  | { kind: 'level'; text: string; level: string }
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
  if (at < 0) {
    const known = botNames(game);
    if (!known.includes(text))
      throw new CliError(
        `unknown bot "${text}" for ${game.id}; choose from: ${known.join(', ')}, or cmd:<command>`,
      );
    return { kind: 'level', text, level: text };
  }
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

export const isProgram = (s: BotSpec): s is Extract<BotSpec, { kind: 'program' }> => s.kind === 'program';
