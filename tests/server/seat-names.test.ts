// A seat nobody named has a default name, stored in English ("Bot 3 (random)"); a person reads it in
// their language. A name someone chose is never translated.
import { describe, expect, it } from 'vitest';
import { chosenName, seatName, seatNames, seatWords } from '../../src/shared/seat-names.ts';

describe('seat names in words', () => {
  it('say a default name in each language', () => {
    expect(seatNames({ seat: 2, kind: 'bot', level: 'random', name: 'Bot 3 (random)' })).toEqual({
      en: 'Bot 3 (random)',
      it: 'Bot 3 (casuale)',
    });
    expect(seatNames({ seat: 0, kind: 'bot', level: 'heuristic', name: 'Bot 1 (heuristic)' }).it).toBe(
      'Bot 1 (euristico)',
    );
    expect(seatNames({ seat: 1, kind: 'bot', level: 'mcts', name: 'Bot 2 (mcts)' })).toEqual({
      en: 'Bot 2 (search)',
      it: 'Bot 2 (ricerca)',
    });
    expect(seatNames({ seat: 1, kind: 'human', name: 'Player 2' })).toEqual({
      en: 'Player 2',
      it: 'Giocatore 2',
    });
    expect(seatNames({ seat: 3, kind: 'open', name: 'Open seat 4' }).it).toBe('Posto libero 4');
  });

  it('keep a chosen name as it is', () => {
    expect(seatName({ seat: 0, kind: 'human', name: 'Ada' }, 'it')).toBe('Ada');
    expect(seatName({ seat: 1, kind: 'bot', level: 'random', name: 'Robo' }, 'it')).toBe('Robo');
    // Another seat's default is a chosen name here.
    expect(seatName({ seat: 0, kind: 'bot', level: 'random', name: 'Bot 2 (random)' }, 'it')).toBe(
      'Bot 2 (random)',
    );
    expect(chosenName({ seat: 1, kind: 'human', name: 'Player 2' })).toBeNull();
    // A bot whose seat does not say its level (a classroom's join page) is named by the level in its name.
    expect(seatName({ seat: 1, kind: 'bot', name: 'Bot 2 (heuristic)' }, 'it')).toBe('Bot 2 (euristico)');
    expect(seatName({ seat: 1, kind: 'bot', level: 'random', name: 'Bot 2 (heuristic)' }, 'it')).toBe(
      'Bot 2 (heuristic)',
    );
  });

  it('count seats from 1 in sentences, with a chosen name', () => {
    const seats = [
      { seat: 0, kind: 'human' as const, name: 'Ada' },
      { seat: 1, kind: 'bot' as const, level: 'random', name: 'Bot 2 (random)' },
    ];
    expect(seatWords(0, seats)).toEqual({ en: 'seat 1 (Ada)', it: 'posto 1 (Ada)' });
    expect(seatWords(1, seats)).toEqual({ en: 'seat 2', it: 'posto 2' });
    expect(seatWords(5)).toEqual({ en: 'seat 6', it: 'posto 6' });
  });
});
