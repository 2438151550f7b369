// The starter bots play whole games of both games through the protocol, and an Industrial Waste bot is
// never sent what its seat may not see.
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { games as shipped } from '../../src/games/registry.ts';
import { cli } from '../support/cli.ts';

const example = (file: string) => resolve('bots/examples', file);
const STARTERS = {
  pyRandom: `python3 ${example('random_bot.py')}`,
  jsRandom: `node ${example('random_bot.mjs')}`,
  pyGreedy: `python3 ${example('greedy_bot.py')}`,
  jsGreedy: `node ${example('greedy_bot.mjs')}`,
};

describe('starter bots in tournaments', () => {
  for (const game of ['the-cost', 'industrial-waste'])
    it(`the Python and JavaScript starter bots finish games of ${game}`, async () => {
      // Four bots on two seats: 12 lineups, each bot at 6 tables.
      const bots = Object.entries(STARTERS).map(([label, command]) => `${label}=cmd:${command}`);
      const r = await cli(
        ['tournament', '--game', game, '--bots', bots.join(','), '--games', '12', '--json'],
        { games: shipped },
      );
      expect(r.code, r.err).toBe(0);
      const report = JSON.parse(r.out);
      expect(report.errors).toBe(0);
      for (const label of Object.keys(STARTERS)) {
        const f = report.programs.perProgram[label];
        expect(f.seats).toBe(6);
        expect(f.failures).toEqual({ time: 0, output: 0, illegal: 0, crash: 0, memory: 0 });
        expect(report.perBot[label].decisions).toBeGreaterThan(40);
      }
    });
});

describe('what a bot is sent', () => {
  it("never holds another seat's cash, kept card or the deck (Industrial Waste, every message received)", async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'iw-record-')), 'received.jsonl');
    const recorder = `python3 ${resolve('tests/support/bots/record.py')} ${file}`;
    const r = await cli(
      [
        'simulate',
        '--game',
        'industrial-waste',
        '--players',
        '3',
        '--games',
        '3',
        '--bots',
        `random,cmd:${recorder}`,
        '--options',
        '{"dealer":1}',
        '--seed',
        'secret-7',
        '--json',
      ],
      { games: shipped },
    );
    expect(r.code, r.err).toBe(0);
    const received = readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    const decisions = received.filter((m) => m.type === 'decide');
    expect(decisions.length).toBeGreaterThan(100);
    // Seats rotate: the program held 4 of the 9 seats (two processes in the second game).
    expect(received.filter((m) => m.type === 'hello')).toHaveLength(4);
    expect(received.filter((m) => m.type === 'outcome')).toHaveLength(4);
    // Neither the game's seed nor an option that fixes a hidden draw is ever sent.
    expect(JSON.stringify(received)).not.toMatch(/secret-7/);
    for (const hello of received.filter((m) => m.type === 'hello'))
      expect(hello.options).toEqual({ players: 3 });
    let kept = 0;
    for (const m of decisions) {
      const view = m.view;
      expect(view.viewer).toBe(m.seat);
      expect(JSON.stringify(view)).not.toMatch(/"deck"\s*:/);
      for (const p of view.seats) {
        if (p.seat === m.seat) {
          expect(p).toHaveProperty('cash');
          if (p.hasKeptCard) kept++;
          continue;
        }
        expect(p).not.toHaveProperty('cash');
        expect(p).not.toHaveProperty('keptCard');
      }
    }
    expect(kept).toBeGreaterThan(0); // its own kept card was there to be seen
  });
});
