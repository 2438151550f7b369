// The log (describe + messages), move labels and the text rendering, in English and Italian.
import { describe, expect, it } from 'vitest';
import { formatMessage, LANGS, renderLogEntry, SPECTATOR } from '../../src/kernel/index.ts';
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
    // Nearly every message occurs in a dozen random games.
    expect(seen.size).toBeGreaterThan(Object.keys(game.messages.en).length - 6);
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
    expect(mine).toContain('> seat 0 (you): cash 29 M');
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
    expect(other).toEqual(['Seat 0 keeps the last card face down.']);
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
});
