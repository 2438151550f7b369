// Words that follow a number take their form from the language's plural rules (Intl.PluralRules), in
// the templates' ICU plural choices and in sentences made in code: "1 risorsa", "0 risorse" in Italian,
// "0 resources" in English, where French would say "0 ressource".
import { describe, expect, it } from 'vitest';
import { formatMessage, plural, pluralCategory } from '../../src/kernel/messages.ts';
import { renderReason } from '../../src/kernel/refusals.ts';

const COST = {
  en: 'A mine costs {cost, plural, one {# {country} resource} other {# {country} resources}}; you have {have}.',
  it: 'Una miniera costa {cost, plural, one {# risorsa} other {# risorse}} di {country}; ne hai {have}.',
};

describe('plurals', () => {
  it('choose a template’s words by the number and the language', () => {
    const say = (cost: number, lang: 'en' | 'it') =>
      formatMessage(COST[lang], { cost, country: 'Pecora', have: 0 }, lang);
    expect(say(1, 'en')).toBe('A mine costs 1 Pecora resource; you have 0.');
    expect(say(3, 'en')).toBe('A mine costs 3 Pecora resources; you have 0.');
    expect(say(0, 'en')).toBe('A mine costs 0 Pecora resources; you have 0.');
    expect(say(1, 'it')).toBe('Una miniera costa 1 risorsa di Pecora; ne hai 0.');
    expect(say(0, 'it')).toBe('Una miniera costa 0 risorse di Pecora; ne hai 0.');
    expect(say(2, 'it')).toBe('Una miniera costa 2 risorse di Pecora; ne hai 0.');
  });

  it('take an exact number before the category, and keep a missing number visible', () => {
    const t = '{n, plural, =0 {nobody} one {# worker} other {# workers}}';
    expect(formatMessage(t, { n: 0 })).toBe('nobody');
    expect(formatMessage(t, { n: 1 })).toBe('1 worker');
    expect(formatMessage(t, { n: 4 })).toBe('4 workers');
    expect(formatMessage(t, {})).toBe(t);
    expect(formatMessage('Hex {hex}, {missing}', { hex: 'N' })).toBe('Hex N, {missing}');
    // A # outside a choice is text.
    expect(formatMessage('Seat #{n}', { n: 2 })).toBe('Seat #2');
  });

  it('read a template once and fill it with each call’s own parameters, nested choices and all', () => {
    const t = '{n, plural, one {# of {k}} other {# {m, plural, one {pair} other {# pairs}} of {k}}}';
    expect(formatMessage(t, { n: 1, k: 'coal', m: 2 })).toBe('1 of coal');
    expect(formatMessage(t, { n: 3, k: 'iron', m: 1 })).toBe('3 pair of iron');
    expect(formatMessage(t, { n: 3, k: 'iron', m: 4 })).toBe('3 4 pairs of iron');
    expect(formatMessage(t, { n: '3' })).toBe(t);
    // Braces never closed, a choice without the branch asked for, and spaces around a name: as written.
    expect(formatMessage('Left {a} and {b', { a: 1, b: 2 })).toBe('Left 1 and {b');
    expect(formatMessage('{n, plural, one {a} other {b}', { n: 1 })).toBe('{n, plural, one {a} other {b}');
    expect(formatMessage('{n, plural, one {a}}#', { n: 2 }, 'it')).toBe('{n, plural, one {a}}#');
    expect(formatMessage('{ n } {n}', { n: null })).toBe('{ n } {n}');
  });

  it('follow the platform’s rules in code', () => {
    expect(pluralCategory('en', 1)).toBe('one');
    expect(pluralCategory('it', 1)).toBe('one');
    expect(pluralCategory('it', 0)).toBe('other');
    expect(plural('it', 1, { one: 'Assumi # lavoratore in più', other: 'Assumi altri # lavoratori' })).toBe(
      'Assumi 1 lavoratore in più',
    );
    expect(plural('en', 2, { one: '# worker', other: '# workers' })).toBe('2 workers');
  });

  it('read a refusal’s choice in the language its template is in', () => {
    const messages = { en: { NO: COST.en }, it: { NO: COST.it } };
    const reason = { id: 'NO', params: { cost: 1, country: 'Pecora', have: 0 } };
    expect(renderReason(messages, reason, 'it')).toBe('Una miniera costa 1 risorsa di Pecora; ne hai 0.');
    expect(renderReason({ en: { NO: COST.en }, it: {} }, reason, 'it')).toBe(
      'A mine costs 1 Pecora resource; you have 0.',
    );
  });
});
