import { describe, expect, it } from 'vitest';
import {
  botNames,
  botTunables,
  botTurn,
  createBot,
  strongestLevel,
  STRONGEST_LEVEL,
  type SearchBot,
} from '../../src/bots/index.ts';
import { search } from '../../src/bots/search/mcts.ts';
import type { SearchProfile } from '../../src/bots/search/profile.ts';
import { rngFromSeed } from '../../src/kernel/index.ts';
import { LEVEL_ORDER, STRONGEST_LEVEL as SHARED_STRONGEST } from '../../src/shared/levels.ts';
import { games } from '../../src/games/registry.ts';
import { ticTacToe, type TttMove, type TttState } from '../support/tictactoe.ts';

const X = 0,
  O = 1,
  _ = null;
const position = (cells: (number | null)[], toMove: number): TttState => ({
  cells,
  toMove,
  rng: rngFromSeed('p'),
});

const run = (s: TttState, seed: string, iterations: number, extra: object = {}, profile?: SearchProfile) =>
  search({
    game: ticTacToe,
    seat: s.toMove,
    view: ticTacToe.view(s, s.toMove),
    legalMoves: ticTacToe.legalMoves(s, s.toMove),
    rng: rngFromSeed(seed),
    budget: { iterations },
    profile,
    ...extra,
  });

describe('stopping once the choice is settled', () => {
  it('stops early with the very move the whole budget gives', () => {
    // X wins on cell 2: the search settles on it long before 4,000 iterations.
    const win = position([X, X, _, O, O, _, _, _, _], X);
    const full = run(win, 'd', 4000);
    const early = run(win, 'd', 4000, { stopWhenDecided: true });
    expect(early.move).toEqual(full.move);
    expect(early.move).toEqual({ type: 'MARK', cell: 2 });
    expect(early.iterations).toBeLessThan(full.iterations);
    // Up to the stop the two searches are the same search: the same visits so far.
    const first = early.root[0];
    expect(first.visits).toBeGreaterThan(early.root[1].visits + (4000 - early.iterations));
  });

  it('gives the full budget’s move in open positions too, across seeds', () => {
    const open = position([X, _, _, _, O, _, _, _, _], X);
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
      const full = run(open, seed, 600);
      const early = run(open, seed, 600, { stopWhenDecided: true });
      expect(early.move, seed).toEqual(full.move);
      expect(early.iterations).toBeLessThanOrEqual(600);
    }
  });

  it('on a time budget, stops when the pace so far leaves too few iterations to change the choice', () => {
    const win = position([X, X, _, O, O, _, _, _, _], X);
    const timed = (stopWhenDecided: boolean) => {
      let t = 0;
      return search({
        game: ticTacToe,
        seat: X,
        view: win,
        legalMoves: ticTacToe.legalMoves(win, X),
        rng: rngFromSeed('clock'),
        budget: { ms: 3000 },
        // A clock that ticks 1 ms at each reading: the pace is steady, as the search estimates it.
        now: () => (t += 1),
        stopWhenDecided,
      });
    };
    const full = timed(false);
    const early = timed(true);
    expect(early.move).toEqual({ type: 'MARK', cell: 2 });
    expect(early.iterations).toBeLessThan(full.iterations * 0.8);
  });
});

describe('progressive widening', () => {
  // Priors that prefer higher cells: widening must search the best-prior cells first and add the rest
  // only as the root's visits grow.
  const prior = (_s: unknown, _seat: number, legal: readonly unknown[]) =>
    legal.map((m) => (m as TttMove).cell / 8);
  const empty = position(Array(9).fill(null), X);

  it('searches only the best moves by prior while a node has few visits', () => {
    const r = run(empty, 'w', 30, {}, { prior, widening: { base: 1, exponent: 0.5 } });
    const tried = r.root.filter((m) => m.visits > 0).map((m) => (m as { move: TttMove }).move.cell);
    // ceil(sqrt(31)) = 6 moves at most, the six of best prior.
    expect(tried.length).toBeLessThanOrEqual(6);
    for (const cell of tried) expect(cell).toBeGreaterThanOrEqual(3);
    const plain = run(empty, 'w', 30, {}, { prior });
    expect(plain.root.filter((m) => m.visits > 0)).toHaveLength(9);
  });

  it('still finds a win whose prior is the worst', () => {
    // X wins on cell 0, the move of lowest prior.
    const win = position([_, X, X, O, O, _, _, _, _], X);
    const r = run(win, 'w', 3000, {}, { prior, widening: { base: 1, exponent: 0.5 } });
    expect(r.move).toEqual({ type: 'MARK', cell: 0 });
  });
});

describe('level settings', () => {
  it('both games have the strongest level, with settings it lists; a game without one has search', () => {
    for (const game of Object.values(games)) {
      expect(botNames(game)).toEqual(['random', 'heuristic', 'mcts', STRONGEST_LEVEL]);
      expect(strongestLevel(game)).toBe(STRONGEST_LEVEL);
    }
    expect(strongestLevel(ticTacToe)).toBe('mcts');
    // The forms' order (shared with the web client) is the bots' own.
    expect(botNames(games['the-cost'])).toEqual([...LEVEL_ORDER]);
    expect(STRONGEST_LEVEL).toBe(SHARED_STRONGEST);
    expect(Object.keys(botTunables(games['the-cost'], STRONGEST_LEVEL))).toEqual(
      expect.arrayContaining(['depth', 'c', 'stop']),
    );
  });

  it('refuses a setting the level does not have, naming those it has', () => {
    const game = games['the-cost'];
    expect(() => createBot('tycoon', { game, seat: 0, seed: 's', tuning: { depht: 3 } })).toThrow(
      /no setting "depht".*depth/,
    );
    expect(() => createBot('heuristic', { game, seat: 0, seed: 's', tuning: { depth: 3 } })).toThrow(
      /no setting "depth".*eval/,
    );
    expect(() => createBot('random', { game, seat: 0, seed: 's', tuning: { depth: 3 } })).toThrow(/has none/);
  });

  it('a level’s own iteration count holds whatever budget the other bots get', () => {
    const game = games['the-cost'];
    const state = game.setup({ players: 2 }, 'own-count');
    const seat = game.activeSeats(state)[0];
    const legal = game.legalMoves(state, seat);
    const searched = (budget: { ms?: number; iterations?: number }) => {
      const bot = createBot('mcts', {
        game,
        seat,
        seed: 's',
        budget,
        tuning: { iterations: 120 },
      }) as SearchBot;
      const move = bot.decide(botTurn(game, state, seat, legal));
      return { move, iterations: bot.lastSearch?.iterations };
    };
    // A time budget of a whole minute and an iteration budget of 10 give the same 120-iteration search.
    const a = searched({ ms: 60_000 });
    const b = searched({ iterations: 10 });
    expect(a.iterations).toBe(120);
    expect(b).toEqual(a);
  });
});
