// A person's seat played by a bot program through its link reads as a bot's wherever the table names it.
import { describe, expect, it } from 'vitest';
import type { GameSnapshot } from '../../src/shared/api.ts';
import { seatName } from '../../src/web/play/turn.ts';

const snapshot = (program?: string) =>
  ({
    seats: [
      { seat: 0, kind: 'human', name: 'Ada', ...(program ? { program } : {}) },
      { seat: 1, kind: 'human', name: 'Player 2' },
    ],
  }) as unknown as GameSnapshot;

describe('a seat played by a bot program', () => {
  it('says "(bot)" after its name in both languages, and nothing for a person', () => {
    expect(seatName(snapshot('greedy_bot.py'), 0, 'en')).toBe('Ada (bot)');
    expect(seatName(snapshot('greedy_bot.py'), 0, 'it')).toBe('Ada (bot)');
    expect(seatName(snapshot(), 0, 'en')).toBe('Ada');
    expect(seatName(snapshot('x'), 1, 'it')).toBe('Giocatore 2');
  });
});
