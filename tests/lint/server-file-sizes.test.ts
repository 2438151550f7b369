// The server's files stay small enough to read at one sitting: one concern each, under LIMIT lines. A file
// that must be longer is listed in LONGER with the reason why.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = process.cwd();
const LIMIT = 400;
/** Files of src/server allowed over LIMIT lines (path from the repository's root), each with its reason. */
const LONGER: Record<string, string> = {};

function serverFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return serverFiles(path);
    return /\.(ts|mts|mjs|js)$/.test(e.name) ? [path] : [];
  });
}

const lineCount = (file: string): number => readFileSync(file, 'utf8').split('\n').length - 1;

describe('file sizes of src/server', () => {
  const files = serverFiles(join(root, 'src/server')).map((f) => relative(root, f));

  it(`no file is over ${LIMIT} lines unless listed with a reason`, () => {
    const over = files
      .filter((f) => !Object.hasOwn(LONGER, f) && lineCount(f) > LIMIT)
      .map((f) => `${f}: ${lineCount(f)} lines`);
    expect(over, `split these along what they do, or list them in LONGER with a reason`).toEqual([]);
  });

  it('every listed file exists and is still over the limit, with a reason', () => {
    for (const [file, reason] of Object.entries(LONGER)) {
      expect(files, `${file} is listed but gone`).toContain(file);
      expect(lineCount(file), `${file} is short again: take it off the list`).toBeGreaterThan(LIMIT);
      expect(reason.trim().length, `${file} needs a reason`).toBeGreaterThan(0);
    }
  });
});
