// The server benchmarks run end to end, small: a few moves per game (bounded by counts, not time),
// server and clients in their own processes, and the shape of the report the docs quote.
import { describe, expect, it } from 'vitest';
import { games } from '../../src/games/registry.ts';
import { cli } from '../support/cli.ts';

const theCost = { 'the-cost': games['the-cost'] };

/** server/sqlite on The Cost, bounded by moves per game (the phase's seconds never run out). */
async function sqliteBench(gamesAtOnce: string, moves: number, extra: string[] = []) {
  const r = await cli(
    [
      'bench',
      '--json',
      '--only',
      'server/sqlite',
      '--seconds',
      '600',
      '--games-at-once',
      gamesAtOnce,
      '--moves',
      String(moves),
      ...extra,
    ],
    { games: theCost },
  );
  expect(r.code, r.err).toBe(0);
  return JSON.parse(r.out).results[0];
}

describe('server benchmarks', () => {
  it('server/sqlite reports each phase with the raw broadcast anchor of the same run', async () => {
    const result = await sqliteBench('1,2', 3);
    expect(result).toMatchObject({
      name: 'server/sqlite',
      storage: 'sqlite',
      durable: true,
      serverProcesses: 1,
    });
    expect(result.transport).toMatch(/^moves over the seat's WebSocket/);
    const phases = result.games['the-cost'].phases;
    expect(phases.map((p: { concurrentGames: number }) => p.concurrentGames)).toEqual([1, 2]);
    expect(phases.map((p: { moves: number }) => p.moves)).toEqual([3, 6]);
    for (const p of phases) {
      expect(p.rawBroadcastMovesPerSecond).toBeGreaterThan(0);
      expect(p.rawBroadcast.moves).toBe(p.moves);
      expect(p.serverCpuMicrosPerMove).toBeGreaterThan(0);
      expect(p.serverSystemCpuMicrosPerMove).toBeGreaterThanOrEqual(0);
      expect(p.serverSystemCpuMicrosPerMove).toBeLessThanOrEqual(p.serverCpuMicrosPerMove);
      expect(p.moveLatencyMs.p99).toBeGreaterThanOrEqual(p.moveLatencyMs.p50);
      expect(p.moveAnswerBytes.mean).toBeGreaterThan(0);
      expect(p.pushBytes.mean).toBeGreaterThan(0);
    }
  });

  it('server/postgres runs on the nodes BENCH_POSTGRES_NODES asks for, one as on SQLite', async () => {
    process.env.BENCH_POSTGRES_NODES = '1';
    try {
      const r = await cli(
        [
          'bench',
          '--json',
          '--only',
          'server/postgres',
          '--seconds',
          '600',
          '--games-at-once',
          '2',
          '--moves',
          '3',
        ],
        { games: theCost },
      );
      expect(r.code, r.err).toBe(0);
      const result = JSON.parse(r.out).results[0];
      expect(result).toMatchObject({ name: 'server/postgres', storage: 'postgres', serverProcesses: 1 });
      const [phase] = result.games['the-cost'].phases;
      expect(phase.moves).toBe(6);
      expect(phase.pushLatencyMs.p50).toBeGreaterThan(0);
      process.env.BENCH_POSTGRES_NODES = '0';
      const refused = await cli(['bench', '--json', '--only', 'server/postgres'], { games: theCost });
      expect(refused.code).not.toBe(0);
    } finally {
      delete process.env.BENCH_POSTGRES_NODES;
    }
  });

  it('server/sqlite moves over HTTP with --moves-over http, for comparison', async () => {
    const result = await sqliteBench('1', 2, ['--moves-over', 'http']);
    expect(result.transport).toMatch(/^HTTP moves/);
    expect(result.games['the-cost'].phases[0].moves).toBe(2);
  });

  it('refuses a transport it does not know', async () => {
    const r = await cli(['bench', '--only', 'server/sqlite', '--moves-over', 'pigeon'], { games: theCost });
    expect(r.code).not.toBe(0);
    expect(r.err).toContain('--moves-over is socket or http');
  });

  it('server/players steps up the number of connected players and names the largest under 100 ms', async () => {
    const r = await cli(
      [
        'bench',
        '--json',
        '--only',
        'server/players',
        '--players',
        '2,4',
        '--interval',
        '0.05',
        '--seconds',
        '0.1',
      ],
      { games: theCost },
    );
    expect(r.code, r.err).toBe(0);
    const [result] = JSON.parse(r.out).results;
    expect(result).toMatchObject({ name: 'server/players', game: 'the-cost', moveEverySeconds: 0.05 });
    expect(result.steps[0]).toMatchObject({ players: 2, refused: 0 });
    // Every person moves at least once per step, however slow the machine.
    expect(result.steps[0].moves).toBeGreaterThanOrEqual(2);
    expect([0, 2, 4]).toContain(result.largestPlayersUnder100ms);
  });
});
