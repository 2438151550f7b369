import { describe, expect, it } from 'vitest';
import { lazyField } from '../../src/server/game/lazy.ts';

describe('lazyField', () => {
  it('works a field out on its first read only, and never when it is not read', () => {
    let calls = 0;
    const m = lazyField({ move: 1 }, 'label', () => {
      calls++;
      return { en: 'one', it: 'uno' };
    });
    const { move } = m;
    expect(move).toBe(1);
    expect(calls).toBe(0);
    expect(m.label.en).toBe('one');
    expect(m.label.it).toBe('uno');
    expect(calls).toBe(1);
    expect(JSON.stringify(m)).toBe('{"move":1,"label":{"en":"one","it":"uno"}}');
    expect(calls).toBe(1);
  });

  it('leaves an undefined field out of JSON and out of the keys, as an absent optional field', () => {
    const m = lazyField({ move: 2 }, 'detail', () => undefined);
    expect(JSON.stringify(m)).toBe('{"move":2}');
    expect(Object.keys(m)).toEqual(['move']);
    expect(m).toEqual({ move: 2 });
  });

  it('is written by JSON when never read before', () => {
    const m = lazyField(
      lazyField({ move: 3 }, 'label', () => 'three'),
      'detail',
      () => 'costs 1',
    );
    expect(JSON.parse(JSON.stringify([m]))).toEqual([{ move: 3, label: 'three', detail: 'costs 1' }]);
  });
});
