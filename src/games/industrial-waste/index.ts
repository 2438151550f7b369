// Industrial Waste (Jürgen Strohm, 2001) for 2 to 4 players, as specified in the project's spec.
// Hidden information (each seat's cash, kept cards, the deck) leaves the engine only through `view`.
import { KernelCodes, ruleError, type Game, type Seat } from '../../kernel/index.ts';
import { blockedMoves } from './blocked.ts';
import { IW_BOARD, type IwBoard } from './board.ts';
import { applyDescribed, describeMove } from './describe.ts';
import { determinizeView } from './determinize.ts';
import { explainMove } from './explain.ts';
import { spends } from './spends.ts';
import { iwUndo } from './undo.ts';
import { messages } from './messages.ts';
import { moveSchema, type IwMove } from './moves.ts';
import { readPosition, writePosition } from './position.ts';
import { redrawState } from './redraw.ts';
import { applyMove } from './rules/apply.ts';
import { legalMovesOf } from './rules/legal.ts';
import { pendingSeat } from './rules/pending.ts';
import { outcomeOf } from './rules/scoring.ts';
import { optionsSchema, setupState, type IwOptions } from './rules/setup.ts';
import { cloneState, type IwState } from './state.ts';
import { formatMove, renderText } from './text.ts';
import { viewOf } from './view-of.ts';
import type { IwView } from './view.ts';

export type { IwState } from './state.ts';
export type { IwMove } from './moves.ts';
export type { IwView } from './view.ts';
export type { IwOptions } from './rules/setup.ts';
export type { IwBoard } from './board.ts';

function checkSeat(s: IwState, seat: Seat): void {
  if (!Number.isInteger(seat) || seat < 0 || seat >= s.players)
    throw ruleError(messages, KernelCodes.NO_SUCH_SEAT, 'refusedNoSuchSeat', {
      seat: String(seat),
      place: Number.isFinite(seat) ? String(seat + 1) : String(seat),
      players: s.players,
      last: s.players - 1,
    });
}

// Shared and frozen, so that asking whose turn it is allocates nothing (simulations ask every move).
const NOBODY: Seat[] = Object.freeze([]) as unknown as Seat[];
const ONE_SEAT: Seat[][] = [0, 1, 2, 3].map((seat) => Object.freeze([seat]) as unknown as Seat[]);

function applyInPlace(s: IwState, seat: Seat, move: IwMove): void {
  checkSeat(s, seat);
  applyMove(s, seat, move, null);
}

/** The game, plus its printed board's numbers (served to clients by the server as the game's `board`). */
export const industrialWaste: Game<IwState, IwMove, IwView, IwOptions> & { board: IwBoard } = {
  id: 'industrial-waste',
  title: 'Industrial Waste',
  rulesVersion: 1,
  minPlayers: 2,
  maxPlayers: 4,
  optionsSchema,
  setupPins: ['dealer', 'deck'],
  moveSchema,
  setup: setupState,
  playerCount: (s) => s.players,
  activeSeats(s) {
    const seat = pendingSeat(s);
    return seat < 0 ? NOBODY : ONE_SEAT[seat];
  },
  legalMoves: legalMovesOf,
  apply(s, seat, move) {
    const next = cloneState(s);
    applyInPlace(next, seat, move);
    return next;
  },
  view: viewOf,
  outcome: outcomeOf,
  describe: describeMove,
  applyToDescribe(s, seat, move) {
    checkSeat(s, seat);
    return applyDescribed(s, seat, move);
  },
  messages,
  formatMove,
  explainMove,
  spends: (_s, _seat, move) => spends(move),
  blockedMoves,
  undo: iwUndo,
  renderText,
  position: { write: writePosition, read: readPosition },
  determinize: (view, seat, rng, money) =>
    determinizeView(view, seat, rng, money ? { cash: [...money] } : {}),
  redraw: redrawState,
  fast: { clone: cloneState, applyInPlace },
  board: IW_BOARD,
};
