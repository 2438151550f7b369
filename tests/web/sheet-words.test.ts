// Words of the decision sheet and the log on a small screen: a question apart from its details, and a
// log line without the copy of its player's name that the seat's label already shows.
import { describe, expect, it } from 'vitest';
import { afterName } from '../../src/web/play/named-line.ts';
import { splitQuestion } from '../../src/web/play/question.ts';

describe('a log line after its player’s name', () => {
  it('leaves out the name the line starts with', () => {
    expect(afterName('Bot 2 (euristico) costruisce una miniera.', 'Bot 2 (euristico)')).toBe(
      'costruisce una miniera.',
    );
    expect(afterName('Ann bids 6 M.', 'Ann')).toBe('bids 6 M.');
  });

  it('keeps a line that does not start with the whole name', () => {
    expect(afterName('Anna bids 6 M.', 'Ann')).toBe('Anna bids 6 M.');
    expect(afterName("Ann's factory moves back.", 'Ann')).toBe("Ann's factory moves back.");
    expect(afterName('Event: national rails.', 'Ann')).toBe('Event: national rails.');
    expect(afterName('Ann', 'Ann')).toBe('Ann');
    expect(afterName('Ann bids.', '')).toBe('Ann bids.');
  });
});

describe('a question and its details', () => {
  it('splits after the first sentence', () => {
    expect(
      splitQuestion('Hire more workers first? Each living worker adds one. The next question says more.'),
    ).toEqual({
      question: 'Hire more workers first?',
      more: 'Each living worker adds one. The next question says more.',
    });
    expect(splitQuestion('Choose where to build. It costs 1 resource.')).toEqual({
      question: 'Choose where to build.',
      more: 'It costs 1 resource.',
    });
  });

  it('keeps a question of one sentence whole, amounts and all', () => {
    expect(splitQuestion('Work: mine, mill, or ship a die (click it on a map)')).toEqual({
      question: 'Work: mine, mill, or ship a die (click it on a map)',
      more: '',
    });
    expect(splitQuestion('Convert $1.5 now?')).toEqual({ question: 'Convert $1.5 now?', more: '' });
    expect(splitQuestion('Which column?  ')).toEqual({ question: 'Which column?  ', more: '' });
  });
});
