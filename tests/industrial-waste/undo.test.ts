// Taking moves back in Industrial Waste: random games with random take-backs at 2 to 4 players, checked
// against a shadow of the kernel's rule (tests/support/undo-walk.ts). A card drawn, a deck reshuffled
// or a kept card shown is final; any take-back allowed must show no viewer a card it had not seen.
import { describe, expect, it } from 'vitest';
import { SPECTATOR, type Viewer } from '../../src/kernel/index.ts';
import { addStats, noStats, walkWithUndos } from '../support/undo-walk.ts';
import type { IwState } from '../../src/games/industrial-waste/index.ts';
import { game } from './helpers.ts';

/** Every card id a view shows (hands, layout, discard, a kept card, the deck at the end). */
function cardsSeen(view: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(view)) for (const v of view) cardsSeen(v, out);
  else if (view && typeof view === 'object') {
    const o = view as Record<string, unknown>;
    if (typeof o.id === 'string' && typeof o.type === 'string') out.add(o.id);
    for (const v of Object.values(o)) cardsSeen(v, out);
  }
  return out;
}

const showedNothing = (before: unknown, after: unknown) => {
  const players = game.playerCount(before as never);
  const viewers: Viewer[] = [SPECTATOR, ...Array.from({ length: players }, (_, i) => i)];
  return viewers.every((v) => {
    const seen = cardsSeen(game.view(before as never, v));
    return [...cardsSeen(game.view(after as never, v))].every((id) => seen.has(id));
  });
};

describe('Industrial Waste undo', { timeout: 240_000 }, () => {
  it('restores the exact state, refuses after a draw or a reveal, replays without the undone moves', () => {
    let total = noStats();
    for (let g = 0; g < 24; g++) {
      const players = 2 + (g % 3);
      total = addStats(
        total,
        walkWithUndos(game, {
          options: { players },
          seed: `iw-undo:${g}`,
          maxMoves: 400,
          undoChance: 0.3,
          showedNothing,
        }),
      );
    }
    expect(total.undos).toBeGreaterThan(200);
    expect(total.longestChain).toBeGreaterThanOrEqual(2);
    for (const reason of ['CARD_DRAWN', 'OTHER_SEAT', 'NOTHING'])
      expect(total.refused[reason] ?? 0).toBeGreaterThan(0);
  });

  it('against bots, takes a person’s move back with the bots’ replies until a card is drawn', () => {
    let total = noStats();
    for (let g = 0; g < 18; g++) {
      const players = 2 + (g % 3);
      const person = g % players;
      // Every other seat a bot (what the server sets up), and now and then two people and a bot.
      const bots = Array.from({ length: players }, (_, s) => s).filter(
        (s) => s !== person && !(g % 6 === 5 && s === (person + 1) % players),
      );
      total = addStats(
        total,
        walkWithUndos(game, {
          options: { players },
          seed: `iw-undo-bots:${g}`,
          maxMoves: 400,
          undoChance: 0.3,
          bots,
          showedNothing,
        }),
      );
    }
    expect(total.undos).toBeGreaterThan(100);
    expect(total.replies).toBeGreaterThan(50);
    for (const reason of ['CARD_DRAWN', 'OTHER_SEAT', 'NOTHING', 'BOT'])
      expect(total.refused[reason] ?? 0).toBeGreaterThan(0);
  });

  it('names a kept card shown at the deal as a reveal', () => {
    // A seat keeps a card face down; the next deal returns it to the hand face up, or it pays a bribe.
    let revealed = 0;
    for (let g = 0; g < 40 && revealed === 0; g++) {
      walkWithUndos(
        {
          ...game,
          undo: {
            rng: game.undo!.rng,
            finality: (b: never, a: never, seat: number, move: never) => {
              const why = game.undo!.finality(b, a, seat, move);
              if (why === 'REVEALED' && (a as IwState).phase !== 'finished') revealed++;
              return why;
            },
          },
        },
        { options: { players: 3 }, seed: `iw-reveal:${g}`, maxMoves: 2000, undoChance: 0 },
      );
    }
    expect(revealed).toBeGreaterThan(0);
  });
});
