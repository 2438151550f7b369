// Setup (spec §4) for 2, 3 and 4 players, the edition data and its loader, and the options that pin the
// random elements.
import { describe, expect, it } from 'vitest';
import { parseOptions, RuleError } from '../../src/kernel/index.ts';
import { EDITION, loadEdition } from '../../src/games/industrial-waste/data/edition.ts';
import raw from '../../src/games/industrial-waste/data/edition.json' with { type: 'json' };
import { allCards, broken, game } from './helpers.ts';

describe('Industrial Waste edition data', () => {
  it('holds 53 cards of the spec’s types and counts, the board, the tracks and the zones', () => {
    const count = (t: string) => EDITION.cardIds.filter((id) => EDITION.typeOf[id] === t).length;
    expect(EDITION.cardIds).toHaveLength(53);
    expect(
      [
        'order',
        'raw-materials',
        'growth',
        'innovation',
        'waste-disposal',
        'advisor',
        'hiring-firing',
        'waste-removal',
        'bribery',
        'accident',
      ].map(count),
    ).toEqual([9, 8, 8, 7, 7, 4, 4, 3, 2, 1]);
    expect([
      EDITION.growthMin,
      EDITION.growthMax,
      EDITION.coworkersMin,
      EDITION.coworkersMax,
      EDITION.holeMax,
    ]).toEqual([14, 20, 1, 5, 4]);
    expect(EDITION.data.innovation.values).toEqual([5, 4, 3, 2, 1]);
    expect(EDITION.data.innovation.points).toEqual([0, 3, 6, 10, 15]);
    expect(EDITION.zoneAt.map((z) => z.zone[0]).join('')).toBe('bgggggggg' + 'yyyy' + 'rrrr');
    expect(EDITION.zoneAt[9]).toEqual({ zone: 'yellow', fine: 5, steps: 1 });
    expect(EDITION.zoneAt[16]).toEqual({ zone: 'red', fine: 10, steps: 2 });
  });

  it('refuses corrupt data with the field named', () => {
    const broken = (change: (d: typeof raw) => void) => {
      const d = structuredClone(raw);
      change(d);
      return () => loadEdition(d);
    };
    expect(broken((d) => d.deck.pop())).toThrow(/deck: needs one entry for accident/);
    expect(broken((d) => (d.deck[9].count = 2))).toThrow(/exactly one Accident/);
    expect(broken((d) => (d.board.growth = [14, 16, 17]))).toThrow(/board.growth/);
    expect(broken((d) => (d.waste.zones[2].from = 10))).toThrow(/waste.zones/);
    expect(broken((d) => (d.innovation.points = [0, 3]))).toThrow(/one entry per hole/);
    expect(broken((d) => (d.start.growth = 13))).toThrow(/start.growth/);
    expect(broken((d) => Object.assign(d, { colour: 'red' }))).toThrow(/colour|Unrecognized/);
    expect(broken((d) => (d.loan.amount = 0))).toThrow(/loan.amount/);
  });
});

describe('Industrial Waste setup', () => {
  for (const players of [2, 3, 4]) {
    it(`${players} players: fresh companies, a full layout and the dealer to pick first`, () => {
      const s = game.setup({ players }, `setup:${players}`);
      expect(broken(s)).toBeNull();
      expect(allCards(s)).toHaveLength(53);
      expect(s.seats).toHaveLength(players);
      for (const p of s.seats)
        expect(p).toMatchObject({
          cash: 15,
          loans: 0,
          growth: 14,
          coworkers: 5,
          waste: 0,
          rawMaterials: 5,
          hand: [],
          kept: null,
        });
      expect(s.supply).toBe(50 - 5 * players);
      expect(s.layout).toHaveLength(players + 1);
      expect(s.phase).toBe('drafting');
      expect(s.startPlayer).toBe(s.dealer);
      expect(game.activeSeats(s)).toEqual([s.dealer]);
      expect(s.round).toBe(1);
    });
  }

  it('draws the dealer and the deck from the seed; each can be pinned without changing the other', () => {
    const dealers = new Set(
      Array.from({ length: 40 }, (_, i) => game.setup({ players: 4 }, `d:${i}`).dealer),
    );
    expect(dealers.size).toBe(4);
    const free = game.setup({ players: 4 }, 'pin');
    const pinnedDealer = game.setup({ players: 4, dealer: (free.dealer + 1) % 4 }, 'pin');
    expect(pinnedDealer.layout).toEqual(free.layout);
    expect(pinnedDealer.dealer).toBe((free.dealer + 1) % 4);
    const deck = [...EDITION.cardIds].reverse();
    const pinnedDeck = game.setup({ players: 4, deck }, 'pin');
    expect(pinnedDeck.dealer).toBe(free.dealer);
    // Reversed: the Accident comes first (set aside), then one type per row across the five columns.
    expect(pinnedDeck.accidentSetAside).toBe(true);
    expect(pinnedDeck.layout[0]).toEqual(['bribery-2', 'hiring-firing-4', 'advisor-3']);
    expect(pinnedDeck.layout[4]).toEqual(['waste-removal-1', 'advisor-4', 'waste-disposal-6']);
    expect(game.setup({ players: 4, deck: ['growth-8', '...'] }, 'pin').layout[0]?.[0]).toBe('growth-8');
  });

  it('refuses bad options with a sentence', () => {
    const bad = (o: unknown) => () => parseOptions(game, o);
    expect(bad({ players: 5 })).toThrow(RuleError);
    expect(bad({ players: 1 })).toThrow(/2 to 4 players/);
    expect(bad({ players: 3, dealer: 3 })).toThrow(/dealer must be a seat from 0 to 2/);
    expect(bad({ players: 2, deck: ['order-1'] })).toThrow(/missing/);
    expect(bad({ players: 2, deck: ['order-1', 'order-1', '...'] })).toThrow(/twice/);
    expect(bad({ players: 2, deck: ['order-10', '...'] })).toThrow(/unknown card id/);
    expect(bad({ players: 2, deck: ['...', 'order-1'] })).toThrow(/last entry/);
    expect(bad({ players: 2, colour: 'red' })).toThrow(/Bad Industrial Waste options/);
  });
});
