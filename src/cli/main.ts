// Entry point of `npm run cli -- ...` and of the `externalities` binary.
import { games } from '../games/registry.ts';
import { runCli } from './program.ts';

const code = await runCli(process.argv.slice(2), {
  games,
  stdout: (s) => process.stdout.write(s),
  stderr: (s) => process.stderr.write(s),
  stdin: process.stdin,
  cwd: process.cwd(),
});
process.exitCode = code;
