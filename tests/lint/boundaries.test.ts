// The layer rules of eslint.config.js must fail the build: checked here on fixtures linted as if they
// were files of each layer.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });
const fixture = (name: string) => readFileSync(join(process.cwd(), 'tests/lint-fixtures', name), 'utf8');

async function lintAs(fixtureName: string, filePath: string) {
  const [result] = await eslint.lintText(fixture(fixtureName), { filePath });
  return result.messages.filter((m) => m.severity === 2).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('layer boundaries (eslint)', () => {
  it('a rule file of a game may not import node:fs', async () => {
    const errors = await lintAs('rule-with-fs.ts', 'src/games/the-cost/rules/load.ts');
    expect(errors.join('\n')).toMatch(/no-restricted-imports: .*No I\/O/);
  });

  it('the kernel and the games may not call Math.random or use Date', async () => {
    for (const path of ['src/kernel/dice.ts', 'src/games/industrial-waste/rules/dice.ts']) {
      const errors = (await lintAs('rule-with-random.ts', path)).join('\n');
      expect(errors).toMatch(/no-restricted-properties: .*Math.random/);
      expect(errors).toMatch(/no-restricted-globals: .*Date/);
    }
  });

  it('bots may import types from a game but not its code', async () => {
    const errors = await lintAs('bot-imports-game.ts', 'src/bots/cheat.ts');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/through the kernel interface/);
  });

  it('the web client may not import server code', async () => {
    const errors = await lintAs('web-imports-server.ts', 'src/web/app.ts');
    expect(errors).toHaveLength(1);
  });

  it('a clean rule file passes', async () => {
    expect(await lintAs('clean-rule.ts', 'src/games/the-cost/rules/dice.ts')).toEqual([]);
  });

  it('the same fs import is fine in the server', async () => {
    expect(await lintAs('rule-with-fs.ts', 'src/server/storage/files.ts')).toEqual([]);
  });
});
