// The complete example of docs/scenarios.md must pass, so the documentation stays true.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { runScenario } from '../../src/kernel/index.ts';
import { ticTacToe } from '../support/tictactoe.ts';

it('the example in docs/scenarios.md passes', () => {
  const doc = readFileSync('docs/scenarios.md', 'utf8');
  const block = doc.split('```json')[1].split('```')[0];
  expect(runScenario(ticTacToe, JSON.parse(block))).toMatchObject({ passed: true, steps: 7 });
});
