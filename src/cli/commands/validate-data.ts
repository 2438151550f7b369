// `validate-data`: checks The Cost's edition data (maps, action board, tracks, charts) against every
// constraint of the spec and names the file and the triangle, hex or field at fault.
import { readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import type { Command } from 'commander';
import {
  describeViolation,
  FILE_NAMES,
  shippedFiles,
  validateEdition,
  validateMapFile,
  type RawEdition,
  type Violation,
} from '../../games/the-cost/index.ts';
import { CliError, json, type CliContext } from '../context.ts';

/** Reads a JSON file; a missing or broken file is reported as a violation, not thrown. */
function readData(path: string, name: string, out: Violation[]): unknown {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    out.push({ file: name, message: 'the file is missing or unreadable' });
    return undefined;
  }
  try {
    return JSON.parse(text);
  } catch (e) {
    out.push({ file: name, message: `not valid JSON (${(e as Error).message})` });
    return undefined;
  }
}

/** Reads an edition folder as `edition.json` names its files, and the maps `countries.json` names. */
function readEditionFolder(dir: string, out: Violation[]): RawEdition {
  const edition = readData(join(dir, FILE_NAMES.edition), FILE_NAMES.edition, out);
  const files = {
    ...FILE_NAMES,
    ...((edition as { files?: Record<string, string> } | undefined)?.files ?? {}),
  } as Record<keyof typeof FILE_NAMES, string>;
  const read = (key: keyof typeof FILE_NAMES) => readData(join(dir, files[key]), files[key], out);
  const countries = read('countries');
  const maps: Record<string, unknown> = {};
  const list = (countries as { countries?: { map?: unknown }[] } | undefined)?.countries;
  if (Array.isArray(list))
    for (const c of list)
      if (typeof c?.map === 'string') {
        const found: Violation[] = [];
        const map = readData(join(dir, c.map), c.map, found);
        if (map !== undefined) maps[c.map] = map;
        else if (found[0]?.message.startsWith('not valid JSON')) out.push(...found);
      }
  return {
    edition,
    countries,
    climateEffects: read('climateEffects'),
    emergingMarket: read('emergingMarket'),
    investments: read('investments'),
    actionBoard: read('actionBoard'),
    maps,
  };
}

export function registerValidateData(program: Command, ctx: CliContext): void {
  program
    .command('validate-data')
    .description(
      "Check The Cost's edition data (maps, action board, tracks, charts) against the spec's constraints.",
    )
    .argument(
      '[path]',
      'an edition folder (with edition.json), one file of it, or a single map file; default: the shipped data',
    )
    .option('--json', 'print the result as JSON')
    .addHelpText(
      'after',
      '\nA single map file is checked alone; any other file is checked with the rest of its folder.\n' +
        'Example:\n  npm run cli -- validate-data\n  npm run cli -- validate-data my-edition/\n  npm run cli -- validate-data my-edition/maps/rutland.json\n',
    )
    .action((path: string | undefined, opts) => {
      const violations: Violation[] = [];
      let checked: string;
      if (path === undefined) {
        checked = 'the shipped edition';
        violations.push(...validateEdition(shippedFiles));
      } else {
        const full = resolve(ctx.cwd, path);
        let isDir: boolean;
        try {
          isDir = statSync(full).isDirectory();
        } catch {
          throw new CliError(`no such file or folder: ${path}`);
        }
        const probe: Violation[] = [];
        const single = isDir ? undefined : readData(full, basename(full), probe);
        if (!isDir && (single as { triangles?: unknown } | undefined)?.triangles !== undefined) {
          checked = path;
          violations.push(...validateMapFile(basename(full), single));
        } else if (!isDir && probe.length) {
          checked = path;
          violations.push(...probe);
        } else {
          const dir = isDir ? full : dirname(full);
          checked = isDir ? path : dirname(path) || '.';
          const raw = readEditionFolder(dir, violations);
          violations.push(...validateEdition(raw));
        }
      }
      const unique = [...new Map(violations.map((v) => [describeViolation(v), v])).values()];
      if (opts.json) ctx.stdout(json({ checked, ok: unique.length === 0, violations: unique }) + '\n');
      else if (unique.length === 0) ctx.stdout(`OK: ${checked} meets every constraint.\n`);
      else {
        ctx.stdout(`FAIL: ${checked}: ${unique.length} violation(s)\n`);
        for (const v of unique) ctx.stdout(`  - ${describeViolation(v)}\n`);
      }
      if (unique.length) throw new CliError(`${unique.length} data violation(s)`, 1);
    });
}
