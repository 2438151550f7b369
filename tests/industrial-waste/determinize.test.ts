// determinize(view, seat, rng): a full state that the seat cannot tell from the real one (same view),
// valid in every respect, with the hidden parts drawn afresh.
import { describe, expect, it } from 'vitest';
import { canonicalJson, hashState, randomInt, rngFromSeed, SPECTATOR } from '../../src/kernel/index.ts';
import { determinizeView } from '../../src/games/industrial-waste/determinize.ts';
import type { IwState } from '../../src/games/industrial-waste/index.ts';
import { broken, game, position, randomGame } from './helpers.ts';

const states: IwState[] = [];
for (let g = 0; g < 24; g++) {
  let n = 0;
  randomGame(2 + (g % 3), `det:${g}`, ({ after }) => {
    if (n++ % 9 === 0) states.push(after);
  });
}

describe('Industrial Waste determinize', { timeout: 60_000 }, () => {
  it('gives a valid state that shows the seat exactly its own view', () => {
    const rng = rngFromSeed('det');
    let checked = 0;
    for (const s of states) {
      for (let seat = 0; seat < s.players; seat++) {
        const view = game.view(s, seat);
        const d = game.determinize(view, seat, rng);
        expect(broken(d)).toBeNull();
        expect(canonicalJson(game.view(d, seat))).toBe(canonicalJson(view));
        expect(game.activeSeats(d)).toEqual(game.activeSeats(s));
        expect(game.legalMoves(d, seat)).toEqual(game.legalMoves(s, seat));
        // The position format accepts it, and it plays on to the end.
        expect(hashState(game.position.read(game.position.write(d)))).toBe(hashState(d));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('plays on from a determinized state to the end without error', () => {
    const rng = rngFromSeed('det-play');
    for (const s of states.filter((_, i) => i % 10 === 0)) {
      if (s.phase === 'finished') continue;
      const seat = randomInt(rng, s.players);
      const d = game.fast!.clone(game.determinize(game.view(s, seat), seat, rng));
      for (let n = 0; game.outcome(d) === null; n++) {
        const who = game.activeSeats(d)[0];
        const legal = game.legalMoves(d, who);
        game.fast!.applyInPlace(d, who, legal[randomInt(rng, legal.length)]);
        expect(n).toBeLessThan(20_000);
      }
      expect(broken(d)).toBeNull();
    }
  });

  it('draws the hidden parts afresh: deck order, kept cards of others, their cash', () => {
    const s = position({
      players: 3,
      phase: 'playing',
      seats: [
        { hand: ['growth-1'] },
        { hand: ['growth-2'], kept: 'bribery-1', cash: 40 },
        { hand: ['growth-3'], cash: 2 },
      ],
    });
    const view = game.view(s, 0);
    const rng = rngFromSeed('fresh');
    const draws = Array.from({ length: 30 }, () => game.determinize(view, 0, rng));
    expect(new Set(draws.map((d) => d.deck.join())).size).toBe(30);
    expect(new Set(draws.map((d) => d.seats[1].kept)).size).toBeGreaterThan(5);
    expect(draws.every((d) => d.seats[1].kept !== 'accident-1' && d.seats[2].kept === null)).toBe(true);
    expect(new Set(draws.map((d) => d.seats[1].cash)).size).toBeGreaterThan(5);
    expect(draws.every((d) => d.seats[0].cash === 15 && d.seats[0].hand[0] === 'growth-1')).toBe(true);
  });

  it('keeps other seats able to pay their standing bid, and takes cash beliefs when given', () => {
    const s = position({
      players: 3,
      phase: 'playing',
      auction: { seller: 0, lot: 5, bids: [{ seat: 1, amount: 30 }] },
      seats: [{ hand: ['growth-1'], rawMaterials: 0 }, { cash: 35 }, {}],
    });
    const view = game.view(s, 2);
    const rng = rngFromSeed('bids');
    for (let i = 0; i < 50; i++)
      expect(game.determinize(view, 2, rng).seats[1].cash).toBeGreaterThanOrEqual(30);
    const d = determinizeView(view, 2, rng, { cash: [11, 42] });
    expect([d.seats[0].cash, d.seats[1].cash, d.seats[2].cash]).toEqual([11, 42, 15]);
  });

  it("refuses another seat's view, but takes the spectator's (public facts only) for any seat", () => {
    const s = game.setup({ players: 2 }, 'other');
    expect(() => game.determinize(game.view(s, 1), 0, rngFromSeed('x'))).toThrow(/not of seat 0/);
    const spectator = game.view(s, SPECTATOR);
    const d = game.determinize(spectator, 0, rngFromSeed('x'));
    expect(game.view(d, SPECTATOR)).toEqual(spectator);
  });
});
