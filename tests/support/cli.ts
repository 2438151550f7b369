import { Readable } from 'node:stream';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AnyGame } from '../../src/kernel/index.ts';
import { runCli } from '../../src/cli/program.ts';

/** Runs the CLI in-process against the given games; returns exit code and output. */
export async function cli(
  argv: string[],
  opts: { games: Record<string, AnyGame>; input?: string; cwd?: string },
) {
  let out = '';
  let err = '';
  const cwd = opts.cwd ?? mkdtempSync(join(tmpdir(), 'ext-cli-'));
  const code = await runCli(argv, {
    games: opts.games,
    stdout: (s) => (out += s),
    stderr: (s) => (err += s),
    stdin: Readable.from(opts.input ? [opts.input] : []),
    cwd,
  });
  return { code, out, err, cwd };
}
