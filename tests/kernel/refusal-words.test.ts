// What a person reads when the engine refuses a seat: seats counted from 1.
import { describe, expect, it } from 'vitest';
import { games } from '../../src/games/registry.ts';
import { Match, RuleError, renderRefusal, type AnyGame } from '../../src/kernel/index.ts';
import { ticTacToe } from '../support/tictactoe.ts';

function refused(work: () => unknown): RuleError {
  try {
    work();
  } catch (e) {
    if (e instanceof RuleError) return e;
    throw e;
  }
  throw new Error('not refused');
}

const said = (game: AnyGame, e: RuleError) => ({
  en: renderRefusal(game.messages, e, 'en'),
  it: renderRefusal(game.messages, e, 'it'),
});

describe("the engine's refusals in words", () => {
  const waste = games['industrial-waste'];

  it('count seats from 1', () => {
    const m = Match.create(ticTacToe, { players: 2 }, 'seats');
    const e = refused(() => m.move(2, { type: 'MARK', cell: 1 }));
    expect(e.code).toBe('NO_SUCH_SEAT');
    expect(e.params.seat).toBe('2');
    expect(said(ticTacToe, e)).toEqual({
      en: 'There is no seat 3 in this 2-player game of Tic-tac-toe: its seats are 1 to 2.',
      it: 'In questa partita di Tic-tac-toe a 2 giocatori non esiste il posto 3: i posti vanno da 1 a 2.',
    });
    const iw = Match.create(waste, { players: 3 }, 'seats');
    const w = refused(() => waste.apply(iw.state, 5, { type: 'PASS' }));
    expect(said(waste, w).en).toBe('There is no seat 6 in this 3-player game: its seats are 1 to 3.');
    expect(said(waste, w).it).toBe(
      'In questa partita a 3 giocatori non esiste il posto 6: i posti vanno da 1 a 3.',
    );
  });
});
