// The command-line options shared by every command that seats bot programs, and the configuration
// they make. Defaults are documented in docs/bot-protocol.md.
import type { Command } from 'commander';
import { CliError, positiveInt, type CliContext } from '../context.ts';
import type { ProgramConfig } from './host.ts';
import { checkLimiter } from './process.ts';
import { isProgram, type BotSpec } from '../bot-spec.ts';

export const PROGRAM_DEFAULTS = {
  decisionMs: 1000,
  bankMs: 0,
  helloMs: 10_000,
  memoryMb: 1024,
  cpuSeconds: 300,
  logKb: 64,
  logsDir: 'bot-logs',
};

export function addProgramOptions(command: Command): Command {
  const d = PROGRAM_DEFAULTS;
  return command
    .option('--bot-time-ms <ms>', 'cmd: bots: time for each decision', String(d.decisionMs))
    .option(
      '--bot-bank-ms <ms>',
      'cmd: bots: extra time per game for decisions that run over',
      String(d.bankMs),
    )
    .option('--bot-hello-ms <ms>', 'cmd: bots: time to start and answer hello', String(d.helloMs))
    .option('--bot-memory-mb <mb>', 'cmd: bots: memory cap per process, 0 for none', String(d.memoryMb))
    .option('--bot-cpu-s <s>', 'cmd: bots: CPU seconds per process, 0 for none', String(d.cpuSeconds))
    .option('--bot-logs <dir>', "cmd: bots: folder for each game's stderr per seat", d.logsDir)
    .option('--bot-log-kb <kb>', 'cmd: bots: stderr kept per seat and game, in KiB', String(d.logKb))
    .option(
      '--restart-bots',
      'cmd: bots: a fresh process for every game (default: one kept for the whole run)',
    );
}

const whole = (flag: string, text: string) => positiveInt(flag, text, 0);

/** The configuration for the programs among `specs`; null when there are none. */
export function programConfig(
  opts: Record<string, unknown>,
  specs: readonly BotSpec[],
  ctx: CliContext,
): ProgramConfig | null {
  const programs = specs.filter(isProgram);
  if (programs.length === 0) return null;
  const decisionMs = whole('--bot-time-ms', String(opts.botTimeMs));
  if (decisionMs === 0) throw new CliError('--bot-time-ms must be at least 1');
  const config: ProgramConfig = {
    programs,
    limits: {
      memoryMb: whole('--bot-memory-mb', String(opts.botMemoryMb)),
      cpuSeconds: whole('--bot-cpu-s', String(opts.botCpuS)),
      logBytes: whole('--bot-log-kb', String(opts.botLogKb)) * 1024,
    },
    time: {
      decisionMs,
      bankMs: whole('--bot-bank-ms', String(opts.botBankMs)),
      helloMs: Math.max(1, whole('--bot-hello-ms', String(opts.botHelloMs))),
    },
    cwd: ctx.cwd,
    logsDir: String(opts.botLogs ?? PROGRAM_DEFAULTS.logsDir),
    restartEachGame: Boolean(opts.restartBots),
  };
  checkLimiter(config.limits);
  return config;
}
