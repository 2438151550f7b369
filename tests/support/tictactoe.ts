// A tiny test-only game that exercises the kernel: two seats, a seeded first player, a position format.
// It is not shipped (it lives under tests/).
import { z } from 'zod';
import type { Game, Seat, Viewer } from '../../src/kernel/index.ts';
import { PositionError, randomInt, rngFromSeed, RuleError, type RngState } from '../../src/kernel/index.ts';

export interface TttState {
  cells: (Seat | null)[];
  toMove: Seat;
  rng: RngState;
}
export interface TttMove {
  type: 'MARK';
  cell: number;
}
const LINES = [
  [0, 1, 2],
  [3, 4, 5],
  [6, 7, 8],
  [0, 3, 6],
  [1, 4, 7],
  [2, 5, 8],
  [0, 4, 8],
  [2, 4, 6],
];
const winner = (c: (Seat | null)[]): Seat | null => {
  for (const [a, b, d] of LINES) if (c[a] !== null && c[a] === c[b] && c[a] === c[d]) return c[a];
  return null;
};
const over = (s: TttState) => winner(s.cells) !== null || s.cells.every((x) => x !== null);

export const ticTacToe: Game<TttState, TttMove, TttState, { players: number; firstPlayer?: Seat }> = {
  id: 'tic-tac-toe',
  title: 'Tic-tac-toe',
  rulesVersion: 1,
  minPlayers: 2,
  maxPlayers: 2,
  optionsSchema: z
    .object({ players: z.literal(2), firstPlayer: z.number().int().min(0).max(1).optional() })
    .strict(),
  moveSchema: z.object({ type: z.literal('MARK'), cell: z.number().int() }).strict(),
  setup(options, seed) {
    const rng = rngFromSeed(seed);
    const drawn = randomInt(rng, 2);
    return { cells: Array(9).fill(null), toMove: options.firstPlayer ?? drawn, rng };
  },
  playerCount: () => 2,
  activeSeats: (s) => (over(s) ? [] : [s.toMove]),
  legalMoves(s, seat) {
    if (over(s) || seat !== s.toMove) return [];
    return s.cells.flatMap((c, i) => (c === null ? [{ type: 'MARK' as const, cell: i }] : []));
  },
  apply(s, seat, move) {
    if (seat !== s.toMove)
      throw new RuleError('NOT_YOUR_TURN', `It is seat ${s.toMove}'s turn, not seat ${seat}'s.`);
    if (move.cell < 0 || move.cell > 8)
      throw new RuleError('NO_SUCH_CELL', `There is no cell ${move.cell}; cells are 0 to 8.`);
    if (s.cells[move.cell] !== null)
      throw new RuleError('CELL_TAKEN', `Cell ${move.cell} is already marked.`);
    const cells = s.cells.slice();
    cells[move.cell] = seat;
    return { cells, toMove: 1 - seat, rng: { ...s.rng } };
  },
  view: (s: TttState, _viewer: Viewer) => structuredClone(s),
  outcome(s) {
    if (!over(s)) return null;
    const w = winner(s.cells);
    return w === null
      ? { winners: [0, 1], scores: [0.5, 0.5] }
      : { winners: [w], scores: w === 0 ? [1, 0] : [0, 1] };
  },
  // The player is counted from 1, as every game's log says it, so that a named seat reads by its name.
  describe: (_b, _a, seat, move) => [{ id: 'MARKED', params: { player: seat + 1, cell: move.cell } }],
  messages: {
    en: { MARKED: 'Player {player} marks cell {cell}.' },
    it: { MARKED: 'Il giocatore {player} segna la casella {cell}.' },
  },
  formatMove: (m, lang) => (lang === 'it' ? `segna ${m.cell}` : `mark ${m.cell}`),
  renderText: (v) =>
    [0, 3, 6]
      .map((r) =>
        v.cells
          .slice(r, r + 3)
          .map((c) => (c === null ? '.' : c === 0 ? 'X' : 'O'))
          .join(''),
      )
      .join('\n'),
  determinize: (view) => structuredClone(view),
  // Nothing is hidden and nothing is drawn after setup: every move may be taken back.
  undo: { rng: (s) => s.rng, finality: () => null },
  position: {
    write: (s) => ({ cells: s.cells, toMove: s.toMove, rng: { ...s.rng } }),
    read(p) {
      const r = z
        .object({
          cells: z.array(z.union([z.literal(0), z.literal(1), z.null()])).length(9),
          toMove: z.union([z.literal(0), z.literal(1)]),
          rng: z.object({ a: z.number(), b: z.number(), c: z.number(), d: z.number() }),
        })
        .safeParse(p);
      if (!r.success) throw new PositionError(r.error.issues[0].message, r.error.issues[0].path.join('.'));
      const xs = r.data.cells.filter((c) => c === 0).length;
      const os = r.data.cells.filter((c) => c === 1).length;
      if (Math.abs(xs - os) > 1)
        throw new PositionError(`${xs} marks of seat 0 and ${os} of seat 1 cannot happen`, 'cells');
      return { cells: r.data.cells, toMove: r.data.toMove, rng: r.data.rng };
    },
  },
};
