// The server benchmarks run end to end, small: a few moves per game (bounded by counts, not time),
// server and clients in their own processes, and the shape of the report the docs quote.
import { describe, expect, it } from 'vitest';
import { games } from '../../src/games/registry.ts';
import { cli } from '../support/cli.ts';

const theCost = { 'the-cost': games['the-cost'] };

describe('server benchmarks', () => {
  it('server/sqlite reports each phase with the raw broadcast anchor of the same run', async () => {
    const r = await cli(
      [
        'bench',
        '--json',
        '--only',
        'server/sqlite',
        '--seconds',
        '600',
        '--games-at-once',
        '1,2',
        '--moves',
        '3',
      ],
      { games: theCost },
    );
    expect(r.code, r.err).toBe(0);
    const [result] = JSON.parse(r.out).results;
    expect(result).toMatchObject({
      name: 'server/sqlite',
      storage: 'sqlite',
      durable: true,
      serverProcesses: 1,
    });
    const phases = result.games['the-cost'].phases;
    expect(phases.map((p: { concurrentGames: number }) => p.concurrentGames)).toEqual([1, 2]);
    expect(phases.map((p: { moves: number }) => p.moves)).toEqual([3, 6]);
    for (const p of phases) {
      expect(p.rawBroadcastMovesPerSecond).toBeGreaterThan(0);
      expect(p.rawBroadcast.moves).toBe(p.moves);
      expect(p.serverCpuMicrosPerMove).toBeGreaterThan(0);
      expect(p.moveLatencyMs.p99).toBeGreaterThanOrEqual(p.moveLatencyMs.p50);
      expect(p.moveAnswerBytes.mean).toBeGreaterThan(0);
      expect(p.pushBytes.mean).toBeGreaterThan(0);
    }
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
