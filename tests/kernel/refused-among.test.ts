// `refusedAmong` probes candidates without capturing a stack for each refusal; what it returns and
// what a bug in the check looks like are as before.
import { describe, expect, it } from 'vitest';
import { refusedAmong, RuleError } from '../../src/kernel/index.ts';

const check = (_state: null, _seat: number, move: number) => {
  if (move < 0) throw new Error(`bug on ${move}`);
  if (move % 2 === 1) throw new RuleError('ODD', `${move} is odd`, { move }, 'ODD');
  if (move === 4) throw new RuleError('FOUR', 'four is English only');
};

describe('refusedAmong', () => {
  it('gives each refused candidate once with its code and reason, and leaves stack traces as they were', () => {
    const limit = Error.stackTraceLimit;
    expect(refusedAmong(check, null, 0, [1, 2, 3, 3, 4, 5], new Set(['5']))).toEqual([
      { move: 1, code: 'ODD', reason: { id: 'ODD', params: { move: 1 } } },
      { move: 3, code: 'ODD', reason: { id: 'ODD', params: { move: 3 } } },
      { move: 4, code: 'FOUR', reason: { id: 'FOUR', params: {} } },
    ]);
    expect(Error.stackTraceLimit).toBe(limit);
  });

  it('throws any other exception on, with its stack, and leaves stack traces as they were', () => {
    const limit = Error.stackTraceLimit;
    let thrown: unknown;
    try {
      refusedAmong(check, null, 0, [1, -1, 3]);
    } catch (e) {
      thrown = e;
    }
    expect((thrown as Error).message).toBe('bug on -1');
    expect((thrown as Error).stack).toMatch(/refused-among\.test\.ts/);
    expect(Error.stackTraceLimit).toBe(limit);
  });
});
