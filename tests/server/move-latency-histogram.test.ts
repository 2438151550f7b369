import { describe, expect, it } from 'vitest';
import { Metrics } from '../../src/server/ops/metrics.ts';

const bucketsOf = (text: string): Record<string, number> =>
  Object.fromEntries(
    [...text.matchAll(/^externalities_move_latency_seconds_bucket\{le="([^"]+)"\} (\d+)$/gm)].map((m) => [
      m[1],
      Number(m[2]),
    ]),
  );

describe('the move latency histogram', () => {
  it('counts each move in every bucket at or above its time, with the count and the sum', () => {
    const metrics = new Metrics();
    for (const s of [0.0004, 0.001, 0.003, 0.03, 0.7, 4]) metrics.observeMove(s);
    const text = metrics.render({
      games: {},
      gamesInMemory: 0,
      botQueue: 0,
      snapshotWrites: { failed: 0, retried: 0, lost: 0 },
    });
    expect(bucketsOf(text)).toEqual({
      '0.001': 2,
      '0.0025': 2,
      '0.005': 3,
      '0.01': 3,
      '0.025': 3,
      '0.05': 4,
      '0.1': 4,
      '0.25': 4,
      '0.5': 4,
      '1': 5,
      '2.5': 5,
      '+Inf': 6,
    });
    expect(text).toMatch(/^externalities_move_latency_seconds_count 6$/m);
    expect(text).toMatch(/^externalities_move_latency_seconds_sum 4\.734/m);
  });
});
