// Every scenario file under scenarios/industrial-waste (the spec's test scenarios T1-T14 with their
// variants, one or more per card type, refusals, hidden information) must pass.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runScenario } from '../../src/kernel/index.ts';
import { game } from './helpers.ts';

const ROOT = 'scenarios/industrial-waste';

function files(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const p = join(dir, name);
      return statSync(p).isDirectory() ? files(p) : name.endsWith('.json') ? [p] : [];
    });
}

describe('Industrial Waste scenario files', () => {
  const all = files(ROOT);

  it('cover every test scenario of the spec (T1-T14)', () => {
    for (let t = 1; t <= 14; t++) {
      const prefix = `T${String(t).padStart(2, '0')}-`;
      expect(
        all.some((f) => f.includes(`/${prefix}`)),
        prefix,
      ).toBe(true);
    }
  });

  for (const file of all) {
    it(file.slice(ROOT.length + 1), () => {
      const result = runScenario(game, JSON.parse(readFileSync(file, 'utf8')));
      expect(result.failure ?? null).toBeNull();
      expect(result.passed).toBe(true);
    });
  }
});
