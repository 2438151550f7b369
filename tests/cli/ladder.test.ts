import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseBotSpec, splitBotList } from '../../src/cli/bot-spec.ts';
import { CliError } from '../../src/cli/context.ts';
import { rateLevels } from '../../src/cli/ladder/ratings.ts';
import { replaceSection } from '../../src/cli/ladder/report.ts';
import { ladderPairs, ladderSchedule } from '../../src/cli/ladder/schedule.ts';
import { games as shipped } from '../../src/games/registry.ts';
import { cli } from '../support/cli.ts';
import { ticTacToe } from '../support/tictactoe.ts';

const games = { 'tic-tac-toe': ticTacToe };

describe('bot specs', () => {
  it('splits a bot list on the commas outside brackets', () => {
    expect(splitBotList('mcts, tycoon[depth=4,c=0.5],heuristic')).toEqual([
      'mcts',
      'tycoon[depth=4,c=0.5]',
      'heuristic',
    ]);
  });

  it('reads a level and its settings, and refuses what the game does not have', () => {
    const game = shipped['the-cost'];
    expect(parseBotSpec('tycoon[depth=4, c=0.5]', game)).toEqual({
      kind: 'level',
      text: 'tycoon[depth=4, c=0.5]',
      level: 'tycoon',
      tuning: { depth: 4, c: 0.5 },
    });
    expect(parseBotSpec('heuristic', game)).toEqual({
      kind: 'level',
      text: 'heuristic',
      level: 'heuristic',
      tuning: {},
    });
    const refused = (text: string, message: RegExp) =>
      expect(() => parseBotSpec(text, game)).toThrow(message);
    refused('genius', /unknown bot "genius".*random, heuristic, mcts, tycoon/);
    refused('tycoon[deep=4]', /no setting "deep"; it has: depth/);
    refused('tycoon[depth=four]', /"depth=four" is not setting=number/);
    refused('tycoon[depth=4,depth=5]', /set twice/);
    refused('heuristic[depth=4]', /no setting "depth"; it has: eval/);
    refused('random[depth=4]', /it has none/);
    refused('tycoon[depth=4', /unknown bot "tycoon\[depth=4"/);
    expect(() => parseBotSpec('genius', game)).toThrow(CliError);
  });
});

describe('ladder', () => {
  it('plays every pair of levels on the same deals, each from both seats', () => {
    expect(ladderPairs(['a', 'b', 'c'])).toEqual([
      ['a', 'b'],
      ['a', 'c'],
      ['b', 'c'],
    ]);
    const schedule = ladderSchedule(['a', 'b', 'c'], 4);
    expect(schedule).toHaveLength(12);
    expect(schedule.map((g) => g.index)).toEqual([...Array(12).keys()]);
    for (const [x, y] of ladderPairs(['a', 'b', 'c'])) {
      const games = schedule.filter((g) => g.seatBots.includes(x) && g.seatBots.includes(y));
      expect(games.map((g) => [g.deal, g.seatBots])).toEqual([
        [0, [x, y]],
        [0, [y, x]],
        [1, [x, y]],
        [1, [y, x]],
      ]);
    }
  });

  it('rates a level that wins above one that loses, and equal results equally', () => {
    const wins = Array.from({ length: 20 }, (_, i) => ({
      levels: (i % 2 ? ['a', 'b'] : ['b', 'a']) as [string, string],
      firstScore: i % 2 ? 1 : 0,
    }));
    const r = rateLevels(['a', 'b'], wins);
    expect(r.levels.map((l) => l.level)).toEqual(['a', 'b']);
    const [a, b] = r.levels;
    expect(a.interval95[0]).toBeGreaterThan(b.interval95[1]);
    expect(a.games).toBe(20);
    expect(r.predicted.find(([x, y]) => x === 'a' && y === 'b')![2]).toBeGreaterThan(0.8);
    const even = rateLevels(
      ['a', 'b'],
      Array.from({ length: 10 }, () => ({ levels: ['a', 'b'] as [string, string], firstScore: 0.5 })),
    );
    expect(even.levels[0].mu).toBeCloseTo(even.levels[1].mu, 6);
    // Only the games count: the same games give the same ratings.
    expect(rateLevels(['a', 'b'], wins)).toEqual(r);
  });

  it('replaces only the marked section of a document', () => {
    const doc = 'intro\n<!-- ladder:g -->\nold\n<!-- /ladder:g -->\nrest\n';
    expect(replaceSection(doc, 'g', 'new')).toBe('intro\n<!-- ladder:g -->\nnew\n<!-- /ladder:g -->\nrest\n');
    expect(() => replaceSection(doc, 'other', 'x')).toThrow(/no "<!-- ladder:other -->"/);
  });

  it('rates search above random in tic-tac-toe, reports pairs and speed, and writes the section', async () => {
    const first = await cli(
      [
        'ladder',
        '--game',
        'tic-tac-toe',
        '--levels',
        'mcts,random',
        '--games',
        '6',
        '--iterations',
        '300',
        '--seed',
        'L',
        '--json',
      ],
      { games },
    );
    expect(first.code, first.err).toBe(0);
    const report = JSON.parse(first.out);
    expect(report).toMatchObject({ game: 'tic-tac-toe', games: 6, gamesPerPair: 6, errors: 0 });
    expect(report.ratings.levels[0].level).toBe('mcts');
    expect(report.pairs).toEqual([expect.objectContaining({ level: 'mcts', opponent: 'random', games: 6 })]);
    expect(report.pairs[0].won).toBeGreaterThanOrEqual(5);
    expect(report.speed[0].meanIterations).toBe(300);
    expect(report.command).toBe(
      'npm run cli -- ladder --game tic-tac-toe --levels mcts,random --games 6 --seed L --iterations 300',
    );
    expect(report.machine.before.cores).toBeGreaterThan(0);

    const doc = join(first.cwd, 'doc.md');
    writeFileSync(doc, '# Bots\n<!-- ladder:tic-tac-toe -->\n<!-- /ladder:tic-tac-toe -->\nend\n');
    const written = await cli(
      [
        'ladder',
        '--game',
        'tic-tac-toe',
        '--levels',
        'mcts,random',
        '--games',
        '6',
        '--iterations',
        '300',
        '--seed',
        'L',
        '--write',
        'doc.md',
      ],
      { games, cwd: first.cwd },
    );
    expect(written.code, written.err).toBe(0);
    const text = readFileSync(doc, 'utf8');
    expect(text).toContain(report.command);
    expect(text).toMatch(/\| `mcts` \| [\d.]+ \| [\d.]+–[\d.]+ \| 6 \|/);
    expect(text).toMatch(/\| `mcts` \| `random` \| 6 \|/);
    expect(text.endsWith('<!-- /ladder:tic-tac-toe -->\nend\n')).toBe(true);
  });

  it('refuses odd game counts, one level, unknown levels and a document without the section', async () => {
    const run = (...extra: string[]) => cli(['ladder', '--game', 'tic-tac-toe', ...extra], { games });
    const odd = await run('--games', '3');
    expect(odd.code).toBe(1);
    expect(odd.err).toMatch(/--games must be even/);
    expect((await run('--levels', 'mcts')).err).toMatch(/at least two levels/);
    expect((await run('--levels', 'mcts,genius')).err).toMatch(/unknown bot "genius"/);
    const noSection = await cli(
      ['ladder', '--game', 'tic-tac-toe', '--levels', 'mcts,random', '--games', '2', '--iterations', '20'],
      {
        games,
      },
    );
    expect(noSection.code).toBe(0);
    const doc = join(noSection.cwd, 'plain.md');
    writeFileSync(doc, 'nothing marked\n');
    const refused = await cli(
      [
        'ladder',
        '--game',
        'tic-tac-toe',
        '--levels',
        'mcts,random',
        '--games',
        '2',
        '--iterations',
        '20',
        '--write',
        'plain.md',
      ],
      { games, cwd: noSection.cwd },
    );
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/--write: plain.md has no "<!-- ladder:tic-tac-toe -->"/);
    expect(readFileSync(doc, 'utf8')).toBe('nothing marked\n');
  });
});

describe('ladder with a bot program', () => {
  it('rates a cmd: program beside the levels, with its failures reported', async () => {
    const program = `py=cmd:python3 ${resolve('bots/examples/random_bot.py')}`;
    const r = await cli(
      [
        'ladder',
        '--game',
        'tic-tac-toe',
        '--levels',
        `mcts,${program}`,
        '--games',
        '4',
        '--iterations',
        '300',
        '--json',
      ],
      { games },
    );
    expect(r.code, r.err).toBe(0);
    const report = JSON.parse(r.out);
    expect(report.errors).toBe(0);
    expect(report.ratings.levels.map((l: { level: string }) => l.level).sort()).toEqual(['mcts', 'py']);
    expect(report.pairs[0]).toMatchObject({ games: 4 });
    expect(report.programs.perProgram.py).toMatchObject({ seats: 4, replaced: 0 });
    expect(report.programs.perProgram.py.failures).toEqual({
      time: 0,
      output: 0,
      illegal: 0,
      crash: 0,
      memory: 0,
    });
  });
});
