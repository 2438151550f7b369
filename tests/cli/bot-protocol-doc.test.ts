// docs/bot-protocol.md is the protocol's reference for people writing bots in other languages: the
// messages a real game sends, and the answers the starter bots give, must match its JSON Schemas.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { games as shipped } from '../../src/games/registry.ts';
import { cli } from '../support/cli.ts';

const doc = readFileSync('docs/bot-protocol.md', 'utf8');
const schemas = new Map(
  [...doc.matchAll(/<!-- schema: (\w+) -->\s*```json\n([\s\S]*?)\n```/g)].map((m) => [
    m[1],
    JSON.parse(m[2]),
  ]),
);
const ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false });
const validators = new Map([...schemas].map(([name, schema]) => [name, ajv.compile(schema)]));

function expectValid(name: string, message: unknown) {
  const validate = validators.get(name)!;
  expect(
    validate(message),
    `${name}: ${JSON.stringify(validate.errors)} in ${JSON.stringify(message).slice(0, 300)}`,
  ).toBe(true);
}

/** Every line a recording bot received in one game of `game`. */
async function received(game: string, players: number): Promise<Record<string, unknown>[]> {
  const file = join(mkdtempSync(join(tmpdir(), 'protocol-')), 'received.jsonl');
  const r = await cli(
    [
      'tournament',
      '--game',
      game,
      '--players',
      String(players),
      '--bots',
      `random,cmd:python3 ${resolve('tests/support/bots/record.py')} ${file}`,
      '--games',
      '2',
      '--json',
    ],
    { games: shipped },
  );
  expect(r.code, r.err).toBe(0);
  return readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
}

describe('docs/bot-protocol.md', () => {
  it('has a schema for every message, and its examples match them', () => {
    expect([...schemas.keys()].sort()).toEqual(['decide', 'hello', 'move', 'outcome', 'ready']);
    const examples = [...doc.matchAll(/^### `(\w+)`[\s\S]*?```json\n([\s\S]*?)\n```/gm)];
    expect(examples.length).toBe(5);
    for (const [, name, body] of examples) expectValid(name, JSON.parse(body));
  });

  it('the move schema takes an index or a move, not both, not neither', () => {
    expectValid('move', { type: 'move', index: 0 });
    expectValid('move', { type: 'move', move: { type: 'KEEP_CARD' } });
    expect(validators.get('move')!({ type: 'move', index: 0, move: { type: 'KEEP_CARD' } })).toBe(false);
    expect(validators.get('move')!({ type: 'move' })).toBe(false);
  });

  for (const [game, players] of [
    ['the-cost', 3],
    ['industrial-waste', 2],
  ] as const)
    it(`every message of real ${game} games matches its schema, and so do the starter bots' answers`, async () => {
      const lines = await received(game, players);
      const kinds = new Set(lines.map((m) => m.type));
      expect([...kinds].sort()).toEqual(['decide', 'hello', 'outcome']);
      for (const m of lines) expectValid(String(m.type), m);
      // The starter bots, fed the same messages, answer each hello and decision with a valid line.
      const questions = lines.filter((m) => m.type !== 'outcome');
      const input = lines.map((m) => JSON.stringify(m)).join('\n') + '\n';
      for (const command of [
        ['python3', 'bots/examples/random_bot.py'],
        ['node', 'bots/examples/random_bot.mjs'],
        ['python3', 'bots/examples/greedy_bot.py'],
        ['node', 'bots/examples/greedy_bot.mjs'],
      ]) {
        const out = spawnSync(command[0], command.slice(1), { input, encoding: 'utf8' });
        expect(out.status, out.stderr).toBe(0);
        const answers = out.stdout
          .trim()
          .split('\n')
          .map((l) => JSON.parse(l));
        expect(answers).toHaveLength(questions.length);
        answers.forEach((a, i) => expectValid(questions[i].type === 'hello' ? 'ready' : 'move', a));
      }
    });
});
