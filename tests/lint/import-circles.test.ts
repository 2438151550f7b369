// No file of ours imports itself through others. `import-x/no-cycle` in eslint.config.js reports a
// circle of value imports where it starts; it skips type-only imports, which vanish at run time but
// still tie files into one piece, so the whole graph, type imports included, is checked here too.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = process.cwd();

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mts)$/.test(e.name) && !e.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Every relative import (value, type, re-export or dynamic) of each file that names one of the files. */
function importGraph(files: string[]): Map<string, string[]> {
  const known = new Set(files);
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      const targets = importedFiles
        .filter((i) => i.fileName.startsWith('.'))
        .map((i) => resolve(dirname(file), i.fileName))
        .filter((target) => known.has(target));
      return [file, targets];
    }),
  );
}

/** The circles of a graph: its strongly connected parts of more than one file (Tarjan). */
function circles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) === index.get(file)) {
      const part: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        part.push(member);
      } while (member !== file);
      if (part.length > 1 || graph.get(file)!.includes(file)) found.push(part.sort());
    }
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found.map((part) => part.map((f) => relative(root, f)));
}

const fixtures = resolve(root, 'tests/lint-fixtures');
const circlesUnder = (...dirs: string[]) =>
  circles(
    importGraph(
      dirs
        .flatMap((d) => sourceFiles(resolve(root, d)))
        // The fixtures hold circles on purpose; they count only where a test names them.
        .filter((f) => !f.startsWith(fixtures) || dirs.some((d) => d.startsWith('tests/lint-fixtures'))),
    ),
  );

describe('import circles', () => {
  it('the sources, the tests and the scripts have none, type imports included', () => {
    expect(circlesUnder('src', 'tests', 'scripts')).toEqual([]);
  });

  it('the check finds a circle of type imports', () => {
    expect(circlesUnder('tests/lint-fixtures/type-circle')).toEqual([
      ['tests/lint-fixtures/type-circle/seat.ts', 'tests/lint-fixtures/type-circle/table.ts'],
    ]);
  });

  it('the lint rule reports a circle of value imports in each of its files', async () => {
    // The fixtures are ignored by the project's lint run; here they are linted on purpose.
    const eslint = new ESLint({ cwd: root, ignore: false });
    const results = await eslint.lintFiles(['tests/lint-fixtures/circle/*.ts']);
    const cycles = results.map((r) => ({
      file: relative(root, r.filePath),
      rules: r.messages.map((m) => m.ruleId),
    }));
    expect(cycles).toEqual([
      { file: 'tests/lint-fixtures/circle/market.ts', rules: ['import-x/no-cycle'] },
      { file: 'tests/lint-fixtures/circle/price.ts', rules: ['import-x/no-cycle'] },
    ]);
  });
});
