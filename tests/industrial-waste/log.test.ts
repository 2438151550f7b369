// The log (describe + messages), move labels and the text rendering, in English and Italian.
import { describe, expect, it } from 'vitest';
import { formatMessage, hashState, LANGS, renderLogEntry, SPECTATOR } from '../../src/kernel/index.ts';
import { EDITION } from '../../src/games/industrial-waste/data/edition.ts';
import { game, position, randomGame, type Step } from './helpers.ts';

const steps: Step[] = [];
for (let g = 0; g < 12; g++) randomGame(2 + (g % 3), `log:${g}`, (s) => void steps.push(s));

describe('Industrial Waste log and texts', { timeout: 60_000 }, () => {
  it('has every message in both languages, and every entry renders with all its parameters', () => {
    expect(Object.keys(game.messages.it).sort()).toEqual(Object.keys(game.messages.en).sort());
    const seen = new Set<string>();
    for (const { before, after, seat, move } of steps.filter(
      (_, i) => i % 3 === 0 || _.after.phase === 'finished',
    )) {
      for (const v of [seat, SPECTATOR] as const) {
        for (const e of game.describe(before, after, seat, move, v)) {
          seen.add(e.id);
          for (const lang of LANGS) {
            const template = game.messages[lang][e.id];
            expect(template, `${lang} ${e.id}`).toBeDefined();
            const text = formatMessage(template, e.params);
            expect(text, `${lang} ${e.id}: ${text}`).not.toMatch(/\{\w+\}|undefined/);
            expect(renderLogEntry(game.messages, e, lang)).toBe(text);
          }
        }
      }
    }
    // Nearly every log message occurs in a dozen random games (refusals' texts are not log entries).
    const logIds = Object.keys(game.messages.en).filter((id) => !id.startsWith('refused'));
    expect(seen.size).toBeGreaterThan(logIds.length - 6);
  });

  it('names players and columns as people count them, from 1, while parameters keep the 0-based ids', () => {
    for (const { before, after, seat, move } of steps.filter((_, i) => i % 5 === 0)) {
      for (const e of game.describe(before, after, seat, move, SPECTATOR)) {
        if (typeof e.params.seat === 'number') expect(e.params.player).toBe(e.params.seat + 1);
        if (typeof e.params.column === 'number') expect(e.params.columnNumber).toBe(e.params.column + 1);
        for (const lang of LANGS)
          expect(renderLogEntry(game.messages, e, lang)).not.toMatch(/\b(seat|posto|Seat|Il posto)\b/);
      }
    }
    const s = position({
      players: 3,
      phase: 'playing',
      seats: [{ hand: ['growth-1'] }, { hand: ['raw-materials-1'] }, {}],
      startPlayer: 1,
      turn: 1,
    });
    const auction = game.apply(s, 1, { type: 'PLAY_CARD', card: 'raw-materials-1' });
    const bid = { type: 'BID' as const, amount: 3 };
    const sold = game.apply(game.apply(auction, 2, bid), 0, { type: 'PASS' });
    const last = { type: 'PASS' as const };
    const texts = (lang: 'en' | 'it') =>
      game
        .describe(sold, game.apply(sold, 1, last), 1, last, SPECTATOR)
        .map((e) => renderLogEntry(game.messages, e, lang));
    expect(texts('en')[1]).toBe('Player 3 buys the 5 raw materials for 3 M, paid to player 2.');
    expect(texts('it')[1]).toBe('Il giocatore 3 compra le 5 materie prime per 3 M, pagati al giocatore 2.');
    expect(game.formatMove({ type: 'CHOOSE_COLUMN', column: 0 }, 'en')).toBe('Choose column 1');
    expect(game.formatMove({ type: 'CHOOSE_COLUMN', column: 3 }, 'it')).toBe('Scegli la colonna 4');
    expect(game.formatMove({ type: 'TAKE_LOAN', count: 1 }, 'it')).toBe('Prendi un prestito (+10 M)');
    expect(game.formatMove({ type: 'TAKE_LOAN', count: 3 }, 'en')).toBe('Take 3 loans (+30 M)');
    expect(() => game.apply(s, 0, { type: 'DISCARD_CARD', card: 'growth-1' })).toThrow(
      "It is player 2's turn to play a card, not player 1's.",
    );
  });

  it('writes the end of the game with half points in each language and names a shared victory', () => {
    const s = position({
      players: 3,
      phase: 'playing',
      endTriggered: true,
      seats: [
        { growth: 20, cash: 27, coworkers: 1, hand: ['growth-1'] },
        { growth: 20, cash: 27, coworkers: 1 },
        { cash: 1, coworkers: 1 },
      ],
    });
    const move = { type: 'DISCARD_CARD' as const, card: 'growth-1' };
    const after = game.apply(s, 0, move);
    const log = game.describe(s, after, 0, move, SPECTATOR);
    const text = (lang: 'en' | 'it') => log.map((e) => renderLogEntry(game.messages, e, lang));
    expect(text('en')).toContain('Player 1 scores 33 points (cash 26 M, loans 0).');
    expect(text('en')).toContain('Player 3 scores 14 points (cash 0 M, loans 0).');
    expect(text('en').at(-1)).toBe('The game is over. Players 1 and 2 share the victory.');
    expect(text('it').at(-1)).toBe('La partita è finita. I giocatori 1 e 2 condividono la vittoria.');
    const odd = position({
      players: 2,
      phase: 'playing',
      endTriggered: true,
      seats: [{ growth: 20, cash: 28, coworkers: 1, hand: ['growth-1'] }, {}],
    });
    const oddLog = game.describe(odd, game.apply(odd, 0, move), 0, move, SPECTATOR);
    const it = oddLog.map((e) => renderLogEntry(game.messages, e, 'it'));
    expect(it).toContain('Il giocatore 1 totalizza 33,5 punti (denaro 27 M, prestiti 0).');
    expect(it.at(-1)).toBe('La partita è finita. Vince il giocatore 1.');
  });

  it('labels every legal move in both languages', () => {
    for (const { before: s } of steps.filter((_, i) => i % 7 === 0)) {
      const seat = game.activeSeats(s)[0];
      for (const m of game.legalMoves(s, seat))
        for (const lang of LANGS) expect(game.formatMove(m, lang)).toMatch(/^[A-Z][^{}]*[^ ]$/);
    }
    expect(
      game.formatMove(
        {
          type: 'PLAY_CARD',
          card: 'innovation-2',
          advisor: 'advisor-1',
          tracks: ['rationalization', 'waste-reduction'],
        },
        'en',
      ),
    ).toBe('Play Innovation with an Advisor: Rationalization + Waste reduction');
    expect(game.formatMove({ type: 'PLAY_CARD', card: 'hiring-firing-1', direction: 'fire' }, 'it')).toBe(
      'Gioca Assunzione/licenziamento (licenziare)',
    );
    expect(game.formatMove({ type: 'BID', amount: 7 }, 'it')).toBe('Offri 7 M');
  });

  it('renders a position with the viewer’s own cash and kept card only', () => {
    const s = position({
      players: 3,
      phase: 'playing',
      seats: [
        { cash: 29, hand: ['growth-1'], kept: 'bribery-1' },
        { cash: 41, hand: ['order-2'] },
        { cash: 7, kept: 'advisor-3' },
      ],
    });
    const mine = game.renderText(game.view(s, 0), 0, 'en');
    expect(mine).toContain('> player 1 (you): cash 29 M');
    expect(mine).toContain('kept: Bribery (face down)');
    expect(mine).not.toMatch(/41 M|7 M|Advisor/);
    expect(mine.match(/cash hidden/g)).toHaveLength(2);
    const spectator = game.renderText(game.view(s, SPECTATOR), SPECTATOR, 'it');
    expect(spectator.match(/denaro nascosto/g)).toHaveLength(3);
    expect(spectator).not.toMatch(/Corruzione|Consigliere/);
    expect(spectator).toContain('conservata: coperta');
  });

  it('names the kept card to its owner and only says “face down” to the others', () => {
    const s = position({
      players: 2,
      phase: 'playing',
      seats: [{ hand: ['advisor-2'] }, { hand: ['growth-1', 'order-1'] }],
    });
    const after = game.apply(s, 0, { type: 'KEEP_CARD' });
    const own = game
      .describe(s, after, 0, { type: 'KEEP_CARD' }, 0)
      .map((e) => renderLogEntry(game.messages, e, 'en'));
    const other = game
      .describe(s, after, 0, { type: 'KEEP_CARD' }, 1)
      .map((e) => renderLogEntry(game.messages, e, 'en'));
    expect(own).toEqual(['You keep your last card face down: Advisor.']);
    expect(other).toEqual(['Player 1 keeps the last card face down.']);
  });

  it('tells the whole round end: costs, forced loans, reshuffles, a new deal', () => {
    // Two cards in the deck: the deal of round 2 empties it and reshuffles the discard pile.
    const rest = EDITION.cardIds.filter(
      (id) => !['growth-1', 'order-1', 'advisor-1', 'accident-1'].includes(id),
    );
    const s = position({
      players: 2,
      phase: 'playing',
      deck: ['order-1', 'advisor-1', 'accident-1'],
      discard: rest.filter((id) => id !== 'growth-2'),
      seats: [
        { hand: ['growth-1'], cash: 2 },
        { hand: [], kept: 'growth-2' },
      ],
    });
    const move = { type: 'DISCARD_CARD' as const, card: 'growth-1' };
    const after = game.apply(s, 0, move);
    const ids = game.describe(s, after, 0, move, SPECTATOR).map((e) => e.id);
    expect(ids.slice(0, 5)).toEqual(['discarded', 'basicCosts', 'forcedLoan', 'basicCosts', 'roundStarts']);
    expect(ids).toContain('accidentDrawn');
    expect(ids).toContain('deckReshuffled');
    expect(ids.filter((id) => id === 'columnDealt')).toHaveLength(3);
    expect(after.layout.every((c) => c?.length === 3)).toBe(true);
    expect(after.seats[0]).toMatchObject({ cash: 7, loans: 1 });
  });

  it('takes a move’s lines from the application a server makes: the same state and lines as a replay', () => {
    for (const { before, after, seat, move } of steps.filter((_, i) => i % 4 === 0)) {
      const kept = game.applyToDescribe!(before, seat, move);
      expect(hashState(kept)).toBe(hashState(after));
      for (const v of [SPECTATOR, ...Array.from({ length: after.players }, (_, s) => s)]) {
        // `kept` gives the lines of its own application; `after`, another object, those of a replay.
        const fromKept = game.describe(before, kept, seat, move, v);
        expect(fromKept).toEqual(game.describe(before, after, seat, move, v));
      }
    }
  });
});
