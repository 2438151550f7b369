// Setup (spec §5): draws in a fixed order from the seeded PRNG, every random element pinnable, bad pins
// refused; and the first state of a game.
import { describe, expect, it } from 'vitest';
import { hashState, Match, rngFromSeed, RuleError, shuffle, SPECTATOR } from '../../src/kernel/index.ts';
import { shippedEdition } from '../../src/games/the-cost/index.ts';
import { game, PINNED } from './support.ts';

const view = (options: Parameters<typeof game.setup>[0], seed = 's') =>
  game.view(game.setup(options, seed), SPECTATOR);

describe('setup', () => {
  it('is deterministic by seed and differs between seeds', () => {
    expect(hashState(game.setup({ players: 3 }, 'a'))).toBe(hashState(game.setup({ players: 3 }, 'a')));
    expect(hashState(game.setup({ players: 3 }, 'a'))).not.toBe(hashState(game.setup({ players: 3 }, 'b')));
  });

  it('lays out a new game as the spec says', () => {
    const v = view({ players: 4 });
    expect(Object.keys(v.countries)).toEqual(['pecora', 'rutland', 'ugl', 'salmo']);
    expect([...v.turnOrder].sort()).toEqual([0, 1, 2, 3]);
    expect(Object.keys(v.actionBoard.markers).sort()).toEqual(['C', 'E', 'H', 'J', 'K', 'N']);
    expect(Object.values(v.actionBoard.markers).sort()).toEqual([
      'MILL',
      'MINE',
      'MINE',
      'PORT',
      'RAIL',
      'RAIL',
    ]);
    for (const c of Object.values(v.countries)) {
      expect(c.eventTrack).toHaveLength(6);
      expect(c.demandSpace).toBe(c.demandStart);
      expect(Object.keys(c.sites)).toHaveLength(7);
      const cubes = [...Object.values(c.sites), c.climate.tracker.column];
      expect(cubes.filter((x) => x === 'red')).toHaveLength(4);
      expect(c.climate.tracker.height).toBe(1);
      expect(c.built).toEqual({});
    }
    expect(v.emergingMarketRow).toBe(0);
    for (const p of v.players) {
      expect(p.money).toBe(2);
      expect(p.supply).toEqual({ mine: 6, mill: 5 });
      expect(p.investments).toEqual({
        RAIL_AUTHORITY: 0,
        PORT_AUTHORITY: 0,
        IMPROVED_PRODUCTION: 0,
        EMERGING_MARKET_BONUS: 0,
      });
      expect(Object.values(p.resources)).toEqual([0, 0, 0, 0]);
      expect(p.facilities).toEqual([]);
    }
    expect(v.pending).toEqual({ seat: v.turnOrder[0], decision: 'SELECT_COUNTRY' });
    expect(v.round).toBe(1);
    expect(v.phase).toBe(1);
  });

  it('removes markers by player count: 2 players have MINE, RAIL, MILL, PORT on the blank hexes', () => {
    const two = view({ players: 2 });
    expect(Object.keys(two.actionBoard.markers).sort()).toEqual(['E', 'J', 'K', 'N']);
    expect(Object.values(two.actionBoard.markers).sort()).toEqual(['MILL', 'MINE', 'PORT', 'RAIL']);
    const three = view({ players: 3 });
    expect(Object.keys(three.actionBoard.markers).sort()).toEqual(['E', 'H', 'J', 'K', 'N']);
  });

  it('draws in the order of spec §5: countries, turn order, markers, every event order, then every cube permutation', () => {
    const e = shippedEdition;
    const rng = rngFromSeed('draws');
    const countries = shuffle(rng, [0, 1, 2, 3]).slice(0, 3).sort();
    const order = shuffle(rng, [0, 1, 2]);
    const markers = shuffle(rng, e.board.markers[3]);
    const events = countries.map(() => shuffle(rng, e.eventMix));
    const red = Array<number>(e.redCubes).fill(1);
    const cubes = countries.map(() => shuffle(rng, [...red, ...Array<number>(e.blueCubes).fill(2)]));
    const v = view({ players: 3 }, 'draws');
    expect(Object.keys(v.countries)).toEqual(countries.map((d) => e.countries[d].id));
    expect(v.turnOrder).toEqual(order);
    expect(e.board.markerHexes[3].map((h) => v.actionBoard.markers[e.board.hexIds[h]])).toEqual(
      markers.map((m) => ['SUBSIDY', 'MINE', 'MILL', 'RAIL', 'PORT'][m]),
    );
    const names = ['SPARE', 'NATIONAL_RAILS', 'NATIONAL_PORT', 'SUPPORT_EMERGING_MARKET'];
    const colour = (c: number) => (c === 1 ? 'red' : 'blue');
    countries.forEach((d, i) => {
      const c = v.countries[e.countries[d].id];
      expect(c.eventTrack).toEqual(events[i].map((x) => names[x]));
      expect([1, 2, 3, 4, 5, 6, 7].map((n) => c.sites[`S${n}`])).toEqual(cubes[i].slice(0, 7).map(colour));
      expect(c.climate.tracker).toEqual({ column: colour(cubes[i][7]), height: 1 });
    });
  });

  it('pins every random element without shifting the other draws', () => {
    const free = view({ players: 2 }, 'pin');
    const pinned = view(PINNED, 'pin');
    expect(Object.keys(pinned.countries)).toEqual(['pecora', 'rutland']);
    expect(pinned.turnOrder).toEqual([0, 1]);
    expect(pinned.actionBoard.markers).toEqual(PINNED.actionMarkers);
    expect(pinned.countries.pecora.eventTrack).toEqual(PINNED.eventOrder!.pecora);
    expect(pinned.countries.pecora.sites.S1).toBe('red');
    // Pinning only the turn order keeps the drawn countries, markers and cubes of the same seed.
    const onlyOrder = view({ players: 2, turnOrder: [1, 0] }, 'pin');
    expect(onlyOrder.turnOrder).toEqual([1, 0]);
    expect(onlyOrder.actionBoard.markers).toEqual(free.actionBoard.markers);
    expect(onlyOrder.countries).toEqual(free.countries);
  });

  it('refuses impossible pins with a clear reason', () => {
    const bad = (options: object, pattern: RegExp) => {
      expect(() => game.setup({ players: 2, ...options }, 'x')).toThrow(RuleError);
      expect(() => game.setup({ players: 2, ...options }, 'x')).toThrow(pattern);
    };
    bad({ countries: ['pecora'] }, /2 countries/);
    bad({ countries: ['pecora', 'atlantis'] }, /no country "atlantis"/);
    bad({ countries: ['ugl', 'ugl'] }, /only once/);
    bad({ turnOrder: [0, 0] }, /seats 0..1/);
    bad({ actionMarkers: { E: 'MINE', J: 'MINE', K: 'MILL', N: 'PORT' } }, /action markers are/);
    bad({ actionMarkers: { A: 'MINE' } }, /hexes E, J, K, N/);
    bad({ countries: ['pecora', 'ugl'], eventOrder: { pecora: ['NATIONAL_RAILS'] } }, /6 event markers/);
    bad({ countries: ['pecora', 'ugl'], climateCubes: { ugl: Array(8).fill('red') } }, /4 red and 4 blue/);
    bad(
      { countries: ['pecora', 'ugl'], climateCubes: { salmo: PINNED.climateCubes!.pecora } },
      /not in play/,
    );
    bad({ countries: ['pecora', 'ugl'], chooseCountries: true }, /not both/);
  });

  it('lets the first player choose the countries, then draws the rest in the same order', () => {
    const s = game.setup({ players: 2, chooseCountries: true, turnOrder: [1, 0] }, 'c');
    const v = game.view(s, SPECTATOR);
    expect(v.pending).toEqual({ seat: 1, decision: 'CHOOSE_COUNTRIES' });
    expect(v.countries).toEqual({});
    expect(game.legalMoves(s, 1)).toHaveLength(6);
    expect(() => game.apply(s, 1, { type: 'CHOOSE_COUNTRIES', countries: ['ugl'] })).toThrow(/2 countries/);
    const after = game.apply(s, 1, { type: 'CHOOSE_COUNTRIES', countries: ['ugl', 'salmo'] });
    const w = game.view(after, SPECTATOR);
    expect(Object.keys(w.countries)).toEqual(['ugl', 'salmo']);
    expect(w.pending).toEqual({ seat: 1, decision: 'SELECT_COUNTRY' });
    expect(w.setup).toBeUndefined();
    // The same choice pinned as an option gives the same countries and turn order.
    const direct = game.view(
      game.setup({ players: 2, countries: ['ugl', 'salmo'], turnOrder: [1, 0] }, 'c'),
      SPECTATOR,
    );
    expect(Object.keys(direct.countries)).toEqual(Object.keys(w.countries));
    // The position of a game still choosing round-trips and continues the same way.
    const back = game.position.read(game.position.write(s));
    expect(hashState(game.apply(back, 1, { type: 'CHOOSE_COUNTRIES', countries: ['ugl', 'salmo'] }))).toBe(
      hashState(after),
    );
  });

  it('validates options through the kernel (player count, unknown fields)', () => {
    expect(() => Match.create(game, { players: 5 }, 'x')).toThrow(/2 to 4 players/);
    expect(() => Match.create(game, { players: 2, colour: 'red' }, 'x')).toThrow(RuleError);
  });
});
