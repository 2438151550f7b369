// The numbers `calibrate` reports, on positions small enough to check by hand.
import { describe, expect, it } from 'vitest';
import {
  brierOf,
  calibrationStats,
  eceOf,
  leaderChances,
  reliabilityOf,
  winnerChanceOf,
} from '../../src/bots/analysis/calibration-stats.ts';

describe('calibration statistics', () => {
  it('Brier score and winner chance of one position, a shared victory counting its shares', () => {
    expect(brierOf([0.5, 0.3, 0.2], [1, 0, 0])).toBeCloseTo(0.25 + 0.09 + 0.04);
    expect(winnerChanceOf([0.5, 0.3, 0.2], [0.5, 0.5, 0])).toBeCloseTo(0.8);
    expect(brierOf([1 / 3, 1 / 3, 1 / 3], [1, 0, 0])).toBeCloseTo(2 / 3);
  });

  it('the public leader: the best standing wins, ties share', () => {
    expect(leaderChances([3, 7, 5])).toEqual([0, 1, 0]);
    expect(leaderChances([7, 7, 5])).toEqual([0.5, 0.5, 0]);
  });

  it('reliability bins and the calibration error', () => {
    const pairs = [
      { chance: 0.05, share: 0 },
      { chance: 0.05, share: 0 },
      { chance: 0.95, share: 1 },
      { chance: 0.95, share: 0 },
    ];
    const bins = reliabilityOf(pairs);
    expect(bins).toHaveLength(10);
    expect(bins[0]).toMatchObject({ count: 2, meanChance: 0.05, observed: 0 });
    expect(bins[9]).toMatchObject({ count: 2, meanChance: 0.95, observed: 0.5 });
    // Half the estimates are off by 0.05, the other half by 0.45.
    expect(eceOf(bins)).toBeCloseTo(0.25);
    // A chance of exactly 1 falls in the last bin.
    expect(reliabilityOf([{ chance: 1, share: 1 }])[9].count).toBe(1);
  });

  it('per tenth and per method, over the same positions', () => {
    const stats = calibrationStats([
      { tenth: 0, shares: [1, 0], chances: { a: [0.5, 0.5], b: [1, 0] } },
      { tenth: 9, shares: [0, 1], chances: { a: [0.2, 0.8], b: [1, 0] } },
    ]);
    expect(stats.tenths[0]).toMatchObject({ positions: 1, brier: { a: 0.5, b: 0 } });
    expect(stats.tenths[9].winnerChance).toEqual({ a: 0.8, b: 0 });
    expect(stats.tenths[9].brier.b).toBe(2);
    expect(stats.tenths[5].positions).toBe(0);
    expect(stats.ece.b).toBeCloseTo(0.5);
  });
});
