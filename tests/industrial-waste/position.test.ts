// The position format: every engine state round-trips; hand-written positions get defaults; anything
// impossible is refused with a PositionError naming the place.
import { describe, expect, it } from 'vitest';
import { hashState, PositionError } from '../../src/kernel/index.ts';
import type { IwState } from '../../src/games/industrial-waste/index.ts';
import { game, randomGame } from './helpers.ts';

const base = { format: 'industrial-waste/position', version: 1 };
const read = (fields: Record<string, unknown>) => game.position.read({ ...base, ...fields });
const playing = (seats: Record<string, unknown>[], more: Record<string, unknown> = {}) => ({
  players: seats.length,
  phase: 'playing',
  seats,
  ...more,
});
const two = [{ hand: ['growth-1'] }, { hand: ['growth-2'] }];

function refusal(fields: Record<string, unknown>): PositionError {
  try {
    read(fields);
  } catch (e) {
    if (e instanceof PositionError) return e;
    throw e;
  }
  throw new Error('the position was accepted');
}

describe('Industrial Waste positions', () => {
  it('round-trip every state of random games', () => {
    const states: IwState[] = [];
    for (let g = 0; g < 9; g++) randomGame(2 + (g % 3), `pos:${g}`, ({ after }) => void states.push(after));
    for (const s of states.filter((_, i) => i % 5 === 0)) {
      const text = JSON.parse(JSON.stringify(game.position.write(s)));
      expect(hashState(game.position.read(text))).toBe(hashState(s));
    }
  });

  it('fill omitted fields with a fresh setup and put the rest of the cards in the deck', () => {
    const s = read(playing(two));
    expect(s.seats[0]).toMatchObject({
      cash: 15,
      loans: 0,
      growth: 14,
      coworkers: 5,
      waste: 0,
      rawMaterials: 5,
      kept: null,
    });
    expect(s.supply).toBe(40);
    expect(s.deck).toHaveLength(51);
    // The state keeps the deck top last; positions and views list it top first.
    expect(s.deck[s.deck.length - 1]).toBe('order-1');
    expect((game.position.write(s) as { deck: string[] }).deck[0]).toBe('order-1');
    expect(s.turn).toBe(0);
    expect(read(playing(two, { deck: ['accident-1', '...'] })).deck.at(-1)).toBe('accident-1');
  });

  it('run the automatic steps a position stops before', () => {
    const layout = read({ players: 2, phase: 'layout', seats: [{}, {}] });
    expect(layout.phase).toBe('drafting');
    expect(layout.layout.every((c) => c?.length === 3)).toBe(true);
    const costs = read({ players: 2, phase: 'basic-costs', seats: [{}, {}] });
    expect([costs.round, costs.seats[0].cash, costs.startPlayer]).toEqual([2, 10, 1]);
    const end = read({
      players: 2,
      phase: 'final-accident',
      endTriggered: true,
      seats: [{ waste: 9, growth: 20 }, {}],
    });
    expect(game.outcome(end)?.scores).toEqual([19 + 5, 14 + 7.5]);
  });

  const cases: [string, Record<string, unknown>, RegExp, string][] = [
    [
      'a card twice',
      playing([{ hand: ['growth-1'] }, { hand: ['growth-1'] }]),
      /also at seats\[0\]\.hand\[0\]/,
      'seats[1].hand[0]',
    ],
    [
      'an unknown card',
      playing([{ hand: ['growth-9'] }, {}]),
      /unknown card id "growth-9"/,
      'seats[0].hand[0]',
    ],
    [
      'missing cards',
      playing(two, { deck: ['order-1', 'accident-1'] }),
      /53 cards must be accounted for/,
      'deck',
    ],
    ['the Accident in a hand', playing([{ hand: ['accident-1'] }, {}]), /never enters/, 'seats[0].hand[0]'],
    [
      'the Accident both set aside and in the deck',
      playing(two, { accidentSetAside: true, deck: ['accident-1', '...'] }),
      /set aside/,
      'deck[0]',
    ],
    ['51 raw materials', playing(two, { supply: 41 }), /hold 51 raw materials; there are 50/, 'supply'],
    [
      'too many raw materials in storage',
      playing([{ hand: ['growth-1'], rawMaterials: 49 }, { hand: ['growth-2'] }]),
      /only 50/,
      'supply',
    ],
    [
      'a hole past 4',
      playing([{ hand: ['growth-1'], holes: { rationalization: 5 } }, {}]),
      /4/,
      'seats.0.holes.rationalization',
    ],
    ['waste 17', playing([{ hand: ['growth-1'], waste: 17 }, {}]), /16/, 'seats.0.waste'],
    ['growth 13', playing([{ hand: ['growth-1'], growth: 13 }, {}]), /14/, 'seats.0.growth'],
    ['negative cash', playing([{ hand: ['growth-1'], cash: -1 }, {}]), /0/, 'seats.0.cash'],
    [
      'growth 20 without the trigger',
      playing([{ hand: ['growth-1'], growth: 20 }, {}]),
      /endTriggered/,
      'seats[0].growth',
    ],
    [
      'three seats for two players',
      { players: 2, phase: 'playing', seats: [{}, {}, {}] },
      /2 seats/,
      'seats',
    ],
    [
      'a duplicate type in a column',
      {
        players: 2,
        phase: 'drafting',
        seats: [{}, {}],
        layout: [
          ['order-1', 'order-2', 'growth-1'],
          ['growth-2', 'advisor-1', 'bribery-1'],
          ['raw-materials-1', 'growth-3', 'order-3'],
        ],
      },
      /two cards of one type/,
      'layout[0]',
    ],
    [
      'a turn with no cards',
      playing(two, { turn: 1, seats: [{ hand: ['growth-1'] }, {}] }),
      /no cards left/,
      'turn',
    ],
    ['an unknown field', playing(two, { colour: 'red' }), /colour/i, ''],
    ['both rng and seed', playing(two, { seed: 'a', rng: { a: 1, b: 2, c: 3, d: 4 } }), /not both/, 'seed'],
    [
      'a bid above cash',
      playing([{ hand: ['growth-1'] }, { cash: 3 }], {
        auction: { seller: 0, lot: 5, bids: [{ seat: 1, amount: 4 }] },
        supply: 35,
      }),
      /needs at least that much cash/,
      'seats[1].cash',
    ],
    ['an unknown phase', { players: 2, phase: 'lunch', seats: [{}, {}] }, /phase|lunch/i, 'phase'],
  ];
  for (const [what, fields, message, path] of cases) {
    it(`refuse ${what}`, () => {
      const e = refusal(fields);
      expect(e.message).toMatch(message);
      if (path) expect(e.path).toBe(path);
    });
  }
});
