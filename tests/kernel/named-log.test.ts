// Log texts name players by their seats' names when the names are given, in every language, and keep
// "Player n" without them (the terminal).
import { describe, expect, it } from 'vitest';
import { games } from '../../src/games/registry.ts';
import { LANGS, renderLogEntry } from '../../src/kernel/index.ts';

const names = ['Ann', 'Bob', 'Cy', 'Di'];

describe('log texts with seat names', () => {
  it('The Cost: the acting player and the owner of a mill are named', () => {
    const m = games['the-cost'].messages;
    const built = {
      id: 'BUILT_MINE',
      params: { seat: 0, player: 1, country: 'Pecora', site: 'S2', cost: 2, column: 2 },
    };
    expect(renderLogEntry(m, built, 'en', names)).toBe(
      'Ann builds a mine on S2 in Pecora for 2 resources (column 2).',
    );
    expect(renderLogEntry(m, built, 'it', names)).toBe(
      'Ann costruisce una miniera su S2 in Pecora per 2 risorse (colonna 2).',
    );
    expect(renderLogEntry(m, built, 'en')).toBe(
      'Player 1 builds a mine on S2 in Pecora for 2 resources (column 2).',
    );
    const moved = {
      id: 'MOVED_TO_MILL',
      params: { seat: 0, player: 1, owner: 1, ownerPlayer: 2, value: 3, from: 'S1', to: 'S4' },
    };
    expect(renderLogEntry(m, moved, 'en', names)).toBe(
      'Ann moves raw die 3 from S1 to the mill of Bob at S4.',
    );
    expect(renderLogEntry(m, moved, 'it', names)).toBe(
      'Ann sposta il dado grezzo 3 da S1 alla raffineria di Bob in S4.',
    );
  });

  it('every log text of both games that names a player by number names them with names given', () => {
    for (const game of Object.values(games))
      for (const lang of LANGS)
        for (const [id, template] of Object.entries(game.messages[lang])) {
          if (
            !/\{(player|ownerPlayer|sellerPlayer)\}/.test(template) ||
            id.startsWith('REFUSED') ||
            id.startsWith('refused')
          )
            continue;
          const params = { player: 2, ownerPlayer: 3, sellerPlayer: 4 };
          const text = renderLogEntry(game.messages, { id, params }, lang, names);
          expect(text, `${game.id} ${lang} ${id}: ${text}`).not.toMatch(/[Pp]layer \d|[Gg]iocatore \d/);
          expect(text).toMatch(/Bob|Cy|Di/);
        }
  });
});
