// `play` in the terminal: u takes back the human's last move when the kernel's rule allows it, and says
// why not otherwise, in the language chosen.
import { describe, expect, it } from 'vitest';
import { cli } from '../support/cli.ts';
import { diceRace } from '../support/dice.ts';
import { ticTacToe } from '../support/tictactoe.ts';

const game = diceRace(true);
const games = { [game.id]: game };
const play = (input: string[], lang = 'en') =>
  cli(['play', '--game', game.id, '--seats', 'human,random', '--seed', '1', '--lang', lang], {
    games,
    input: input.join('\n') + '\n',
  });

describe('play with undo', () => {
  it('takes back a step, refuses with nothing left, and refuses after a roll', async () => {
    const r = await play(['1', 'u', 'u', '1', '2', 'u', 'q']);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toContain('Player 1 took back: step');
    expect(r.out).toContain('The move cannot be taken back: there is no move of yours to take back.');
    expect(r.out).toContain('The move cannot be taken back: a die was rolled.');
    expect(r.out).toContain('Game abandoned.');
  });

  it('speaks Italian', async () => {
    const r = await play(['1', 'u', 'q'], 'it');
    expect(r.out).toContain('Giocatore 1 ha ripreso la mossa: step');
  });

  it('against a bot, takes back the move with the bot’s reply', async () => {
    const r = await cli(
      [
        'play',
        '--game',
        ticTacToe.id,
        '--seats',
        'human,random',
        '--seed',
        '1',
        '--options',
        '{"firstPlayer":0}',
      ],
      { games: { [ticTacToe.id]: ticTacToe }, input: ['1', 'u', 'u', 'q'].join('\n') + '\n' },
    );
    expect(r.err).toBe('');
    expect(r.out).toContain("Player 1 took back, with the bots' replies since:");
    expect(r.out).toContain('The move cannot be taken back: there is no move of yours to take back.');
  });
});
