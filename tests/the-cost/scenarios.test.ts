// Every scenario file under scenarios/the-cost (rulebook examples, effects, rulings, refusals) passes.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runScenario } from '../../src/kernel/index.ts';
import { game } from './support.ts';

const DIR = join(import.meta.dirname, '../../scenarios/the-cost');
const files = readdirSync(DIR)
  .filter((f) => f.endsWith('.json'))
  .sort();
const examples = JSON.parse(readFileSync(join(import.meta.dirname, 'examples.json'), 'utf8')) as {
  examples: { id: string }[];
};

describe('The Cost scenarios', () => {
  it('has a scenario for each worked example of the rulebook (spec §8)', () => {
    const ids = [...examples.examples.map((x) => x.id), 'EX-R1', 'EX-R2'];
    for (const id of ids)
      expect(
        files.some((f) => f.startsWith(`${id.toLowerCase()}-`)),
        id,
      ).toBe(true);
  });

  for (const file of files) {
    it(file, () => {
      const result = runScenario(game, JSON.parse(readFileSync(join(DIR, file), 'utf8')));
      expect(result.failure ?? null).toBeNull();
      expect(result.passed).toBe(true);
    });
  }
});
