// The explanations of moves agree with what the moves do: over random games, the figure an explanation
// names (a cost, a gain, a die) is what applying the move changes, and the first-mine, surplus and swap
// rules show in the words.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pick, rngFromSeed, SPECTATOR } from '../../src/kernel/index.ts';
import type { CostMove, CostState, CostView } from '../../src/games/the-cost/index.ts';
import { climate, fromView, game, movesOf, start, viewOf } from './support.ts';
import chart from '../../src/games/the-cost/data/emerging-market.json' with { type: 'json' };
import emRows from '../../scenarios/the-cost/emerging-market-rows.json' with { type: 'json' };

const explain = (s: CostState, seat: number, m: CostMove) => game.explainMove!(s, seat, m);
const num = (text: string, re: RegExp): number => {
  const found = re.exec(text);
  if (!found) throw new Error(`no figure in "${text}" for ${re}`);
  return Number(found[1]);
};

/** The country of a move's effect: the turn's country in phase 1, the move's own otherwise. */
const countryOf = (v: CostView, m: CostMove): string =>
  'country' in m && typeof m.country === 'string' ? m.country : v.turn!.country!;

interface Seen {
  kinds: Map<string, Set<number>>;
  checked: number;
}

function checkMove(s: CostState, seat: number, m: CostMove, seen: Seen): void {
  const text = explain(s, seat, m);
  const before = viewOf(s);
  const after = viewOf(game.apply(s, seat, m));
  if (text) {
    expect(text.en).not.toMatch(/undefined|NaN|\?/);
    expect(text.it).not.toMatch(/undefined|NaN|\?/);
    expect(text.it.length).toBeGreaterThan(0);
  }
  const add = (kind: string, n: number) => {
    const set = seen.kinds.get(kind) ?? new Set();
    set.add(n);
    seen.kinds.set(kind, set);
  };
  const res = (v: CostView) => v.players[seat].resources[countryOf(before, m)] ?? 0;
  switch (m.type) {
    case 'BUILD_MINE':
    case 'BUILD_MILL': {
      const cost = num(text!.en, /Costs (\d+) /);
      expect(res(before) - res(after)).toBe(cost);
      const kind = /\((first mine|mine|mill)\)/.exec(text!.en)![1];
      add(kind, cost);
      expect(kind === 'first mine').toBe(m.type === 'BUILD_MINE' && !before.players[seat].firstMineBuilt);
      break;
    }
    case 'SUBSIDY':
      if (m.take === 'RESOURCES') expect(res(after) - res(before)).toBe(num(text!.en, /you get (\d+) /));
      else expect(text!.en).toContain('you get $1.');
      break;
    case 'CONVERT':
      expect(res(after) - res(before)).toBe(num(text!.en, / for (\d+) /));
      break;
    case 'INVEST': {
      expect(before.players[seat].money - after.players[seat].money).toBe(num(text!.en, /Pay \$(\d+)/));
      expect(after.players[seat].investments[m.track]).toBe(num(text!.en, /to space (\d+) of 3/));
      const level = after.players[seat].levels[m.track];
      // A new level is named; otherwise the space of the next one.
      if (level > before.players[seat].levels[m.track])
        expect(text!.en).toMatch(new RegExp(` ${level}; you have`));
      else if (level < 2) expect(text!.en).toContain(`(level ${level + 1} at space`);
      add(`invest to level ${level}`, 0);
      break;
    }
    case 'MINE':
    case 'MILL': {
      if (m.safe) expect(res(before) - res(after)).toBe(num(text!.en, /pay (\d+) /));
      else expect(text!.en).toMatch(/^Unsafe work: a worker of yours dies/);
      const die = after.countries[m.country].dice[m.site];
      if (/The die shows/.test(text!.en)) expect(die?.value).toBe(num(text!.en, /The die shows (\d+)/));
      else expect(after.countries[m.country].regulated).toBeTruthy();
      add(m.safe ? 'safe' : 'unsafe', 0);
      break;
    }
    case 'MOVE': {
      if (m.destination !== 'EMERGING_MARKET') {
        expect(text).toBeNull();
        break;
      }
      // The row that pays: the board's row through a built exit port, row 0 through an unbuilt one.
      const built = before.countries[m.country].built[m.exit!] !== undefined;
      const row = built ? before.emergingMarketRow : 0;
      const value = before.countries[m.country].dice[m.site]!.value;
      expect(num(text!.en, /pays row (\d+)/)).toBe(row);
      expect(text!.en.startsWith('No port is built')).toBe(!built);
      // The first sum named is the chart's payment; a bonus, if any, comes after it.
      expect(num(text!.en, /\$(\d+)/)).toBe(chart.payout[row][value - 1]);
      expect(text!.it).toContain(`riga ${row}`);
      add(built ? 'em built' : 'em unbuilt', row);
      break;
    }
    default:
      break;
  }
  if ('swap' in m) {
    if (m.swap) expect(text!.en).toMatch(/^Pay \$3 to swap the slot's action/);
    else expect(text?.en ?? '').not.toContain('swap');
    if (m.swap) add('swap', 3);
  }
  seen.checked += 1;
}

describe('The Cost: explanations of moves', () => {
  it('name the figures the moves really change, over random games', () => {
    const seen: Seen = { kinds: new Map(), checked: 0 };
    for (const [i, players] of [2, 3, 4].entries()) {
      const rng = rngFromSeed(`explain-${i}`);
      let s = game.setup({ players }, `explain-${i}`);
      for (let n = 0; n < 600 && game.outcome(s) === null; n++) {
        const seat = game.activeSeats(s)[0];
        const legal = game.legalMoves(s, seat);
        // Every move of some positions, a few moves of the others, to keep the test quick.
        const sample = n % 5 === 0 ? legal : [pick(rng, legal), pick(rng, legal)];
        for (const m of sample) checkMove(s, seat, m, seen);
        s = game.apply(s, seat, pick(rng, legal));
      }
    }
    expect(seen.checked).toBeGreaterThan(1000);
    // The edition's costs: a first mine 1, a later mine 2, a mill 4 resources.
    expect(seen.kinds.get('first mine')).toEqual(new Set([1]));
    expect(seen.kinds.get('mine')).toEqual(new Set([2]));
    expect(seen.kinds.get('mill')).toEqual(new Set([4]));
    for (const k of ['safe', 'unsafe', 'swap', 'em built']) expect(seen.kinds.has(k), k).toBe(true);
  }, 60_000);

  it('say a subsidy gives twice the exchange rate under surplus resources', () => {
    let s = start();
    // Pecora chosen, its event placed if any, and a corner: the actions of the turn are open.
    for (let guard = 0; guard < 10 && movesOf(s, 0, 'SUBSIDY').length === 0; guard++) {
      const legal = game.legalMoves(s, 0);
      const m = legal.find((x) => x.type === 'SELECT_COUNTRY' && x.country === 'pecora') ?? legal[0];
      s = game.apply(s, 0, m);
    }
    expect(movesOf(s, 0, 'SUBSIDY').length).toBeGreaterThan(0);
    // The same position with the tracker of Pecora moved: once with surplus resources, once without.
    const found: { surplus?: CostState; plain?: CostState } = {};
    for (const column of [null, 'red', 'blue'] as const)
      for (let height = column ? 1 : 0; height <= (column ? 4 : 0); height++) {
        const t = fromView(climate(viewOf(s), 'pecora', column, height));
        const on = game.view(t, SPECTATOR).countries.pecora.climate.active.includes('SURPLUS_RESOURCES');
        if (on) found.surplus ??= t;
        else found.plain ??= t;
      }
    const { surplus, plain } = found;
    if (!surplus || !plain) throw new Error('no position with and without surplus resources');
    const take = (t: CostState) => movesOf(t, 0, 'SUBSIDY').find((m) => m.take === 'RESOURCES')!;
    const rate = viewOf(surplus).countries.pecora.exchangeRate;
    const text = explain(surplus, 0, take(surplus))!;
    expect(text.en).toContain(`you get ${2 * rate} Pecora resources`);
    expect(text.en).toContain('doubled by surplus resources');
    expect(text.it).toContain(`ricevi ${2 * rate} risorse di Pecora`);
    const single = explain(plain, 0, take(plain))!;
    expect(single.en).toContain(`you get ${rate} Pecora resource`);
    expect(single.en).not.toContain('surplus');
  });

  it('say which row of the emerging market pays: row 0 through an exit port nobody built', () => {
    const s = fromView(emRows.position as unknown as CostView);
    const sales = movesOf(s, 0, 'MOVE').filter((m) => m.destination === 'EMERGING_MARKET');
    const seen: Seen = { kinds: new Map(), checked: 0 };
    for (const m of sales) checkMove(s, 0, m, seen);
    expect(seen.kinds.get('em unbuilt')).toEqual(new Set([0]));
    expect(seen.kinds.get('em built')).toEqual(new Set([3]));
    const unbuilt = explain(
      s,
      0,
      sales.find((m) => m.country === 'pecora')!,
    )!;
    expect(unbuilt.en).toBe(
      'No port is built on P1, so the emerging market pays row 0 of its chart, not row 3: $2 for a die of 5 plus $1 from your emerging market bonus.',
    );
    expect(unbuilt.it).toContain('non la riga 3: 2$ per un dado da 5 più 1$ dal tuo bonus mercato emergente');
    const built = explain(
      s,
      0,
      sales.find((m) => m.country === 'rutland')!,
    )!;
    expect(built.en).toBe(
      'The emerging market pays row 3 of its chart for a die of 4: $3 plus $1 from your emerging market bonus.',
    );
  });

  it('say which space an investment reaches and the level it gives (EX10: one $1 from space 0)', () => {
    const file = join(import.meta.dirname, '../../scenarios/the-cost/ex10-investment.json');
    const s = game.position.read(JSON.parse(readFileSync(file, 'utf8')).position);
    const invest = (spaces: 1 | 2): CostMove => ({ type: 'INVEST', track: 'RAIL_AUTHORITY', spaces });
    expect(explain(s, 0, invest(1))).toEqual({
      en: 'Pay $1 to move your rail authority marker 1 space, to space 1 of 3: rail authority 1; you have $3.',
      it: 'Paghi 1$ per avanzare il tuo segnalino autorità ferroviaria di 1 spazio, allo spazio 1 di 3: autorità ferroviaria 1; hai 3$.',
    });
    const after = game.apply(s, 0, invest(1));
    const v = viewOf(after);
    v.pending = { seat: 0, decision: 'INVEST_OR_PASS' };
    v.cyclePosition = 0;
    const again = fromView(v);
    expect(explain(again, 0, invest(1))!.en).toBe(
      'Pay $1 to move your rail authority marker 1 space, to space 2 of 3 (level 2 at space 3); you have $2.',
    );
    expect(explain(again, 0, invest(1))!.it).toContain('(livello 2 allo spazio 3)');
  });

  it('say nothing for moves that cost and give nothing by themselves', () => {
    const s = start();
    for (const m of game.legalMoves(s, 0)) expect(explain(s, 0, m)).toBeNull();
  });
});
