import { describe, expect, it } from 'vitest';
import { botNames, botTurn, createBot, type SearchBot } from '../../src/bots/index.ts';
import { search } from '../../src/bots/search/mcts.ts';
import { rngFromSeed, type Game } from '../../src/kernel/index.ts';
import { ticTacToe, type TttMove, type TttState } from '../support/tictactoe.ts';

const X = 0,
  O = 1,
  _ = null;
const position = (cells: (number | null)[], toMove: number): TttState => ({
  cells,
  toMove,
  rng: rngFromSeed('p'),
});

/** Tic-tac-toe with the optional fast path, counting its calls. */
function fastTicTacToe() {
  const calls = { clone: 0, applyInPlace: 0 };
  const game: Game<TttState, TttMove, TttState, { players: number; firstPlayer?: number }> = {
    ...ticTacToe,
    fast: {
      clone(s) {
        calls.clone++;
        return structuredClone(s);
      },
      applyInPlace(s, seat, move) {
        calls.applyInPlace++;
        const next = ticTacToe.apply(s, seat, move);
        s.cells = next.cells;
        s.toMove = next.toMove;
      },
    },
  };
  return { game, calls };
}

const decide = (state: TttState, seed: string, iterations: number, game = ticTacToe) =>
  search({
    game,
    seat: state.toMove,
    view: ticTacToe.view(state, state.toMove),
    legalMoves: ticTacToe.legalMoves(state, state.toMove),
    rng: rngFromSeed(seed),
    budget: { iterations },
  });

describe('MCTS over the kernel interface', () => {
  it('takes a win in one and blocks a loss in one', () => {
    // X to move can win on cell 2.
    const win = position([X, X, _, O, O, _, _, _, _], X);
    expect(decide(win, 'a', 400).move).toEqual({ type: 'MARK', cell: 2 });
    // O to move must block cell 2 (O has no win of its own).
    const block = position([X, X, _, _, O, _, _, _, _], O);
    expect(decide(block, 'b', 800).move).toEqual({ type: 'MARK', cell: 2 });
  });

  it('is deterministic for a seed and an iteration budget, and spends exactly that budget', () => {
    const s = position([X, _, _, _, O, _, _, _, _], X);
    const a = decide(s, 'same', 300);
    const b = decide(s, 'same', 300);
    expect(a.iterations).toBe(300);
    expect(a.root).toEqual(b.root);
    expect(a.move).toEqual(b.move);
    expect(a.root.reduce((n, r) => n + r.visits, 0)).toBe(300);
  });

  it('uses the fast path when the game has one, with the same decisions as plain apply', () => {
    const { game, calls } = fastTicTacToe();
    const s = position([X, _, _, _, O, _, _, _, _], X);
    const plain = decide(s, 'fast', 300);
    const fast = decide(s, 'fast', 300, game);
    expect(calls.clone).toBe(300);
    expect(calls.applyInPlace).toBeGreaterThan(300);
    expect(fast.root).toEqual(plain.root);
  });

  it('answers at once when there is a single legal move, and refuses a seat without moves', () => {
    const s = position([X, O, X, X, O, O, O, X, _], X);
    const r = decide(s, 'one', 1000);
    expect(r).toMatchObject({ move: { type: 'MARK', cell: 8 }, iterations: 0 });
    const over = position([X, X, X, O, O, _, _, _, _], O);
    expect(() => decide(over, 'none', 10)).toThrow(/no legal move/);
  });

  it('stops on a time budget after at least one iteration', () => {
    let t = 0;
    const r = search({
      game: ticTacToe,
      seat: X,
      view: position(Array(9).fill(null), X),
      legalMoves: ticTacToe.legalMoves(position(Array(9).fill(null), X), X),
      rng: rngFromSeed('clock'),
      budget: { ms: 50 },
      now: () => (t += 1),
    });
    expect(r.iterations).toBeGreaterThan(0);
    expect(r.iterations).toBeLessThan(60);
  });

  it('never loses a game of tic-tac-toe to the random bot', () => {
    expect(botNames(ticTacToe)).toEqual(expect.arrayContaining(['random', 'mcts']));
    for (let g = 0; g < 12; g++) {
      const mctsSeat = g % 2;
      let state = ticTacToe.setup({ players: 2 }, `ttt:${g}`);
      const bots = [0, 1].map((seat) =>
        createBot(seat === mctsSeat ? 'mcts' : 'random', {
          game: ticTacToe,
          seat,
          seed: `g${g}`,
          budget: { iterations: 1500 },
        }),
      );
      while (!ticTacToe.outcome(state)) {
        const seat = ticTacToe.activeSeats(state)[0];
        const legal = ticTacToe.legalMoves(state, seat);
        const move = bots[seat].decide(botTurn(ticTacToe, state, seat, legal));
        expect(legal).toContainEqual(move);
        state = ticTacToe.apply(state, seat, move as TttMove);
      }
      expect(ticTacToe.outcome(state)?.winners, `game ${g}`).toContain(mctsSeat);
      expect((bots[mctsSeat] as SearchBot).lastSearch).not.toBeNull();
    }
  });

  it('refuses an unknown level with the list of known ones', () => {
    expect(() => createBot('genius', { game: ticTacToe, seat: 0, seed: 's' })).toThrow(/random.*mcts/);
    expect(() => createBot('constructor', { game: ticTacToe, seat: 0, seed: 's' })).toThrow(/Unknown bot/);
  });
});

describe('MCTS with perfect information', () => {
  it('determinizes once and lists each node once, with the same tree as the general search', () => {
    let determinized = 0;
    let listed = 0;
    const game = {
      ...ticTacToe,
      determinize: (v: TttState) => {
        determinized++;
        return structuredClone(v);
      },
      legalMoves: (s: TttState, seat: number) => {
        listed++;
        return ticTacToe.legalMoves(s, seat);
      },
    };
    const s = position([X, _, _, _, O, _, _, _, _], X);
    const run = (perfectInformation: boolean) =>
      search({
        game,
        seat: X,
        view: s,
        legalMoves: ticTacToe.legalMoves(s, X),
        rng: rngFromSeed('pi'),
        budget: { iterations: 400 },
        profile: { perfectInformation },
      });
    const general = run(false);
    expect(determinized).toBe(400);
    const listedGeneral = listed;
    determinized = 0;
    listed = 0;
    const perfect = run(true);
    expect(determinized).toBe(1);
    expect(listed).toBeLessThan(listedGeneral);
    expect(perfect.root).toEqual(general.root);
  });
});

describe('search profile hooks', () => {
  const s = position([X, _, _, _, O, _, _, _, _], X);
  const run = (profile: Parameters<typeof search>[0]['profile']) =>
    search({
      game: ticTacToe,
      seat: X,
      view: s,
      legalMoves: ticTacToe.legalMoves(s, X),
      rng: rngFromSeed('hooks'),
      budget: { iterations: 200 },
      profile,
    });

  it('considers only the candidates, and never answers with a move that is not legal', () => {
    const r = run({ candidates: (_s, _w, legal) => (legal as TttMove[]).filter((m) => m.cell % 2 === 0) });
    expect(r.root.map((x) => (x.move as TttMove).cell).sort()).toEqual([2, 6, 8]);
    // A profile that offers an illegal move: the root falls back to the legal list, and the refusals
    // deeper down end the search instead of looping.
    const bogus = run({ candidates: () => [{ type: 'MARK', cell: 4 }] });
    expect(bogus.root.length).toBe(7);
    expect(bogus.errors).toBeGreaterThan(0);
  });

  it('merges moves that share a key into one node', () => {
    const r = run({ moveKey: (m) => ((m as TttMove).cell % 2 === 0 ? 'corner' : 'edge') });
    expect(r.root.map((x) => x.visits).reduce((a, b) => a + b)).toBe(200);
    expect(r.root).toHaveLength(2);
  });

  it('expands the move with the best prior first', () => {
    const r = search({
      game: ticTacToe,
      seat: X,
      view: s,
      legalMoves: ticTacToe.legalMoves(s, X),
      rng: rngFromSeed('prior'),
      budget: { iterations: 1 },
      profile: { prior: (_s, _w, legal) => (legal as TttMove[]).map((m) => (m.cell === 6 ? 1 : 0)) },
    });
    expect(r.move).toEqual({ type: 'MARK', cell: 6 });
  });
});
