// Numbers as each language writes them: Industrial Waste's scores count half the cash, so they can
// have a half ("48.5" in English is "48,5" in Italian, as the log already writes it).
import { describe, expect, it } from 'vitest';
import { numberIn } from '../../src/web/ui/i18n.ts';

describe('numbers in words', () => {
  it('take a decimal comma in Italian and a point in English', () => {
    expect(numberIn(48.5, 'it')).toBe('48,5');
    expect(numberIn(-24.5, 'it')).toBe('-24,5');
    expect(numberIn(48.5, 'en')).toBe('48.5');
    expect(numberIn(15, 'it')).toBe('15');
  });
});
