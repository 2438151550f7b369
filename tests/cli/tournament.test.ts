import { describe, expect, it } from 'vitest';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import { scheduleGames, seatLineups } from '../../src/cli/tournament/lineups.ts';
import { runTournament } from '../../src/cli/tournament/run.ts';
import { tournamentFigures, wilson } from '../../src/cli/tournament/stats.ts';
import { cli } from '../support/cli.ts';
import { ticTacToe } from '../support/tictactoe.ts';

const games = { 'tic-tac-toe': ticTacToe };

describe('tournament', () => {
  it('seats every bot in every lineup: permutations, or every seat assignment that uses each bot', () => {
    expect(seatLineups(['a', 'b'], 2)).toEqual([
      ['a', 'b'],
      ['b', 'a'],
    ]);
    expect(seatLineups(['a', 'b', 'c'], 2)).toHaveLength(6);
    expect(seatLineups(['a', 'b', 'c'], 3)).toHaveLength(6);
    const fewer = seatLineups(['a', 'b'], 3);
    expect(fewer).toHaveLength(6);
    for (const l of fewer) expect(new Set(l)).toEqual(new Set(['a', 'b']));
    const schedule = scheduleGames(seatLineups(['a', 'b'], 2), 5);
    expect(schedule.map((g) => g.deal)).toEqual([0, 0, 1, 1, 2]);
    expect(schedule[3].seatBots).toEqual(['b', 'a']);
  });

  it('gives 95% Wilson intervals', () => {
    const [lo, hi] = wilson(90, 100);
    expect(lo).toBeCloseTo(0.826, 3);
    expect(hi).toBeCloseTo(0.945, 3);
    expect(wilson(0, 0)).toEqual([0, 1]);
    expect(wilson(10, 10)[1]).toBeCloseTo(1, 9);
  });

  it('counts a shared victory as half a win and a level head-to-head', () => {
    const base = {
      players: 2,
      seed: 's',
      moves: 9,
      decisions: [5, 4],
      decisionMs: [10, 2],
      record: {} as never,
    };
    const { perBot, headToHead } = tournamentFigures(
      ['a', 'b'],
      [
        { ...base, seatBots: ['a', 'b'], outcome: { winners: [0], scores: [1, 0] } },
        { ...base, seatBots: ['b', 'a'], outcome: { winners: [0, 1], scores: [0.5, 0.5] } },
      ],
    );
    expect(perBot.a).toMatchObject({ seats: 2, wins: 1.5, winRate: 0.75, decisions: 9 });
    expect(perBot.a.meanDecisionMs).toBeCloseTo(12 / 9, 2);
    expect(headToHead.find((h) => h.bot === 'b')).toMatchObject({ games: 2, ahead: 0.5, rate: 0.25 });
  });

  it('reports win rates, intervals, head to head, scores and decision times; deterministic with iterations', async () => {
    const argv = [
      'tournament',
      '--game',
      'tic-tac-toe',
      '--bots',
      'mcts,random',
      '--games',
      '8',
      '--iterations',
      '400',
      '--seed',
      '3',
      '--json',
    ];
    const r = await cli(argv, { games });
    expect(r.code, r.err).toBe(0);
    const report = JSON.parse(r.out);
    expect(report).toMatchObject({ game: 'tic-tac-toe', games: 8, deals: 4, errors: 0 });
    expect(report.lineups).toEqual([
      ['mcts', 'random'],
      ['random', 'mcts'],
    ]);
    expect(report.perBot.mcts.seats).toBe(8);
    expect(report.perBot.mcts.meanIterations).toBe(400);
    expect(report.perBot.random.searches).toBe(0);
    expect(report.perBot.mcts.winRate).toBeGreaterThan(report.perBot.random.winRate);
    const h = report.headToHead.find((x: { bot: string }) => x.bot === 'mcts');
    expect(h.rate).toBeGreaterThanOrEqual(0.5);
    expect(h.rate95[0]).toBeLessThanOrEqual(h.rate);
    const again = JSON.parse((await cli(argv, { games })).out);
    expect(again.perBot.mcts.wins).toBe(report.perBot.mcts.wins);
    expect(again.headToHead).toEqual(report.headToHead);

    const text = await cli(argv.slice(0, -1), { games });
    expect(text.out).toMatch(/mcts vs random: \d+\.\d% of 8/);
  });

  it('refuses bad bot lists and workers on a game workers cannot load', async () => {
    for (const [bots, message] of [
      ['mcts', /at least two/],
      ['mcts,mcts', /each bot once/],
      ['mcts,genius', /unknown bot "genius"/],
    ] as const) {
      const r = await cli(['tournament', '--game', 'tic-tac-toe', '--bots', bots], { games });
      expect(r.code).not.toBe(0);
      expect(r.err).toMatch(message);
    }
    const w = await cli(['tournament', '--game', 'tic-tac-toe', '--bots', 'mcts,random', '--workers', '2'], {
      games,
    });
    expect(w.err).toMatch(/not a shipped game/);
  });

  it('plays games in worker threads with the same results as in process', async () => {
    const spec = { gameId: 'tic-tac-toe', players: 2, seed: 'w', budget: { iterations: 200 } };
    const schedule = scheduleGames(seatLineups(['mcts', 'random'], 2), 6);
    const gameModule = {
      url: pathToFileURL(resolve(import.meta.dirname, '../support/tictactoe.ts')).href,
      exportName: 'ticTacToe',
    };
    const seen: number[] = [];
    const parallel = await runTournament(ticTacToe, spec, schedule, {
      workers: 2,
      gameModule,
      onGame: (_r, g) => seen.push(g.index),
    });
    const serial = await runTournament(ticTacToe, spec, schedule, { workers: 1 });
    expect(seen.sort()).toEqual([0, 1, 2, 3, 4, 5]);
    expect(parallel.map((r) => r.outcome)).toEqual(serial.map((r) => r.outcome));
    expect(parallel.map((r) => r.seatBots)).toEqual(serial.map((r) => r.seatBots));
  }, 60_000);
});
