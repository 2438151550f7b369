// The bot lists of the command line: levels and programs, split and checked in one place.
import { describe, expect, it } from 'vitest';
import { parseBotList, splitBotList } from '../../src/cli/bot-spec.ts';
import { splitCommand } from '../../src/cli/external/argv.ts';
import { ticTacToe } from '../support/tictactoe.ts';

describe('bot lists', () => {
  it('splits on commas outside quotes and brackets', () => {
    expect(splitBotList('heuristic, cmd:python3 bot.py')).toEqual(['heuristic', 'cmd:python3 bot.py']);
    expect(splitBotList(`random,cmd:"python3 bot.py --w 1,2",x=cmd:'a,b'`)).toEqual([
      'random',
      'cmd:"python3 bot.py --w 1,2"',
      "x=cmd:'a,b'",
    ]);
    expect(splitBotList('a[x=1,y=2],b')).toEqual(['a[x=1,y=2]', 'b']);
  });

  it('names a program by its label, else by its command', () => {
    const [level, plain, labelled] = parseBotList(
      '--bots',
      'random,cmd:"python3 my bot.py",alice=cmd:node bot.mjs --fast',
      ticTacToe,
    );
    expect(level).toEqual({ kind: 'level', text: 'random', level: 'random', tuning: {} });
    expect(plain).toMatchObject({
      kind: 'program',
      text: 'cmd:python3 my bot.py',
      argv: ['python3', 'my', 'bot.py'],
    });
    expect(labelled).toMatchObject({ kind: 'program', text: 'alice', argv: ['node', 'bot.mjs', '--fast'] });
  });

  it('splits a command into words as a shell would, without running one', () => {
    expect(splitCommand(`python3 'my bot.py' "a \\"b\\" c" d\\ e  f`)).toEqual([
      'python3',
      'my bot.py',
      'a "b" c',
      'd e',
      'f',
    ]);
    expect(splitCommand(`x '' y`)).toEqual(['x', '', 'y']);
    expect(() => splitCommand('x "y')).toThrow(/double quote is not closed/);
    expect(() => splitCommand("x 'y")).toThrow(/single quote is not closed/);
  });
});
