import { readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Command } from 'commander';
import { runScenario, type ScenarioResult } from '../../kernel/index.ts';
import { CliError, json, type CliContext } from '../context.ts';
import { readJson } from './replay.ts';

export function registerScenario(program: Command, ctx: CliContext): void {
  program
    .command('scenario')
    .description('Run scenario files (pinned setup or position, moves, expectations); see docs/scenarios.md.')
    .argument('<file-or-folder>', 'a scenario .json file, or a folder searched recursively')
    .option('--json', 'print the results as JSON')
    .addHelpText('after', '\nExample:\n  npm run cli -- scenario scenarios/the-cost --json\n')
    .action((target: string, opts) => {
      const files = scenarioFiles(resolve(ctx.cwd, target));
      if (files.length === 0) throw new CliError(`no scenario files (.json) under ${target}`);
      const results: (ScenarioResult & { file: string })[] = [];
      for (const file of files) {
        const rel = relative(ctx.cwd, file);
        let raw: unknown;
        try {
          raw = readJson(file);
        } catch (e) {
          results.push({
            file: rel,
            title: '(unreadable)',
            passed: false,
            steps: 0,
            failure: { step: 0, message: (e as Error).message },
          });
          continue;
        }
        const id = (raw as { game?: unknown } | null)?.game;
        const game = typeof id === 'string' ? ctx.games[id] : undefined;
        if (!game) {
          results.push({
            file: rel,
            title: String((raw as { title?: unknown })?.title ?? '(untitled)'),
            passed: false,
            steps: 0,
            failure: { step: 0, message: `unknown game ${JSON.stringify(id)}` },
          });
          continue;
        }
        results.push({ file: rel, ...runScenario(game, raw) });
      }
      const failed = results.filter((r) => !r.passed);
      if (opts.json)
        ctx.stdout(json({ passed: results.length - failed.length, failed: failed.length, results }) + '\n');
      else {
        for (const r of results) {
          ctx.stdout(
            r.passed
              ? `PASS ${r.file}: ${r.title}\n`
              : `FAIL ${r.file}: ${r.title}\n     step ${r.failure?.step}: ${r.failure?.message}\n`,
          );
        }
        ctx.stdout(`${results.length - failed.length} passed, ${failed.length} failed\n`);
      }
      if (failed.length) throw new CliError(`${failed.length} scenario(s) failed`, 1);
    });
}

function scenarioFiles(path: string): string[] {
  let st;
  try {
    st = statSync(path);
  } catch {
    throw new CliError(`no such file or folder: ${path}`);
  }
  if (st.isFile()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => {
      const p = join(path, name);
      return statSync(p).isDirectory() ? scenarioFiles(p) : name.endsWith('.json') ? [p] : [];
    });
}
