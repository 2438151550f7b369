import type { Readable } from 'node:stream';
import type { AnyGame } from '../kernel/index.ts';

/** What a command may touch: injected so that tests can run commands in-process with a test game. */
export interface CliContext {
  games: Record<string, AnyGame>;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  stdin: Readable;
  cwd: string;
}

/** A bad input from the user: printed as one line, exit code 1. */
export class CliError extends Error {
  override readonly name = 'CliError';
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

export function gameOf(ctx: CliContext, id: string | undefined): AnyGame {
  if (!id)
    throw new CliError(`--game is required; known games: ${Object.keys(ctx.games).join(', ') || '(none)'}`);
  const game = ctx.games[id];
  if (!game)
    throw new CliError(`unknown game "${id}"; known games: ${Object.keys(ctx.games).join(', ') || '(none)'}`);
  return game;
}

export function intList(flag: string, text: string, min = 1, max = Number.MAX_SAFE_INTEGER): number[] {
  const parts = text.split(',').map((p) => p.trim());
  return parts.map((p) => {
    const n = Number(p);
    if (!/^\d+$/.test(p) || n < min || n > max)
      throw new CliError(`${flag}: "${p}" is not a whole number from ${min} to ${max}`);
    return n;
  });
}

export function positiveInt(flag: string, text: string, min = 1, max = Number.MAX_SAFE_INTEGER): number {
  return intList(flag, text, min, max)[0];
}

export const json = (value: unknown) => JSON.stringify(value, null, 2);
