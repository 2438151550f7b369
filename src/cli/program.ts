// The `externalities` command line: one file per command under commands/, each with its own --help.
import { Command, CommanderError } from 'commander';
import type { CliContext } from './context.ts';
import { CliError } from './context.ts';
import { registerAnalyse } from './commands/analyse.ts';
import { registerBench } from './commands/bench.ts';
import { registerCalibrate } from './commands/calibrate.ts';
import { registerLadder } from './commands/ladder.ts';
import { registerConnect } from './commands/connect.ts';
import { registerPlay } from './commands/play.ts';
import { registerReplay } from './commands/replay.ts';
import { registerScenario } from './commands/scenario.ts';
import { registerSimulate } from './commands/simulate.ts';
import { registerTournament } from './commands/tournament.ts';
import { registerTrain } from './commands/train.ts';
import { registerValidateData } from './commands/validate-data.ts';

export type CommandRegistrar = (program: Command, ctx: CliContext) => void;

/** Commands added by other parts of the program (games, bots) register here. */
export const extraCommands: CommandRegistrar[] = [];

export function buildProgram(ctx: CliContext): Command {
  const program = new Command('externalities')
    .description('Play, simulate, replay and test The Cost and Industrial Waste from the terminal.')
    .showHelpAfterError('(add --help for usage)')
    .configureOutput({ writeOut: (s) => ctx.stdout(s), writeErr: (s) => ctx.stderr(s) })
    .exitOverride();
  for (const register of [
    registerSimulate,
    registerPlay,
    registerReplay,
    registerAnalyse,
    registerCalibrate,
    registerTrain,
    registerScenario,
    registerBench,
    registerTournament,
    registerLadder,
    registerConnect,
    registerValidateData,
    ...extraCommands,
  ]) {
    register(program, ctx);
  }
  for (const cmd of program.commands)
    cmd.exitOverride().configureOutput({ writeOut: (s) => ctx.stdout(s), writeErr: (s) => ctx.stderr(s) });
  return program;
}

/** Runs the command line; returns the exit code instead of exiting, so tests can call it in-process. */
export async function runCli(argv: string[], ctx: CliContext): Promise<number> {
  const program = buildProgram(ctx);
  try {
    if (argv.length === 0) {
      program.outputHelp();
      return 0;
    }
    await program.parseAsync(argv, { from: 'user' });
    return 0;
  } catch (e) {
    if (e instanceof CommanderError) return e.exitCode;
    if (e instanceof CliError) {
      ctx.stderr(`error: ${e.message}\n`);
      return e.exitCode;
    }
    const message = e instanceof Error ? e.message : String(e);
    ctx.stderr(`error: ${message.split('\n')[0]}\n`);
    return 1;
  }
}
