// How the table writes a clock's time and when it calls the time low.
import { describe, expect, it } from 'vitest';
import { formatClock, isLow } from '../../src/web/clocks/format.ts';

describe('clock times in words', () => {
  it('shows minutes and seconds under an hour, hours under a day, days and hours beyond', () => {
    expect(formatClock(4 * 60_000 + 5_000, 'en')).toBe('4:05');
    expect(formatClock(2 * 3_600_000 + 4 * 60_000 + 5_000, 'en')).toBe('2:04:05');
    expect(formatClock(3 * 86_400_000 + 4 * 3_600_000 + 59_000, 'en')).toBe('3 d 4 h');
    expect(formatClock(3 * 86_400_000 + 4 * 3_600_000, 'it')).toBe('3 g 4 h');
  });

  it('rounds seconds up, so 0:00 means the time has run out', () => {
    expect(formatClock(1, 'en')).toBe('0:01');
    expect(formatClock(999, 'en')).toBe('0:01');
    expect(formatClock(0, 'en')).toBe('0:00');
    expect(formatClock(-500, 'en')).toBe('0:00');
    expect(formatClock(3_600_000, 'en')).toBe('1:00:00');
  });

  it('calls the last fifth low, and a few seconds of a short clock', () => {
    const day = { moveSeconds: 86_400 };
    expect(isLow(86_400_000 / 5, day)).toBe(true);
    expect(isLow(86_400_000 / 5 + 1, day)).toBe(false);
    const bank = { bankSeconds: 600, incrementSeconds: 5 };
    expect(isLow(120_000, bank)).toBe(true);
    expect(isLow(121_000, bank)).toBe(false);
    // Five seconds a decision: a fifth (one second) would be too late to see; half of it is low.
    expect(isLow(2_500, { moveSeconds: 5 })).toBe(true);
    expect(isLow(2_600, { moveSeconds: 5 })).toBe(false);
    // Thirty seconds: ten seconds is low.
    expect(isLow(10_000, { moveSeconds: 30 })).toBe(true);
    expect(isLow(10_001, { moveSeconds: 30 })).toBe(false);
  });
});
