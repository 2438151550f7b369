// Properties of random games (uniformly random legal moves, loans included) at 2, 3 and 4 players: no
// error, the invariants after every move, scores as specified, exact replay, the fast path equal to the
// pure one, and legal moves that agree with what `apply` accepts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hashState, Match, randomInt, rngFromSeed, type MatchRecord } from '../../src/kernel/index.ts';
import { trackPoints } from '../../src/games/industrial-waste/data/edition.ts';
import type { IwMove, IwState } from '../../src/games/industrial-waste/index.ts';
import { allCards, broken, game, randomGame } from './helpers.ts';

const fast = game.fast!;

function expectedScores(s: IwState): { doubled: number[]; winners: number[] } {
  const doubled = s.seats.map(
    (p) =>
      2 * p.growth +
      2 *
        (trackPoints(p.holes.rationalization) +
          trackPoints(p.holes['raw-materials']) +
          trackPoints(p.holes['waste-reduction'])) +
      p.cash -
      20 * p.loans,
  );
  const best = Math.max(...doubled);
  const tied = doubled.flatMap((d, i) => (d === best ? [i] : []));
  const cash = Math.max(...tied.map((i) => s.seats[i].cash));
  return { doubled, winners: tied.filter((i) => s.seats[i].cash === cash) };
}

describe('Industrial Waste random games', { timeout: 120_000 }, () => {
  it('end without error, keep every invariant after every move and score as specified', () => {
    let moves = 0;
    for (let g = 0; g < 90; g++) {
      const players = 2 + (g % 3);
      const end = randomGame(players, `props:${g}`, ({ after, seat }) => {
        moves++;
        const problem = broken(after);
        if (problem) throw new Error(`game ${g}, move ${moves} by seat ${seat}: ${problem}`);
        if (after.phase !== 'finished') expect(game.activeSeats(after)).toHaveLength(1);
      });
      const out = game.outcome(end)!;
      const { doubled, winners } = expectedScores(end);
      expect(out.scores).toEqual(doubled.map((d) => d / 2));
      expect(out.winners).toEqual(winners);
      expect(game.activeSeats(end)).toEqual([]);
      expect(game.legalMoves(end, 0)).toEqual([]);
      expect(end.endTriggered).toBe(true);
    }
    expect(moves).toBeGreaterThan(20_000);
  });

  it('replay a match record to the same state hash', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.integer({ min: 2, max: 4 }), (seed, players) => {
        const record: MatchRecord = {
          game: game.id,
          rulesVersion: game.rulesVersion,
          options: { players },
          seed,
          moves: [],
        };
        const end = randomGame(players, seed, ({ seat, move }) => record.moves.push({ seat, move }));
        expect(Match.replay(game, record).hash()).toBe(hashState(end));
      }),
      { numRuns: 30 },
    );
  });

  it('apply leaves its input untouched and equals clone + applyInPlace', () => {
    let n = 0;
    for (let g = 0; g < 12; g++) {
      randomGame(2 + (g % 3), `fast:${g}`, ({ before, after, seat, move }) => {
        if (n++ % 3) return;
        const copy = fast.clone(before);
        expect(hashState(copy)).toBe(hashState(before));
        fast.applyInPlace(copy, seat, move);
        expect(hashState(copy)).toBe(hashState(after));
      });
    }
    const s = game.setup({ players: 3 }, 'untouched');
    const h = hashState(s);
    game.apply(s, game.activeSeats(s)[0], game.legalMoves(s, game.activeSeats(s)[0])[0]);
    expect(hashState(s)).toBe(h);
  });

  it('accepts every listed move and refuses every unlisted candidate without changing the state', () => {
    let tried = 0;
    for (let g = 0; g < 6; g++) {
      let n = 0;
      randomGame(2 + (g % 3), `legal:${g}`, ({ before: s }) => {
        if (n++ % 15) return;
        const seat = game.activeSeats(s)[0];
        const legal = new Set(game.legalMoves(s, seat).map((m) => JSON.stringify(m)));
        for (const m of candidates(s, seat)) {
          const key = JSON.stringify(m);
          const copy = fast.clone(s);
          let accepted = true;
          try {
            fast.applyInPlace(copy, seat, m);
          } catch (e) {
            accepted = false;
            expect((e as Error).name).toBe('RuleError');
            expect(hashState(copy)).toBe(hashState(s));
          }
          if (accepted !== legal.has(key))
            throw new Error(`${key}: accepted ${accepted}, listed ${legal.has(key)}`);
          tried++;
        }
        for (const other of s.seats.keys()) {
          if (other !== seat) expect(game.legalMoves(s, other)).toEqual([{ type: 'TAKE_LOAN', count: 1 }]);
        }
      });
    }
    expect(tried).toBeGreaterThan(10_000);
  });

  it('random play keeps ending: the longest of many games stays far below the simulation cap', () => {
    let longest = 0;
    const rng = rngFromSeed('length');
    for (let g = 0; g < 200; g++) {
      const s = fast.clone(game.setup({ players: 4 }, `length:${g}`));
      let n = 0;
      while (game.outcome(s) === null) {
        const seat = game.activeSeats(s)[0];
        const legal = game.legalMoves(s, seat);
        fast.applyInPlace(s, seat, legal[randomInt(rng, legal.length)]);
        n++;
      }
      longest = Math.max(longest, n);
      expect(allCards(s)).toHaveLength(53);
    }
    expect(longest).toBeLessThan(10_000);
  });
});

/** Every move shape a seat could send now: all cards, advisors, tracks, directions, bids and columns. */
function candidates(s: IwState, seat: number): IwMove[] {
  const p = s.seats[seat];
  const cards = [...p.hand, ...(p.kept ? [p.kept] : []), 'order-1', 'advisor-1'];
  const out: IwMove[] = [
    { type: 'KEEP_CARD' },
    { type: 'PASS' },
    { type: 'USE_BRIBERY', use: true },
    { type: 'USE_BRIBERY', use: false },
  ];
  for (let c = -1; c <= 5; c++) out.push({ type: 'CHOOSE_COLUMN', column: c });
  const most = s.auction ? p.cash + 2 : 3;
  for (let x = 0; x <= most; x++) out.push({ type: 'BID', amount: x });
  const tracks = ['rationalization', 'raw-materials', 'waste-reduction'] as const;
  for (const card of cards) {
    out.push({ type: 'DISCARD_CARD', card }, { type: 'REPAY_LOAN', advisor: card });
    for (const advisor of [undefined, ...cards]) {
      const base =
        advisor === undefined
          ? { type: 'PLAY_CARD' as const, card }
          : { type: 'PLAY_CARD' as const, card, advisor };
      out.push(base, { ...base, direction: 'hire' }, { ...base, direction: 'fire' });
      for (const a of tracks) {
        out.push({ ...base, tracks: [a] });
        // Two different tracks are listed once, in track order; the reverse order is accepted as the same move.
        for (const b of tracks)
          if (tracks.indexOf(b) >= tracks.indexOf(a)) out.push({ ...base, tracks: [a, b] });
      }
    }
  }
  return out;
}
