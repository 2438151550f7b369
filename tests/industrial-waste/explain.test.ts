// The explanations of Industrial Waste moves agree with what the moves do: over random games, the cash
// a loan brings, a repayment, an Innovation or a fine takes, and where the factory ends, are what
// applying the move changes.
import { describe, expect, it } from 'vitest';
import { EDITION } from '../../src/games/industrial-waste/data/edition.ts';
import { game, randomGame, type Step } from './helpers.ts';

const num = (text: string, re: RegExp): number => {
  const found = re.exec(text);
  if (!found) throw new Error(`no figure in "${text}" for ${re}`);
  return Number(found[1]);
};
const LOAN = 10;

function check({ before, after, seat, move }: Step, seen: Set<string>): void {
  const text = game.explainMove!(before, seat, move);
  if (text === null) return;
  expect(text.en).not.toMatch(/undefined|NaN/);
  expect(text.it).not.toMatch(/undefined|NaN/);
  const b = before.seats[seat];
  const order = move.type === 'PLAY_CARD' && move.card.startsWith('order-');
  // An Order says its before → after instead of the cash alone.
  if (order) expect(text.en).toContain(`cash ${b.cash} → `);
  else expect(text.en).toContain(`You have ${b.cash} M.`);
  const a = after.seats[seat];
  // A card that ends a phase sets off basic costs and more: only the move's own change is compared.
  // (A loan changes nothing else; the rest of an accident never touches this seat again.)
  const quiet = after.phase === before.phase && after.round === before.round;
  if (!quiet && (move.type === 'PLAY_CARD' || move.type === 'REPAY_LOAN')) return;
  // Cash as if no loan had been taken: compulsory payments may borrow on the way.
  const net = (p: typeof a) => p.cash - LOAN * p.loans;
  switch (move.type) {
    case 'TAKE_LOAN':
      expect(a.cash - b.cash).toBe(num(text.en, /You get (\d+) M/));
      break;
    case 'REPAY_LOAN':
      expect(b.cash - a.cash).toBe(num(text.en, /Pay (\d+) M/));
      break;
    case 'PLAY_CARD':
      if (order) {
        const m = /^Raw materials (\d+) → (\d+), cash (\d+) → (\d+) M, waste (\d+) → (\d+)\.$/.exec(text.en);
        expect(m, text.en).not.toBeNull();
        expect(m!.slice(1).map(Number)).toEqual([
          b.rawMaterials,
          a.rawMaterials,
          b.cash,
          a.cash,
          b.waste,
          a.waste,
        ]);
        expect(text.it).toContain(`Materie prime ${b.rawMaterials} → ${a.rawMaterials}`);
        seen.add('order');
        break;
      }
      expect(b.cash - a.cash).toBe(num(text.en, /Pay (\d+) M/));
      // Each innovation track's value before → after matches the track's holes before and after.
      for (const t of new Set(move.tracks ?? [])) {
        const name = {
          rationalization: 'Rationalization',
          'raw-materials': 'Raw materials',
          'waste-reduction': 'Waste reduction',
        }[t];
        const re = new RegExp(`${name} (\\d+) → (\\d+)`);
        const [, x, y] = re.exec(text.en) ?? [];
        expect(Number(x), text.en).toBe(EDITION.data.innovation.values[b.holes[t]]);
        expect(Number(y), text.en).toBe(EDITION.data.innovation.values[a.holes[t]]);
        seen.add('innovation');
      }
      break;
    case 'USE_BRIBERY':
      expect(net(b) - net(a)).toBe(num(text.en, /Pay (?:the fine of )?(\d+) M/));
      if (move.use) expect(a.growth).toBe(b.growth);
      else expect(a.growth).toBe(num(text.en, /falls from \d+ to (\d+)/));
      break;
    default:
      break;
  }
  seen.add(move.type);
}

describe('Industrial Waste: explanations of moves', () => {
  it('name the cash and growth the moves really change, over random games', () => {
    const seen = new Set<string>();
    for (const [i, players] of [2, 3, 4, 3, 4, 2, 3, 4].entries())
      randomGame(players, `explain-${i}`, (step) => check(step, seen));
    for (const t of ['TAKE_LOAN', 'REPAY_LOAN', 'PLAY_CARD', 'BID', 'USE_BRIBERY', 'order', 'innovation'])
      expect(seen).toContain(t);
  }, 60_000);

  it('say nothing for moves without a cost', () => {
    const s = game.setup({ players: 3 }, 'quiet');
    const seat = game.activeSeats(s)[0];
    for (const m of game.legalMoves(s, seat))
      if (m.type !== 'TAKE_LOAN') expect(game.explainMove!(s, seat, m)).toBeNull();
  });
});
