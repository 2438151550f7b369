// What a person reads when the engine refuses a move's shape or a seat: Italian throughout on an Italian
// page (the schema library's complaints are English only), and seats counted from 1.
import { describe, expect, it } from 'vitest';
import { games } from '../../src/games/registry.ts';
import { Match, RuleError, parseOptions, renderRefusal, type AnyGame } from '../../src/kernel/index.ts';
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

/** English words the schema library uses; none may reach an Italian sentence. */
const ENGLISH = /\b(Invalid|expected|received|Unrecognized|key|input|at|Too|small|big|discriminator)\b/;

describe("the engine's refusals in words", () => {
  const theCost = games['the-cost'];
  const waste = games['industrial-waste'];
  const shapes: [AnyGame, unknown, string][] = [
    [theCost, 'nonsense', 'serve un oggetto, non un testo'],
    [theCost, { type: 'NOPE' }, '"NOPE" non va bene; si può scegliere tra "CHOOSE_COUNTRIES"'],
    [theCost, {}, 'manca; si può scegliere tra'],
    [theCost, { type: 'PASS', extra: 1 }, 'il campo "extra" non è previsto'],
    [waste, { type: 'BID', amount: 'a' }, ' (campo amount): serve un numero, non un testo'],
    [waste, { type: 'BID', amount: 1.5 }, ' (campo amount): serve un numero intero, non un numero'],
    [waste, { type: 'BID' }, ' (campo amount): manca (serve un numero)'],
  ];

  it('say what is wrong with a move in Italian, without English fragments', () => {
    for (const [game, move, italian] of shapes) {
      const m = Match.create(game, { players: 3 }, 'words');
      const e = refused(() => m.move(m.activeSeats()[0], move));
      expect(e.code).toBe('MALFORMED_MOVE');
      const text = said(game, e);
      expect(text.it, JSON.stringify(move)).toContain(italian);
      expect(text.it, text.it).not.toMatch(ENGLISH);
      // The English sentence (and the API's message) is as it was.
      expect(text.en).toBe(e.message);
      expect(text.en).toMatch(/^That is not a .* move/);
    }
  });

  it('say what is wrong with setup options in Italian', () => {
    const e = refused(() => parseOptions(theCost, { players: 3, edition: 7 }));
    const text = said(theCost, e);
    expect(text.it, text.it).not.toMatch(ENGLISH);
    expect(text.it).toMatch(/^Opzioni di The Cost non valide/);
  });

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
