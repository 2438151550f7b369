// The storage benchmark runs small, bounded by moves (its seconds never run out), with the shape of the
// report the docs quote.
import { expect, it } from 'vitest';
import { cli } from '../support/cli.ts';

it('storage/sqlite-moves appends every game one move a round and reports each phase', async () => {
  const r = await cli(
    [
      'bench',
      '--json',
      '--only',
      'storage/sqlite-moves',
      '--seconds',
      '600',
      '--games-at-once',
      '1,3',
      '--moves',
      '26',
    ],
    { games: {} },
  );
  expect(r.code, r.err).toBe(0);
  const result = JSON.parse(r.out).results[0];
  expect(result).toMatchObject({ name: 'storage/sqlite-moves', storage: 'sqlite', durable: true });
  expect(
    result.phases.map((p: { concurrentGames: number; moves: number }) => [p.concurrentGames, p.moves]),
  ).toEqual([
    [1, 26],
    [3, 78],
  ]);
  for (const p of result.phases) {
    expect(p.cpuMicrosPerMove).toBeGreaterThan(0);
    expect(p.roundMs.p99).toBeGreaterThanOrEqual(p.roundMs.p50);
  }
});

it('storage/postgres-moves does the same on the PostgreSQL test database', async () => {
  const r = await cli(
    [
      'bench',
      '--json',
      '--only',
      'storage/postgres-moves',
      '--seconds',
      '600',
      '--games-at-once',
      '2',
      '--moves',
      '26',
    ],
    { games: {} },
  );
  expect(r.code, r.err).toBe(0);
  const result = JSON.parse(r.out).results[0];
  expect(result).toMatchObject({ name: 'storage/postgres-moves', storage: 'postgres', durable: true });
  expect(result.phases.map((p: { moves: number }) => p.moves)).toEqual([52]);
});
